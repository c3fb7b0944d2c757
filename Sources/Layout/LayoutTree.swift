/// How frames are computed. The rules (the contract the HTML renderer's CSS must agree with):
///
/// - **Widths first, then heights**: every child's width is settled before its height is asked, and its height is
///   the one it has at that width (text that wraps is as tall as its lines at the width it gets). A child *stretched*
///   across a width (filling a column, weighted in a row, fitted, pinned to both sides) gets that width. A child
///   *offered* a width (across a column it does not fill) takes: a leaf what it says; a row, a grid column and a
///   scroll view not fitted to its width their natural width, whatever the offer; a column and a layer the widest
///   that their children take when offered their content width (never less than the children's minimum widths); an
///   anchor and a scroll view fitted to its width the same but no more than offered (CSS gives a grid cell no
///   min-content width), their content overflowing them.
///   Otherwise, a child is measured *unconstrained* (unweighted in a row, a grid cell, pinned to one side or none).
/// - **Row and column**: `spacing` between visible children, content box = bounds less `margins`. Unweighted children
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
/// - **Layer**: every child fills the content box, but for an explicit width or height, which it keeps, at the
///   leading or top edge (Lima's constraints would conflict; this is what CSS does). Content that does not fit
///   overflows: the children are never narrower than the widest of their minimum widths (an explicit width, a fixed
///   leaf's, text's longest word), and a layer offered a width takes at least that (its children's widths offered its
///   content width). **Anchor**: per axis, pinned to
///   both edges → stretched (an explicit size again beats the stretch, at the leading or top edge); to one →
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
/// - **Hidden** children take no space and no spacing; their frames are zero-sized at the content box's origin.
/// - **Right to left**: leading and trailing swap sides — row order, margins, alignments, grid tracks and anchors —
///   while `left` and `right` anchors keep theirs. (Computed as the left-to-right layout mirrored inside the bounds.)
///
/// A `LayoutTree` keeps the nodes flattened in pre-order and remembers the last two sizes each node measured to (per
/// proposed width) and the last two heights each layout view had (per frame width), so that laying it out again after a
/// size change measures only what the change reaches.
public struct LayoutTree: Sendable {
    private var nodes: [Node]
    /// The leaves' measuring functions (in a struct: an array of bare functions would wrap each in a thunk).
    private var leafMeasures: [LeafMeasure] = []

    private struct LeafMeasure: Sendable {
        let size: @Sendable (_ proposedWidth: Double?) -> Size
    }
    /// Two measurements per node, the most recent first: the proposed width (`infinity`: none; NaN: invalid) and size.
    private var measuredProposals: [Double]
    private var measuredSizes: [Size]
    /// Two heights per layout view, the most recent first: the frame width (NaN: invalid) and the height there.
    private var measuredWidths: [Double]
    private var measuredHeights: [Double]
    /// Frames in pre-order; the work area of every arrangement, the result of the last layout.
    private var frames: [Rect]
    /// Per child of the line being arranged: main size, main position, cross size, baseline offset.
    private var scratch: [Double] = []
    /// Grid tracks of the current layout: for each grid column, its gap, its count, then its track positions and widths.
    private var tracks: [Double] = []
    /// Per node: where its grid tracks start in `tracks` (−1: none).
    private var trackStart: [Int]
    private var direction = LayoutDirection.leftToRight

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
    private struct Node: Sendable {
        var role: Role
        /// A leaf's index in `leafMeasures`.
        var leafMeasure: Int
        /// A scroll view's fitted axes.
        var fitsWidth: Bool
        var fitsHeight: Bool
        /// Whether, offered less than its natural width, it still takes it (``LayoutNode/Kind/keepsMinContentWidth``).
        var keepsMinContentWidth: Bool
        var end: Int
        var parent: Int
        /// The edges it is pinned to in its parent anchor view.
        var anchors: Anchors
        var weight: Double?
        var width: Double?
        var height: Double?
        var margins: Insets
        var spacing: Double
        var horizontalAlignment: LayoutAlignment
        var verticalAlignment: LayoutAlignment
        var isHidden: Bool
        var baseline: Baseline?
        var firstBaseline: Double?
        var lastBaselineFromBottom: Double?
        var alignsToGrid: Bool

        var childCount: Int

        var isRow: Bool { role == .row }

