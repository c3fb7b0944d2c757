/// Where a node's first or last baseline lies.
extension LayoutTree {
    /// Where `which` baseline of a node lies, from its top, when its frame has `size`: a leaf's own, or else its
    /// bottom edge; a layout view's is that of its first visible child (`.first`) or its last (`.last`).
    mutating func baselineOffset(_ index: Int, _ which: Baseline, in size: Size) -> Double {
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
            // Arranged at the origin to read the chosen child's frame, then the children's frames are put back: a
            // relayout keeps the frames of subtrees that did not move, and a baseline asked for after a layout must
            // move nothing. Their slots in `previousFrames` are free here (placing uses them once this node is placed).
            child = index + 1
            while child < node.end {
                previousFrames[child] = frames[child]
                child = nodes[child].end
            }
            arrange(index, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            let frame = frames[chosen]
            child = index + 1
            while child < node.end {
                frames[child] = previousFrames[child]
                child = nodes[child].end
            }
            let offset = frame.y + baselineOffset(chosen, which, in: Size(width: frame.width, height: frame.height))
            // A scroll view shows its content's baseline only within its bounds (CSS clamps it likewise).
            if node.role == .scroll { return min(max(offset, 0), size.height) }
            return offset
        }
    }
}
