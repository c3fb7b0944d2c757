public import Foundation

/// Apple's `UIViewController`: manages a view, made when first asked for (`loadView`), and hears when it appears and
/// disappears. The shim keeps the view's loading and presentation (`present` records the presented controller; there
/// is no window to show it in); the appearance methods are UIKit's to call, and a test calls them in UIKit's order.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller this one presents, and the one presenting this one.
    private var presented: UIViewController?
    private weak var presenting: UIViewController?

    /// The nib's name and bundle (the shim loads no nibs: a controller without `loadView` gets an empty view).
    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's initializer for controllers from a storyboard; the shim has none.
    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The title a navigation or tab bar shows for the controller.
    open var title: String?

    /// What a navigation bar shows while this controller is on top: made when first asked for, as UIKit's is.
    open var navigationItem: UINavigationItem {
        if let item = madeNavigationItem { return item }
        let item = UINavigationItem(title: "")
        item.title = nil
        madeNavigationItem = item
        return item
    }
    private var madeNavigationItem: UINavigationItem?

    /// The controller that contains this one (a navigation controller), if any.
    open internal(set) weak var parent: UIViewController?

    /// The nearest navigation controller this one is in.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    // MARK: The view

    /// The controller's view, made by `loadView()` (then `viewDidLoad()`) when first asked for.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it has been made, without making it.
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view and assigns it to `view`; the default is an empty view.
    open func loadView() {
        loadedView = UIView()
    }

    open func loadViewIfNeeded() {
        _ = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Presentation

    /// The controller this one presents (an alert, a sheet).
    open var presentedViewController: UIViewController? { presented }
    /// The controller presenting this one.
    open var presentingViewController: UIViewController? { presenting }

    /// Presents `viewControllerToPresent` over this controller's view.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented = viewControllerToPresent
        viewControllerToPresent.presenting = self
        completion?()
    }

    /// Dismisses the controller this one presents, or this one if it presents none.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented {
            presented.presenting = nil
            self.presented = nil
        } else if let presenting {
            presenting.presented = nil
            self.presenting = nil
        }
        completion?()
    }
}