        /// Its weight on its parent's main axis: none when an explicit size on that axis beats it.
        func mainWeight(isRow: Bool) -> Double? {
            LayoutNode.mainWeight(weight, width: width, height: height, isRow: isRow)
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
        append(root, parent: -1, anchors: [])
    }

    private mutating func append(_ node: LayoutNode, parent: Int, anchors: Anchors) {
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
        nodes.append(
            Node(
                role: Role(node.kind), leafMeasure: leafMeasure, fitsWidth: fitsWidth, fitsHeight: fitsHeight,
                keepsMinContentWidth: node.kind.keepsMinContentWidth, end: index + 1, parent: parent, anchors: anchors,
                weight: node.weight, width: node.width,
                height: node.height, margins: node.margins, spacing: node.spacing,
                horizontalAlignment: node.horizontalAlignment, verticalAlignment: node.verticalAlignment,
                isHidden: node.isHidden, baseline: node.baseline, firstBaseline: node.firstBaseline,
                lastBaselineFromBottom: node.lastBaselineFromBottom, alignsToGrid: node.alignsToGrid,
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
        var node = index
        while node >= 0 {
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

    // MARK: - Measuring

    /// The node's size when offered `proposal` (`nil`: unconstrained): the width it takes, and its height at that width.
    private mutating func measure(_ index: Int, _ proposal: Double?) -> Size {
        let proposal = nodes[index].width ?? proposal
        let key = proposal ?? .infinity
        let slot = 2 * index
        if measuredProposals[slot] == key { return measuredSizes[slot] }
        if measuredProposals[slot + 1] == key { return measuredSizes[slot + 1] }
        let size = naturalSize(index, proposal)
        measuredProposals[slot + 1] = measuredProposals[slot]
        measuredSizes[slot + 1] = measuredSizes[slot]
        measuredProposals[slot] = key
        measuredSizes[slot] = size
        return size
    }

    private mutating func naturalSize(_ index: Int, _ proposal: Double?) -> Size {
        let node = nodes[index]
        guard node.role == .leaf else {
            let width = node.width ?? naturalWidth(index, proposal)
            return Size(width: width, height: height(index, atWidth: width))
        }
        var size = leafMeasures[node.leafMeasure].size(proposal)
        if let width = node.width { size.width = width }
        if let height = node.height { size.height = height }
        return size
    }

    /// A layout view's natural width when offered `proposal`, margins included: what its children take when offered
    /// its content width (or nothing, where they are not stretched across it); weighted children count 0.
    private mutating func naturalWidth(_ index: Int, _ proposal: Double?) -> Double {
        let node = nodes[index]
        let inner = proposal.map { max(0, $0 - node.margins.horizontal) }
        var width = 0.0
        if node.role == .row {
            var visible = 0
            var child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    visible += 1
                    if nodes[child].mainWeight(isRow: true) == nil { width += measure(child, nil).width }
                }
                child = nodes[child].end
            }
            width += node.spacing * Double(max(0, visible - 1))
        } else {
            // A grid column is as wide as its tracks; its other children are fitted to them.
            let grid = gridTracks(index, contentWidth: nil)
            width = grid?.span ?? 0
            var child = index + 1
            while child < node.end {
                if !nodes[child].isHidden && grid == nil {
                    let offered: Double? =
                        switch node.role {
                        case .anchor: stretchesHorizontally(child) ? inner : nil
                        case .scroll: node.fitsWidth ? inner : nil
                        case .column, .layer, .row, .leaf, .spacer: inner
                        }
                    width = max(width, measure(child, offered).width)
                }
                child = nodes[child].end
            }
        }
        width += node.margins.horizontal
        // Anchors and scroll views fitted to the width take no more than they are offered (CSS gives a grid cell no
        // min-content width); their content may overflow them.
        return node.keepsMinContentWidth ? width : min(width, proposal ?? width)
    }

    /// The node's height when its frame is `width` wide: an explicit height, a leaf's for that width, or a layout
    /// view's natural height with each child at the width it gets there.
    private mutating func height(_ index: Int, atWidth width: Double) -> Double {
        if let height = nodes[index].height { return height }
        switch nodes[index].role {
        case .leaf: return measure(index, width).height
        case .spacer: return 0
        case .row, .column, .layer, .anchor, .scroll: break
        }
        let slot = 2 * index
        if measuredWidths[slot] == width { return measuredHeights[slot] }
        if measuredWidths[slot + 1] == width { return measuredHeights[slot + 1] }
        let height = contentHeight(index, atWidth: width)
        measuredWidths[slot + 1] = measuredWidths[slot]
        measuredHeights[slot + 1] = measuredHeights[slot]
        measuredWidths[slot] = width
        measuredHeights[slot] = height
        return height
    }

    private mutating func contentHeight(_ index: Int, atWidth width: Double) -> Double {
        let node = nodes[index]
        let inner = max(0, width - node.margins.horizontal)
        var height = 0.0
        switch node.role {
        case .leaf, .spacer:
            return 0
        case .row:
            height = lineHeight(index, isRow: true, contentWidth: inner, gridStart: -1)
        case .column:
            height = lineHeight(index, isRow: false, contentWidth: inner, gridStart: -1)
        case .layer, .anchor, .scroll:
            let track = node.role == .layer ? layerTrackWidth(index, contentWidth: inner) : inner
            var child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    let stretched: Bool =
                        switch node.role {
                        case .anchor: stretchesHorizontally(child)
                        case .scroll: node.fitsWidth
                        case .layer, .row, .column, .leaf, .spacer: true
                        }
                    let childHeight =
                        stretched ? self.height(child, atWidth: nodes[child].width ?? track) : measure(child, nil).height
                    height = max(height, childHeight)
                }
                child = nodes[child].end
            }
        }
        return height + node.margins.vertical
    }

