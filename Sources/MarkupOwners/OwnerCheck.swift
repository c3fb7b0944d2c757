import KiloShared
public import MarkupKit

extension OwnerDescription {
    /// What in `tree` this owner cannot serve, at each place in the document: an `id` with no outlet or an outlet of
    /// another element kind, an `on…` naming a missing action or passing a sender the action does not take (or not
    /// passing one it needs, or one of another kind), a bar button whose action is missing or takes something. An outlet no `id` names is a warning: UIKit would leave it nil.
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
            switch view.content {
            case .table(let sections):
                for rows in sections.compactMap(\.dynamicRows) { diagnostics += check(rows, actionsByName: actionsByName) }
            case .picker(let components):
                for rows in components.compactMap(\.dynamicRows) { diagnostics += check(rows, actionsByName: actionsByName) }
            default:
                break
            }
        }
        for button in tree.navigation?.rightBarButtons ?? [] {
            diagnostics += check(button, actionsByName: actionsByName)
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
        if let item = declared.itemTypeName {
            return [
                .init(
                    .error,
                    "\(typeName).\(action.handler) takes a row's item (\(item)): a dynamic section's onSelect or onDelete calls it",
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

extension OwnerDescription {
    /// What a bar button needs of the owner: an action of its name that takes nothing, since a bar button is no view a
    /// handle could reach.
    func check(_ button: BarButton, actionsByName: [String: Action]) -> [MarkupDiagnostic] {
        guard let declared = actionsByName[button.action] else {
            return [
                .init(
                    .error,
                    "the bar button '\(button.title)' calls '\(button.action)', which names no action of \(typeName)"
                        + Suggestion.note(for: button.action, in: actions.map(\.name)), at: button.location)
            ]
        }
        if let sender = declared.senderElementName ?? declared.itemTypeName {
            return [
                .init(
                    .error,
                    "\(typeName).\(button.action) takes a \(sender); a bar button's action takes nothing", at: button.location)
            ]
        }
        return []
    }

    /// What a dynamic section needs of the owner: `@Rows` of its source's name in an `@Observable` class, the
    /// properties its template reads of an item (when the item type lists them), and `onSelect` and `onDelete`
    /// actions that take such an item.
    func check(_ rows: DynamicRows, actionsByName: [String: Action]) -> [MarkupDiagnostic] {
        guard let declared = self.rows.first(where: { $0.name == rows.source }) else {
            let note = Suggestion.note(for: rows.source, in: self.rows.map(\.name))
            return [
                .init(
                    .error,
                    "source '\(rows.source)' names no @Rows property of \(typeName)"
                        + (note.isEmpty && self.rows.isEmpty ? " (it has none)" : note), at: rows.location)
            ]
        }
        var diagnostics: [MarkupDiagnostic] = []
        if !isObservable {
            diagnostics.append(
                .init(
                    .error,
                    "\(typeName) is not @Observable: the rows of '\(rows.source)' follow its changes, which only an @Observable owner lets be seen",
                    at: rows.location))
        }
        if let keys = declared.keys {
            let links = ([rows.link] + rows.template.allNodes.map(\.link)).compactMap { $0 }
            for key in links.flatMap({ DynamicRows.linkKeys(of: $0) ?? [] }) where !keys.contains(key) {
                diagnostics.append(
                    .init(
                        .error,
                        "link names '{\(key)}', and \(declared.rowTypeName) has no property '\(key)'"
                            + Suggestion.note(for: key, in: keys), at: rows.location))
            }
            for node in rows.template.allNodes {
                for binding in node.bindings {
                    for path in binding.expression.keyPaths where path.first == DynamicRows.itemKey && path.count > 1 {
                        guard !keys.contains(path[1]) else { continue }
                        diagnostics.append(
                            .init(
                                .error,
                                "\(declared.rowTypeName) has no property '\(path[1])' that a binding can read"
                                    + Suggestion.note(for: path[1], in: keys), at: binding.location))
                    }
                }
            }
        }
        for (attribute, name) in [("onSelect", rows.selectAction), ("onDelete", rows.deleteAction)] {
            guard let name else { continue }
            guard let action = actionsByName[name] else {
                diagnostics.append(
                    .init(
                        .error,
                        "\(attribute) '\(name):' names no action of \(typeName)"
                            + Suggestion.note(for: name, in: actions.map(\.name)),
                        at: rows.location))
                continue
            }
            if action.itemTypeName != declared.rowTypeName {
                let takes =
                    action.itemTypeName.map { "a \($0)" } ?? (action.senderElementName.map { "a \($0) sender" } ?? "nothing")
                diagnostics.append(
                    .init(
                        .error,
                        "\(attribute) calls \(typeName).\(name) with a row's \(declared.rowTypeName), but it takes \(takes): declare it '@Action func \(name)(_ item: \(declared.rowTypeName.split(separator: ".").last.map(String.init) ?? declared.rowTypeName))'",
                        at: rows.location))
            }
        }
        if let name = rows.endAction {
            if let action = actionsByName[name] {
                if action.itemTypeName != nil || action.senderElementName != nil {
                    diagnostics.append(
                        .init(
                            .error,
                            "onEndReached calls \(typeName).\(name) with nothing (it loads the next rows), but it takes \(action.itemTypeName.map { "a \($0)" } ?? "a sender"): declare it '@Action func \(name)()'",
                            at: rows.location))
                }
            } else {
                diagnostics.append(
                    .init(
                        .error,
                        "onEndReached '\(name)' names no action of \(typeName)"
                            + Suggestion.note(for: name, in: actions.map(\.name)), at: rows.location))
            }
        }
        return diagnostics
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
        try checked(against: owner.ownerDescription, catalog: catalog)
    }

    /// The tree, checked against the outlets and actions `owner` describes: as the one that takes the owner's type does,
    /// for code that keeps an owner's description rather than its type.
    /// - Throws: `MarkupError` with the tree's warnings and the owner's problems when any is an error.
    public func checked(against owner: OwnerDescription, catalog: ElementCatalog) throws(MarkupError) -> ViewTree {
        var tree = self
        let found = owner.check(tree, catalog: catalog)
        if found.contains(where: { $0.severity == .error }) {
            throw MarkupError(diagnostics: (tree.warnings + found).sorted { $0.location < $1.location })
        }
        tree.warnings = (tree.warnings + found).sorted { $0.location < $1.location }
        return tree
    }
}
