// `<?form action="/post" method="post" title="…" submit="…"?>`: where the document's controls post to.
import KiloShared

extension DocumentReader {
    static let formAttributes = ["action", "method", "title", "submit"]

    func form(_ data: String, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        if let first = builder.form {
            error(
                "<?form?> is declared twice; the first is at line \(first.location.line), column \(first.location.column)",
                at: location)
            return
        }
        if let navigation = builder.navigation {
            error(
                "<?form?> and the navigation bar of line \(navigation.location.line) both make the screen's bar; give the form its title",
                at: location)
            return
        }
        guard let attributes = pseudoAttributes(data, dataLocation, in: "form") else { return }
        var values: [String: String] = [:]
        for (name, value, at) in attributes {
            guard Self.formAttributes.contains(name) else {
                error(
                    "<?form?> has no attribute '\(name)'" + Suggestion.note(for: name, in: Self.formAttributes)
                        + "; it takes action, method, title and submit", at: at)
                continue
            }
            if values[name] != nil { error("'\(name)' is given twice", at: at) }
            values[name] = value
        }
        guard let action = values["action"], !action.isEmpty else {
            error("<?form?> needs action=\"…\": the URL its fields are posted to", at: location)
            return
        }
        var method = DocumentForm.Method.post
        if let name = values["method"] {
            guard let known = DocumentForm.Method(rawValue: name.lowercased()) else {
                let at = attributes.first { $0.name == "method" }?.location ?? location
                error("method must be get or post, not '\(name)'", at: at)
                return
            }
            method = known
        }
        builder.form = DocumentForm(
            action: action, method: method, title: values["title"], submitTitle: values["submit"] ?? "Submit", location: location)
    }

    /// Reads `name="value"` pairs (single or double quotes) as in `<?xml-stylesheet?>`, with where each name starts;
    /// nil after reporting text that is not such a pair. Values keep character references as written.
    func pseudoAttributes(
        _ data: String, _ start: SourceLocation, in instruction: String
    ) -> [(name: String, value: String, location: SourceLocation)]? {
        let scalars = Array(data.unicodeScalars)
        var result: [(name: String, value: String, location: SourceLocation)] = []
        var index = 0
        var location = start
        func advance() {
            if scalars[index] == "\n" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
            index += 1
        }
        while index < scalars.count {
            if scalars[index].properties.isWhitespace {
                advance()
                continue
            }
            let nameStart = location
            var name = ""
            while index < scalars.count, scalars[index] != "=", !scalars[index].properties.isWhitespace {
                name.unicodeScalars.append(scalars[index])
                advance()
            }
            guard index < scalars.count, scalars[index] == "=", !name.isEmpty else {
                error("expected name=\"value\" in <?\(instruction)?>", at: nameStart)
                return nil
            }
            advance()
            guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
                error("the value of '\(name)' must be quoted", at: location)
                return nil
            }
            let quote = scalars[index]
            advance()
            var value = ""
            while index < scalars.count, scalars[index] != quote {
                value.unicodeScalars.append(scalars[index])
                advance()
            }
            guard index < scalars.count else {
                error("the value of '\(name)' is not closed with \(quote)", at: nameStart)
                return nil
            }
            advance()
            result.append((name, value, nameStart))
        }
        return result
    }
}