    /// The width of a layer's children in a content width: the content width, or the widest of their minimum widths
    /// when that is wider (content that does not fit overflows, as in CSS).
    private mutating func layerTrackWidth(_ index: Int, contentWidth: Double) -> Double {
        var width = contentWidth
        var child = index + 1
        while child < nodes[index].end {
            if !nodes[child].isHidden { width = max(width, minimumWidth(child)) }
            child = nodes[child].end
        }
        return width
    }

    /// The narrowest a node can be without its content overflowing it (CSS's min-content width): its explicit width,
    /// or what it takes when offered no width at all — a fixed leaf its size, text its longest word, a row its
    /// unweighted children, a column or layer its widest child's minimum.
    private mutating func minimumWidth(_ index: Int) -> Double {
        measure(index, 0).width
    }

    /// A row's or column's natural height for a content width, margins excluded: a row's tallest child (or baseline
    /// group) with each child at the width it gets; a column's children and spacing, weighted ones counting 0.
    /// `gridStart`: for a row of a grid column, where its tracks are in `tracks`.
    private mutating func lineHeight(_ index: Int, isRow: Bool, contentWidth: Double, gridStart: Int) -> Double {
        let node = nodes[index]
        let base = scratch.count
        let childCount = nodes[index].childCount
        scratch.append(contentsOf: repeatElement(0, count: 4 * childCount))
        defer { scratch.removeLast(4 * childCount) }
        guard isRow else {
            let grid = setGridTracks(index, contentWidth: contentWidth)
            return mainSizes(
                index, isRow: false, mainLength: 0, crossLength: grid?.grid.span ?? contentWidth, gridStart: grid?.start ?? -1,
                base: base
            ).fixed
        }
        _ = mainSizes(index, isRow: true, mainLength: contentWidth, crossLength: 0, gridStart: gridStart, base: base)
        var tallest = 0.0
        var above = -Double.infinity
        var below = -Double.infinity
        var position = 0
        var child = index + 1
        while child < node.end {
            if !nodes[child].isHidden {
                let width = scratch[base + 4 * position]
                let childHeight = height(child, atWidth: width)
                if let baseline = node.baseline {
                    // Children stack above and below their shared baseline; either side may be negative (text below an
                    // explicit height), as in CSS.
                    let offset = baselineOffset(child, baseline, in: Size(width: width, height: childHeight))
                    above = max(above, offset)
                    below = max(below, childHeight - offset)
                } else {
                    tallest = max(tallest, childHeight)
                }
            }
            position += 1
            child = nodes[child].end
        }
        if node.baseline != nil { return above.isFinite ? above + below : 0 }
        return tallest
    }

    /// The height of a row of a grid column whose tracks start at `gridStart`, margins and explicit height included.
    private mutating func gridRowHeight(_ row: Int, gridStart: Int) -> Double {
        if let height = nodes[row].height { return height }
        return lineHeight(row, isRow: true, contentWidth: 0, gridStart: gridStart) + nodes[row].margins.vertical
    }

