public import HTMLWriting

/// What a renderer adds to the HTML ``CSSMapping`` writes for each node, by the node's index in pre-order (the index
/// of its frame in `LayoutNode.layout(in:direction:)`).
///
/// The mapping owns each node's outer element: its `data-n`, its `class` and the declarations that place it. A
/// renderer adds attributes and declarations that leave the layout alone (colors, borders drawn inside, an `id`),
/// and the content of leaves, which the browser then sizes itself.
public protocol CSSNodeRenderer {
    /// Writes attributes of node `index`'s outer element, each after a space (` id="x"`); not `class` or `style`.
    func writeAttributes(ofNode index: Int, to output: inout HTMLOutput)

    /// Writes declarations appended to the `style` of node `index`'s outer element, each after a `;`.
    func writeStyle(ofNode index: Int, to output: inout HTMLOutput)

    /// Whether leaf `index` has content of the renderer's; if not, the mapping writes a box of the size it measures.
    func hasContent(ofLeaf index: Int) -> Bool

    /// Writes the content of leaf `index`, one for which ``hasContent(ofLeaf:)`` is `true`.
    func writeContent(ofLeaf index: Int, to output: inout HTMLOutput)
}

extension CSSNodeRenderer {
    public func writeAttributes(ofNode index: Int, to output: inout HTMLOutput) {}
    public func writeStyle(ofNode index: Int, to output: inout HTMLOutput) {}
    public func hasContent(ofLeaf index: Int) -> Bool { false }
    public func writeContent(ofLeaf index: Int, to output: inout HTMLOutput) {}
}
