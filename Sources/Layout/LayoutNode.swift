/// Alignment along one axis. In a row, `leading`/`trailing` are the horizontal ends and `top`/`bottom` the vertical
/// ones; `start` and `end` name both.
public enum LayoutAlignment: Sendable, Hashable {
    /// Stretch across the content box (cross axis); on the main axis with no weighted child, pack to the start.
    case fill
    /// The start: leading (horizontal) or top (vertical).
    case start
    /// The middle.
    case center
    /// The end: trailing (horizontal) or bottom (vertical).
    case end
}

/// Which edges of an anchor view a child is pinned to.
public struct Anchors: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Anchors(rawValue: 1)
    public static let bottom = Anchors(rawValue: 2)
    public static let leading = Anchors(rawValue: 4)
    public static let trailing = Anchors(rawValue: 8)
    /// The left edge whatever the layout direction (leading and trailing swap sides right to left; left does not).
    public static let left = Anchors(rawValue: 16)
    /// The right edge whatever the layout direction.
    public static let right = Anchors(rawValue: 32)
    public static let all: Anchors = [.top, .bottom, .leading, .trailing]
}

/// Which baseline a row aligns its children on.
public enum Baseline: Sendable, Hashable {
    /// The first line's baseline of each child.
    case first
    /// The last line's baseline of each child.
    case last
}

/// Bounds on a node's size and a ratio between its sides: MarkupKit's size constraints (`minimumWidth`,
/// `maximumWidth`, `minimumHeight`, `maximumHeight`, `aspectRatio`), required as Auto Layout's are.
///
/// Wherever the engine settles a node's width or height — its natural size, a share of a row's excess, a stretch
/// across its parent, an explicit size — the result is clamped to these bounds, the minimum winning over the maximum
/// (as in CSS). A node clamped below what it is stretched to sits at the start (leading or top), as one with an
/// explicit size does; one clamped above overflows there. See ``LayoutTree`` for where each rule applies.
public struct SizeConstraints: Sendable, Hashable {
    /// The narrowest the node may be. Lengths that are negative or not finite mean none.
    public var minimumWidth: Double? { didSet { minimumWidth = Self.usable(minimumWidth) } }
    /// The widest the node may be.
    public var maximumWidth: Double? { didSet { maximumWidth = Self.usable(maximumWidth) } }
    /// The shortest the node may be.
    public var minimumHeight: Double? { didSet { minimumHeight = Self.usable(minimumHeight) } }
    /// The tallest the node may be.
    public var maximumHeight: Double? { didSet { maximumHeight = Self.usable(maximumHeight) } }
    /// Width divided by height: the node's height is its width divided by this, unless it has an explicit height.
    /// A value that is not positive and finite means none.
    public var aspectRatio: Double? {
        didSet { aspectRatio = Self.usable(aspectRatio).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// A length the engine can use: finite and not negative; anything else (NaN, infinity) means none.
    private static func usable(_ length: Double?) -> Double? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }

    /// Constraints with the given bounds (none by default).
    public init(
        minimumWidth: Double? = nil, maximumWidth: Double? = nil, minimumHeight: Double? = nil, maximumHeight: Double? = nil,
        aspectRatio: Double? = nil
    ) {
        self.minimumWidth = Self.usable(minimumWidth)
        self.maximumWidth = Self.usable(maximumWidth)
        self.minimumHeight = Self.usable(minimumHeight)
        self.maximumHeight = Self.usable(maximumHeight)
        self.aspectRatio = Self.usable(aspectRatio).flatMap { $0 > 0 ? $0 : nil }
    }

    /// No constraint at all.
    public static let none = SizeConstraints()

    /// Whether nothing is constrained.
    public var isEmpty: Bool { self == .none }

    /// `width` within the width bounds, and never negative.
    public func clampWidth(_ width: Double) -> Double {
        max(minimumWidth ?? 0, min(maximumWidth ?? .infinity, width), 0)
    }

    /// `height` within the height bounds, and never negative.
    public func clampHeight(_ height: Double) -> Double {
        max(minimumHeight ?? 0, min(maximumHeight ?? .infinity, height), 0)
    }

    /// A width the node takes from its content, when its height follows its width: within the width bounds and those
    /// the height bounds carry over through the ratio (CSS's transferred sizes), the node's own bounds winning — the
    /// carried minimum is capped by the maximum width, the carried maximum floored by the minimum width.
    package func clampContentWidth(_ width: Double, ratio: Double) -> Double {
        var low = minimumHeight.map { $0 * ratio } ?? 0
        var high = maximumHeight.map { max($0 * ratio, low) } ?? .infinity
        if let maximumWidth { low = min(low, maximumWidth) }
        if let minimumWidth { high = max(high, minimumWidth) }
        return clampWidth(max(low, min(high, width)))
    }
}

/// The direction rows run in, and which side is leading.
public enum LayoutDirection: Sendable {
    case leftToRight
    case rightToLeft
}

/// One node of a layout tree: a layout view (row, column, layer, anchor), a spacer, or a leaf that measures itself.
///
/// Renderers fill a tree from their own views, and either call ``measure(proposedWidth:)`` and
/// ``layout(in:direction:)`` on it once, or keep a ``LayoutTree`` made from it to lay it out again after a size change,
/// reusing what it measured.
public struct LayoutNode: Sendable {
    /// What kind of node this is.
    public enum Kind: Sendable {
        /// Children left to right (leading to trailing).
        case row
        /// Children top to bottom.
        case column
        /// Every child fills the content box.
        case layer
        /// Every child pinned to the given edges (by child index; missing entries mean no anchors).
        case anchor([Anchors])
        /// Empty space that takes a share of the excess (weight 1 unless set).
        case spacer
        /// A view that measures itself: its size for a proposed width (`nil`: unconstrained).
        case leaf(@Sendable (_ proposedWidth: Double?) -> Size)
        /// A scroll view: its children, the content, are laid out at the content box's origin at their natural size,
        /// or fitted to the content box's width or height.
        case scroll(fitsWidth: Bool, fitsHeight: Bool)
    }

