import KiloShared
// Static content: `<segment>`, `<row>`, `<item>`, `<sectionHeader>` and `<sectionFooter>`.
import Layout

extension DocumentReader {
    func untypedElement(_ name: String, _ attributes: [XMLAttribute], _ location: SourceLocation) {
        if name == "sectionHeaderView" || name == "sectionFooterView" {
            sectionView(name, attributes, location)
            return
        }
        let parentFrame = self.parentFrame
        let isRoot = stack.isEmpty
        stack.append(.untyped(name))
        if name == "row", let picker = parentFrame, picker.content == .picker,
            picker.components[picker.components.count - 1].dynamicRows != nil
        {
            componentTemplate(attributes, of: picker, location)
            return
        }
        let expected: ContentModel
        let parentName: String
        let allowed: [String]
        switch name {
        case "segment": (expected, parentName, allowed) = (.segments, "a UISegmentedControl", ["title", "image", "value"])
        case "row": (expected, parentName, allowed) = (.picker, "an LMPickerView", ["title", "value"])
        case "item":
            (expected, parentName, allowed) = (.tabBarItems, "a UITabBar", ["type", "title", "image", "selectedImage", "name"])
        default: (expected, parentName, allowed) = (.table, "an LMTableView", ["title"])
        }
        guard let parent = parentFrame, parent.content == expected else {
            // Inside an unknown element there is nothing to check against.
            if parentFrame?.content != nil || isRoot {
                error("<\(name)> belongs directly inside \(parentName)", at: location)
            }
            return
        }
        var values: [String: String] = [:]
        for attribute in attributes {
            guard allowed.contains(attribute.name) else {
                error(
                    "<\(name)> has no attribute '\(attribute.name)'; it takes \(allowed.joined(separator: ", "))"
                        + Suggestion.note(for: attribute.name, in: allowed), at: attribute.nameLocation)
                continue
            }
            if attribute.value.hasPrefix("$") {
                error("<\(name)> attributes cannot be bound; bind a property of a view instead", at: attribute.valueLocation)
                continue
            }
            values[attribute.name] = resolvePrefix(attribute.value).text
        }
        switch name {
        case "segment":
            if values["title"] == nil && values["image"] == nil {
                error("a <segment> needs a title or an image", at: location)
            }
            parent.segments.append(
                Segment(title: values["title"], image: values["title"] == nil ? values["image"] : nil, value: values["value"]))
        case "row":
            guard let title = values["title"] else {
                error("a <row> needs a title", at: location)
                return
            }
            parent.components[parent.components.count - 1].rows.append(PickerRow(title: title, value: values["value"]))
        case "item":
            if let type = values["type"], !TabBarItem.systemTypes.contains(type) {
                error(
                    "'\(type)' is not a tab bar item type; the types are \(TabBarItem.systemTypes.joined(separator: ", "))"
                        + Suggestion.note(for: type, in: TabBarItem.systemTypes), at: location)
            } else if values["type"] == nil && values["title"] == nil {
                error("an <item> needs a type or a title", at: location)
            }
            parent.items.append(
                TabBarItem(
                    type: values["type"], title: values["title"], image: values["image"],
                    selectedImage: values["selectedImage"], name: values["name"]))
        default:
            guard let title = values["title"] else {
                error("a <\(name)> needs a title", at: location)
                return
            }
            let last = parent.sections.count - 1
            let isHeader = name == "sectionHeader"
            if let previous = isHeader ? parent.sections[last].headerTitle : parent.sections[last].footerTitle {
                builder.warning(
                    "this replaces the \(isHeader ? "header" : "footer") '\(previous)' of the same section; "
                        + "<?sectionBreak?> starts a new section", at: location)
            }
            if isHeader { parent.sections[last].headerTitle = title } else { parent.sections[last].footerTitle = title }
        }
    }
}

extension DocumentReader {
    /// `<sectionHeaderView>` or `<sectionFooterView>`: one view shown above or below the current section.
    func sectionView(_ name: String, _ attributes: [XMLAttribute], _ location: SourceLocation) {
        let header = name == "sectionHeaderView"
        guard let table = parentFrame, table.content == .table else {
            if parentFrame?.content != nil || stack.isEmpty {
                error("<\(name)> belongs directly inside an LMTableView", at: location)
            }
            stack.append(.skipped)
            return
        }
        for attribute in attributes {
            error("<\(name)> takes no attributes: its view has them", at: attribute.nameLocation)
        }
        let section = table.sections[table.sections.count - 1]
        if (header ? section.headerView : section.footerView) != nil {
            error(
                "the section already has a \(header ? "header" : "footer") view; <?sectionBreak?> starts a new section",
                at: location)
        }
        stack.append(.sectionView(header: header, table: table))
    }

    /// Gives a section's header or footer view its place; false when the element being closed holds no such view.
    func attachSectionView(_ node: ViewNode) -> Bool {
        guard case .sectionView(let header, let table)? = stack.last else { return false }
        let last = table.sections.count - 1
        if header {
            if table.sections[last].headerView != nil {
                error("<sectionHeaderView> takes one view; <\(node.element)> is a second", at: node.location)
            } else {
                table.sections[last].headerView = node
            }
        } else if table.sections[last].footerView != nil {
            error("<sectionFooterView> takes one view; <\(node.element)> is a second", at: node.location)
        } else {
            table.sections[last].footerView = node
        }
        return true
    }
}
