public import Foundation

/// Apple's `UIView`: a rectangle in a hierarchy of views. The shim keeps the hierarchy, the geometry (frame, bounds,
/// center; no transforms), UIKit's layout cycle (`setNeedsLayout` marks, `layoutIfNeeded` runs `layoutSubviews` from
/// the top down) and the properties views are configured by; it draws nothing.
@MainActor
open class UIView: UIResponder {
    /// Apple's `UIView.ContentMode`: how a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
            bottomLeft, bottomRight
    }

    /// Apple's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal, dimmed
    }

    /// The value of an intrinsic size's dimension that a view does not have.
    public class var noIntrinsicMetric: CGFloat { -1 }

    private var storedFrame: CGRect
    private var boundsOrigin = CGPoint.zero
    private var needsLayout = true
    private weak var parent: UIView?
    private var children: [UIView] = []

    /// The backing layer (UIKit makes one of `layerClass`; the shim always a `CALayer`).
    public let layer = CALayer()

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// UIKit's initializer for views from a storyboard or nib; the shim has neither.
    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let resized = newValue.size != storedFrame.size
            storedFrame = newValue
            if resized { setNeedsLayout() }
        }
    }

    /// The view's rectangle in its own coordinates: its origin scrolls the content (a scroll view's offset).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            // UIKit keeps the center when the size changes.
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    // MARK: Hierarchy

    open var superview: UIView? { parent }
    open var subviews: [UIView] { children }
    open override var next: UIResponder? { parent }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: children.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.parent === self, let current = children.firstIndex(where: { $0 === view }) {
            children.remove(at: current)
        } else {
            view.removeFromSuperview()
        }
        children.insert(view, at: min(max(index, 0), children.count))
        view.parent = self
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    open func removeFromSuperview() {
        guard let parent, let index = parent.children.firstIndex(where: { $0 === self }) else { return }
        parent.willRemoveSubview(self)
        parent.children.remove(at: index)
        self.parent = nil
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = children.firstIndex(where: { $0 === view }) else { return }
        children.append(children.remove(at: index))
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToSuperview() {}

    /// Whether `view` is this view or one below it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let found = current {
            if found === view { return true }
            current = found.parent
        }
        return false
    }

    /// This view or the first view below it, depth first, with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in children { if let found = child.viewWithTag(tag) { return found } }
        return nil
    }

    /// `point`, given in this view's coordinates, in `view`'s (nil: the window's, here the root view's superview's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (from, to) = (offsetInWindow, view?.offsetInWindow ?? .zero)
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// What a point in this view's coordinates adds to be in the window's: each view's frame origin up the chain, less
    /// its bounds origin (what it has scrolled).
    private var offsetInWindow: CGPoint {
        var offset = CGPoint.zero
        var current: UIView? = self
        while let view = current {
            offset.x += view.storedFrame.minX - view.boundsOrigin.x
            offset.y += view.storedFrame.minY - view.boundsOrigin.y
            current = view.parent
        }
        return offset
    }

    // MARK: Layout

    /// Marks the view to be laid out in the next layout pass (`layoutIfNeeded`, here; UIKit's run loop as well).
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out the view now if it is marked, then its subviews, from the top down, as UIKit's layout pass does.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for child in children { child.layoutIfNeeded() }
    }

    /// Positions the subviews. UIKit's default applies Auto Layout, which the shim does not have: it does nothing.
    open func layoutSubviews() {}

    /// The size that best fits `size`. UIKit's default answers the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to the size that fits its current one.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame.size = fitted
    }

    /// The size the content needs; `noIntrinsicMetric` in a dimension it does not decide.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells Auto Layout that `intrinsicContentSize` changed. The shim has no Auto Layout, and UIKit without it lays
    /// nothing out again for this: a view laid out by hand must be told with `setNeedsLayout`.
    open func invalidateIntrinsicContentSize() {}

    /// The content margins: 8 points on each side by default, as UIKit's.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { layoutMarginsDidChange() }
    }

    /// The margins by leading and trailing edge, in the view's layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(
                    top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(
                    top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins =
                effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true

    /// The part of the view that bars and the screen's edges cover, as UIKit computes it: a window's or a controller's
    /// view's from the device and the bars over it (``shimSafeAreaInsets``), any other view's the part of its
    /// superview's that reaches into its frame.
    open var safeAreaInsets: UIEdgeInsets {
        if let own = shimSafeAreaInsets { return own }
        guard let superview else { return .zero }
        let outer = superview.safeAreaInsets
        let box = superview.bounds
        return UIEdgeInsets(
            top: max(0, outer.top - (frame.minY - box.minY)), left: max(0, outer.left - (frame.minX - box.minX)),
            bottom: max(0, outer.bottom - (box.maxY - frame.maxY)), right: max(0, outer.right - (box.maxX - frame.maxX)))
    }

    /// What the device and its bars cover of this view (a status bar, a navigation bar, the home indicator), which
    /// UIKit knows from the window; setting it tells the view and every view below it that their safe area changed.
    /// Shim only.
    public var shimSafeAreaInsets: UIEdgeInsets? {
        didSet { notifySafeAreaChange() }
    }

    private func notifySafeAreaChange() {
        safeAreaInsetsDidChange()
        for subview in subviews where subview.shimSafeAreaInsets == nil { subview.notifySafeAreaChange() }
    }

    /// Called when the safe area changed; UIKit lays the view out again.
    open func safeAreaInsetsDidChange() { setNeedsLayout() }

    open func layoutMarginsDidChange() { setNeedsLayout() }

    /// How the view's content flips in right-to-left layouts.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// The direction the view lays out in: from its semantic content attribute, else its superview's (the shim's
    /// root is left to right).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        }
    }

    // MARK: Appearance and behaviour

    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isOpaque = true
    /// Whether the view is hidden. (Its superview is not laid out again for it, as in UIKit without Auto Layout.)
    open var isHidden = false
    open var clipsToBounds = false
    open var contentMode = ContentMode.scaleToFill
    /// The tint: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    open var tintAdjustmentMode = TintAdjustmentMode.automatic
    open var isUserInteractionEnabled = true
    open var tag = 0

    // Accessibility: in UIKit, NSObject's informal protocol (label, hint) and UIAccessibilityIdentification.
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var isAccessibilityElement = false
}
