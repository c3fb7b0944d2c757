/// Text read scalar by scalar with its line and column: what the JSON and `.strings` readers share.
protocol ScalarReading {
    var scalars: [Unicode.Scalar] { get }
    var file: String { get }
    var index: Int { get set }
    var line: Int { get set }
    var column: Int { get set }
}

extension ScalarReading {
    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func error(_ message: String) -> SyntaxError { SyntaxError(message: message, location: location) }

    func peek(_ scalar: Unicode.Scalar) -> Bool { index < scalars.count && scalars[index] == scalar }

    /// Moves past one scalar; a line feed starts a new line.
    mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Reads the four hex digits of a `\u` escape; a lone surrogate becomes U+FFFD.
    mutating func hexScalar(after escape: Unicode.Scalar) throws(SyntaxError) -> Unicode.Scalar {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < scalars.count, let digit = UInt32(String(scalars[index]), radix: 16) else {
                throw error("\\\(escape) needs four hex digits")
            }
            code = code * 16 + digit
            advance()
        }
        return Unicode.Scalar(code) ?? "\u{FFFD}"
    }
}
