/// How frames are computed. The rules (the contract the HTML renderer's CSS must agree with):
///
/// - **Widths first, then heights**: every child's width is settled before its height is asked, and its height is
///   the one it has at that width (text that wraps is as tall as its lines at the width it gets). A child *stretched*
///   across a width (filling a column, weighted in a row, fitted, pinned to both sides) gets that width. A child
///   *offered* a width (across a column it does not fill) takes: a leaf what it says; a row, a grid column and a
///   scroll view not fitted to its width their natural width, whatever the offer; a column the widest that its
///   children take when offered its content width (never less than the children's minimum widths); a layer, an
///   anchor and a scroll view fitted to its width the same but no more than offered (as MarkupKit's layer, bounded by
///   its column; CSS gives a grid cell no min-content width), a layer's children squeezed with it, an anchor's and a
///   scroll view's content overflowing them.
///   Otherwise, a child is measured *unconstrained* (unweighted in a row, a grid cell, pinned to one side or none).
/// - **Row and column**: `spacing` between visible children, content box = bounds less `margins` (margins larger than
///   the bounds leave it empty at the leading and top margins). Unweighted children
///   get their natural size on the main axis (in a row, unconstrained: it never shrinks them); weighted children
///   share the excess (content − unweighted sizes − spacing) in proportion to weight, their own size ignored; an
///   explicit width or height beats weight. With negative excess, weighted children get 0 and the overflow is placed
///   by the main-axis alignment (fill and start: at the end; center: split; end: at the start). Main-axis `fill` with
///   no weighted child packs to the start.
/// - **Cross axis**: fill stretches to the content box; start, center and end place the natural size there (a row's
///   child its height at its width, a column's child what it takes offered the width), overflowing when it is larger.
///   An explicit cross size is used as it is, placed at the start when filling.
/// - **Natural size** (the "0-rule"): weighted children count 0 on the main axis; the cross size is the largest child's
///   at the width it gets — a row's weighted children at their share of what its width leaves, so none at the row's
///   natural width; margins are added; an explicit width or height replaces the computed one.
/// - **Layer**: every child fills the content box whatever its own size or weight (a fixed leaf wider than the layer
///   is narrowed to it: the layer decides), but for an explicit width or height, which it keeps, at the leading or top
///   edge (Lima's constraints would conflict; this is what CSS does), and its own size constraints.
///   **Anchor**: per axis, pinned to both edges → stretched (an explicit size again beats the stretch, at the leading or top edge); to one →
///   unconstrained size at that edge; to none → unconstrained size centred in the content box (Lima centres on the
///   bounds; we use the content box, as the CSS mapping does). **Spacer**: weight 1, intrinsic size zero.
/// - **Scroll view**: each child (its content) sits at the content box's origin with its unconstrained size, or the
///   content box's width or height on a fitted axis (the width it is given decides its height). An explicit size
///   beats both. Its own natural size is its largest child's plus margins, as a layer's.
/// - **Baseline rows** (`baseline` `.first` or `.last`): children keep their natural heights at their widths and are
///   shifted so that their baselines meet; the group (tallest part above the baseline plus tallest below) is placed
///   by the vertical alignment, `fill` meaning the top for first baselines and the bottom for last ones. A leaf's
///   baselines are its own (text) or its bottom edge; a layout view's first baseline is its first visible child's,
///   its last baseline its last visible child's (a scroll view's kept within its bounds; with no visible child, its
///   bottom edge). Text keeps its natural height under an explicit one, so its last baseline may lie below the frame,
///   and the part below the baseline may be negative, as in CSS. The row's natural height is the group's.
/// - **Grid alignment** (a column with `alignsToGrid` and at least one visible row holding a visible cell): the
///   visible cells of its visible rows form tracks by index. A track with a weighted cell in any row is weighted (its
///   largest weight) and shares the excess of the column's content width as a row's weighted children do; any other
///   track is as wide as its widest cell, unconstrained. Tracks are separated by the first visible row's spacing.
///   Rows span the tracks (their own horizontal margins, spacing, explicit width and horizontal alignment are not
///   used), placed by the column's horizontal alignment when no track is weighted; each cell takes its track's width
///   (an explicit width beats it, at the track's start) and is placed vertically as in any row, baselines included.
///   Other children of the column are fitted to the tracks' span (filling it, or offered it) and do not widen it:
///   the column's natural width is the unweighted tracks plus spacing.
/// - **Size constraints** (``SizeConstraints``): every width and height the rules above settle — a natural size, a share
///   of the excess, a stretch, an explicit size — is kept within the node's bounds, the minimum winning over the
///   maximum; a node held below what it is stretched to sits at the leading or top edge, one held above overflows
///   there. Text held to a maximum width wraps at it. Weighted children share as CSS's flexible lengths do: while
///   shares break bounds, the children whose bounds break (the minimums when the total breaks upward, else the
///   maximums) keep their bounds and the rest is shared again; what no share takes is placed by the main-axis
///   alignment; a weighted child counts its minimum (0 without one) in its parent's natural size. An aspect ratio makes
///   the height the width divided by it wherever the height is not explicit (within the height bounds; a width taken
///   from content is first held to the height bounds carried over through the ratio, the width bounds winning, as
///   CSS's transferred sizes are): such a child is not stretched across a row (it sits at the top when filling), and
///   in a column the ratio beats weight. Not used: a grid column's weighted children share its height whatever their
///   bounds (each is then kept within them at the top of its share, as a CSS grid's item is), a grid row's width
///   bounds and ratio (it spans the tracks), and the root's bounds (it fills what it is laid out in).
/// - **Hidden** children take no space and no spacing; their frames are zero-sized at the content box's origin.
/// - **Right to left**: leading and trailing swap sides — row order, margins, alignments, grid tracks and anchors —
///   while `left` and `right` anchors keep theirs. (Computed as the left-to-right layout mirrored inside the bounds.)
///
/// A `LayoutTree` keeps the nodes flattened in pre-order and remembers the last two sizes each node measured to (per
/// proposed width) and the last two heights each layout view had (per frame width), so that laying it out again after a
/// size change measures only what the change reaches.
public struct LayoutTree: Sendable {
    var nodes: [Node]
    /// The leaves' measuring functions (in a struct: an array of bare functions would wrap each in a thunk).
    var leafMeasures: [LeafMeasure] = []

