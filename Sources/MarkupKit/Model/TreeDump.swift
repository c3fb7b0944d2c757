import Layout

extension ViewTree {
    /// The resolved tree as indented text: each view with its style, outlet and location, then its properties,
    /// bindings, actions, layout attributes and static content, then its children. `httprpc markup dump` prints it.
    public func dump() -> String {
        var lines: [String] = []
        root.dump(into: &lines, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ViewNode {
    fileprivate func dump(into lines: inout [String], indent: String) {
        var head = indent + "<" + element
        if let style { head += " style=\(style)" }
        if let outlet { head += " id=\(outlet)" }
        lines.append(head + ">  " + "\(location.line):\(location.column)")
        let inner = indent + "  "
        for setting in properties {
            var line = inner + setting.keyPath + " = " + setting.value.description
            switch setting.origin {
            case .attribute: break
            case .template(let name): line += "  (template \(name))"
            case .localized(let key): line += "  (@\(key))"
            }
            lines.append(line)
        }
        for binding in bindings {
            var line = inner + binding.keyPath + " <- " + binding.expression.description
            if let formatter = binding.formatter {
                line += " :: " + formatter.name + formatter.arguments.map { ";\($0.name)=\($0.value)" }.joined()
            }
            lines.append(line)
        }
        for action in actions {
            lines.append(inner + action.event.attributeName + " -> " + action.handler + (action.takesSender ? "(_:)" : "()"))
        }
        let layoutText = layout.summary
        if !layoutText.isEmpty { lines.append(inner + "layout: " + layoutText) }
        switch content {
        case .table(let sections)?:
            for (index, section) in sections.enumerated() {
                var line = inner + "section \(index)"
                if let name = section.name { line += " name=\(name)" }
                if section.selectionMode != .default { line += " selection=\(section.selectionMode.rawValue)" }
                if let header = section.headerTitle { line += " header=\"\(header)\"" }
                if let footer = section.footerTitle { line += " footer=\"\(footer)\"" }
                if let rows = section.dynamicRows {
                    line += " rows=\(rows.source)"
                    if let select = rows.selectAction { line += " onSelect=\(select):" }
                    if let delete = rows.deleteAction { line += " onDelete=\(delete):" }
                    if let end = rows.endAction { line += " onEndReached=\(end)" }
                }
                lines.append(line)
                if let header = section.headerView {
                    lines.append(inner + "  header view:")
                    header.dump(into: &lines, indent: inner + "    ")
                }
                for cell in section.cells { cell.dump(into: &lines, indent: inner + "  ") }
                if let template = section.dynamicRows?.template {
                    lines.append(inner + "  row template:")
                    template.dump(into: &lines, indent: inner + "    ")
                }
                if let footer = section.footerView {
                    lines.append(inner + "  footer view:")
                    footer.dump(into: &lines, indent: inner + "    ")
                }
            }
        case .picker(let components)?:
            for (index, component) in components.enumerated() {
                lines.append(
                    inner + "component \(index)" + (component.name.map { " name=\($0)" } ?? "")
                        + (component.dynamicRows.map { " rows=\($0.source)" } ?? ""))
                for row in component.rows {
                    lines.append(inner + "  row \"\(row.title)\"" + (row.value.map { " value=\($0)" } ?? ""))
                }
                if let template = component.dynamicRows?.template {
                    lines.append(inner + "  row template:")
                    template.dump(into: &lines, indent: inner + "    ")
                }
            }
        case .segments(let segments)?:
            for segment in segments {
                lines.append(
                    inner + "segment " + (segment.title.map { "\"\($0)\"" } ?? "image(\(segment.image ?? ""))")
                        + (segment.value.map { " value=\($0)" } ?? ""))
            }
        case .tabBar(let items)?:
            for item in items {
                lines.append(
                    inner + "item " + (item.type.map { "type=\($0)" } ?? "\"\(item.title ?? "")\"")
                        + (item.name.map { " name=\($0)" } ?? ""))
            }
        case nil:
            break
        }
        for child in children { child.dump(into: &lines, indent: inner) }
    }
}

extension LayoutAttributes {
    /// The attributes that differ from the defaults, as `name=value` pairs.
    var summary: String {
        var parts: [String] = []
        if let weight { parts.append("weight=\(PropertyValue.format(weight))") }
        if let width { parts.append("width=\(PropertyValue.format(width))") }
        if let height { parts.append("height=\(PropertyValue.format(height))") }
        let constraints = sizeConstraints
        for (name, value) in [
            ("minimumWidth", constraints.minimumWidth), ("maximumWidth", constraints.maximumWidth),
            ("minimumHeight", constraints.minimumHeight), ("maximumHeight", constraints.maximumHeight),
            ("aspectRatio", constraints.aspectRatio),
        ] {
            if let value { parts.append("\(name)=\(PropertyValue.format(value))") }
        }
        if !anchor.isEmpty { parts.append("anchor=" + PropertyValue.anchors(anchor).description) }
        if margins != .zero { parts.append("margins=" + PropertyValue.edgeInsets(margins).description) }
        if let spacing { parts.append("spacing=\(PropertyValue.format(spacing))") }
        if horizontalAlignment != .fill { parts.append("horizontalAlignment=\(horizontalAlignment)") }
        if verticalAlignment != .fill { parts.append("verticalAlignment=\(verticalAlignment)") }
        if alignsToBaseline { parts.append("alignToBaseline baseline=\(baseline)") }
        if alignsToGrid { parts.append("alignToGrid") }
        if isHidden { parts.append("hidden") }
        if fitsWidth { parts.append("fitToWidth") }
        if fitsHeight { parts.append("fitToHeight") }
        return parts.joined(separator: " ")
    }
}
