public import Foundation

// UIKit's views that show progress: the activity indicator and the progress bar.

/// Apple's `UIActivityIndicatorView`: a spinner.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple's `UIActivityIndicatorView.Style` (the first three deprecated in iOS 13, as here).
    public enum Style: Int, Sendable {
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
        case medium = 100, large = 101
    }

    open var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor! = .gray
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// UIKit's is not failable here; the shim reads no archives.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// Apple's `UIProgressView`: a task's progress as a bar.
@MainActor
open class UIProgressView: UIView {
    /// Apple's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }

    open var progressViewStyle = Style.default
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// A bar has no width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
}
