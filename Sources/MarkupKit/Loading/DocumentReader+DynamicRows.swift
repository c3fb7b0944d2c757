// `<?sectionRows source="users" onSelect="showPosts:" onDelete="remove:" onEndReached="loadMore"?>`: a section
// whose rows come from the owner, made from the one cell that follows; `<?componentRows source="languages"?>`: a picker component's, made from
// the one `<row>` that follows.
import KiloShared

extension DocumentReader {
    /// What `<?sectionRows?>` and `<?componentRows?>` say: the source and the other attributes, each given once and
    /// known; nil (with the errors) when the section or component has rows already, or the instruction has no source.
    /// `place` names what takes the rows, for the errors: ("section", "cell", "<?sectionBreak?>").
    private func rowsInstruction(
        _ target: String, _ data: String, _ location: SourceLocation, _ dataLocation: SourceLocation, existing: DynamicRows?,
        rowsAbove: Int, place: (name: String, row: String, separator: String), allowed: [String], takes: String
    ) -> (source: String, values: [String: (value: String, location: SourceLocation)])? {
        if let first = existing {
            error(
                "the \(place.name) already takes its rows from '\(first.source)' (line \(first.location.line)); \(place.separator) starts a new \(place.name)",
                at: location)
            return nil
        }
        if rowsAbove > 0 {
            error(
                "<?\(target)?> comes before the \(place.name)'s \(place.row)s: its one \(place.row) is the template of its rows, and \(rowsAbove) \(place.row)\(rowsAbove == 1 ? " is" : "s are") above it",
                at: location)
            return nil
        }
        guard let attributes = pseudoAttributes(data, dataLocation, in: target) else { return nil }
        var values: [String: (value: String, location: SourceLocation)] = [:]
        for (name, value, at) in attributes {
            guard allowed.contains(name) else {
                error(
                    "<?\(target)?> has no attribute '\(name)'" + Suggestion.note(for: name, in: allowed) + "; it takes \(takes)",
                    at: at)
                continue
            }
            if values[name] != nil { error("'\(name)' is given twice", at: at) }
            values[name] = (value, at)
        }
        guard let source = values["source"] else {
            error(
                "<?\(target)?> needs source=\"…\": the owner's collection its rows come from (an @Rows property)", at: location)
            return nil
        }
        guard Self.isIdentifier(source.value) else {
            error("'\(source.value)' is not a property name: source names an @Rows property of the owner", at: source.location)
            return nil
        }
        return (source.value, values)
    }

    func sectionRows(_ data: String, _ table: ViewFrame, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        let last = table.sections.count - 1
        guard
            let (source, values) = rowsInstruction(
                "sectionRows", data, location, dataLocation, existing: table.sections[last].dynamicRows,
                rowsAbove: table.sections[last].cells.count, place: ("section", "cell", "<?sectionBreak?>"),
                allowed: ["source", "onSelect", "onDelete", "onEndReached", "link"],
                takes: "source, onSelect, onDelete, onEndReached and link")
        else { return }
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
            if let problem = ScreenLink.problem(with: value) {
                error("link '\(value)' \(problem)", at: at)
            } else if DynamicRows.linkKeys(of: value) == nil {
                error(
                    "link '\(value)' is not a screen's path: write one relative to the app's screens, with the item's properties in braces (employees/{employeeNumber})",
                    at: at)
            } else {
                link = value
            }
        }
        var endAction: String?
        if let (value, at) = values["onEndReached"] {
            if Self.isIdentifier(value) {
                endAction = value
            } else {
                let name = value.hasSuffix(":") ? String(value.dropLast()) : value
                error(
                    "onEndReached names an action that takes nothing (it loads the next rows): write '\(Self.isIdentifier(name) ? name : "loadMore")'",
                    at: at)
            }
        }
        table.sections[last].dynamicRows = DynamicRows(
            source: source, template: ViewNode(element: "UITableViewCell", location: location),
            selectAction: handler("onSelect"), deleteAction: handler("onDelete"), link: link, endAction: endAction,
            location: location)
    }

    func componentRows(_ data: String, _ picker: ViewFrame, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        let last = picker.components.count - 1
        guard
            let (source, _) = rowsInstruction(
                "componentRows", data, location, dataLocation, existing: picker.components[last].dynamicRows,
                rowsAbove: picker.components[last].rows.count, place: ("component", "<row>", "<?componentSeparator?>"),
                allowed: ["source"], takes: "source (the owner hears a spin in pickerView(_:didSelectValueIn:))")
        else { return }
        // Until its <row> comes, the template is a placeholder made where the instruction is.
        picker.components[last].dynamicRows = DynamicRows(
            source: source, template: ViewNode(element: DynamicRows.pickerRowElement, location: location),
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
