/// How frames are computed. The rules (the contract the HTML renderer's CSS must agree with):
///
/// - **Row and column**: `spacing` between visible children, content box = bounds less `margins`. Unweighted children
///   get their intrinsic size on the main axis; weighted children share the excess (content − unweighted sizes −
///   spacing) in proportion to weight, their own size ignored; an explicit width or height beats weight. With negative
///   excess, weighted children get 0 and the overflow is placed by the main-axis alignment (fill and start: at the
///   end; center: split; end: at the start). Main-axis `fill` with no weighted child packs to the start.
/// - **Cross axis**: fill stretches to the content box; start, center and end place the intrinsic size there,
///   overflowing when it is larger. An explicit cross size is used as it is, placed at the start when filling.
/// - **Natural size** (the "0-rule"): weighted children count 0 on the main axis; the cross size is the largest child's;
///   margins are added; an explicit width or height replaces the computed one.
/// - **Layer**: every child fills the content box, but for an explicit width or height, which it keeps, at the
///   leading or top edge (Lima's constraints would conflict; this is what CSS does). **Anchor**: per axis, pinned to
///   both edges → stretched (an explicit size again beats the stretch, at the leading or top edge); to one →
///   intrinsic size at that edge; to none → intrinsic size centred in the content box (Lima centres on the bounds;
///   we use the content box, as the CSS mapping does). **Spacer**: weight 1, intrinsic size zero.
/// - **Scroll view**: each child (its content) sits at the content box's origin with its natural size, or the content
///   box's width or height on a fitted axis (the width it is given decides its height: wrapping text). An explicit
///   size beats both. Its own natural size is its largest child's plus margins, as a layer's.
/// - **Baseline rows** (`baseline` `.first` or `.last`): children keep their intrinsic heights and are shifted so
///   that their baselines meet; the group (tallest part above the baseline plus tallest below) is placed by the
///   vertical alignment, `fill` meaning the top for first baselines and the bottom for last ones. A leaf's baselines
///   are its own (text) or its bottom edge; a layout view's first baseline is its first visible child's, its last
///   baseline its last visible child's (a scroll view's kept within its bounds; with no visible child, its bottom
///   edge). Text keeps its intrinsic height under an explicit one, so its last baseline may lie below the frame, and
///   the part below the baseline may be negative, as in CSS. The row's natural height is the group's.
/// - **Grid alignment** (a column with `alignsToGrid` and at least one visible row holding a visible cell): the
///   visible cells of its visible rows form tracks by index. A track with a weighted cell in any row is weighted (its
///   largest weight) and shares the excess of the column's content width as a row's weighted children do; any other
///   track is as wide as its widest cell. Tracks are separated by the first visible row's spacing. Rows span the
///   tracks (their own horizontal margins, spacing, explicit width and horizontal alignment are not used), placed by
///   the column's horizontal alignment when no track is weighted; each cell takes its track's width (an explicit
///   width beats it, at the track's start) and is placed vertically as in any row. Other children of the column are
///   placed within the tracks' span. The column's natural width is the unweighted tracks plus spacing (or a wider
///   other child's).
/// - **Hidden** children take no space and no spacing; their frames are zero-sized at the content box's origin.
/// - **Right to left**: leading and trailing swap sides — row order, margins, alignments, grid tracks and anchors —
///   while `left` and `right` anchors keep theirs. (Computed as the left-to-right layout mirrored inside the bounds.)
///
/// A `LayoutTree` keeps the nodes flattened in pre-order and remembers the last two sizes each node measured to (per
/// proposed width), so that laying it out again after a size change measures only what the change reaches.
public struct LayoutTree: Sendable {
    private var nodes: [Node]
    /// Two measurements per node, the most recent first: the proposed width (`infinity`: none; NaN: invalid) and size.
    private var measuredProposals: [Double]
    private var measuredSizes: [Size]
    /// Frames in pre-order; the work area of every arrangement, the result of the last layout.
    private var frames: [Rect]
    /// Per child of the line being arranged: main size, main position, cross size, baseline offset.
    private var scratch: [Double] = []
    /// Grid tracks of the current layout: for each grid column, its gap, its count, then its track positions and widths.
    private var tracks: [Double] = []
    /// Per node: where its grid tracks start in `tracks` (−1: none).
    private var trackStart: [Int]
    private var direction = LayoutDirection.leftToRight

