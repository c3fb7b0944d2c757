public import Foundation

/// Apple's `UITextField`: one line of editable text. What the user types arrives as UIKit delivers it: `text` changes,
/// then `.editingChanged` is sent (a test does the same).
@MainActor
open class UITextField: UIControl {
    /// Apple's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// Apple's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    open var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor? = .label
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var leftViewMode = ViewMode.never
    open var rightViewMode = ViewMode.never
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var isEditing: Bool { isFirstResponder }
    open override var canBecomeFirstResponder: Bool { isEnabled }

    // UITextInputTraits
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    /// One line of the text (or the placeholder, if longer), with room for the border.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = [text ?? "", placeholder ?? ""].max { $0.count < $1.count } ?? ""
        let size = ShimText.size(of: shown, font: font, width: nil, lines: 1)
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        return CGSize(width: size.width + 2 * inset, height: max(size.height, Double(font.lineHeight)) + 2 * inset / 2)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