    struct LeafMeasure: Sendable {
        let size: @Sendable (_ proposedWidth: Double?) -> Size
    }
    /// The size constraints of the nodes that have any (most have none: kept apart, the nodes stay small).
    var sizeConstraints: [SizeConstraints] = []
    /// Two measurements per node, the most recent first: the proposed width (`infinity`: none; NaN: invalid) and size.
    var measuredProposals: [Double]
    var measuredSizes: [Size]
    /// Two heights per layout view, the most recent first: the frame width (NaN: invalid) and the height there.
    var measuredWidths: [Double]
    var measuredHeights: [Double]
    /// Frames in pre-order; the work area of every arrangement, the result of the last layout.
    var frames: [Rect]
    /// Per child of the line being arranged: main size, main position, cross size, baseline offset.
    var scratch: [Double] = []
    /// Where the weighted children of the line being shared reach a bound, reused from line to line.
    var shareBreakpoints: [ShareBreakpoint] = []
    /// A unit of share per weight at which a weighted child starts growing (`weight` > 0, `length` its minimum,
    /// negated) or stops at its maximum (`weight` < 0, `length` the maximum).
    struct ShareBreakpoint: Sendable {
        var unit: Double
        var weight: Double
        var length: Double
    }
    /// Grid tracks of the current layout: for each grid column, its gap, its count, then its track positions and widths.
    var tracks: [Double] = []
    /// Per node: where its grid tracks start in `tracks` (−1: none).
    var trackStart: [Int]
    var direction = LayoutDirection.leftToRight
    /// The bounds ``frames`` were made for, while nothing has changed since; `nil` after a change.
    var laidOutBounds: Rect?
    /// The bounds of the frames held, whatever changed since.
    var framesBounds: Rect?
    /// Nodes changed since the last layout (a leaf invalidated, a node shown or hidden) and their ancestors.
    var changed: [Bool]
    /// Each child's frame from before its parent was arranged again, to tell whether it moved.
    var previousFrames: [Rect]
    /// Whether the layout under way keeps the subtrees that neither changed nor moved.
    var reusesUnmoved = false
    /// How many layout views the last ``layout(in:direction:)`` arranged: the work it did, for tests to bound.
    package internal(set) var arrangedCount = 0

