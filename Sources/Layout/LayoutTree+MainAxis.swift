/// The main axis of a row or column: unweighted children at their natural size, weighted ones sharing the rest.
extension LayoutTree {
    /// The main sizes of a row's or column's children, written to `scratch` at `base` (four per child): unweighted
    /// children at their natural size (a column's at their height for the width they get across `crossLength`, a grid
    /// row's from its tracks), weighted ones sharing the excess of `mainLength`. A row of a grid (`gridStart` ≥ 0)
    /// takes its tracks, positions included. Returns the unweighted sizes plus spacing, and the total weight.
    @discardableResult
    mutating func mainSizes(
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
    mutating func columnChildWidth(_ child: Int, of column: Int, contentWidth: Double) -> Double {
        if let width = nodes[child].width { return width }
        if nodes[column].horizontalAlignment == .fill { return contentWidth }
        return measure(child, contentWidth).width
    }
}
