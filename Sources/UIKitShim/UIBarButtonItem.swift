public import Foundation

/// Apple's `UIBarButtonItem`: a navigation bar's or toolbar's button. The shim keeps the iOS 14 form, an item that
/// runs its `primaryAction` when tapped (`ShimUser.tap(_:)`), and its style.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn: UIKit's `.plain` and `.done` (bold).
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// How the item is drawn.
    open var style = Style.plain
    /// What a tap runs; its title is the item's.
    open var primaryAction: UIAction? {
        didSet { if let primaryAction { title = primaryAction.title } }
    }

    public override init() {
        super.init()
    }

    /// The menu a press on the item shows (the shim shows none).
    open var menu: UIMenu?

    /// An item that runs `primaryAction` when tapped, titled `title` or as the action is.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction?.title
        self.image = image
        self.menu = menu
    }
}

/// Apple's `UIMenu`: a menu of actions. The shim declares the type only, for the API that takes one.
@MainActor
open class UIMenu: UIMenuElement {}

/// Apple's `UINavigationItem`: what a navigation bar shows while its controller is on top — the title and the buttons
/// at the bar's trailing end.
@MainActor
open class UINavigationItem: NSObject {
    /// The title in the bar.
    open var title: String?
    /// The buttons at the trailing end, leading first.
    open var rightBarButtonItems: [UIBarButtonItem]?

    public init(title: String) {
        self.title = title
        super.init()
    }
}