    /// What kind of node it is, without the kind's payload.
    enum Role: UInt8, Sendable {
        case leaf, spacer, row, column, layer, anchor, scroll

        init(_ kind: LayoutNode.Kind) {
            self =
                switch kind {
                case .leaf: .leaf
                case .spacer: .spacer
                case .row: .row
                case .column: .column
                case .layer: .layer
                case .anchor: .anchor
                case .scroll: .scroll
                }
        }
    }

    /// A node without its children, which follow it in `nodes` up to `end`; plain data, so that copying it is cheap.
    /// Its fields are ordered to pack (indices in 32 bits, the one-byte fields in an optional's spare bytes): copied
    /// on every visit, its size is what a layout pays.
    struct Node: Sendable {
        private var storedEnd: Int32
        private var storedParent: Int32
        private var storedLeafMeasure: Int32
        private var storedChildCount: Int32
        /// The edges it is pinned to in its parent anchor view.
        var anchors: Anchors
        var margins: Insets
        var spacing: Double
        var weight: Double?
        var role: Role
        /// A scroll view's fitted axes.
        var fitsWidth: Bool
        var fitsHeight: Bool
        /// Whether, offered less than its natural width, it still takes it (``LayoutNode/Kind/keepsMinContentWidth``).
        var keepsMinContentWidth: Bool
        var isHidden: Bool
        var alignsToGrid: Bool
        /// Whether its height follows its width (an aspect ratio and no explicit height).
        var followsRatio: Bool
        var width: Double?
        var horizontalAlignment: LayoutAlignment
        var verticalAlignment: LayoutAlignment
        var baseline: Baseline?
        var height: Double?
        var firstBaseline: Double?
        var lastBaselineFromBottom: Double?
        private var storedConstraints: Int32

        init(
            role: Role, leafMeasure: Int, fitsWidth: Bool, fitsHeight: Bool, keepsMinContentWidth: Bool, end: Int,
            parent: Int, anchors: Anchors, weight: Double?, width: Double?, height: Double?, margins: Insets,
            spacing: Double, horizontalAlignment: LayoutAlignment, verticalAlignment: LayoutAlignment, isHidden: Bool,
            baseline: Baseline?, firstBaseline: Double?, lastBaselineFromBottom: Double?, alignsToGrid: Bool,
            constraints: Int, followsRatio: Bool, childCount: Int
        ) {
            (storedEnd, storedParent) = (Int32(end), Int32(parent))
            (storedLeafMeasure, storedChildCount) = (Int32(leafMeasure), Int32(childCount))
            self.anchors = anchors
            self.margins = margins
            self.spacing = spacing
            self.weight = weight
            self.role = role
            self.fitsWidth = fitsWidth
            self.fitsHeight = fitsHeight
            self.keepsMinContentWidth = keepsMinContentWidth
            self.isHidden = isHidden
            self.alignsToGrid = alignsToGrid
            self.followsRatio = followsRatio
            self.width = width
            self.horizontalAlignment = horizontalAlignment
            self.verticalAlignment = verticalAlignment
            self.baseline = baseline
            self.height = height
            self.firstBaseline = firstBaseline
            self.lastBaselineFromBottom = lastBaselineFromBottom
            storedConstraints = Int32(constraints)
        }

        /// Where its subtree ends in `nodes`.
        var end: Int {
            get { Int(storedEnd) }
            set { storedEnd = Int32(newValue) }
        }
        /// Its parent's index (−1 for the root).
        var parent: Int { Int(storedParent) }
        /// A leaf's index in `leafMeasures`.
        var leafMeasure: Int { Int(storedLeafMeasure) }
        var childCount: Int { Int(storedChildCount) }
        /// Its index in `sizeConstraints`, or −1 when nothing constrains it.
        var constraints: Int { Int(storedConstraints) }

