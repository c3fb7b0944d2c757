import KiloShared
// Attributes: style, outlets, actions, properties (templates first, then attributes in order) and layout attributes.
import Layout

extension DocumentReader {
    func applyAttributes(_ attributes: [XMLAttribute], to frame: ViewFrame) {
        let type = frame.typeName
        // Templates first, so that attributes override them wherever `class` is written.
        let template = attributes.first { $0.name == "class" }.map { templateSettings($0, on: type) } ?? TemplateResult()
        frame.node.layout = template.layout
        var properties = template.properties
        var hasRoom = false
        for attribute in attributes {
            switch attribute.name {
            case "style":
                let styles = catalog.styles(of: type)
                if styles.isEmpty {
                    error("<\(type)> has no styles", at: attribute.valueLocation)
                } else if !styles.contains(attribute.value) {
                    error(
                        "'\(attribute.value)' is not a style of <\(type)>; its styles are \(styles.joined(separator: ", "))"
                            + Suggestion.note(for: attribute.value, in: styles), at: attribute.valueLocation)
                } else {
                    frame.node.style = attribute.value
                }
            case "class":
                break
            case "id" where frame.isInRowTemplate:
                error(
                    "a row template's views are made once per row, so none can be an outlet (id '\(attribute.value)')",
                    at: attribute.nameLocation)
            case "id":
                outlet(attribute, for: frame)
            case "link" where catalog.type(type, inheritsFrom: ScreenLink.linkedElement):
                let link = attribute.value
                if let problem = ScreenLink.problem(with: link) {
                    error("link '\(link)' \(problem)", at: attribute.valueLocation)
                } else if frame.isInRowTemplate, DynamicRows.linkKeys(of: link) == nil {
                    error(
                        "link '\(link)' is not a row's screen: its braces must pair up, each naming a property of the row's item (todos/{id})",
                        at: attribute.valueLocation)
                } else if !frame.isInRowTemplate, link.contains(where: { $0 == "{" || $0 == "}" }) {
                    error(
                        "link '\(link)' has braces, which only a button of a row template fills, from its row's item",
                        at: attribute.valueLocation)
                } else {
                    frame.node.link = link
                }
            case "link":
                error(
                    "<\(type)> is not a button: link is what a tap on a UIButton goes to (a dynamic section's rows take it in <?sectionRows?>)",
                    at: attribute.nameLocation)
            default:
                if let event = ControlEvent(attributeName: attribute.name) {
                    if frame.isInRowTemplate {
                        error(
                            "a row template's controls cannot call actions; <?sectionRows?> names what a tap on a row (onSelect) or deleting it (onDelete) calls",
                            at: attribute.nameLocation)
                    } else {
                        action(event, attribute, for: frame)
                    }
                } else if attribute.value.hasPrefix("$") {
                    guard let binding = binding(attribute, on: type) else { continue }
                    if binding.expression.readsItem && !frame.isInRowTemplate {
                        error(
                            "'\(attribute.value)' reads a row's item, and this view is in no row template (the cell after <?sectionRows?>)",
                            at: attribute.valueLocation)
                    } else {
                        frame.node.bindings.append(binding)
                    }
                } else if let setting = property(attribute, on: type) {
                    if !hasRoom {
                        // Room for every attribute at once: the template's list is shared, and growing a copy of it
                        // one setting at a time reallocated it each time.
                        properties.reserveCapacity(properties.count + attributes.count)
                        hasRoom = true
                    }
                    add(setting, on: type, to: &properties, layout: &frame.node.layout)
                }
            }
        }
        frame.node.properties = properties
        if let link = frame.node.link, let problem = ScreenLink.tapProblem(link: link, actions: frame.node.actions) {
            error(problem, at: attributes.first { $0.name == "link" }?.nameLocation ?? frame.node.location)
        }
    }

    func outlet(_ attribute: XMLAttribute, for frame: ViewFrame) {
        let name = attribute.value
        guard Self.isIdentifier(name) else {
            error(
                "'\(name)' is not a valid id: an outlet name is a Swift identifier (letters, digits, _)",
                at: attribute.valueLocation)
            return
        }
        if let first = builder.outlets[name] {
            error(
                "id '\(name)' is already given to the element at \(first.file == file ? "" : first.file + ":")line \(first.line), column \(first.column)",
                at: attribute.valueLocation)
            return
        }
        builder.outlets[name] = attribute.valueLocation
        frame.node.outlet = name
    }

    func action(_ event: ControlEvent, _ attribute: XMLAttribute, for frame: ViewFrame) {
        let type = frame.typeName
        let events = catalog.events(of: type)
        guard !events.isEmpty else {
            error(
                "<\(type)> is not a control and sends no events, so '\(attribute.name)' cannot be handled",
                at: attribute.nameLocation)
            return
        }
        guard events.contains(event) else {
            let names = events.map(\.attributeName).sorted()
            error(
                "<\(type)> does not send \(event.rawValue); its events are \(names.joined(separator: ", "))",
                at: attribute.nameLocation)
            return
        }
        var handler = attribute.value
        let takesSender = handler.hasSuffix(":")
        if takesSender { handler.removeLast() }
        guard Self.isIdentifier(handler) else {
            error(
                "'\(attribute.value)' is not a handler name: write a method name, with a trailing ':' if it takes the sender",
                at: attribute.valueLocation)
            return
        }
        frame.node.actions.append(
            ActionSetting(event: event, handler: handler, takesSender: takesSender, location: attribute.nameLocation))
    }

