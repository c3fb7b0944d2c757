public import Foundation

/// Apple's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black
}

/// Apple's `UIBarItem`: what a bar shows — a title, an image, a tag. Not a view.
@MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var tag = 0
    open var isEnabled = true

    public override init() { super.init() }
}

/// Apple's `UITabBarItem`: a tab, with its images, or one of the system's.
@MainActor
open class UITabBarItem: UIBarItem {
    /// Apple's `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    /// The system item the tab is (the shim's record of it; UIKit keeps it privately).
    public private(set) var shimSystemItem: SystemItem?

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        shimSystemItem = systemItem
        self.tag = tag
    }
}

/// Apple's `UITabBarDelegate` (optional in UIKit, a default here).
@MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// Apple's `UITabBar`: a row of tabs, one selected; 49 points high.
@MainActor
open class UITabBar: UIView {
    /// Apple's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

    open weak var delegate: (any UITabBarDelegate)?
    open var items: [UITabBarItem]?
    /// The selected tab; set in code, the delegate is not told.
    open weak var selectedItem: UITabBarItem?
    open var barStyle = UIBarStyle.default
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var itemPositioning = ItemPositioning.automatic

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 49) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 49) }
}
