public import Foundation
public import MarkupKit

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// A view the layout engine arranges the subviews of: `MarkupRowView`, `MarkupColumnView`, `MarkupLayerView`, `MarkupAnchorView` and
/// `MarkupRootView` (and, with its content, ``MarkupScrollView``). No Auto Layout: frames come from `LayoutTree`, with the
/// rules the HTML renderer writes as CSS, so a document lays out the same way in both.
///
/// Layout views nested in each other form one tree, laid out by the outermost (as a document's layout views are one
/// `LayoutTree`), so that grids and baselines line up across them. A view's layout attributes — its weight, size,
/// anchors in its parent; its margins, spacing and alignment for its children — are its ``layout`` if it is a layout
/// view, else kept for it by its parent (``setLayout(_:of:)``).
@MainActor
open class MarkupLayoutView: UIView, LayoutContainer {
    /// What the view is to the layout engine.
    public let layoutRole: LayoutRole
    let state = ContainerState()

    /// The view's layout attributes (see ``MarkupLayoutView``).
    public var layout = LayoutAttributes() {
        didSet { setNeedsLayout() }
    }

    /// A layout view of `role` (`.row`, `.column`, `.layer`, `.anchor`).
    public init(role: LayoutRole) {
        layoutRole = role
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The layout attributes `subview` has here.
    public func layout(of subview: UIView) -> LayoutAttributes { attributes(of: subview) }

    /// Gives `subview` its layout attributes here (a layout view's own ``layout`` is set instead).
    public func setLayout(_ attributes: LayoutAttributes, of subview: UIView) { store(attributes, for: subview) }

    var arrangedSubviews: [UIView] { subviews }

    open override func setNeedsLayout() {
        super.setNeedsLayout()
        invalidateContainerLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        state.childLayouts[ObjectIdentifier(subview)] = nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutIfRoot()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size) }

    open override var intrinsicContentSize: CGSize { fittingSize(nil) }
}

/// `MarkupRowView`: its subviews side by side, leading to trailing.
@MainActor
public final class MarkupRowView: MarkupLayoutView {
    public init() { super.init(role: .row) }
    public required init?(coder: NSCoder) { return nil }
}

/// `MarkupColumnView`: its subviews one under another.
@MainActor
public final class MarkupColumnView: MarkupLayoutView {
    public init() { super.init(role: .column) }
    public required init?(coder: NSCoder) { return nil }
}

/// `MarkupLayerView`: every subview fills it, later ones on top.
@MainActor
public final class MarkupLayerView: MarkupLayoutView {
    public init() { super.init(role: .layer) }
    public required init?(coder: NSCoder) { return nil }
}

/// `MarkupAnchorView`: each subview pinned to the edges its `anchor` names.
@MainActor
public final class MarkupAnchorView: MarkupLayoutView {
    public init() { super.init(role: .anchor) }
    public required init?(coder: NSCoder) { return nil }
}

/// `MarkupRootView`: a layer at the top of a screen.
@MainActor
public final class MarkupRootView: MarkupLayoutView {
    public init() { super.init(role: .layer) }
    public required init?(coder: NSCoder) { return nil }
}

/// `MarkupSpacer`: empty space that takes a share of what its row or column has left (weight 1 unless set).
@MainActor
public final class MarkupSpacer: UIView {
    public init() { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }
}

/// `MarkupScrollView`: a scroll view whose content view is laid out at its natural size, or fitted to the scroll view's
/// width or height (`fitsWidth`, `fitsHeight` in ``layout``); the content size follows.
@MainActor
public final class MarkupScrollView: UIScrollView, LayoutContainer {
    public var layoutRole: LayoutRole { .scroll }
    let state = ContainerState()

    /// The scroll view's layout attributes.
    public var layout = LayoutAttributes() {
        didSet { setNeedsLayout() }
    }

    /// The view that scrolls (UIKit's scroll view has views of its own, the indicators, so the content is named).
    public var contentView: UIView? {
        didSet {
            if oldValue !== contentView { oldValue?.removeFromSuperview() }
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
        }
    }

    public init() { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    /// The content view's layout attributes.
    public func layout(of subview: UIView) -> LayoutAttributes { attributes(of: subview) }

    /// Gives the content view its layout attributes (a layout view's own ``layout`` is set instead).
    public func setLayout(_ attributes: LayoutAttributes, of subview: UIView) { store(attributes, for: subview) }

    var arrangedSubviews: [UIView] { contentView.map { [$0] } ?? [] }

    public override func setNeedsLayout() {
        super.setNeedsLayout()
        invalidateContainerLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layOutIfRoot()
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size) }

    public override var intrinsicContentSize: CGSize { fittingSize(nil) }
}
