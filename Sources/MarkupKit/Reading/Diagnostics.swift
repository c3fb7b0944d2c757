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

/// Finds the known name nearest to a misspelt one, for "did you mean" notes (also for the checks other modules make
/// of a document, such as an owner's outlets).
public enum Suggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is near enough to be a typo.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // A third of the name may be wrong, at least one character, at most four.
        let limit = min(4, max(1, target.count / 3))
        return best.distance <= limit ? best.name : nil
    }

    /// "; did you mean 'x'?" or nothing.
    public static func note(for name: String, in candidates: some Sequence<String>) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Damerau–Levenshtein distance (optimal string alignment): a swap of two neighbours counts as one edit.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = value
            }
        }
        return d[a.count * width + b.count]
    }
}
