/// A position in a markup document: 1-based line and column (columns count Unicode scalars, as editors do).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The document's file name or path, as given to the loader.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// One problem found in a document.
public struct MarkupDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is. Errors stop a document from loading; warnings do not.
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// Error or warning.
    public var severity: Severity
    /// What is wrong, naming the element, attribute or value.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `file:line:column: error: message`, the form editors and CI pick up.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// The errors (and warnings) of a document that did not load, in document order.
public struct MarkupError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic of the document, errors and warnings, sorted by location.
    public var diagnostics: [MarkupDiagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [MarkupDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Only the errors.
    public var errors: [MarkupDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
