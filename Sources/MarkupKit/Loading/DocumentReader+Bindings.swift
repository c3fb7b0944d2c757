import KiloShared
// `$expression::formatter;argument=value` attributes, parsed and checked when the document loads.
import Layout

extension DocumentReader {
    func binding(_ attribute: XMLAttribute, on type: String) -> PropertyBinding? {
        guard propertyType(attribute.name, on: type, at: attribute.nameLocation, context: "attribute") != nil else { return nil }
        return binding(attribute, keyPath: catalog.canonicalKeyPath(attribute.name, of: type))
    }

    /// `attribute`'s binding of the property at `keyPath`, whose type the caller has checked.
    func binding(_ attribute: XMLAttribute, keyPath: String) -> PropertyBinding? {
        let source = attribute.value
        let body = String(source.dropFirst())
        let (expressionText, formatterText) = Self.splitFormatter(body)
        let start = attribute.valueLocation
        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: start.file, line: start.line, column: start.column + 1 + offset)
        }
        let expression: BindingExpression
        do {
            expression = try ExpressionParser.parse(expressionText, maximumTokens: loader.limits.expressionTokens)
        } catch {
            self.error("binding '\(attribute.name)': \(error.message)", at: location(error.offset))
            return nil
        }
        var reference: FormatterReference?
        if let formatterText {
            reference = formatter(formatterText, at: location(expressionText.unicodeScalars.count + 2), property: attribute.name)
            if reference == nil { return nil }
        }
        return PropertyBinding(
            keyPath: keyPath, expression: expression, formatter: reference, source: source, location: attribute.valueLocation)
    }

    /// Splits `expression::formatter;arguments` at the first `::` outside quotes.
    static func splitFormatter(_ text: String) -> (String, String?) {
        let scalars = Array(text.unicodeScalars)
        var quote: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" { index += 1 } else if scalar == open { quote = nil }
            } else if scalar == "'" || scalar == "\"" {
                quote = scalar
            } else if scalar == ":", index + 1 < scalars.count, scalars[index + 1] == ":" {
                var expression = ""
                var formatter = ""
                expression.unicodeScalars.append(contentsOf: scalars[..<index])
                formatter.unicodeScalars.append(contentsOf: scalars[(index + 2)...])
                return (expression, formatter)
            }
            index += 1
        }
        return (text, nil)
    }

    func formatter(_ text: String, at location: SourceLocation, property: String) -> FormatterReference? {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        let name = parts[0].trimmingSpaces
        guard let definition = loader.formatters.definitions[name] else {
            let names = loader.formatters.definitions.keys.sorted()
            error(
                "binding '\(property)': unknown formatter '\(name)'" + Suggestion.note(for: name, in: names)
                    + " (formatters: \(names.joined(separator: ", ")))", at: location)
            return nil
        }
        var arguments: [(name: String, value: PropertyValue)] = []
        var failed = false
        for part in parts.dropFirst() {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let argument = pieces[0].trimmingSpaces
            guard pieces.count == 2 else {
                error("binding '\(property)': formatter argument '\(argument)' needs a value (name=value)", at: location)
                failed = true
                continue
            }
            guard let type = definition.arguments[argument] else {
                error(
                    "binding '\(property)': the \(name) formatter has no argument '\(argument)'"
                        + Suggestion.note(for: argument, in: definition.arguments.keys), at: location)
                failed = true
                continue
            }
            switch type.convert(pieces[1].trimmingSpaces, colors: loader.colors) {
            case .success(let value): arguments.append((argument, value))
            case .failure(let failure):
                error("binding '\(property)': \(name) formatter argument '\(argument)': \(failure.message)", at: location)
                failed = true
            }
        }
        guard !failed else { return nil }
        let reference = FormatterReference(name: name, arguments: arguments)
        do {
            _ = try definition.make(reference, FormattingContext())
        } catch {
            self.error("binding '\(property)': \(error)", at: location)
            return nil
        }
        return reference
    }
}
