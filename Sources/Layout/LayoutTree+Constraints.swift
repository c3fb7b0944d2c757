/// Size constraints: a node's widths and heights within its bounds, its height from its aspect ratio.
///
/// Always inlined: called on the tree from its mutating methods, an outlined call would pass the whole tree (a retain
/// and a release of each of its arrays) to read one node.
extension LayoutTree {
    /// `width` within the node's width bounds.
    @inline(__always) func clampedWidth(_ index: Int, _ width: Double) -> Double {
        let constraints = nodes[index].constraints
        return constraints < 0 ? width : sizeConstraints[constraints].clampWidth(width)
    }

    /// `height` within the node's height bounds.
    @inline(__always) func clampedHeight(_ index: Int, _ height: Double) -> Double {
        let constraints = nodes[index].constraints
        return constraints < 0 ? height : sizeConstraints[constraints].clampHeight(height)
    }

    /// A width the node takes from its content (not a stretch, a share or an explicit width) within its bounds; when
    /// its height follows its width, also within the bounds its height bounds carry over through the ratio, as in CSS
    /// (a stretched width is not held to those: the height is clamped instead).
    @inline(__always) func contentClampedWidth(_ index: Int, _ width: Double) -> Double {
        let constraints = nodes[index].constraints
        guard constraints >= 0 else { return width }
        guard nodes[index].followsRatio, let ratio = sizeConstraints[constraints].aspectRatio else {
            return sizeConstraints[constraints].clampWidth(width)
        }
        return sizeConstraints[constraints].clampContentWidth(width, ratio: ratio)
    }

    /// The width a node stretched across `length` takes: its explicit width, or the length within its bounds.
    @inline(__always) func stretchedWidth(_ index: Int, _ length: Double) -> Double {
        nodes[index].width ?? clampedWidth(index, length)
    }

    /// The height a node stretched across `length` takes when it is `width` wide: its explicit height, the one its
    /// aspect ratio gives it, or the length within its bounds.
    @inline(__always) func stretchedHeight(_ index: Int, _ length: Double, atWidth width: Double) -> Double {
        if let height = nodes[index].height { return height }
        if let height = ratioHeight(index, atWidth: width) { return height }
        return clampedHeight(index, length)
    }

    /// The height a node's aspect ratio gives it at `width` (within its bounds), or `nil` when its height does not
    /// follow its width.
    @inline(__always) func ratioHeight(_ index: Int, atWidth width: Double) -> Double? {
        guard nodes[index].followsRatio, let ratio = sizeConstraints[nodes[index].constraints].aspectRatio else {
            return nil
        }
        return clampedHeight(index, width / ratio)
    }

    /// Whether the node's height is settled whatever its parent stretches it across: explicit, or from its ratio.
    @inline(__always) func fixesHeight(_ index: Int) -> Bool {
        nodes[index].height != nil || nodes[index].followsRatio
    }
}
