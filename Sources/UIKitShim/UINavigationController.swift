public import Foundation

/// Apple's `UINavigationController`: a stack of controllers, the top one's view shown, pushed and popped. Each one
/// hears `viewWillAppear`/`viewDidAppear` as it comes on top and `viewWillDisappear`/`viewDidDisappear` as it goes, in
/// UIKit's order (the shim has no animations: `animated` changes nothing).
@MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, the root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []

    /// A stack with `rootViewController` at its bottom.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        rootViewController.parent = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller whose view shows (the top one; the shim presents nothing over it).
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open override func loadView() {
        view = UIView()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    /// Puts `viewController` on top: the one below disappears, it appears.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let below = topViewController
        viewController.parent = self
        // As UIKit, the view is there before the controller hears it will appear.
        viewController.loadViewIfNeeded()
        below?.viewWillDisappear(animated)
        viewController.viewWillAppear(animated)
        stack.append(viewController)
        if isViewLoaded {
            below?.viewIfLoaded?.removeFromSuperview()
            show(viewController)
        }
        below?.viewDidDisappear(animated)
        viewController.viewDidAppear(animated)
    }

    /// Replaces the stack: the old top disappears and the new one appears, if they differ.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let (oldTop, newTop) = (topViewController, controllers.last)
        for controller in stack where !controllers.contains(where: { $0 === controller }) { controller.parent = nil }
        for controller in controllers { controller.parent = self }
        guard oldTop !== newTop else {
            stack = controllers
            return
        }
        newTop?.loadViewIfNeeded()
        oldTop?.viewWillDisappear(animated)
        newTop?.viewWillAppear(animated)
        stack = controllers
        if isViewLoaded {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            if let newTop { show(newTop) }
        }
        oldTop?.viewDidDisappear(animated)
        newTop?.viewDidAppear(animated)
    }

    /// Takes the top controller off (not the root): it disappears, the one below appears again.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        let below = topViewController
        top.viewWillDisappear(animated)
        below?.viewWillAppear(animated)
        if isViewLoaded {
            top.viewIfLoaded?.removeFromSuperview()
            if let below { show(below) }
        }
        top.parent = nil
        top.viewDidDisappear(animated)
        below?.viewDidAppear(animated)
        return top
    }

    private func show(_ controller: UIViewController) {
        let shown: UIView = controller.view
        shown.frame = view.bounds
        view.addSubview(shown)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.viewDidDisappear(animated)
    }
}
