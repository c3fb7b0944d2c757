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
/// - **Baseline rows** (`baseline` `.first` or `.last`): children keep their intrinsic heights and are shifted so
///   that their baselines meet; the group (tallest part above the baseline plus tallest below) is placed by the
///   vertical alignment, `fill` meaning the top for first baselines and the bottom for last ones. A leaf's baselines
///   are its own (text) or its bottom edge; a layout view's first baseline is its first visible child's, its last
///   baseline its last visible child's. The row's natural height is the group's.
/// - **Hidden** children take no space and no spacing; their frames are zero-sized at the content box's origin.
/// - **Right to left**: leading and trailing swap sides — row order, margins, alignments and anchors — while `left`
///   and `right` anchors keep theirs. (Computed as the left-to-right layout mirrored inside the bounds.)
extension LayoutNode {
    /// The node's natural size for a proposed width (`nil`: unconstrained).
    public func measure(proposedWidth: Double? = nil) -> Size {
        var size: Size
        let innerWidth = (width ?? proposedWidth).map { max(0, $0 - margins.horizontal) }
        switch kind {
        case .leaf(let measure):
            size = measure(width ?? proposedWidth)
        case .spacer:
            size = .zero
        case .row, .column:
            let isRow = if case .row = kind { true } else { false }
            let visible = children.filter { !$0.isHidden }
            var main = spacing * Double(max(0, visible.count - 1))
            var cross = 0.0
            for child in visible {
                let childSize = child.measure(proposedWidth: isRow ? child.width : child.width ?? innerWidth)
                if child.mainWeight(isRow: isRow) == nil { main += isRow ? childSize.width : childSize.height }
                cross = max(cross, isRow ? childSize.height : childSize.width)
            }
            if isRow, let baseline {
                // Baseline-aligned children stack above and below their shared baseline.
                var above = 0.0
                var below = 0.0
                for child in visible {
                    let childSize = child.measure(proposedWidth: child.width)
                    let offset = child.baselineOffset(baseline, in: childSize)
                    above = max(above, offset)
                    below = max(below, childSize.height - offset)
                }
                cross = above + below
            }
            size = isRow ? Size(width: main, height: cross) : Size(width: cross, height: main)
            size.width += margins.horizontal
            size.height += margins.vertical
        case .layer, .anchor:
            size = .zero
            for child in children where !child.isHidden {
                let childSize = child.measure(proposedWidth: child.width ?? innerWidth)
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            size.width += margins.horizontal
            size.height += margins.vertical
        }
        if let width { size.width = width }
        if let height { size.height = height }
        return size
    }

    /// The frames of every node when this one fills `bounds`, in pre-order (this node first, then each child's subtree).
    public func layout(in bounds: Rect, direction: LayoutDirection = .leftToRight) -> [Rect] {
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
        var index = 0
        place(in: bounds, direction: direction, frames: &frames, index: &index)
        if direction == .rightToLeft {
            for position in frames.indices {
                frames[position].x = bounds.x + (bounds.x + bounds.width) - frames[position].x - frames[position].width
            }
        }
        return frames
    }

    /// Where `which` baseline of this node lies, from its top, when its frame has `size`: a leaf's own, or else its
    /// bottom edge; a layout view's is that of its first visible child (`.first`) or its last (`.last`).
    public func baselineOffset(_ which: Baseline, in size: Size) -> Double {
        switch kind {
        case .leaf(let measure):
            switch which {
            case .first: return firstBaseline ?? size.height
            case .last:
                // Text keeps its own height when the frame's differs (CSS puts it at the top), so the last line
                // lies where it does in the intrinsic size.
                guard let lastBaselineFromBottom else { return size.height }
                return measure(size.width).height - lastBaselineFromBottom
            }
        case .spacer:
            return size.height
        case .row, .column, .layer, .anchor:
            let positions = children.indices.filter { !children[$0].isHidden }
            guard let position = which == .first ? positions.first : positions.last else { return size.height }
            let frames = layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            let index = 1 + children[..<position].reduce(0) { $0 + $1.count }
            let frame = frames[index]
            return frame.y + children[position].baselineOffset(which, in: Size(width: frame.width, height: frame.height))
        }
    }

    /// The weight this node has on its parent's main axis: none when an explicit size on that axis beats it.
    func mainWeight(isRow: Bool) -> Double? {
        guard let weight, weight > 0, (isRow ? width : height) == nil else { return nil }
        return weight
    }

    private func place(in frame: Rect, direction: LayoutDirection, frames: inout [Rect], index: inout Int) {
        frames[index] = frame
        index += 1
        let content = frame.inset(by: margins)
        switch kind {
        case .leaf, .spacer:
            return
        case .row:
            placeLine(isRow: true, content: content, direction: direction, frames: &frames, index: &index)
        case .column:
            placeLine(isRow: false, content: content, direction: direction, frames: &frames, index: &index)
        case .layer:
            for child in children {
                var frame = child.isHidden ? Rect(x: content.x, y: content.y, width: 0, height: 0) : content
                if !child.isHidden {
                    // An explicit size is kept, at the leading or top edge (Lima's constraints would conflict here).
                    if let width = child.width { frame.width = width }
                    if let height = child.height { frame.height = height }
                }
                child.place(in: frame, direction: direction, frames: &frames, index: &index)
            }
        case .anchor(let anchors):
            for (position, child) in children.enumerated() {
                guard !child.isHidden else {
                    child.place(in: Rect(x: content.x, y: content.y, width: 0, height: 0), direction: direction, frames: &frames, index: &index)
                    continue
                }
                var pinned = position < anchors.count ? anchors[position] : []
                // Laid out left to right and mirrored afterwards, so an absolute edge becomes the leading or trailing
                // one that ends up on its side.
                let ltr = direction == .leftToRight
                if pinned.contains(.left) { pinned.insert(ltr ? .leading : .trailing) }
                if pinned.contains(.right) { pinned.insert(ltr ? .trailing : .leading) }
                let stretchesHorizontally = pinned.contains(.leading) && pinned.contains(.trailing)
                let intrinsic = child.measure(proposedWidth: stretchesHorizontally ? content.width : child.width)
                let (x, width) = Self.anchor(
                    start: pinned.contains(.leading), end: pinned.contains(.trailing), from: content.x, length: content.width,
                    intrinsic: intrinsic.width, explicit: child.width)
                let (y, height) = Self.anchor(
                    start: pinned.contains(.top), end: pinned.contains(.bottom), from: content.y, length: content.height,
                    intrinsic: intrinsic.height, explicit: child.height)
                child.place(in: Rect(x: x, y: y, width: width, height: height), direction: direction, frames: &frames, index: &index)
            }
        }
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

    /// Lays out a row (`isRow`) or a column in `content`, written along a main and a cross axis.
    private func placeLine(isRow: Bool, content: Rect, direction: LayoutDirection, frames: inout [Rect], index: inout Int) {
        let mainOrigin = isRow ? content.x : content.y
        let mainLength = isRow ? content.width : content.height
        let crossOrigin = isRow ? content.y : content.x
        let crossLength = isRow ? content.height : content.width
        let mainAlignment = isRow ? horizontalAlignment : verticalAlignment
        let crossAlignment = isRow ? verticalAlignment : horizontalAlignment

        // Main sizes of the unweighted children, and the weights of the others.
        let visibleCount = children.count { !$0.isHidden }
        var mainSizes = [Double](repeating: 0, count: children.count)
        var totalWeight = 0.0
        var fixed = spacing * Double(max(0, visibleCount - 1))
        for (position, child) in children.enumerated() where !child.isHidden {
            if let weight = child.mainWeight(isRow: isRow) {
                totalWeight += weight
            } else {
                let size = child.measure(proposedWidth: isRow ? child.width : child.width ?? content.width)
                mainSizes[position] = isRow ? size.width : size.height
                fixed += mainSizes[position]
            }
        }
        let excess = mainLength - fixed
        for (position, child) in children.enumerated() where !child.isHidden {
            if let weight = child.mainWeight(isRow: isRow) { mainSizes[position] = max(0, excess) * weight / totalWeight }
        }
        let free = totalWeight > 0 ? min(0, excess) : excess
        var cursor = mainOrigin + Self.offset(mainAlignment, free: free)

        // A baseline row: intrinsic heights, the children shifted so that their baselines meet, the group placed by
        // the vertical alignment.
        if isRow, let baseline {
            var heights = [Double](repeating: 0, count: children.count)
            var offsets = [Double](repeating: 0, count: children.count)
            var above = 0.0
            var below = 0.0
            for (position, child) in children.enumerated() where !child.isHidden {
                heights[position] = child.height ?? child.measure(proposedWidth: mainSizes[position]).height
                offsets[position] = child.baselineOffset(baseline, in: Size(width: mainSizes[position], height: heights[position]))
                above = max(above, offsets[position])
                below = max(below, heights[position] - offsets[position])
            }
            let groupAlignment = crossAlignment == .fill ? (baseline == .first ? Alignment.start : .end) : crossAlignment
            let groupTop = crossOrigin + Self.offset(groupAlignment, free: crossLength - above - below)
            let baselineTops = offsets.map { groupTop + above - $0 }
            for (position, child) in children.enumerated() {
                guard !child.isHidden else {
                    child.place(in: Rect(x: content.x, y: content.y, width: 0, height: 0), direction: direction, frames: &frames, index: &index)
                    continue
                }
                let frame = Rect(x: cursor, y: baselineTops[position], width: mainSizes[position], height: heights[position])
                child.place(in: frame, direction: direction, frames: &frames, index: &index)
                cursor += mainSizes[position] + spacing
            }
            return
        }

        for (position, child) in children.enumerated() {
            guard !child.isHidden else {
                child.place(in: Rect(x: content.x, y: content.y, width: 0, height: 0), direction: direction, frames: &frames, index: &index)
                continue
            }
            let main = mainSizes[position]
            let explicitCross = isRow ? child.height : child.width
            let cross: Double
            if let explicitCross {
                cross = explicitCross
            } else if crossAlignment == .fill {
                cross = crossLength
            } else {
                let size = child.measure(proposedWidth: isRow ? main : child.width ?? content.width)
                cross = isRow ? size.height : size.width
            }
            let crossPosition = crossOrigin + Self.offset(crossAlignment, free: crossLength - cross)
            let frame =
                isRow
                ? Rect(x: cursor, y: crossPosition, width: main, height: cross)
                : Rect(x: crossPosition, y: cursor, width: cross, height: main)
            child.place(in: frame, direction: direction, frames: &frames, index: &index)
            cursor += main + spacing
        }
    }
}