    /// Whether an anchor view's child is pinned to both its leading and trailing edges.
    private func stretchesHorizontally(_ child: Int) -> Bool {
        let pinned = pinnedEdges(child)
        return pinned.contains(.leading) && pinned.contains(.trailing)
    }

    /// The edges a child of an anchor view is pinned to, left and right turned into the leading or trailing edge on
    /// their side: laid out left to right and mirrored afterwards, an absolute edge becomes the one that ends up there.
    private func pinnedEdges(_ child: Int) -> Anchors {
        var pinned = nodes[child].anchors
        let ltr = direction == .leftToRight
        if pinned.contains(.left) { pinned.insert(ltr ? .leading : .trailing) }
        if pinned.contains(.right) { pinned.insert(ltr ? .trailing : .leading) }
        return pinned
    }

    /// The main sizes of a row's or column's children, written to `scratch` at `base` (four per child): unweighted
    /// children at their natural size (a column's at their height for the width they get across `crossLength`, a grid
    /// row's from its tracks), weighted ones sharing the excess of `mainLength`. A row of a grid (`gridStart` ≥ 0)
    /// takes its tracks, positions included. Returns the unweighted sizes plus spacing, and the total weight.
    @discardableResult
    private mutating func mainSizes(
        _ index: Int, isRow: Bool, mainLength: Double, crossLength: Double, gridStart: Int, base: Int
    ) -> (fixed: Double, totalWeight: Double) {
        let node = nodes[index]
        var child = index + 1
        var position = 0
        if isRow && gridStart >= 0 {
            // Cells take their tracks, in order.
            let gap = tracks[gridStart]
            let trackCount = Int(tracks[gridStart + 1])
            let end = trackCount > 0 ? tracks[gridStart + 2 * trackCount] + tracks[gridStart + 2 * trackCount + 1] : 0
            var track = 0
            while child < node.end {
                if !nodes[child].isHidden {
                    let trackX = track < trackCount ? tracks[gridStart + 2 + 2 * track] : end + gap
                    let trackWidth = track < trackCount ? tracks[gridStart + 3 + 2 * track] : 0
                    scratch[base + 4 * position] = nodes[child].width ?? trackWidth
                    scratch[base + 4 * position + 1] = trackX
                    track += 1
                }
                position += 1
                child = nodes[child].end
            }
            return (0, 0)
        }
        var visibleCount = 0
        var totalWeight = 0.0
        var fixed = 0.0
        while child < node.end {
            if !nodes[child].isHidden {
                visibleCount += 1
                if let weight = nodes[child].mainWeight(isRow: isRow) {
                    totalWeight += weight
                } else {
                    let main: Double
                    if isRow {
                        main = measure(child, nil).width
                    } else if gridStart >= 0 && nodes[child].isRow {
                        main = gridRowHeight(child, gridStart: gridStart)
                    } else {
                        main = height(child, atWidth: columnChildWidth(child, of: index, contentWidth: crossLength))
                    }
                    scratch[base + 4 * position] = main
                    fixed += main
                }
            }
            position += 1
            child = nodes[child].end
        }
        fixed += node.spacing * Double(max(0, visibleCount - 1))
        if totalWeight > 0 {
            let excess = max(0, mainLength - fixed)
            position = 0
            child = index + 1
            while child < node.end {
                if !nodes[child].isHidden, let weight = nodes[child].mainWeight(isRow: isRow) {
                    scratch[base + 4 * position] = excess * weight / totalWeight
                }
                position += 1
                child = nodes[child].end
            }
        }
        return (fixed, totalWeight)
    }

    /// The width a column's child (not a row of its grid) gets in a content width: an explicit one, the whole width
    /// when filling, or else what it takes when offered the content width.
    private mutating func columnChildWidth(_ child: Int, of column: Int, contentWidth: Double) -> Double {
        if let width = nodes[child].width { return width }
        if nodes[column].horizontalAlignment == .fill { return contentWidth }
        return measure(child, contentWidth).width
    }