        var isRow: Bool { role == .row }

        /// Its weight on its parent's main axis: none when an explicit size on that axis beats it.
        func mainWeight(isRow: Bool) -> Double? {
            LayoutNode.mainWeight(weight, fixesWidth: width != nil, fixesHeight: height != nil || followsRatio, isRow: isRow)
        }
    }

    /// Prepares `root` and its subtree for layout.
    public init(_ root: LayoutNode) {
        let count = root.count
        nodes = []
        nodes.reserveCapacity(count)
        leafMeasures.reserveCapacity(count)
        measuredProposals = [Double](repeating: .nan, count: 2 * count)
        measuredSizes = [Size](repeating: .zero, count: 2 * count)
        measuredWidths = [Double](repeating: .nan, count: 2 * count)
        measuredHeights = [Double](repeating: 0, count: 2 * count)
        frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
        trackStart = [Int](repeating: -1, count: count)
        previousFrames = frames
        changed = [Bool](repeating: false, count: count)
        append(root, parent: -1, anchors: [])
    }

    mutating func append(_ node: LayoutNode, parent: Int, anchors: Anchors) {
        let index = nodes.count
        var leafMeasure = -1
        var (fitsWidth, fitsHeight) = (false, false)
        switch node.kind {
        case .leaf(let measure):
            leafMeasure = leafMeasures.count
            leafMeasures.append(LeafMeasure(size: measure))
        case .scroll(let width, let height): (fitsWidth, fitsHeight) = (width, height)
        case .row, .column, .layer, .anchor, .spacer: break
        }
        var constraints = -1
        var (width, height) = (node.width, node.height)
        if !node.sizeConstraints.isEmpty {
            // An explicit size is clamped once, here: every rule then uses it as it is.
            constraints = sizeConstraints.count
            sizeConstraints.append(node.sizeConstraints)
            width = width.map(node.sizeConstraints.clampWidth)
            height = height.map(node.sizeConstraints.clampHeight)
        }
        nodes.append(
            Node(
                role: Role(node.kind), leafMeasure: leafMeasure, fitsWidth: fitsWidth, fitsHeight: fitsHeight,
                keepsMinContentWidth: node.kind.keepsMinContentWidth, end: index + 1, parent: parent, anchors: anchors,
                weight: node.weight, width: width, height: height, margins: node.margins, spacing: node.spacing,
                horizontalAlignment: node.horizontalAlignment, verticalAlignment: node.verticalAlignment,
                isHidden: node.isHidden, baseline: node.baseline, firstBaseline: node.firstBaseline,
                lastBaselineFromBottom: node.lastBaselineFromBottom, alignsToGrid: node.alignsToGrid,
                constraints: constraints, followsRatio: node.followsRatio,
                childCount: node.children.count))
        let childAnchors: [Anchors] = if case .anchor(let list) = node.kind { list } else { [] }
        for (position, child) in node.children.enumerated() {
            append(child, parent: index, anchors: position < childAnchors.count ? childAnchors[position] : [])
        }
        nodes[index].end = nodes.count
    }

    /// The number of nodes, and of frames a layout returns.
    public var count: Int { nodes.count }

    /// The root's natural size when offered a width (`nil`: unconstrained): the width it takes — a row its unweighted
    /// children's, a layer no more than offered, a leaf what it says — and its height at that width.
    public mutating func measure(proposedWidth: Double? = nil) -> Size {
        tracks.removeAll(keepingCapacity: true)
        return measure(0, proposedWidth)
    }

    /// The root's natural height when its frame is exactly `width` wide: the height to give it when it fills a width
    /// (a screen, a table cell), its weighted children sharing what is left of it.
    public mutating func height(forWidth width: Double) -> Double {
        tracks.removeAll(keepingCapacity: true)
        return height(0, atWidth: width)
    }

