/// An attribute as written, with where its name and its value start.
struct XMLAttribute: Sendable {
    var name: String
    var value: String
    var nameLocation: SourceLocation
    /// The first character inside the quotes.
    var valueLocation: SourceLocation
}

/// What the scanner reads, one piece at a time.
enum XMLEvent: Sendable {
    /// An empty element (`<a/>`) comes as a start and an end, like any other.
    case startElement(name: String, attributes: [XMLAttribute], location: SourceLocation)
    case endElement(name: String, location: SourceLocation)
    /// `<?target data?>`; `dataLocation` is where the data starts.
    case processingInstruction(target: String, data: String, location: SourceLocation, dataLocation: SourceLocation)
    /// Character data that is not only white space.
    case text(String, location: SourceLocation)
    case cdata(location: SourceLocation)
}

/// A syntax error in a document, a template or a strings file: reading cannot go on from this point.
struct SyntaxError: Error, Sendable {
    var message: String
    var location: SourceLocation
}

/// A pull scanner for the XML that markup documents are written in: elements, attributes, comments, processing
/// instructions, CDATA and the predefined and numeric entities; no DTDs (a `<!DOCTYPE` is an error, so no entity
/// can expand). It is written here rather than taken from Foundation's `XMLParser` because every attribute needs
/// its own line and column, every error its position, and the same behaviour on Linux and Apple platforms.
struct XMLScanner {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// Open elements, innermost last.
    private var open: [(name: String, location: SourceLocation)] = []
    private var sawRoot = false
    private var pendingEnd: XMLEvent?
    /// The storage each start tag's attributes are scanned into. Its reader has let go of the last tag's by the
    /// time the next is scanned, so that one array serves the whole document; one still held is copied, not reused.
    private var attributeBuffer: [XMLAttribute] = []

