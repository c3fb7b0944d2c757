public import MarkupKit

extension LimaView {
    /// The view tree this declaration describes: what `MarkupLoader` gives for the same screen written as markup.
    ///
    /// Settings are added in the order written, through the same rule as a document's attributes (a layout attribute
    /// sets the view's layout; a later setting of a key path replaces an earlier one).
    /// - Parameter strings: the strings table that `.localized` text is looked up in.
    /// - Throws: `MarkupError` with a diagnostic at the Swift source of each value the compiler could not check (a
    ///   weight that is not positive); warnings go in the tree.
    public func tree(strings: StringsTable = StringsTable()) throws(MarkupError) -> ViewTree {
        var diagnostics: [MarkupDiagnostic] = []
        let root = declaration.node(strings: strings, diagnostics: &diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw MarkupError(diagnostics: diagnostics) }
        return ViewTree(root: root, warnings: diagnostics)
    }
}

extension ViewDeclaration {
    func node(strings: StringsTable, diagnostics: inout [MarkupDiagnostic]) -> ViewNode {
        var node = ViewNode(
            element: element, style: style, outlet: outlet, actions: actions, content: content, location: location)
        for setting in settings {
            let value: PropertyValue
            switch setting.assigned {
            case .value(let assigned): value = assigned
            case .localized(let key): value = .string(strings[key] ?? "@" + key)
            }
            let origin: PropertySetting.Origin =
                if case .localized(let key) = setting.assigned, case .attribute = setting.origin { .localized(key: key) } else {
                    setting.origin
                }
            let property = PropertySetting(keyPath: setting.keyPath, value: value, origin: origin, location: setting.location)
            switch node.add(property) {
            case nil: break
            case .refused(let message)?: diagnostics.append(MarkupDiagnostic(.error, message, at: setting.location))
            case .ignored(let message)?: diagnostics.append(MarkupDiagnostic(.warning, message, at: setting.location))
            }
        }
        node.children = children.map { $0.declaration.node(strings: strings, diagnostics: &diagnostics) }
        return node
    }
}