    /// Computes a grid column's tracks for a content width and records them in `tracks` for its rows; `nil` when it
    /// is no grid.
    private mutating func setGridTracks(_ index: Int, contentWidth: Double) -> (grid: GridTracks, start: Int)? {
        guard let grid = gridTracks(index, contentWidth: contentWidth) else {
            trackStart[index] = -1
            return nil
        }
        let start = tracks.count
        trackStart[index] = start
        tracks.append(grid.gap)
        tracks.append(Double(grid.widths.count))
        var x = 0.0  // from the start of the tracks: their rows add where they are
        for width in grid.widths {
            tracks.append(x)
            tracks.append(width)
            x += width + grid.gap
        }
        return (grid, start)
    }
    /// A grid column's tracks for a content width (`nil`: its natural size, weighted tracks 0), or `nil` when it is
    /// not a grid (not aligned to one, or no visible row with a visible cell).
    private mutating func gridTracks(_ index: Int, contentWidth: Double?) -> GridTracks? {
        guard nodes[index].alignsToGrid else { return nil }
        var grid = GridTracks()
        var gap: Double?
        var row = index + 1
        while row < nodes[index].end {
            if !nodes[row].isHidden, nodes[row].isRow {
                if gap == nil { gap = nodes[row].spacing }
                var position = 0
                var cell = row + 1
                while cell < nodes[row].end {
                    if !nodes[cell].isHidden {
                        if position == grid.widths.count {
                            grid.widths.append(0)
                            grid.weights.append(0)
                        }
                        if let weight = nodes[cell].mainWeight(isRow: true) {
                            grid.weights[position] = max(grid.weights[position], weight)
                        } else {
                            grid.widths[position] = max(grid.widths[position], measure(cell, nil).width)
                        }
                        position += 1
                    }
                    cell = nodes[cell].end
                }
            }
            row = nodes[row].end
        }
        guard !grid.widths.isEmpty else { return nil }
        grid.gap = gap ?? 0
        var fixed = grid.gap * Double(grid.widths.count - 1)
        var totalWeight = 0.0
        for position in grid.widths.indices {
            if grid.weights[position] > 0 {
                grid.widths[position] = 0
                totalWeight += grid.weights[position]
            } else {
                fixed += grid.widths[position]
            }
        }
        grid.span = fixed
        if let contentWidth {
            let excess = contentWidth - fixed
            grid.free = totalWeight > 0 ? min(0, excess) : excess
            if totalWeight > 0, excess > 0 {
                for position in grid.widths.indices where grid.weights[position] > 0 {
                    grid.widths[position] = excess * grid.weights[position] / totalWeight
                }
                grid.span = contentWidth
            }
        }
        return grid
    }

    private struct GridTracks {
        var widths: [Double] = []
        var weights: [Double] = []
        var gap = 0.0
        /// The tracks' total width, spacing included.
        var span = 0.0
        /// The content width the tracks leave (negative when they overflow), for the horizontal alignment.
        var free = 0.0
    }

    /// Where `which` baseline of a node lies, from its top, when its frame has `size`: a leaf's own, or else its
    /// bottom edge; a layout view's is that of its first visible child (`.first`) or its last (`.last`).
    private mutating func baselineOffset(_ index: Int, _ which: Baseline, in size: Size) -> Double {
        let node = nodes[index]
        switch node.role {
        case .leaf:
            switch which {
            case .first: return node.firstBaseline ?? size.height
            case .last:
                // Text keeps its own height when the frame's differs (CSS puts it at the top), so the last line
                // lies where it does in the intrinsic size, explicit height or not.
                guard let lastBaselineFromBottom = node.lastBaselineFromBottom else { return size.height }
                return leafMeasures[node.leafMeasure].size(size.width).height - lastBaselineFromBottom
            }
        case .spacer:
            return size.height
        case .row, .column, .layer, .anchor, .scroll:
            var chosen: Int?
            var child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    chosen = child
                    if which == .first { break }
                }
                child = nodes[child].end
            }
            guard let chosen else { return size.height }
            // Arranging writes only the frames of this node's children, which its parent has not placed yet.
            arrange(index, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            let frame = frames[chosen]
            let offset = frame.y + baselineOffset(chosen, which, in: Size(width: frame.width, height: frame.height))
            // A scroll view shows its content's baseline only within its bounds (CSS clamps it likewise).
            if node.role == .scroll { return min(max(offset, 0), size.height) }
            return offset
        }
    }

    // MARK: - Placing

    private mutating func placeSubtree(_ index: Int, in frame: Rect) {
        switch nodes[index].role {
        case .leaf, .spacer: return
        case .row, .column, .layer, .anchor, .scroll: break
        }
        arrange(index, in: frame)
        var child = index + 1
        while child < nodes[index].end {
            placeSubtree(child, in: frames[child])
            child = nodes[child].end
        }
    }

