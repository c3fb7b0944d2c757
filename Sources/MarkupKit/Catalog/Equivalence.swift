extension ViewTree {
    /// Whether `other` describes the same views: what two front ends (a markup document and its Lima twin, or a
    /// document and its conversion) must agree on. Where things were written, warnings, which of a property's names was
    /// used (`isOn` or `on`), how a binding was spelled (only its parsed expression counts), and the order of settings
    /// of different properties or of a formatter's arguments do not count.
    public func isEquivalent(to other: ViewTree, catalog: ElementCatalog = .standard) -> Bool {
        normalized(catalog: catalog) == other.normalized(catalog: catalog)
    }

    /// The tree with what ``isEquivalent(to:catalog:)`` ignores taken out: every location the same, no warnings,
    /// properties under their canonical names and sorted by them. Dump two of these to see how trees differ.
    public func normalized(catalog: ElementCatalog = .standard) -> ViewTree {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        var form = form
        form?.location = nowhere
        var navigation = navigation
        navigation?.location = nowhere
        for index in navigation?.rightBarButtons.indices ?? 0..<0 { navigation?.rightBarButtons[index].location = nowhere }
        return ViewTree(root: root.normalized(catalog: catalog), form: form, navigation: navigation)
    }
}

extension ViewNode {
    func normalized(catalog: ElementCatalog) -> ViewNode {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        var node = self
        node.location = nowhere
        node.properties = properties.map { setting in
            var setting = setting
            setting.keyPath = catalog.canonicalKeyPath(setting.keyPath, of: element)
            setting.location = nowhere
            return setting
        }.sorted { $0.keyPath < $1.keyPath }
        node.bindings = bindings.map { binding in
            var binding = binding
            binding.keyPath = catalog.canonicalKeyPath(binding.keyPath, of: element)
            binding.location = nowhere
            binding.source = ""
            binding.formatter?.arguments.sort { $0.name < $1.name }
            return binding
        }
        node.actions = actions.map { action in
            var action = action
            action.location = nowhere
            return action
        }
        node.children = children.map { $0.normalized(catalog: catalog) }
        func normalized(_ rows: DynamicRows?) -> DynamicRows? {
            guard var rows else { return nil }
            rows.template = rows.template.normalized(catalog: catalog)
            rows.location = nowhere
            return rows
        }
        switch content {
        case .table(var sections):
            for index in sections.indices {
                sections[index].cells = sections[index].cells.map { $0.normalized(catalog: catalog) }
                sections[index].headerView = sections[index].headerView?.normalized(catalog: catalog)
                sections[index].footerView = sections[index].footerView?.normalized(catalog: catalog)
                sections[index].dynamicRows = normalized(sections[index].dynamicRows)
            }
            node.content = .table(sections)
        case .picker(var components):
            for index in components.indices { components[index].dynamicRows = normalized(components[index].dynamicRows) }
            node.content = .picker(components)
        default:
            break
        }
        return node
    }
}
