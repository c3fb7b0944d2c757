public import Foundation

/// Apple's `UIAlertController`: an alert or action sheet, presented by a view controller.
@MainActor
open class UIAlertController: UIViewController {
    /// Apple's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    /// The text below the title.
    open var message: String?
    open private(set) var preferredStyle = Style.alert
    /// The buttons, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The button a Return key chooses.
    open var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }
}

/// Apple's `UIAlertAction`: one button of an alert.
@MainActor
open class UIAlertAction: NSObject {
    /// Apple's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    open private(set) var title: String?
    open private(set) var style = Style.default
    open var isEnabled = true
    /// What the button does (UIKit keeps it privately; `ShimUser.tap(_:in:)` runs it as a tap would).
    public private(set) var shimHandler: ((UIAlertAction) -> Void)?

    public override init() { super.init() }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        shimHandler = handler
    }
}
