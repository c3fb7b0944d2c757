/// The main axis of a row or column: unweighted children at their natural size, weighted ones sharing the rest.
extension LayoutTree {
    /// The main sizes of a row's or column's children, written to `scratch` at `base` (four per child): unweighted
    /// children at their natural size (a column's at their height for the width they get across `crossLength`, a grid
    /// row's from its tracks), weighted ones sharing the excess of `mainLength`. A row of a grid (`gridStart` ≥ 0)
    /// takes its tracks, positions included. Returns what the children take with spacing.
    @discardableResult
    mutating func mainSizes(
        _ index: Int, isRow: Bool, mainLength: Double, crossLength: Double, gridStart: Int, base: Int
    ) -> Double {
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
                    scratch[base + 4 * position] = stretchedWidth(child, trackWidth)
                    scratch[base + 4 * position + 1] = trackX
                    track += 1
                }
                position += 1
                child = nodes[child].end
            }
            return 0
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
        guard totalWeight > 0 else { return fixed }
        // A grid column's weighted children share as CSS grid's flexible rows do, whatever their bounds (each is then
        // kept within them in its share, see `arrangeLine`); everywhere else, as flexible lengths do.
        let shared = shareExcess(
            index, isRow: isRow, available: mainLength - fixed, totalWeight: totalWeight, bounded: gridStart < 0, base: base)
        return fixed + shared
    }

    /// Shares `available` (what the unweighted children and spacing leave; nothing when negative) among the weighted
    /// children by weight, written to `scratch`; returns what they take. `bounded`: each stays within its bounds on the
    /// main axis, as CSS resolves flexible lengths — while shares break bounds, the children whose bounds break the
    /// most in total's direction are frozen at them and what is left is shared again among the others.
    mutating func shareExcess(
        _ index: Int, isRow: Bool, available: Double, totalWeight: Double, bounded: Bool, base: Int
    ) -> Double {
        let end = nodes[index].end
        var free = max(0, available)
        var weight = totalWeight
        var frozen = false
        // Slot 3 of a child (its baseline offset, not yet written) marks it frozen.
        while true {
            var violation = 0.0
            var total = 0.0
            var position = 0
            var child = index + 1
            while child < end {
                if !nodes[child].isHidden, let childWeight = nodes[child].mainWeight(isRow: isRow) {
                    if scratch[base + 4 * position + 3] == 0 {
                        let target = free * childWeight / weight
                        let size =
                            !bounded || nodes[child].constraints < 0
                            ? target : isRow ? clampedWidth(child, target) : clampedHeight(child, target)
                        scratch[base + 4 * position] = size
                        violation += size - target
                    }
                    total += scratch[base + 4 * position]
                }
                position += 1
                child = nodes[child].end
            }
            // Within bounds (or none to keep), the shares stand.
            if violation == 0 {
                if frozen { unfreeze(index, base: base) }
                return total
            }
            frozen = true
            let (roundFree, roundWeight) = (free, weight)
            weight = 0
            position = 0
            child = index + 1
            while child < end {
                if !nodes[child].isHidden, scratch[base + 4 * position + 3] == 0,
                    let childWeight = nodes[child].mainWeight(isRow: isRow)
                {
                    let size = scratch[base + 4 * position]
                    let target = roundFree * childWeight / roundWeight
                    if violation > 0 ? size > target : size < target {
                        scratch[base + 4 * position + 3] = 1
                        free -= size
                    } else {
                        weight += childWeight
                    }
                }
                position += 1
                child = nodes[child].end
            }
            free = max(0, free)
            if weight == 0 {
                unfreeze(index, base: base)
                return total
            }
        }
    }

    /// Clears the frozen marks ``shareExcess(_:isRow:available:totalWeight:bounded:base:)`` left.
    private mutating func unfreeze(_ index: Int, base: Int) {
        for position in 0..<nodes[index].childCount { scratch[base + 4 * position + 3] = 0 }
    }

    /// The width a column's child (not a row of its grid) gets in a content width: an explicit one, the whole width
    /// when filling, or else what it takes when offered the content width.
    @inline(__always)
    mutating func columnChildWidth(_ child: Int, of column: Int, contentWidth: Double) -> Double {
        if nodes[column].horizontalAlignment == .fill { return stretchedWidth(child, contentWidth) }
        return measure(child, contentWidth).width
    }
}
