/// The key/value pairs of a `.strings` file (`"key" = "value";`), read without Foundation's property-list
/// parser so that it behaves the same on Linux: `/* */` and `//` comments, quoted or bare keys and values,
/// the escapes `\n \t \r \" \\ \uXXXX \UXXXX`, and a later duplicate key overriding an earlier one.
public struct StringsTable: Sendable, Equatable {
    /// The pairs, by key.
    public var entries: [String: String]

    /// Creates a table from pairs.
    public init(_ entries: [String: String] = [:]) {
        self.entries = entries
    }

    /// Reads a `.strings` file's text.
    /// - Throws: ``MarkupError`` with the line and column of the first malformed entry.
    public init(parsing text: String, file: String) throws(MarkupError) {
        var reader = StringsReader(Array(text.unicodeScalars), file: file)
        do {
            entries = try reader.readEntries()
        } catch {
            throw MarkupError(diagnostics: [MarkupDiagnostic(.error, error.message, at: error.location)])
        }
    }

    /// The value for a key, if the table has one.
    public subscript(key: String) -> String? { entries[key] }
}

private struct StringsReader: ScalarReading {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    init(_ scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
        self.file = file
    }

    mutating func readEntries() throws(SyntaxError) -> [String: String] {
        var entries: [String: String] = [:]
        while true {
            try skipTrivia()
            guard index < scalars.count else { return entries }
            let key = try token(what: "a key")
            try skipTrivia()
            guard peek("=") else { throw error("expected '=' after the key \"\(key)\"") }
            advance()
            try skipTrivia()
            let value = try token(what: "a value")
            try skipTrivia()
            guard peek(";") else { throw error("expected ';' after the value of \"\(key)\"") }
            advance()
            entries[key] = value
        }
    }

    mutating func token(what: String) throws(SyntaxError) -> String {
        guard index < scalars.count else { throw error("expected \(what), found the end of the file") }
        if peek("\"") { return try quoted() }
        let start = index
        while index < scalars.count,
            scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
                || "_.-$:/".unicodeScalars.contains(scalars[index])
        {
            advance()
        }
        guard index > start else { throw error("expected \(what), found '\(scalars[index])'") }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        return text
    }

    mutating func quoted() throws(SyntaxError) -> String {
        let start = location
        advance()
        var text = ""
        while true {
            guard index < scalars.count else {
                throw SyntaxError(message: "a string is not closed", location: start)
            }
            let scalar = scalars[index]
            advance()
            if scalar == "\"" { return text }
            guard scalar == "\\" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            guard index < scalars.count else { throw SyntaxError(message: "a string is not closed", location: start) }
            let escape = scalars[index]
            advance()
            switch escape {
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            case "u", "U":
                text.unicodeScalars.append(try hexScalar(after: escape))
            default:
                text.unicodeScalars.append(escape)
            }
        }
    }

    mutating func skipTrivia() throws(SyntaxError) {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                advance()
            } else if peek("/"), index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = location
                advance()
                advance()
                while index < scalars.count, !(peek("*") && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                guard index < scalars.count else { throw SyntaxError(message: "a comment is not closed", location: start) }
                advance()
                advance()
            } else if peek("/"), index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else {
                return
            }
        }
    }
}
