// `<?sectionRows source="users" onSelect="showPosts:" onDelete="remove:"?>`: a section whose rows come from the
// owner, made from the one cell that follows; `<?componentRows source="languages"?>`: a picker component's, made from
// the one `<row>` that follows.

extension DocumentReader {
    static let sectionRowsAttributes = ["source", "onSelect", "onDelete", "link"]

    func sectionRows(_ data: String, _ table: ViewFrame, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        let last = table.sections.count - 1
        if let first = table.sections[last].dynamicRows {
            error(
                "the section already takes its rows from '\(first.source)' (line \(first.location.line)); <?sectionBreak?> starts a new section",
                at: location)
            return
        }
        let cells = table.sections[last].cells.count
        if cells > 0 {
            error(
                "<?sectionRows?> comes before the section's cells: its one cell is the template of its rows, and \(cells) cell\(cells == 1 ? " is" : "s are") above it",
                at: location)
            return
        }
        guard let attributes = pseudoAttributes(data, dataLocation, in: "sectionRows") else { return }
        var values: [String: (value: String, location: SourceLocation)] = [:]
        for (name, value, at) in attributes {
            guard Self.sectionRowsAttributes.contains(name) else {
                error(
                    "<?sectionRows?> has no attribute '\(name)'" + Suggestion.note(for: name, in: Self.sectionRowsAttributes)
                        + "; it takes source, onSelect, onDelete and link", at: at)
                continue
            }
            if values[name] != nil { error("'\(name)' is given twice", at: at) }
            values[name] = (value, at)
        }
        guard let source = values["source"] else {
            error(
                "<?sectionRows?> needs source=\"…\": the owner's collection its rows come from (an @Rows property)", at: location)
            return
        }
        guard Self.isIdentifier(source.value) else {
            error("'\(source.value)' is not a property name: source names an @Rows property of the owner", at: source.location)
            return
        }
        func handler(_ name: String) -> String? {
            guard let (value, at) = values[name] else { return nil }
            let handler = String(value.dropLast())
            guard value.hasSuffix(":"), Self.isIdentifier(handler) else {
                let shown = value.hasSuffix(":") ? value : value + ":"
                error("\(name) names an action that takes the row's item: write '\(shown)'", at: at)
                return nil
            }
            return handler
        }
        var link: String?
        if let (value, at) = values["link"] {
            if DynamicRows.linkKeys(of: value) == nil || value.hasPrefix("/") || value.contains("://") || value.isEmpty {
                error(
                    "link '\(value)' is not a screen's path: write one relative to the app's screens, with the item's properties in braces (employees/{employeeNumber})",
                    at: at)
            } else {
                link = value
            }
        }
        table.sections[last].dynamicRows = DynamicRows(
            source: source.value, template: ViewNode(element: "UITableViewCell", location: location),
            selectAction: handler("onSelect"), deleteAction: handler("onDelete"), link: link, location: location)
    }

    func componentRows(_ data: String, _ picker: ViewFrame, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        let last = picker.components.count - 1
        if let first = picker.components[last].dynamicRows {
            error(
                "the component already takes its rows from '\(first.source)' (line \(first.location.line)); <?componentSeparator?> starts a new component",
                at: location)
            return
        }
        let rows = picker.components[last].rows.count
        if rows > 0 {
            error(
                "<?componentRows?> comes before the component's rows: its one <row> is the template of its rows, and \(rows) <row>\(rows == 1 ? " is" : "s are") above it",
                at: location)
            return
        }
        guard let attributes = pseudoAttributes(data, dataLocation, in: "componentRows") else { return }
        var source: (value: String, location: SourceLocation)?
        for (name, value, at) in attributes {
            guard name == "source" else {
                error(
                    "<?componentRows?> has no attribute '\(name)'" + Suggestion.note(for: name, in: ["source"])
                        + "; it takes source (the owner hears a spin in pickerView(_:didSelectValueIn:))", at: at)
                continue
            }
            if source != nil { error("'source' is given twice", at: at) }
            source = (value, at)
        }
        guard let source else {
            error(
                "<?componentRows?> needs source=\"…\": the owner's collection its rows come from (an @Rows property)",
                at: location)
            return
        }
        guard Self.isIdentifier(source.value) else {
            error("'\(source.value)' is not a property name: source names an @Rows property of the owner", at: source.location)
            return
        }
        // Until its <row> comes, the template is a placeholder made where the instruction is.
        picker.components[last].dynamicRows = DynamicRows(
            source: source.value, template: ViewNode(element: DynamicRows.pickerRowElement, location: location),
            location: location)
    }

    /// The `<row>` after `<?componentRows?>`: the template every row is made from, its title and value written or bound.
    func componentTemplate(_ attributes: [XMLAttribute], of picker: ViewFrame, _ location: SourceLocation) {
        let last = picker.components.count - 1
        guard var rows = picker.components[last].dynamicRows else { return }
        if rows.template.location != rows.location {
            error(
                "a dynamic component has one <row>, the template of its rows; this is another (<?componentSeparator?> starts a new component)",
                at: location)
            return
        }
        let allowed = ["title", "value"]
        var template = ViewNode(element: DynamicRows.pickerRowElement, location: location)
        for attribute in attributes {
            guard allowed.contains(attribute.name) else {
                error(
                    "<row> has no attribute '\(attribute.name)'; it takes title, value"
                        + Suggestion.note(for: attribute.name, in: allowed), at: attribute.nameLocation)
                continue
            }
            if attribute.value.hasPrefix("$") {
                if let binding = binding(attribute, keyPath: attribute.name) { template.bindings.append(binding) }
            } else {
                template.properties.append(
                    PropertySetting(
                        keyPath: attribute.name, value: .string(resolvePrefix(attribute.value).text),
                        location: attribute.valueLocation))
            }
        }
        guard template.bindings.contains(where: { $0.keyPath == "title" }) || template["title"] != nil else {
            error("a <row> needs a title (the template's reads the row's item: title=\"$item.name\")", at: location)
            return
        }
        rows.template = template
        picker.components[last].dynamicRows = rows
    }

    /// The components as the picker keeps them: each dynamic one has its template.
    func finishedComponents(_ components: [PickerComponent]) -> [PickerComponent] {
        for rows in components.compactMap(\.dynamicRows) where rows.template.location == rows.location {
            error(
                "the component of <?componentRows?> needs one <row> after it: the template each row is made from",
                at: rows.location)
        }
        return components
    }

    /// The sections as the table keeps them: a dynamic section's one cell becomes its template.
    func finishedSections(_ sections: [TableSection]) -> [TableSection] {
        sections.map { section in
            guard var rows = section.dynamicRows else { return section }
            var section = section
            guard let template = section.cells.first else {
                error(
                    "the section of <?sectionRows?> needs one cell after it: the template each row is made from",
                    at: rows.location)
                return section
            }
            for extra in section.cells.dropFirst() {
                error(
                    "a dynamic section has one cell, the template of its rows; this is another (<?sectionBreak?> starts a new section)",
                    at: extra.location)
            }
            if let problem = rows.tapProblem(in: section.selectionMode) { error(problem, at: rows.location) }
            rows.template = template
            section.dynamicRows = rows
            section.cells = []
            return section
        }
    }
}