    /// Writes the frames of the node's children for its frame.
    private mutating func arrange(_ index: Int, in frame: Rect) {
        let node = nodes[index]
        let content = frame.inset(by: node.margins)
        let empty = Rect(x: content.x, y: content.y, width: 0, height: 0)
        switch node.role {
        case .leaf, .spacer:
            return
        case .row:
            arrangeLine(index, isRow: true, frame: frame)
        case .column:
            arrangeLine(index, isRow: false, frame: frame)
        case .layer:
            let track = layerTrackWidth(index, contentWidth: content.width)
            var child = index + 1
            while child < node.end {
                var frame = nodes[child].isHidden ? empty : content
                if !nodes[child].isHidden {
                    // An explicit size is kept, at the leading or top edge (Lima's constraints would conflict here).
                    frame.width = nodes[child].width ?? track
                    if let height = nodes[child].height { frame.height = height }
                }
                frames[child] = frame
                child = nodes[child].end
            }
        case .anchor:
            var child = index + 1
            while child < node.end {
                frames[child] = nodes[child].isHidden ? empty : anchoredFrame(child, in: content)
                child = nodes[child].end
            }
        case .scroll:
            let (fitsWidth, fitsHeight) = (node.fitsWidth, node.fitsHeight)
            var child = index + 1
            while child < node.end {
                if nodes[child].isHidden {
                    frames[child] = empty
                } else {
                    let width = nodes[child].width ?? (fitsWidth ? content.width : measure(child, nil).width)
                    let height = fitsHeight ? nodes[child].height ?? content.height : self.height(child, atWidth: width)
                    frames[child] = Rect(x: content.x, y: content.y, width: width, height: height)
                }
                child = nodes[child].end
            }
        }
    }

