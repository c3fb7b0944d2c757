public import Foundation

/// Apple's `UILabel`: read-only text. Its size comes from its text and font (the shim's text measurement), wrapped to the width it is
/// offered when `numberOfLines` is not 1.
@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font: the system font at 17 points unless set (UIKit's default).
    open var font: UIFont! {
        get { ownFont ?? .systemFont(ofSize: 17) }
        set {
            ownFont = newValue
            invalidateIntrinsicContentSize()
        }
    }
    private var ownFont: UIFont?
    /// The text color: `label` unless set.
    open var textColor: UIColor! {
        get { ownTextColor ?? .label }
        set { ownTextColor = newValue }
    }
    private var ownTextColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var isEnabled = true
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// The width multiline text wraps at for `intrinsicContentSize` (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    open override var intrinsicContentSize: CGSize {
        let wrap = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
        let size = ShimText.size(of: text ?? "", font: font, width: wrap, lines: numberOfLines)
        return CGSize(width: size.width, height: size.height)
    }

    /// The text's size wrapped to `size.width` (when more than one line is allowed).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wrap = numberOfLines != 1 && size.width > 0 ? Double(size.width) : nil
        let fitted = ShimText.size(of: text ?? "", font: font, width: wrap, lines: numberOfLines)
        return CGSize(width: fitted.width, height: fitted.height)
    }
}
