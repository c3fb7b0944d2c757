public import Foundation

/// The text of a document, a template file or a strings table, read from its bytes.
public enum MarkupText {
    /// Decodes `data` as UTF-8.
    /// - Throws: ``MarkupError`` at the line and column (in Unicode scalars, as every position) of the first byte
    ///   that is not UTF-8: replacing it silently would change what the document says.
    public static func decode(_ data: Data, file: String) throws(MarkupError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var line = 1
        var column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var previousWasCR = false
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                // A CR LF pair is one break, as the scanner counts.
                if scalar == "\n" && previousWasCR {
                    previousWasCR = false
                    continue
                }
                previousWasCR = scalar == "\r"
                if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                break decoding
            }
        }
        throw MarkupError(diagnostics: [
            MarkupDiagnostic(
                .error, "the text is not valid UTF-8 here; save the file as UTF-8",
                at: SourceLocation(file: file, line: line, column: column))
        ])
    }
}
