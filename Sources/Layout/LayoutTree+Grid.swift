/// A column aligned to a grid: its rows' cells in shared tracks.
extension LayoutTree {
    /// Computes a grid column's tracks for a content width and records them in `tracks` for its rows; `nil` when it
    /// is no grid.
    mutating func setGridTracks(_ index: Int, contentWidth: Double) -> (grid: GridTracks, start: Int)? {
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
    mutating func gridTracks(_ index: Int, contentWidth: Double?) -> GridTracks? {
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

    struct GridTracks {
        var widths: [Double] = []
        var weights: [Double] = []
        var gap = 0.0
        /// The tracks' total width, spacing included.
        var span = 0.0
        /// The content width the tracks leave (negative when they overflow), for the horizontal alignment.
        var free = 0.0
    }
}
