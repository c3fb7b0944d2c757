/// A template that cannot be used, found when the library is made: its file, line and column, and what is wrong.
///
/// Its description reads as a compiler's does: `Templates/employees.html:12:7: error: the section "rows" is not
/// closed`, so that a server that fails to start says where to look.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's file (or name, for a template given as text).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Creates an error at `file:line:column`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
