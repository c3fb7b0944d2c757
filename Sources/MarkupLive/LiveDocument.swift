public import MarkupKit

/// A document as every session of its page starts from: its views numbered in document order, their properties by
/// canonical key path and their tables' selections, worked out once and shared.
///
/// Sessions copy only what they change (Swift's arrays and dictionaries are copied on write), so an idle page costs
/// the server its owner and a few bookkeeping values, not a copy of the document: 773 views of the periodic table are
/// held once however many pages show them.
public final class LiveDocument: Sendable {
    /// The document, checked against its owner type.
    public let tree: ViewTree
    /// The loader it was loaded with: its catalog checks messages, its formatters format bindings.
    public let loader: MarkupLoader
    /// The views in document order: a message's view number indexes this.
    let views: [ViewNode]
    /// Each view's properties by canonical key path, as the document sets them.
    let properties: [[String: PropertyValue]]
    /// The selected values of each table section that has a name, by view.
    let selections: [Int: [String: [String]]]

    /// Prepares `tree`, loaded by `loader`, for live sessions.
    public init(tree: ViewTree, loader: MarkupLoader) {
        self.tree = tree
        self.loader = loader
        views = tree.nodes
        let catalog = loader.catalog
        properties = views.map { view in
            var values: [String: PropertyValue] = [:]
            for setting in view.properties { values[catalog.canonicalKeyPath(setting.keyPath, of: view.element)] = setting.value }
            return values
        }
        var selections: [Int: [String: [String]]] = [:]
        for (index, view) in views.enumerated() {
            guard case .table(let sections) = view.content else { continue }
            for section in sections { if let name = section.name { selections[index, default: [:]][name] = section.values } }
        }
        self.selections = selections
    }
}