    /// The frames of every node when the root fills `bounds`, in pre-order (the root first, then each child's subtree).
    @discardableResult
    public mutating func layout(in bounds: Rect, direction: LayoutDirection = .leftToRight) -> [Rect] {
        arrangedCount = 0
        // Nothing changed since the frames were made for these bounds: they hold (what a live page's or a screen's
        // update that changed no size costs).
        if laidOutBounds == bounds && direction == self.direction { return frames }
        reusesUnmoved = framesBounds == bounds && direction == self.direction && direction == .leftToRight
        if direction != self.direction {
            // Left and right anchors turn into other edges, so what anchor views measured no longer holds.
            for slot in measuredProposals.indices {
                measuredProposals[slot] = .nan
                measuredWidths[slot] = .nan
            }
            self.direction = direction
        }
        tracks.removeAll(keepingCapacity: true)
        frames[0] = bounds
        placeSubtree(0, in: bounds)
        if direction == .rightToLeft {
            let mirror = 2 * bounds.x + bounds.width
            for index in frames.indices { frames[index].x = mirror - frames[index].x - frames[index].width }
        }
        laidOutBounds = bounds
        framesBounds = bounds
        reusesUnmoved = false
        return frames
    }

    /// Where `which` baseline of the root lies, from its top, when its frame has `size`.
    public mutating func baselineOffset(_ which: Baseline, in size: Size) -> Double {
        tracks.removeAll(keepingCapacity: true)
        return baselineOffset(0, which, in: size)
    }

    /// Forgets what the node at `index` (in pre-order, less than ``count``) and its ancestors measured: call it when
    /// what a leaf shows changed (its text, its image).
    public mutating func invalidateMeasurement(ofNodeAt index: Int) {
        laidOutBounds = nil
        var node = index
        while node >= 0 {
            changed[node] = true
            measuredProposals[2 * node] = .nan
            measuredProposals[2 * node + 1] = .nan
            measuredWidths[2 * node] = .nan
            measuredWidths[2 * node + 1] = .nan
            node = nodes[node].parent
        }
    }

    /// Shows or hides the node at `index` (in pre-order, less than ``count``).
    public mutating func setHidden(_ isHidden: Bool, forNodeAt index: Int) {
        guard nodes[index].isHidden != isHidden else { return }
        nodes[index].isHidden = isHidden
        invalidateMeasurement(ofNodeAt: index)
    }
}

extension LayoutNode {
    /// The node's natural size when offered a width (`nil`: unconstrained); see ``LayoutTree/measure(proposedWidth:)``.
    public func measure(proposedWidth: Double? = nil) -> Size {
        var tree = LayoutTree(self)
        return tree.measure(proposedWidth: proposedWidth)
    }

    /// The node's natural height when its frame is exactly `width` wide; see ``LayoutTree/height(forWidth:)``.
    public func height(forWidth width: Double) -> Double {
        var tree = LayoutTree(self)
        return tree.height(forWidth: width)
    }

    /// The frames of every node when this one fills `bounds`, in pre-order (this node first, then each child's subtree).
    public func layout(in bounds: Rect, direction: LayoutDirection = .leftToRight) -> [Rect] {
        var tree = LayoutTree(self)
        return tree.layout(in: bounds, direction: direction)
    }

    /// Where `which` baseline of this node lies, from its top, when its frame has `size`: a leaf's own, or else its
    /// bottom edge; a layout view's is that of its first visible child (`.first`) or its last (`.last`).
    public func baselineOffset(_ which: Baseline, in size: Size) -> Double {
        var tree = LayoutTree(self)
        return tree.baselineOffset(which, in: size)
    }

    /// The weight this node has on its parent's main axis: none when an explicit size on that axis beats it (an
    /// aspect ratio fixes the height as one does).
    package func mainWeight(isRow: Bool) -> Double? {
        Self.mainWeight(weight, fixesWidth: width != nil, fixesHeight: height != nil || followsRatio, isRow: isRow)
    }

    /// Whether its height follows its width: an aspect ratio, and no explicit height.
    package var followsRatio: Bool { height == nil && sizeConstraints.aspectRatio != nil }

    /// The rule for ``mainWeight(isRow:)``, shared with the flattened nodes of ``LayoutTree``.
    static func mainWeight(_ weight: Double?, fixesWidth: Bool, fixesHeight: Bool, isRow: Bool) -> Double? {
        guard let weight, weight > 0, !(isRow ? fixesWidth : fixesHeight) else { return nil }
        return weight
    }
}