    init(_ text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The next event, or nil at the end of a well-formed document.
    mutating func next() throws(SyntaxError) -> XMLEvent? {
        if let pendingEnd {
            self.pendingEnd = nil
            return pendingEnd
        }
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                let (text, start) = try characterData()
                if let start {
                    if open.isEmpty {
                        throw SyntaxError(message: "text outside the root element", location: start)
                    }
                    return .text(text, location: start)
                }
                continue
            }
            let start = location
            // Most markup is start and end tags: tell them by the byte after `<` before trying the rarer forms.
            let second = index + 1 < bytes.count ? bytes[index + 1] : 0
            if second != UInt8(ascii: "!") && second != UInt8(ascii: "?") && second != UInt8(ascii: "/") {
                return try startTag(at: start)
            }
            if matches("<!--") {
                try skip(through: "-->", what: "comment", from: start)
            } else if matches("<![CDATA[") {
                try skip(through: "]]>", what: "CDATA section", from: start)
                if open.isEmpty { throw SyntaxError(message: "CDATA outside the root element", location: start) }
                return .cdata(location: start)
            } else if matches("<!") {
                throw SyntaxError(message: "document type declarations are not supported", location: start)
            } else if matches("<?") {
                if let event = try processingInstruction(at: start) { return event }
            } else if matches("</") {
                return try endTag(at: start)
            } else {
                return try startTag(at: start)
            }
        }
        if let innermost = open.last {
            throw SyntaxError(
                message: "element <\(innermost.name)> is not closed (the document ends at line \(line), column \(column))",
                location: innermost.location)
        }
        if !sawRoot { throw SyntaxError(message: "the document has no root element", location: location) }
        return nil
    }

    // MARK: Markup

    private mutating func startTag(at start: SourceLocation) throws(SyntaxError) -> XMLEvent {
        advance()  // <
        if open.isEmpty && sawRoot {
            throw SyntaxError(message: "a document has one root element; this is a second one", location: start)
        }
        let name = try self.name(what: "element name")
        if !attributeBuffer.isEmpty { attributeBuffer.removeAll(keepingCapacity: true) }
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError(message: "the start tag of <\(name)> is not closed", location: start)
            }
            if matches("/>") {
                advance(2)
                sawRoot = true
                pendingEnd = .endElement(name: name, location: start)
                return .startElement(name: name, attributes: attributeBuffer, location: start)
            }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                sawRoot = true
                open.append((name, start))
                return .startElement(name: name, attributes: attributeBuffer, location: start)
            }
            guard hadSpace else {
                throw SyntaxError(message: "expected white space, '>' or '/>' in the start tag of <\(name)>", location: location)
            }
            attributeBuffer.append(try attribute(in: name))
        }
    }

    private mutating func attribute(in element: String) throws(SyntaxError) -> XMLAttribute {
        let nameLocation = location
        let name = try self.name(what: "attribute name")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw SyntaxError(message: "attribute '\(name)' has no value (expected '=')", location: location)
        }
        advance()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw SyntaxError(message: "the value of attribute '\(name)' must be quoted", location: location)
        }
        let quote = bytes[index]
        advance()
        let valueLocation = location
        var value = ""
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw SyntaxError(message: "the value of attribute '\(name)' is not closed", location: valueLocation)
            }
            let byte = bytes[index]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") {
                throw SyntaxError(message: "'<' is not allowed in an attribute value (write &lt;)", location: location)
            }
            if byte == UInt8(ascii: "&") || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                value += string(runStart, index)
                if byte == UInt8(ascii: "&") {
                    value.unicodeScalars.append(try entity())
                } else {
                    // XML turns line breaks and tabs in attribute values into spaces.
                    if !(byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D) { value += " " }
                    advance()
                }
                runStart = index
                continue
            }
            advance()
        }
        value += string(runStart, index)
        advance()  // closing quote
        return XMLAttribute(name: name, value: value, nameLocation: nameLocation, valueLocation: valueLocation)
    }

    private mutating func endTag(at start: SourceLocation) throws(SyntaxError) -> XMLEvent {
        advance(2)
        let name = try self.name(what: "element name")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw SyntaxError(message: "expected '>' to end </\(name)>", location: location)
        }
        advance()
        guard let innermost = open.popLast() else {
            throw SyntaxError(message: "</\(name)> closes no element", location: start)
        }
        guard innermost.name == name else {
            throw SyntaxError(
                message:
                    "</\(name)> does not close <\(innermost.name)>, opened at line \(innermost.location.line), column \(innermost.location.column)",
                location: start)
        }
        return .endElement(name: name, location: start)
    }

    private mutating func processingInstruction(at start: SourceLocation) throws(SyntaxError) -> XMLEvent? {
        advance(2)
        let target = try name(what: "processing instruction target")
        let hadSpace = skipWhitespace()
        let dataLocation = location
        let dataStart = index
        while index < bytes.count && !matches("?>") { advance() }
        guard index < bytes.count else {
            throw SyntaxError(message: "processing instruction <?\(target) is not closed (expected '?>')", location: start)
        }
        guard hadSpace || dataStart == index else {
            throw SyntaxError(message: "expected white space after <?\(target)", location: dataLocation)
        }
        var data = string(dataStart, index)
        while let last = data.unicodeScalars.last, Self.isWhitespace(last) { data.unicodeScalars.removeLast() }
        advance(2)
        if target.lowercased() == "xml" {
            // The XML declaration, allowed only at the very start.
            guard start.line == 1 && start.column == 1 else {
                throw SyntaxError(message: "the XML declaration must come first in the document", location: start)
            }
            return nil
        }
        return .processingInstruction(target: target, data: data, location: start, dataLocation: dataLocation)
    }

    /// Reads text up to the next markup; also returns where its first character other than white space is.
    private mutating func characterData() throws(SyntaxError) -> (String, SourceLocation?) {
        var text = ""
        var runStart = index
        var firstVisible: SourceLocation?
        while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
            if firstVisible == nil,
                !(bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09)
            {
                firstVisible = location
            }
            if bytes[index] == UInt8(ascii: "&") {
                text += string(runStart, index)
                text.unicodeScalars.append(try entity())
                runStart = index
            } else {
                advance()
            }
        }
        // Whitespace between tags, what most character data is, is never made into a string.
        guard firstVisible != nil else { return ("", nil) }
        return (text + string(runStart, index), firstVisible)
    }

    private mutating func entity() throws(SyntaxError) -> Unicode.Scalar {
        let start = location
        advance()  // &
        let nameStart = index
        while index < bytes.count && bytes[index] != UInt8(ascii: ";") && index - nameStart < 12 { advance() }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw SyntaxError(message: "'&' starts no entity (write &amp; for an ampersand)", location: start)
        }
        let name = string(nameStart, index)
        advance()
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default:
            var code: UInt32?
            if name.hasPrefix("#x") {
                code = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                code = UInt32(name.dropFirst(), radix: 10)
            }
            if let code, code != 0, let scalar = Unicode.Scalar(code) { return scalar }
            throw SyntaxError(message: "unknown entity '&\(name);'", location: start)
        }
    }

    // MARK: Characters

    private mutating func name(what: String) throws(SyntaxError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { advance() }
        guard index > start else {
            let found = index < bytes.count ? "'\(String(decoding: [bytes[index]], as: UTF8.self))'" : "the end of the document"
            throw SyntaxError(message: "expected \(what), found \(found)", location: location)
        }
        return string(start, index)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"),
            0x80...:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t"
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            advance()
        }
        return index > start
    }

    private mutating func skip(through terminator: String, what: String, from start: SourceLocation) throws(SyntaxError) {
        while index < bytes.count && !matches(terminator) { advance() }
        guard index < bytes.count else {
            throw SyntaxError(message: "\(what) is not closed (expected '\(terminator)')", location: start)
        }
        advance(terminator.utf8.count)
    }

    private func matches(_ literal: String) -> Bool {
        var i = index
        for byte in literal.utf8 {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
        }
        return true
    }

    /// Moves on, counting lines (a CR LF pair is one break) and columns in Unicode scalars.
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index >= bytes.count || bytes[index] != 0x0A {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
