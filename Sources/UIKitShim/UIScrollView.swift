public import Foundation

/// Apple's `UIScrollViewDelegate`. Its methods are optional in UIKit; here each has an empty default.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// Apple's `UIScrollView`: a view whose content, `contentSize` large, scrolls under its bounds (`contentOffset` is the
/// bounds' origin).
@MainActor
open class UIScrollView: UIView {
    /// Apple's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    /// Apple's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// Apple's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    open weak var delegate: (any UIScrollViewDelegate)?
    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    /// The insets content is laid out within: `contentInset` (the shim has no safe area to add).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var indicatorStyle = IndicatorStyle.default
    open var keyboardDismissMode = KeyboardDismissMode.none

    /// The point of the content at the bounds' top left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// Scrolls the least that shows `rect` (in the content's coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }
}

/// Apple's `NSTextContainer`: the region a text view lays its text out in.
open class NSTextContainer: NSObject {
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    open var size = CGSize(width: 0, height: 10_000_000)

    public override init() { super.init() }
}

/// Apple's `UITextViewDelegate`; optional methods in UIKit, empty defaults here.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// The user changed the text (UIKit does not call it for a change made in code).
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}

/// Apple's `UITextView`: text over several lines, scrolling, editable unless told not to be. It is not a control: it
/// tells its delegate of edits.
@MainActor
open class UITextView: UIScrollView {
    open var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor? = .label
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The container the text is laid out in.
    public let textContainer = NSTextContainer()
    /// The delegate as a text view's. UIKit redeclares `delegate` with that type, which Swift source cannot; code that
    /// assigns a `UITextViewDelegate` to `delegate` compiles against both.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

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

    /// The text wrapped to the width offered, within the container's insets and padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let width = size.width > 0 ? Double(size.width - horizontal) : nil
        let text = ShimText.size(
            of: self.text ?? "", font: font ?? .systemFont(ofSize: 12), width: width,
            lines: textContainer.maximumNumberOfLines)
        return CGSize(
            width: text.width + horizontal,
            height: text.height + Double(textContainerInset.top + textContainerInset.bottom))
    }
}
