/// A JSON value that keeps the order and the position of object members, as templates need (Foundation's
/// `JSONSerialization` loses both).
indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([JSONMember])
}

/// One member of a JSON object, with where its key starts.
struct JSONMember: Sendable, Equatable {
    var key: String
    var value: JSONValue
    var location: SourceLocation
}

/// Reads the JSON of a `<?properties {…}?>` instruction, reporting positions in the markup document.
struct JSONReader: ScalarReading {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line: Int
    var column: Int

    /// - Parameter start: where the text begins in its document.
    init(_ text: String, start: SourceLocation) {
        self.scalars = Array(text.unicodeScalars)
        self.file = start.file
        self.line = start.line
        self.column = start.column
    }

    /// Reads one value that must fill the whole text.
    mutating func read() throws(SyntaxError) -> JSONValue {
        let value = try self.value(depth: 0)
        skipWhitespace()
        if index < scalars.count { throw error("unexpected '\(scalars[index])' after the JSON value") }
        return value
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: "JSON: " + message, location: location)
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < 64 else { throw error("nested too deeply") }
        skipWhitespace()
        guard index < scalars.count else { throw error("expected a value, found the end") }
        switch scalars[index] {
        case "{":
            advance()
            var members: [JSONMember] = []
            skipWhitespace()
            if peek("}") {
                advance()
                return .object(members)
            }
            while true {
                skipWhitespace()
                let keyLocation = location
                guard peek("\"") else { throw error("expected a quoted key") }
                let key = try string()
                skipWhitespace()
                guard peek(":") else { throw error("expected ':' after key \"\(key)\"") }
                advance()
                members.append(JSONMember(key: key, value: try value(depth: depth + 1), location: keyLocation))
                skipWhitespace()
                if peek(",") {
                    advance()
                    continue
                }
                if peek("}") {
                    advance()
                    return .object(members)
                }
                throw error("expected ',' or '}' in an object")
            }
        case "[":
            advance()
            var elements: [JSONValue] = []
            skipWhitespace()
            if peek("]") {
                advance()
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if peek(",") {
                    advance()
                    continue
                }
                if peek("]") {
                    advance()
                    return .array(elements)
                }
                throw error("expected ',' or ']' in an array")
            }
        case "\"":
            return .string(try string())
        case "t":
            try literal("true")
            return .bool(true)
        case "f":
            try literal("false")
            return .bool(false)
        case "n":
            try literal("null")
            return .null
        case "-", "0"..."9":
            return .number(try number())
        default:
            throw error("unexpected '\(scalars[index])'")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        for expected in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == expected else { throw error("expected '\(word)'") }
            advance()
        }
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        while index < scalars.count, "+-.0123456789eE".unicodeScalars.contains(scalars[index]) { advance() }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        guard let value = Double(text), value.isFinite else { throw error("'\(text)' is not a number") }
        return value
    }

    private mutating func string() throws(SyntaxError) -> String {
        advance()  // "
        var result = ""
        while true {
            guard index < scalars.count else { throw error("a string is not closed") }
            let scalar = scalars[index]
            advance()
            switch scalar {
            case "\"":
                return result
            case "\\":
                guard index < scalars.count else { throw error("a string is not closed") }
                let escape = scalars[index]
                advance()
                switch escape {
                case "\"", "\\", "/": result.unicodeScalars.append(escape)
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                case "b": result += "\u{8}"
                case "f": result += "\u{C}"
                case "u":
                    // Surrogate pairs are not needed for templates.
                    result.unicodeScalars.append(try hexScalar(after: escape))
                default:
                    throw error("unknown escape '\\\(escape)'")
                }
            default:
                if scalar.value < 0x20 { throw error("a control character in a string (write it escaped)") }
                result.unicodeScalars.append(scalar)
            }
        }
    }

    private mutating func skipWhitespace() {
        while index < scalars.count,
            scalars[index] == " " || scalars[index] == "\n" || scalars[index] == "\r" || scalars[index] == "\t"
        {
            advance()
        }
    }
}
