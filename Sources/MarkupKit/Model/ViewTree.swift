/// A loaded document: its root view and the warnings loading gave.
public struct ViewTree: Sendable, Hashable {
    /// The document's root element.
    public var root: ViewNode
    /// Problems that did not stop the document from loading (a deprecated attribute, a header set twice).
    public var warnings: [MarkupDiagnostic]
    /// Where the document's controls post to, if it says (`<?form?>`).
    public var form: DocumentForm?
    /// What the screen's navigation bar shows, if the document says (`<?navigationItem?>`, `<?rightBarButtonItem?>`).
    public var navigation: DocumentNavigation?

    /// Creates a tree.
    public init(
        root: ViewNode, warnings: [MarkupDiagnostic] = [], form: DocumentForm? = nil, navigation: DocumentNavigation? = nil
    ) {
        self.root = root
        self.warnings = warnings
        self.form = form
        self.navigation = navigation
    }

    /// Every node, depth first in document order (table cells in their sections).
    public var nodes: [ViewNode] { root.allNodes }

    /// The node whose `id` is `outlet`.
    public func node(withOutlet outlet: String) -> ViewNode? {
        nodes.first { $0.outlet == outlet }
    }

    /// The outlets in document order.
    public var outlets: [String] { nodes.compactMap(\.outlet) }
}