    /// A node without its children: they follow it in `nodes`, up to `end`.
    private struct Node: Sendable {
        var kind: LayoutNode.Kind
        var end: Int
        var parent: Int
        /// The edges it is pinned to in its parent anchor view.
        var anchors: Anchors
        var weight: Double?
        var width: Double?
        var height: Double?
        var margins: EdgeInsets
        var spacing: Double
        var horizontalAlignment: Alignment
        var verticalAlignment: Alignment
        var isHidden: Bool
        var baseline: Baseline?
        var firstBaseline: Double?
        var lastBaselineFromBottom: Double?
        var alignsToGrid: Bool

        var isRow: Bool { if case .row = kind { true } else { false } }

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
        measuredProposals = [Double](repeating: .nan, count: 2 * count)
        measuredSizes = [Size](repeating: .zero, count: 2 * count)
        frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
        trackStart = [Int](repeating: -1, count: count)
        append(root, parent: -1, anchors: [])
    }

    private mutating func append(_ node: LayoutNode, parent: Int, anchors: Anchors) {
        let index = nodes.count
        nodes.append(
            Node(
                kind: node.kind, end: index + 1, parent: parent, anchors: anchors, weight: node.weight, width: node.width,
                height: node.height, margins: node.margins, spacing: node.spacing,
                horizontalAlignment: node.horizontalAlignment, verticalAlignment: node.verticalAlignment,
                isHidden: node.isHidden, baseline: node.baseline, firstBaseline: node.firstBaseline,
                lastBaselineFromBottom: node.lastBaselineFromBottom, alignsToGrid: node.alignsToGrid))
        let childAnchors: [Anchors] = if case .anchor(let list) = node.kind { list } else { [] }
        for (position, child) in node.children.enumerated() {
            append(child, parent: index, anchors: position < childAnchors.count ? childAnchors[position] : [])
        }
        nodes[index].end = nodes.count
    }

    /// The number of nodes, and of frames a layout returns.
    public var count: Int { nodes.count }

    /// The root's natural size for a proposed width (`nil`: unconstrained).
    public mutating func measure(proposedWidth: Double? = nil) -> Size {
        tracks.removeAll(keepingCapacity: true)
        return measure(0, proposedWidth)
    }