    /// Resolves an attribute's key path on a type, reporting the component that names nothing.
    func propertyType(
        _ keyPath: String, on type: String, at location: SourceLocation, context: @autoclosure () -> String
    ) -> PropertyType? {
        switch catalog.resolve(keyPath: keyPath, on: type) {
        case .success(let propertyType):
            return propertyType
        case .failure(let failure):
            var candidates = failure.candidates
            if failure.owner == type { candidates.formUnion(catalog.events(of: type).map(\.attributeName)) }
            let subject = failure.component == keyPath ? "\(context()) '\(keyPath)'" : "'\(failure.component)' (in '\(keyPath)')"
            error(
                "unknown \(subject): <\(failure.owner)> has no such property"
                    + Suggestion.note(for: failure.component, in: candidates), at: location)
            return nil
        }
    }

    func property(_ attribute: XMLAttribute, on type: String) -> PropertySetting? {
        guard let propertyType = propertyType(attribute.name, on: type, at: attribute.nameLocation, context: "attribute") else {
            return nil
        }
        let (text, origin) = resolvePrefix(attribute.value)
        switch propertyType.convert(text, colors: loader.colors) {
        case .success(let value):
            return PropertySetting(keyPath: attribute.name, value: value, origin: origin, location: attribute.valueLocation)
        case .failure(let failure):
            error("attribute '\(attribute.name)' of <\(type)>: \(failure.message)", at: attribute.valueLocation)
            return nil
        }
    }

    /// Applies an attribute value's prefix: `@key` is looked up in the strings table (a missing key shows as
    /// written, "@" included, so that it is easy to spot), `^` escapes the character after it.
    func resolvePrefix(_ value: String) -> (text: String, origin: PropertySetting.Origin) {
        if value.hasPrefix("@"), value.count > 1 {
            let key = String(value.dropFirst())
            return (loader.strings[key] ?? value, .localized(key: key))
        }
        if value.hasPrefix("^") { return (String(value.dropFirst()), .attribute) }
        return (value, .attribute)
    }

    func templateSettings(_ attribute: XMLAttribute, on type: String) -> TemplateResult {
        let use = TemplateUse(type: type, classes: attribute.value)
        if let cached = templateCache[use] { return cached }
        let diagnosticCount = builder.diagnostics.count
        var result = TemplateResult()
        for name in attribute.value.split(separator: ",").map({ $0.trimmingSpaces }) where !name.isEmpty {
            guard let members = templates[name] else {
                error(
                    "unknown template '\(name)'" + Suggestion.note(for: name, in: templates.names)
                        + (templates.names.isEmpty ? " (no <?properties?> defines any)" : ""), at: attribute.valueLocation)
                continue
            }
            for setting in convertedSettings(of: String(name), members, on: type, at: attribute.valueLocation) {
                add(setting, on: type, to: &result.properties, layout: &result.layout)
            }
        }
        if builder.diagnostics.count == diagnosticCount { templateCache[use] = result }
        return result
    }

    /// The settings of one template for a view of `type`, converted once per type and template: `class` values that
    /// share a template (`cell, metal` and `cell, gas`) convert its members once. Kept only when they converted without
    /// diagnostics, so that each use still reports them.
    func convertedSettings(
        of name: String, _ members: [JSONMember], on type: String, at location: SourceLocation
    ) -> [PropertySetting] {
        let use = TemplateUse(type: type, classes: name)
        if let cached = templateMemberCache[use] { return cached }
        let diagnosticCount = builder.diagnostics.count
        var settings: [PropertySetting] = []
        for member in members {
            guard
                let propertyType = propertyType(
                    member.key, on: type, at: location,
                    context: "property (set by template '\(name)' at line \(member.location.line))")
            else { continue }
            switch propertyType.convert(member.value, colors: loader.colors) {
            case .success(let value):
                settings.append(
                    PropertySetting(keyPath: member.key, value: value, origin: .template(name), location: member.location))
            case .failure(let failure):
                error("template '\(name)', property '\(member.key)' for <\(type)>: \(failure.message)", at: member.location)
            }
        }
        if builder.diagnostics.count == diagnosticCount { templateMemberCache[use] = settings }
        return settings
    }

    /// Adds a setting of a view of `type` after those before it (``ViewNode/add(_:to:layout:)``), under its canonical
    /// key path (`isOn` is `on`, ``ElementCatalog/canonicalKeyPath(_:of:)``), reporting a refused or ignored layout
    /// value at the setting.
    func add(
        _ setting: PropertySetting, on type: String, to properties: inout [PropertySetting], layout: inout LayoutAttributes
    ) {
        var setting = setting
        setting.keyPath = catalog.canonicalKeyPath(setting.keyPath, of: type)
        switch ViewNode.add(setting, to: &properties, layout: &layout) {
        case nil: break
        case .refused(let message)?: error(message, at: setting.location)
        case .ignored(let message)?: builder.warning(message, at: setting.location)
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
