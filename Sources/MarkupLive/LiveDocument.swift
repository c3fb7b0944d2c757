public import MarkupKit
public import MarkupOwners

/// A document as every session of its page starts from: its views numbered in document order, their properties by
/// canonical key path and the selections of their tables and pickers, worked out once and shared.
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
    public let views: [ViewNode]
    /// Each view's properties by canonical key path, as the document sets them.
    let properties: [[String: PropertyValue]]
    /// The selected values of each table section and picker component that has a name, by view.
    let selections: [Int: [String: [String]]]
    /// What each of those may select, by view.
    let choices: [Int: [String: Choices]]
    /// The views whose input a page re-mounting on a new session does not send again (``LiveSession/recover(_:)``):
    /// secure text fields, and the outlets marked `@Outlet(recoversInput: false)`.
    public let unrecoveredViews: Set<Int>

    /// The values a table section or picker component offers, and whether it takes several at once.
    struct Choices: Sendable {
        let values: Set<String>
        let allowsMany: Bool

        /// Why `selected` cannot be this group's selection; nil when it can.
        func problem(with selected: [String]) -> String? {
            if !allowsMany && selected.count > 1 { return "it takes one value, not \(selected.count)" }
            return selected.first { !values.contains($0) }.map { "'\($0)' is not one of its values" }
        }
    }

    /// Prepares `tree`, loaded by `loader`, for live sessions of `owner`'s type (nil: every outlet's input is
    /// recovered).
    public init(tree: ViewTree, loader: MarkupLoader, owner: OwnerDescription? = nil) {
        self.tree = tree
        self.loader = loader
        let views = tree.nodes
        self.views = views
        let unrecoveredOutlets = Set(owner?.outlets.filter { !$0.recoversInput }.map(\.name) ?? [])
        unrecoveredViews = Set(
            views.indices.filter { index in
                views[index].outlet.map(unrecoveredOutlets.contains) == true
                    || views[index].properties.contains { $0.keyPath == "secureTextEntry" && $0.value == .bool(true) }
            })
        // A loaded tree's key paths are canonical already (the reader keeps `isOn` as `on`).
        properties = views.map { view in
            var values: [String: PropertyValue] = [:]
            for setting in view.properties { values[setting.keyPath] = setting.value }
            return values
        }
        var selections: [Int: [String: [String]]] = [:]
        var choices: [Int: [String: Choices]] = [:]
        for (index, view) in views.enumerated() {
            switch view.content {
            case .table(let sections):
                // A dynamic section's selection is its rows' (`SectionRows`), which come and go with the owner's.
                for section in sections where section.dynamicRows == nil {
                    guard let name = section.name else { continue }
                    selections[index, default: [:]][name] = section.values
                    choices[index, default: [:]][name] = Choices(
                        values: Set(section.cells.compactMap(\.cellValue)), allowsMany: section.selectionMode != .singleCheckmark)
                }
            case .picker(let components):
                for component in components where component.dynamicRows == nil {
                    guard let name = component.name else { continue }
                    selections[index, default: [:]][name] = component.value.map { [$0] } ?? []
                    choices[index, default: [:]][name] = Choices(
                        values: Set(component.rows.compactMap(\.value)), allowsMany: false)
                }
            default:
                continue
            }
        }
        self.selections = selections
        self.choices = choices
    }
}
