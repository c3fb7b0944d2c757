import KiloShared

extension ElementCatalog {
    /// Registers the element types a JSON file describes, so that apps (and `httprpc markup lint --elements`)
    /// can declare their own views without code:
    ///
    /// ```json
    /// {
    ///   "Charts.PieChartView": {
    ///     "base": "UIView",
    ///     "properties": {"centerText": "string", "holeRadiusPercent": "number", "legendStyle": ["line", "circle"]},
    ///     "events": ["valueChanged"],
    ///     "userValues": ["centerText"],
    ///     "content": "none"
    ///   }
    /// }
    /// ```
    ///
    /// Property types are `string`, `number`, `integer`, `bool`, `color`, `font`, `image`, `edgeInsets`, `anchors`
    /// or an array of enumeration cases; `content` is `none`, `subviews` or `content`; `base` defaults to `UIView`;
    /// `userValues` lists the properties a person changes by using the view (``ElementType/userValues``).
    /// - Throws: ``MarkupError`` naming each malformed entry with its line and column.
    public mutating func register(json text: String, file: String) throws(MarkupError) {
        var reader = JSONReader(text, start: SourceLocation(file: file, line: 1, column: 1))
        let json: JSONValue
        do {
            json = try reader.read()
        } catch {
            throw MarkupError(diagnostics: [MarkupDiagnostic(.error, error.message, at: error.location)])
        }
        var problems: [MarkupDiagnostic] = []
        func problem(_ message: String, _ location: SourceLocation) {
            problems.append(MarkupDiagnostic(.error, message, at: location))
        }
        guard case .object(let entries) = json else {
            throw MarkupError(diagnostics: [
                MarkupDiagnostic(
                    .error, "an element file is a JSON object of element types",
                    at: SourceLocation(file: file, line: 1, column: 1))
            ])
        }
        let scalarTypes: [String: PropertyType] = [
            "string": .string, "number": .number, "integer": .integer, "bool": .bool, "color": .color, "font": .font,
            "image": .image, "edgeInsets": .edgeInsets, "anchors": .anchors,
        ]
        let contents: [String: ContentModel] = ["none": .none, "subviews": .subviews, "content": .content]
        var added: [ElementType] = []
        for entry in entries {
            guard case .object(let fields) = entry.value else {
                problem("element '\(entry.key)' must be a JSON object", entry.location)
                continue
            }
            var type = ElementType(entry.key)
            for field in fields {
                switch (field.key, field.value) {
                case ("base", .string(let base)):
                    type.base = base
                case ("properties", .object(let properties)):
                    for property in properties {
                        switch property.value {
                        case .string(let name):
                            guard let propertyType = scalarTypes[name] else {
                                problem(
                                    "'\(name)' is not a property type" + Suggestion.note(for: name, in: scalarTypes.keys),
                                    property.location)
                                continue
                            }
                            type.properties[property.key] = propertyType
                        case .array(let cases):
                            let names = cases.compactMap { value -> String? in
                                if case .string(let name) = value { return name }
                                return nil
                            }
                            guard names.count == cases.count, !names.isEmpty else {
                                problem("the cases of '\(property.key)' must be strings", property.location)
                                continue
                            }
                            type.properties[property.key] = .enumeration(names)
                        default:
                            problem("the type of '\(property.key)' must be a type name or an array of cases", property.location)
                        }
                    }
                case ("events", .array(let events)):
                    for event in events {
                        guard case .string(let name) = event, let controlEvent = ControlEvent(rawValue: name) else {
                            problem(
                                "'\(entry.key)' lists an unknown event; events are "
                                    + ControlEvent.allCases.map(\.rawValue).joined(separator: ", "), field.location)
                            continue
                        }
                        type.events.insert(controlEvent)
                    }
                case ("content", .string(let name)):
                    guard let content = contents[name] else {
                        problem("content must be none, subviews or content", field.location)
                        continue
                    }
                    type.content = content
                case ("userValues", .array(let names)):
                    for name in names {
                        guard case .string(let property) = name else {
                            problem("the userValues of '\(entry.key)' must be property names", field.location)
                            continue
                        }
                        type.userValues.insert(property)
                    }
                case ("styles", .array(let styles)):
                    type.styles = styles.compactMap { if case .string(let style) = $0 { return style } else { return nil } }
                default:
                    problem(
                        "unknown or malformed field '\(field.key)' (fields: base, properties, events, content, styles, userValues)",
                        field.location)
                }
            }
            if let base = type.base, types[base] == nil, !entries.contains(where: { $0.key == base }) {
                problem(
                    "'\(entry.key)' has an unknown base '\(base)'" + Suggestion.note(for: base, in: types.keys), entry.location)
            }
            added.append(type)
        }
        guard problems.isEmpty else { throw MarkupError(diagnostics: problems) }
        for type in added { register(type) }
    }
}