    /// The frames of every node when the root fills `bounds`, in pre-order (the root first, then each child's subtree).
    @discardableResult
    public mutating func layout(in bounds: Rect, direction: LayoutDirection = .leftToRight) -> [Rect] {
        self.direction = direction
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
        let innerWidth = proposal.map { max(0, $0 - node.margins.horizontal) }
        var size: Size
        switch node.kind {
        case .leaf(let measure):
            size = measure(proposal)
        case .spacer:
            size = .zero
        case .row, .column:
            size = lineSize(index, isRow: node.isRow, innerWidth: innerWidth)
        case .layer, .anchor, .scroll:
            size = .zero
            var fitsWidth = true
            if case .scroll(let fits, _) = node.kind { fitsWidth = fits }
            var child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    let childSize = measure(child, fitsWidth ? innerWidth : nil)
                    size.width = max(size.width, childSize.width)
                    size.height = max(size.height, childSize.height)
                }
                child = nodes[child].end
            }
            size.width += node.margins.horizontal
            size.height += node.margins.vertical
        }
        if let width = node.width { size.width = width }
        if let height = node.height { size.height = height }
        return size
    }

    /// A row's or column's natural size, margins included.
    private mutating func lineSize(_ index: Int, isRow: Bool, innerWidth: Double?) -> Size {
        let node = nodes[index]
        let grid = isRow ? nil : gridTracks(index, contentWidth: nil)
        var main = 0.0
        var cross = grid?.span ?? 0
        var visible = 0
        var child = index + 1
        while child < node.end {
            if !nodes[child].isHidden {
                visible += 1
                let childSize = measure(child, isRow ? nil : innerWidth)
                if nodes[child].mainWeight(isRow: isRow) == nil { main += isRow ? childSize.width : childSize.height }
                if grid == nil || !nodes[child].isRow { cross = max(cross, isRow ? childSize.height : childSize.width) }
            }
            child = nodes[child].end
        }
        main += node.spacing * Double(max(0, visible - 1))
        if isRow, let baseline = node.baseline {
            // Baseline-aligned children stack above and below their shared baseline.
            // Either side may be negative (text below an explicit height), as in CSS; with no child, both are 0.
            var above = -Double.infinity
            var below = -Double.infinity
            child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    let childSize = measure(child, nil)
                    let offset = baselineOffset(child, baseline, in: childSize)
                    above = max(above, offset)
                    below = max(below, childSize.height - offset)
                }
                child = nodes[child].end
            }
            cross = above.isFinite ? above + below : 0
        }
        return Size(
            width: (isRow ? main : cross) + node.margins.horizontal, height: (isRow ? cross : main) + node.margins.vertical)
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
        switch node.kind {
        case .leaf(let measure):
            switch which {
            case .first: return node.firstBaseline ?? size.height
            case .last:
                // Text keeps its own height when the frame's differs (CSS puts it at the top), so the last line
                // lies where it does in the intrinsic size, explicit height or not.
                guard let lastBaselineFromBottom = node.lastBaselineFromBottom else { return size.height }
                return measure(size.width).height - lastBaselineFromBottom
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
            if case .scroll = node.kind { return min(max(offset, 0), size.height) }
            return offset
        }
    }

    // MARK: - Placing

    private mutating func placeSubtree(_ index: Int, in frame: Rect) {
        switch nodes[index].kind {
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
        switch node.kind {
        case .leaf, .spacer:
            return
        case .row:
            arrangeLine(index, isRow: true, frame: frame)
        case .column:
            arrangeLine(index, isRow: false, frame: frame)
        case .layer:
            var child = index + 1
            while child < node.end {
                var frame = nodes[child].isHidden ? empty : content
                if !nodes[child].isHidden {
                    // An explicit size is kept, at the leading or top edge (Lima's constraints would conflict here).
                    if let width = nodes[child].width { frame.width = width }
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
        case .scroll(let fitsWidth, let fitsHeight):
            var child = index + 1
            while child < node.end {
                if nodes[child].isHidden {
                    frames[child] = empty
                } else {
                    let width = nodes[child].width ?? (fitsWidth ? content.width : measure(child, nil).width)
                    let height = nodes[child].height ?? (fitsHeight ? content.height : measure(child, width).height)
                    frames[child] = Rect(x: content.x, y: content.y, width: width, height: height)
                }
                child = nodes[child].end
            }
        }
    }

    private mutating func anchoredFrame(_ child: Int, in content: Rect) -> Rect {
        var pinned = nodes[child].anchors
        // Laid out left to right and mirrored afterwards, so an absolute edge becomes the leading or trailing one that
        // ends up on its side.
        let ltr = direction == .leftToRight
        if pinned.contains(.left) { pinned.insert(ltr ? .leading : .trailing) }
        if pinned.contains(.right) { pinned.insert(ltr ? .trailing : .leading) }
        let stretchesHorizontally = pinned.contains(.leading) && pinned.contains(.trailing)
        let intrinsic = measure(child, stretchesHorizontally ? content.width : nil)
        let (x, width) = Self.anchor(
            start: pinned.contains(.leading), end: pinned.contains(.trailing), from: content.x, length: content.width,
            intrinsic: intrinsic.width, explicit: nodes[child].width)
        let (y, height) = Self.anchor(
            start: pinned.contains(.top), end: pinned.contains(.bottom), from: content.y, length: content.height,
            intrinsic: intrinsic.height, explicit: nodes[child].height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func anchor(
        start: Bool, end: Bool, from origin: Double, length: Double, intrinsic: Double, explicit: Double?
    ) -> (Double, Double) {
        switch (start, end) {
        case (true, true): (origin, explicit ?? length)  // an explicit size beats the stretch, as in a layer
        case (true, false): (origin, intrinsic)
        case (false, true): (origin + length - intrinsic, intrinsic)
        case (false, false): (origin + (length - intrinsic) / 2, intrinsic)
        }
    }

    /// Where free space (negative when overflowing) puts content aligned by `alignment`.
    private static func offset(_ alignment: Alignment, free: Double) -> Double {
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
        var crossOrigin = isRow ? content.y : content.x
        var crossLength = isRow ? content.height : content.width
        let mainAlignment = isRow ? node.horizontalAlignment : node.verticalAlignment
        let crossAlignment = isRow ? node.verticalAlignment : node.horizontalAlignment

        var childCount = 0
        var child = index + 1
        while child < node.end {
            childCount += 1
            child = nodes[child].end
        }
        let base = scratch.count
        scratch.append(contentsOf: repeatElement(0, count: 4 * childCount))
        defer { scratch.removeLast(4 * childCount) }

        if gridStart >= 0 {
            // Cells take their tracks, in order.
            let gap = tracks[gridStart]
            let trackCount = Int(tracks[gridStart + 1])
            var track = 0
            var position = 0
            child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    let trackX = track < trackCount ? tracks[gridStart + 2 + 2 * track] : content.x + content.width + gap
                    let trackWidth = track < trackCount ? tracks[gridStart + 3 + 2 * track] : 0
                    scratch[base + 4 * position] = nodes[child].width ?? trackWidth
                    scratch[base + 4 * position + 1] = trackX
                    track += 1
                }
                position += 1
                child = nodes[child].end
            }
        } else {
            // Main sizes of the unweighted children, and the weights of the others.
            var visibleCount = 0
            var totalWeight = 0.0
            var fixed = 0.0
            var position = 0
            child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    visibleCount += 1
                    if let weight = nodes[child].mainWeight(isRow: isRow) {
                        totalWeight += weight
                    } else {
                        let size = measure(child, isRow ? nil : content.width)
                        let main = isRow ? size.width : size.height
                        scratch[base + 4 * position] = main
                        fixed += main
                    }
                }
                position += 1
                child = nodes[child].end
            }
            fixed += node.spacing * Double(max(0, visibleCount - 1))
            let excess = mainLength - fixed
            let free = totalWeight > 0 ? min(0, excess) : excess
            var cursor = mainOrigin + Self.offset(mainAlignment, free: free)
            position = 0
            child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    if let weight = nodes[child].mainWeight(isRow: isRow) {
                        scratch[base + 4 * position] = max(0, excess) * weight / totalWeight
                    }
                    scratch[base + 4 * position + 1] = cursor
                    cursor += scratch[base + 4 * position] + node.spacing
                }
                position += 1
                child = nodes[child].end
            }
        }

        // A grid column records its tracks for its rows and places them, and its other children, across them.
        var rowsFollowTracks = false
        if !isRow, let grid = gridTracks(index, contentWidth: content.width) {
            trackStart[index] = tracks.count
            tracks.append(grid.gap)
            tracks.append(Double(grid.widths.count))
            crossOrigin = content.x + Self.offset(node.horizontalAlignment, free: grid.free)
            crossLength = grid.span
            var x = crossOrigin
            for width in grid.widths {
                tracks.append(x)
                tracks.append(width)
                x += width + grid.gap
            }
            rowsFollowTracks = true
        } else if !isRow {
            trackStart[index] = -1
        }

        // Cross sizes, and for a baseline row, each child's baseline.
        var above = -Double.infinity
        var below = -Double.infinity
        var position = 0
        child = index + 1
        while child < node.end {
            if !nodes[child].isHidden {
                let main = scratch[base + 4 * position]
                let explicitCross = isRow ? nodes[child].height : nodes[child].width
                let cross: Double
                if isRow, node.baseline != nil {
                    cross = explicitCross ?? measure(child, main).height  // intrinsic heights on the baseline
                } else if rowsFollowTracks && nodes[child].isRow {
                    cross = crossLength
                } else if let explicitCross {
                    cross = explicitCross
                } else if crossAlignment == .fill {
                    cross = crossLength
                } else {
                    let size = measure(child, isRow ? main : content.width)
                    cross = isRow ? size.height : size.width
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
            let groupAlignment = crossAlignment == .fill ? (baseline == .first ? Alignment.start : .end) : crossAlignment
            groupTop = crossOrigin + Self.offset(groupAlignment, free: crossLength - above - below)
        }
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
                    : crossOrigin + Self.offset(crossAlignment, free: crossLength - cross)
                frames[child] =
                    isRow
                    ? Rect(x: mainPosition, y: crossPosition, width: main, height: cross)
                    : Rect(
                        x: rowsFollowTracks && nodes[child].isRow ? crossOrigin : crossPosition, y: mainPosition, width: cross,
                        height: main)
            }
            position += 1
            child = nodes[child].end
        }
    }
}

extension LayoutNode {
    /// The node's natural size for a proposed width (`nil`: unconstrained).
    public func measure(proposedWidth: Double? = nil) -> Size {
        var tree = LayoutTree(self)
        return tree.measure(proposedWidth: proposedWidth)
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
    func mainWeight(isRow: Bool) -> Double? {
        Self.mainWeight(weight, width: width, height: height, isRow: isRow)
    }

    /// The rule for ``mainWeight(isRow:)``, shared with the flattened nodes of ``LayoutTree``.
    static func mainWeight(_ weight: Double?, width: Double?, height: Double?, isRow: Bool) -> Double? {
        guard let weight, weight > 0, (isRow ? width : height) == nil else { return nil }
        return weight
    }
}
