public import MarkupKit

extension OwnerDescription {
    /// What in `tree` this owner cannot serve, at each place in the document: an `id` with no outlet or an outlet of
    /// another element kind, an `on…` naming a missing action or passing a sender the action does not take (or not
    /// passing one it needs, or one of another kind). An outlet no `id` names is a warning: UIKit would leave it nil.
    public func check(_ tree: ViewTree, catalog: ElementCatalog) -> [MarkupDiagnostic] {
        var diagnostics: [MarkupDiagnostic] = []
        var named: Set<String> = []
        let outletsByName = Dictionary(outlets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let actionsByName = Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        tree.root.visit { view in
            if let name = view.outlet {
                named.insert(name)
                if let outlet = outletsByName[name] {
                    if !catalog.type(view.element, inheritsFrom: outlet.elementName) {
                        diagnostics.append(
                            .init(
                                .error,
                                "outlet '\(name)' of \(typeName) is a \(outlet.elementName), but id '\(name)' is a <\(view.element)>",
                                at: view.location))
                    }
                } else {
                    diagnostics.append(
                        .init(
                            .error,
                            "id '\(name)' names no outlet of \(typeName)"
                                + Suggestion.note(for: name, in: outlets.map(\.name)), at: view.location))
                }
            }
            for action in view.actions {
                diagnostics += check(action, of: view, actionsByName: actionsByName, catalog: catalog)
            }
        }
        for outlet in outlets where !named.contains(outlet.name) {
            diagnostics.append(
                .init(.warning, "outlet '\(outlet.name)' of \(typeName) is named by no id", at: tree.root.location))
        }
        return diagnostics.sorted { $0.location < $1.location }
    }

    private func check(
        _ action: ActionSetting, of view: ViewNode, actionsByName: [String: Action], catalog: ElementCatalog
    ) -> [MarkupDiagnostic] {
        let written = action.handler + (action.takesSender ? ":" : "")
        guard let declared = actionsByName[action.handler] else {
            return [
                .init(
                    .error,
                    "'\(written)' names no action of \(typeName)" + Suggestion.note(for: action.handler, in: actions.map(\.name)),
                    at: action.location)
            ]
        }
        switch (action.takesSender, declared.senderElementName) {
        case (true, nil):
            return [
                .init(
                    .error,
                    "'\(written)' passes the sender, but \(typeName).\(action.handler)() takes none: write '\(action.handler)'",
                    at: action.location)
            ]
        case (false, let sender?):
            return [
                .init(
                    .error,
                    "\(typeName).\(action.handler) takes a \(sender) sender: write '\(action.handler):' to pass it",
                    at: action.location)
            ]
        case (true, let sender?) where !catalog.type(view.element, inheritsFrom: sender):
            return [
                .init(
                    .error,
                    "\(typeName).\(action.handler) takes a \(sender) sender, but '\(written)' is on a <\(view.element)>",
                    at: action.location)
            ]
        default:
            return []
        }
    }
}

extension MarkupLoader {
    /// Loads a document for an owner: as `load(_:file:)`, and then checks it against the owner's outlets and
    /// actions, so that a misspelt `id` or action fails here, at its line and column, rather than doing nothing.
    /// - Throws: `MarkupError` with the document's errors and the owner's.
    public func load(_ text: String, file: String, owner: any MarkupOwner.Type) throws(MarkupError) -> ViewTree {
        try load(text, file: file).checked(against: owner, catalog: catalog)
    }

    /// Loads `name.xml` from the loader's documents for an owner, as `load(_:file:owner:)` does.
    /// - Throws: `MarkupError` if there is no such document, it has errors, or it does not fit the owner.
    public func load(named name: String, owner: any MarkupOwner.Type) throws(MarkupError) -> ViewTree {
        try load(named: name).checked(against: owner, catalog: catalog)
    }
}

extension ViewTree {
    /// The tree, checked against an owner's outlets and actions (a tree from a document or a Lima declaration): its
    /// warnings gain the owner's, in source order.
    /// - Throws: `MarkupError` with the tree's warnings and the owner's problems when any is an error.
    public func checked(against owner: any MarkupOwner.Type, catalog: ElementCatalog) throws(MarkupError) -> ViewTree {
        var tree = self
        let found = owner.ownerDescription.check(tree, catalog: catalog)
        if found.contains(where: { $0.severity == .error }) {
            throw MarkupError(diagnostics: (tree.warnings + found).sorted { $0.location < $1.location })
        }
        tree.warnings = (tree.warnings + found).sorted { $0.location < $1.location }
        return tree
    }
}
