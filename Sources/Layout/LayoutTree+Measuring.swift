/// Measuring: the size a node takes when offered a width, and its height at a width; both cached per node.
extension LayoutTree {
    /// The node's size when offered `proposal` (`nil`: unconstrained): the width it takes, and its height at that width.
    mutating func measure(_ index: Int, _ proposal: Double?) -> Size {
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

    mutating func naturalSize(_ index: Int, _ proposal: Double?) -> Size {
        let node = nodes[index]
        guard node.role == .leaf else {
            // Measured first: an argument that changes the tree, passed to a method that reads it, makes Swift copy
            // the tree for the call (every array, on every measurement).
            let natural = node.width ?? naturalWidth(index, proposal)
            let width = node.width ?? contentClampedWidth(index, natural)
            return Size(width: width, height: height(index, atWidth: width))
        }
        var size = leafMeasures[node.leafMeasure].size(proposal)
        if let width = node.width { size.width = width }
        if let height = node.height { size.height = height }
        return node.constraints < 0 ? size : constrainedLeafSize(index, size)
    }

    /// A constrained leaf's size from what it measured: kept within its bounds, it is as tall as it is at the width
    /// it then has, or as its ratio says. (Apart, so that the unconstrained path stays small enough to inline.)
    @inline(never)
    func constrainedLeafSize(_ index: Int, _ measured: Size) -> Size {
        let node = nodes[index]
        var size = measured
        if node.width == nil {
            let width = contentClampedWidth(index, size.width)
            if width != size.width { size = Size(width: width, height: leafMeasures[node.leafMeasure].size(width).height) }
        }
        if let height = node.height {
            size.height = height
        } else {
            size.height = ratioHeight(index, atWidth: size.width) ?? clampedHeight(index, size.height)
        }
        return size
    }

    /// A layout view's natural width when offered `proposal`, margins included: what its children take when offered
    /// its content width (or nothing, where they are not stretched across it); weighted children count 0.
    mutating func naturalWidth(_ index: Int, _ proposal: Double?) -> Double {
        let node = nodes[index]
        let inner = proposal.map { max(0, $0 - node.margins.horizontal) }
        var width = 0.0
        if node.role == .row {
            var visible = 0
            var child = index + 1
            while child < node.end {
                if !nodes[child].isHidden {
                    visible += 1
                    // A weighted child counts its minimum width (0 without one).
                    width += nodes[child].mainWeight(isRow: true) == nil ? measure(child, nil).width : clampedWidth(child, 0)
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
        // Layers, anchors and scroll views fitted to the width take no more than they are offered (CSS gives a grid cell
        // no min-content width).
        return node.keepsMinContentWidth ? width : min(width, proposal ?? width)
    }

    /// The node's height when its frame is `width` wide: an explicit height, a leaf's for that width, or a layout
    /// view's natural height with each child at the width it gets there.
    mutating func height(_ index: Int, atWidth width: Double) -> Double {
        if let height = nodes[index].height { return height }
        let constrained = nodes[index].constraints >= 0
        switch nodes[index].role {
        case .leaf:
            let height = measure(index, width).height
            // A leaf measures to a width of its own, which may be less than its frame's: its ratio holds at the frame's.
            return constrained ? ratioHeight(index, atWidth: width) ?? height : height
        case .spacer: return constrained ? ratioHeight(index, atWidth: width) ?? clampedHeight(index, 0) : 0
        case .row, .column, .layer, .anchor, .scroll: break
        }
        if constrained, let height = ratioHeight(index, atWidth: width) { return height }
        let slot = 2 * index
        var height: Double
        if measuredWidths[slot] == width {
            height = measuredHeights[slot]
        } else if measuredWidths[slot + 1] == width {
            height = measuredHeights[slot + 1]
        } else {
            height = contentHeight(index, atWidth: width)
            measuredWidths[slot + 1] = measuredWidths[slot]
            measuredHeights[slot + 1] = measuredHeights[slot]
            measuredWidths[slot] = width
            measuredHeights[slot] = height
        }
        if constrained { height = clampedHeight(index, height) }
        return height
    }

    mutating func contentHeight(_ index: Int, atWidth width: Double) -> Double {
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
                        stretched ? self.height(child, atWidth: stretchedWidth(child, inner)) : measure(child, nil).height
                    height = max(height, childHeight)
                }
                child = nodes[child].end
            }
        }
        return height + node.margins.vertical
    }

    /// A row's or column's natural height for a content width, margins excluded: a row's tallest child (or baseline
    /// group) with each child at the width it gets; a column's children and spacing, weighted ones counting 0.
    /// `gridStart`: for a row of a grid column, where its tracks are in `tracks`.
    mutating func lineHeight(_ index: Int, isRow: Bool, contentWidth: Double, gridStart: Int) -> Double {
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
            )
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
    mutating func gridRowHeight(_ row: Int, gridStart: Int) -> Double {
        if let height = nodes[row].height { return height }
        let height = lineHeight(row, isRow: true, contentWidth: 0, gridStart: gridStart) + nodes[row].margins.vertical
        return clampedHeight(row, height)
    }

    /// Whether an anchor view's child is pinned to both its leading and trailing edges.
    func stretchesHorizontally(_ child: Int) -> Bool {
        let pinned = pinnedEdges(child)
        return pinned.contains(.leading) && pinned.contains(.trailing)
    }

    /// The edges a child of an anchor view is pinned to, left and right turned into the leading or trailing edge on
    /// their side: laid out left to right and mirrored afterwards, an absolute edge becomes the one that ends up there.
    func pinnedEdges(_ child: Int) -> Anchors {
        var pinned = nodes[child].anchors
        let ltr = direction == .leftToRight
        if pinned.contains(.left) { pinned.insert(ltr ? .leading : .trailing) }
        if pinned.contains(.right) { pinned.insert(ltr ? .trailing : .leading) }
        return pinned
    }
}