    private mutating func anchoredFrame(_ child: Int, in content: Rect) -> Rect {
        let pinned = pinnedEdges(child)
        let (x, width) = Self.anchor(
            start: pinned.contains(.leading), end: pinned.contains(.trailing), from: content.x, length: content.width,
            explicit: nodes[child].width, intrinsic: measure(child, nil).width)
        // Its height is the one it has at the width it gets.
        let (y, height) = Self.anchor(
            start: pinned.contains(.top), end: pinned.contains(.bottom), from: content.y, length: content.height,
            explicit: nodes[child].height, intrinsic: self.height(child, atWidth: width))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Where a child goes along one axis of an anchor view, and how long it is: stretched when pinned to both edges
    /// (but for an explicit size, at the start, as in a layer), else its intrinsic length at an edge or centred.
    private static func anchor(
        start: Bool, end: Bool, from origin: Double, length: Double, explicit: Double?, intrinsic: @autoclosure () -> Double
    ) -> (Double, Double) {
        if start && end { return (origin, explicit ?? length) }
        let size = intrinsic()
        switch (start, end) {
        case (true, _): return (origin, size)
        case (false, true): return (origin + length - size, size)
        case (false, false): return (origin + (length - size) / 2, size)
        }
    }

    /// Where free space (negative when overflowing) puts content aligned by `alignment`.
    private static func offset(_ alignment: LayoutAlignment, free: Double) -> Double {
        switch alignment {
        case .fill, .start: 0
        case .center: free / 2
        case .end: free
        }
    }

    /// Arranges a row (`isRow`) or a column, written along a main and a cross axis. Each child's main size and
    /// position, cross size and baseline offset go to `scratch`, four per child, above what outer lines use.
    private mutating func arrangeLine(_ index: Int, isRow: Bool, frame: Rect) {
        let node = nodes[index]
        var content = frame.inset(by: node.margins)
        let parent = node.parent
        let gridStart = isRow && !node.isHidden && parent >= 0 && nodes[parent].alignsToGrid ? trackStart[parent] : -1
        if gridStart >= 0 {
            // A grid row spans its tracks: its own horizontal margins are not used.
            content.x = frame.x
            content.width = frame.width
        }
        let mainOrigin = isRow ? content.x : content.y
        let mainLength = isRow ? content.width : content.height
        let crossOrigin = isRow ? content.y : content.x
        let crossLength = isRow ? content.height : content.width
        let mainAlignment = isRow ? node.horizontalAlignment : node.verticalAlignment
        let crossAlignment = isRow ? node.verticalAlignment : node.horizontalAlignment

        // A grid column records its tracks for its rows, which span them; its other children are fitted to them.
        let grid = isRow ? nil : setGridTracks(index, contentWidth: content.width)
        let tracksOrigin = content.x + (grid.map { Self.offset(node.horizontalAlignment, free: $0.grid.free) } ?? 0)
        let tracksSpan = grid?.grid.span ?? content.width

        let childCount = nodes[index].childCount
        let base = scratch.count
        scratch.append(contentsOf: repeatElement(0, count: 4 * childCount))
        defer { scratch.removeLast(4 * childCount) }

        let (fixed, totalWeight) = mainSizes(
            index, isRow: isRow, mainLength: mainLength, crossLength: tracksSpan,
            gridStart: isRow ? gridStart : grid?.start ?? -1,
            base: base)
        var position = 0
        var child = index + 1
        if gridStart >= 0 {
            while child < node.end {
                scratch[base + 4 * position + 1] += mainOrigin
                position += 1
                child = nodes[child].end
            }
        } else {
            let excess = mainLength - fixed
            var cursor = mainOrigin + Self.offset(mainAlignment, free: totalWeight > 0 ? min(0, excess) : excess)
            while child < node.end {
                if !nodes[child].isHidden {
                    scratch[base + 4 * position + 1] = cursor
                    cursor += scratch[base + 4 * position] + node.spacing
                }
                position += 1
                child = nodes[child].end
            }
        }

        // Cross sizes, and for a baseline row, each child's baseline.
        var above = -Double.infinity
        var below = -Double.infinity
        position = 0
        child = index + 1
        while child < node.end {
            if !nodes[child].isHidden {
                let main = scratch[base + 4 * position]
                let cross: Double
                if isRow {
                    let fills = node.baseline == nil && nodes[child].height == nil && crossAlignment == .fill
                    cross = fills ? crossLength : height(child, atWidth: main)
                } else if grid != nil && nodes[child].isRow {
                    cross = tracksSpan
                } else {
                    cross = columnChildWidth(child, of: index, contentWidth: tracksSpan)
                }
                scratch[base + 4 * position + 2] = cross
                if isRow, let baseline = node.baseline {
                    let offset = baselineOffset(child, baseline, in: Size(width: main, height: cross))
                    scratch[base + 4 * position + 3] = offset
                    above = max(above, offset)
                    below = max(below, cross - offset)
                }
            }
            position += 1
            child = nodes[child].end
        }

        // The frames.
        var groupTop = 0.0
        if let baseline = node.baseline, isRow, above.isFinite {
            let groupAlignment = crossAlignment == .fill ? (baseline == .first ? LayoutAlignment.start : .end) : crossAlignment
            groupTop = crossOrigin + Self.offset(groupAlignment, free: crossLength - above - below)
        }
        let (origin, length) = isRow ? (crossOrigin, crossLength) : (tracksOrigin, tracksSpan)
        position = 0
        child = index + 1
        while child < node.end {
            if nodes[child].isHidden {
                frames[child] = Rect(x: content.x, y: content.y, width: 0, height: 0)
            } else {
                let main = scratch[base + 4 * position]
                let mainPosition = scratch[base + 4 * position + 1]
                let cross = scratch[base + 4 * position + 2]
                let crossPosition =
                    isRow && node.baseline != nil
                    ? groupTop + above - scratch[base + 4 * position + 3]
                    : grid != nil && nodes[child].isRow
                        ? tracksOrigin : origin + Self.offset(crossAlignment, free: length - cross)
                frames[child] =
                    isRow
                    ? Rect(x: mainPosition, y: crossPosition, width: main, height: cross)
                    : Rect(x: crossPosition, y: mainPosition, width: cross, height: main)
            }
            position += 1
            child = nodes[child].end
        }
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

    /// The weight this node has on its parent's main axis: none when an explicit size on that axis beats it.
    package func mainWeight(isRow: Bool) -> Double? {
        Self.mainWeight(weight, width: width, height: height, isRow: isRow)
    }

    /// The rule for ``mainWeight(isRow:)``, shared with the flattened nodes of ``LayoutTree``.
    static func mainWeight(_ weight: Double?, width: Double?, height: Double?, isRow: Bool) -> Double? {
        guard let weight, weight > 0, (isRow ? width : height) == nil else { return nil }
        return weight
    }
}
