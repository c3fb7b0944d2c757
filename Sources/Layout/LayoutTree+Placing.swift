/// Placing: each node's frame, from its parent's, once every size is known.
extension LayoutTree {
    /// Arranges the node's children for its frame, then theirs. On a relayout at the same bounds, a child's subtree is
    /// placed again only when it changed or moved: placing depends on nothing else, a grid's rows excepted (their
    /// cells take the grid's tracks, which any cell may move).
    mutating func placeSubtree(_ index: Int, in frame: Rect) {
        changed[index] = false
        switch nodes[index].role {
        case .leaf, .spacer: return
        case .row, .column, .layer, .anchor, .scroll: break
        }
        let reuses = reusesUnmoved && !nodes[index].alignsToGrid
        var child = index + 1
        if reuses {
            while child < nodes[index].end {
                previousFrames[child] = frames[child]
                child = nodes[child].end
            }
        }
        arrange(index, in: frame)
        child = index + 1
        while child < nodes[index].end {
            if !reuses || changed[child] || frames[child] != previousFrames[child] {
                placeSubtree(child, in: frames[child])
            }
            child = nodes[child].end
        }
    }

    /// Writes the frames of the node's children for its frame.
    mutating func arrange(_ index: Int, in frame: Rect) {
        arrangedCount += 1
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
            var child = index + 1
            while child < node.end {
                var frame = nodes[child].isHidden ? empty : content
                if !nodes[child].isHidden {
                    // Whatever its own size, a child fills the content box (that is what makes a layer a layer), but
                    // an explicit size is kept, at the leading or top edge (Lima's constraints would conflict here).
                    frame.width = stretchedWidth(child, content.width)
                    frame.height = stretchedHeight(child, content.height, atWidth: frame.width)
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
                    let width = fitsWidth ? stretchedWidth(child, content.width) : measure(child, nil).width
                    let height =
                        fitsHeight
                        ? stretchedHeight(child, content.height, atWidth: width) : self.height(child, atWidth: width)
                    frames[child] = Rect(x: content.x, y: content.y, width: width, height: height)
                }
                child = nodes[child].end
            }
        }
    }

    mutating func anchoredFrame(_ child: Int, in content: Rect) -> Rect {
        let pinned = pinnedEdges(child)
        let (x, width) = Self.anchor(
            start: pinned.contains(.leading), end: pinned.contains(.trailing), from: content.x, length: content.width,
            stretched: stretchedWidth(child, content.width), intrinsic: measure(child, nil).width)
        // Its height is the one it has at the width it gets.
        let (y, height) = Self.anchor(
            start: pinned.contains(.top), end: pinned.contains(.bottom), from: content.y, length: content.height,
            stretched: stretchedHeight(child, content.height, atWidth: width), intrinsic: self.height(child, atWidth: width))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Where a child goes along one axis of an anchor view, and how long it is: `stretched` at the start when pinned
    /// to both edges (the length, or an explicit or bounded size, as in a layer), else its intrinsic length at an edge
    /// or centred.
    static func anchor(
        start: Bool, end: Bool, from origin: Double, length: Double, stretched: Double, intrinsic: @autoclosure () -> Double
    ) -> (Double, Double) {
        if start && end { return (origin, stretched) }
        let size = intrinsic()
        switch (start, end) {
        case (true, _): return (origin, size)
        case (false, true): return (origin + length - size, size)
        case (false, false): return (origin + (length - size) / 2, size)
        }
    }

    /// Where free space (negative when overflowing) puts content aligned by `alignment`.
    static func offset(_ alignment: LayoutAlignment, free: Double) -> Double {
        switch alignment {
        case .fill, .start: 0
        case .center: free / 2
        case .end: free
        }
    }

    /// Arranges a row (`isRow`) or a column, written along a main and a cross axis. Each child's main size and
    /// position, cross size and baseline offset go to `scratch`, four per child, above what outer lines use.
    mutating func arrangeLine(_ index: Int, isRow: Bool, frame: Rect) {
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

        let used = mainSizes(
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
            var cursor = mainOrigin + Self.offset(mainAlignment, free: mainLength - used)
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
                    let fills = node.baseline == nil && !fixesHeight(child) && crossAlignment == .fill
                    cross = fills ? clampedHeight(child, crossLength) : height(child, atWidth: main)
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
                var main = scratch[base + 4 * position]
                // A grid column's weighted child is kept within its bounds inside its share, at its top, as a CSS
                // grid's item in a flexible row is.
                if grid != nil, nodes[child].constraints >= 0, nodes[child].mainWeight(isRow: false) != nil {
                    main = clampedHeight(child, main)
                }
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