    public var kind: Kind
    public var children: [LayoutNode]
    /// The share of the parent's excess space on its main axis; `nil` for none. Spacers default to 1.
    public var weight: Double?
    /// An explicit width, which beats weight and intrinsic size.
    public var width: Double?
    /// An explicit height, which beats weight and intrinsic size.
    public var height: Double?
    /// The layout margins of a layout view (its padding).
    public var margins: Insets
    /// Space between visible children of a row or column.
    public var spacing: Double
    /// Horizontal alignment of children in a row or column.
    public var horizontalAlignment: LayoutAlignment
    /// Vertical alignment of children in a row or column.
    public var verticalAlignment: LayoutAlignment
    /// A hidden node takes no space and no spacing.
    public var isHidden: Bool
    /// A row's baseline alignment: children keep their intrinsic heights and line up on this baseline; the group
    /// is placed by ``verticalAlignment`` (`fill`: at the top for `.first`, at the bottom for `.last`).
    public var baseline: Baseline?
    /// A leaf's first baseline, from its top (text: the first line's ascent). `nil`: its bottom edge.
    public var firstBaseline: Double?
    /// A leaf's last baseline, from the bottom of its intrinsic size (text: the last line's descent), so that it
    /// holds for whatever height wrapping gives it. `nil`: its bottom edge.
    public var lastBaselineFromBottom: Double?
    /// A column's grid alignment: the cells of its rows line up in tracks, each as wide as its widest cell, the tracks
    /// with a weighted cell sharing the rest by weight.
    public var alignsToGrid: Bool
    /// Bounds on its size and the ratio of its sides.
    public var sizeConstraints: SizeConstraints

    public init(
        _ kind: Kind, children: [LayoutNode] = [], weight: Double? = nil, width: Double? = nil, height: Double? = nil,
        margins: Insets = .zero, spacing: Double = 8, horizontalAlignment: LayoutAlignment = .fill,
        verticalAlignment: LayoutAlignment = .fill, isHidden: Bool = false, baseline: Baseline? = nil, alignsToGrid: Bool = false,
        sizeConstraints: SizeConstraints = .none
    ) {
        self.kind = kind
        self.children = children
        if case .spacer = kind { self.weight = weight ?? 1 } else { self.weight = weight }
        self.width = width
        self.height = height
        self.margins = margins
        self.spacing = spacing
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.isHidden = isHidden
        self.baseline = baseline
        self.alignsToGrid = alignsToGrid
        self.sizeConstraints = sizeConstraints
    }

    /// A leaf of a fixed intrinsic size.
    public static func fixed(_ width: Double, _ height: Double, weight: Double? = nil) -> LayoutNode {
        LayoutNode(.leaf({ _ in Size(width: width, height: height) }), weight: weight)
    }

    /// A leaf of a fixed intrinsic size whose text's first and last baselines are `baseline` from its top.
    public static func fixed(_ width: Double, _ height: Double, baseline: Double, weight: Double? = nil) -> LayoutNode {
        var node = fixed(width, height, weight: weight)
        node.firstBaseline = baseline
        node.lastBaselineFromBottom = height - baseline
        return node
    }

    /// For each node in pre-order, the order of the frames ``layout(in:direction:)`` returns: the index of its parent
    /// (`nil` for this node) and whether it is shown, neither hidden nor inside a hidden node. A renderer makes a
    /// frame relative to its parent's with it, as a view's frame is.
    public func preorderNodes() -> [(parent: Int?, isShown: Bool)] {
        var nodes: [(parent: Int?, isShown: Bool)] = []
        nodes.reserveCapacity(count)
        func visit(_ node: LayoutNode, parent: Int?, shown: Bool) {
            let index = nodes.count
            let isShown = shown && !node.isHidden
            nodes.append((parent, isShown))
            for child in node.children { visit(child, parent: index, shown: isShown) }
        }
        visit(self, parent: nil, shown: true)
        return nodes
    }

    package var isRow: Bool { if case .row = kind { true } else { false } }
    /// The number of nodes in the tree, this one included.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

extension LayoutNode.Kind {
    /// Whether a node of this kind, offered less than its natural width, still takes what its content needs: all but
    /// layers, anchors and scroll views fitted to their width, which take no more than offered (see ``LayoutTree``).
    package var keepsMinContentWidth: Bool {
        switch self {
        case .layer, .anchor, .scroll(fitsWidth: true, _): false
        case .row, .column, .scroll(fitsWidth: false, _), .leaf, .spacer: true
        }
    }
}
