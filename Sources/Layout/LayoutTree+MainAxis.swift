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
    /// main axis, as CSS resolves flexible lengths (freezing the children whose bounds break, round after round).
    ///
    /// Resolved at once rather than in rounds: every child takes its weight times one share per unit of weight,
    /// within its bounds, and the total is a non-decreasing function of that unit, linear between the units where a
    /// child reaches its minimum or maximum. Sorting those units and walking them finds the unit whose total is what
    /// is free, in O(n log n) for n bounded children (rounds are O(n) each, and as many as a row is built to need);
    /// children without bounds add only to the slope. What CSS's rounds freeze is what sits at a bound at that unit, so
    /// the shares are the same.
    mutating func shareExcess(
        _ index: Int, isRow: Bool, available: Double, totalWeight: Double, bounded: Bool, base: Int
    ) -> Double {
        let end = nodes[index].end
        let free = max(0, available)
        // Each bounded child adds two breakpoints: at unit lo/w it starts growing, at hi/w it stops.
        shareBreakpoints.removeAll(keepingCapacity: true)
        var constant = 0.0  // what the children held at a bound take, below the first breakpoint: their minimums
        var slope = 0.0  // the weight of the children growing
        var child = index + 1
        while child < end {
            if !nodes[child].isHidden, let weight = nodes[child].mainWeight(isRow: isRow) {
                if bounded && nodes[child].constraints >= 0 {
                    let low = isRow ? clampedWidth(child, 0) : clampedHeight(child, 0)
                    let high = isRow ? clampedWidth(child, .infinity) : clampedHeight(child, .infinity)
                    constant += low
                    shareBreakpoints.append(ShareBreakpoint(unit: low / weight, weight: weight, length: -low))
                    if high.isFinite {
                        shareBreakpoints.append(ShareBreakpoint(unit: high / weight, weight: -weight, length: high))
                    }
                } else {
                    slope += weight
                }
            }
            child = nodes[child].end
        }
        var unit = slope > 0 ? (free - constant) / slope : .infinity
        if !shareBreakpoints.isEmpty {
            shareBreakpoints.sort { $0.unit < $1.unit }
            unit = .infinity
            for breakpoint in shareBreakpoints {
                // Below this breakpoint the total is constant + slope × unit: does it reach what is free there?
                if constant + slope * breakpoint.unit >= free {
                    unit = slope > 0 ? max(0, (free - constant) / slope) : breakpoint.unit
                    break
                }
                slope += breakpoint.weight
                constant += breakpoint.length
            }
            if unit == .infinity && slope > 0 { unit = max(0, (free - constant) / slope) }
        }
        var total = 0.0
        var position = 0
        child = index + 1
        while child < end {
            if !nodes[child].isHidden, let weight = nodes[child].mainWeight(isRow: isRow) {
                let target = unit == .infinity ? Double.infinity : unit * weight
                let size =
                    !bounded || nodes[child].constraints < 0
                    ? target : isRow ? clampedWidth(child, target) : clampedHeight(child, target)
                scratch[base + 4 * position] = size
                total += size
            }
            position += 1
            child = nodes[child].end
        }
        return total
    }

    /// The width a column's child (not a row of its grid) gets in a content width: an explicit one, the whole width
    /// when filling, or else what it takes when offered the content width.
    @inline(__always)
    mutating func columnChildWidth(_ child: Int, of column: Int, contentWidth: Double) -> Double {
        if nodes[column].horizontalAlignment == .fill { return stretchedWidth(child, contentWidth) }
        return measure(child, contentWidth).width
    }
}
