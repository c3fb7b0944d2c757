/// The templates of a document: `<?properties?>` instructions merged in order (a later value for the same key of
/// the same template replaces the earlier one, as MarkupKit's dictionary merge did).
struct Templates {
    /// Template names in the order first defined, each with its members in order.
    private(set) var names: [String] = []
    private var members: [String: [JSONMember]] = [:]

    subscript(name: String) -> [JSONMember]? { members[name] }

    /// Merges one `<?properties?>` object; returns messages for members that are not templates.
    mutating func merge(_ value: JSONValue, at location: SourceLocation) -> [MarkupDiagnostic] {
        guard case .object(let templates) = value else {
            return [
                MarkupDiagnostic(
                    .error, "templates must be a JSON object of templates: {\"name\": {\"property\": value}}", at: location)
            ]
        }
        var problems: [MarkupDiagnostic] = []
        for template in templates {
            guard case .object(let properties) = template.value else {
                problems.append(
                    MarkupDiagnostic(
                        .error, "template '\(template.key)' must be a JSON object of properties", at: template.location))
                continue
            }
            if members[template.key] == nil {
                names.append(template.key)
                members[template.key] = []
            }
            for property in properties {
                members[template.key]?.removeAll { $0.key == property.key }
                members[template.key]?.append(property)
            }
        }
        return problems
    }
}
