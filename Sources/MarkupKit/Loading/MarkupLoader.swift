public import Foundation

/// Loads markup documents into ``ViewTree``s.
///
/// ```swift
/// var loader = MarkupLoader()
/// loader.strings = try StringsTable(parsing: #""hello" = "Hello, World!";"#, file: "Localizable.strings")
/// let tree = try loader.load(##"<UILabel text="@hello" textColor="#ff0000"/>"##, file: "Greeting.xml")
/// // tree.root.element == "UILabel"; tree.root["text"] == .string("Hello, World!")
/// ```
///
/// Loading checks everything the original checked only when it crashed: element and attribute names against the
/// ``catalog``, values against their property's type, template names, action events, binding expressions and
/// formatter arguments, where children may go. A document with errors throws one ``MarkupError`` that lists them
/// all, each with its file, line and column and a "did you mean" where a near name exists.
public struct MarkupLoader: Sendable {
    /// The element types documents may use.
    public var catalog: ElementCatalog = .standard
    /// The table `@key` values are looked up in; a missing key leaves the value as written, `@` included.
    public var strings = StringsTable()
    /// The color names documents may use.
    public var colors: [String: MarkupColor] = MarkupColor.standardNames
    /// The formatters bindings may name.
    public var formatters: FormatterRegistry = .standard
    /// The platform `<?case …?>` sections are compared with.
    public var platform = "iOS"
    /// The element type the `<root>` element stands for, when the caller supplies the root view; nil makes
    /// `<root>` an error.
    public var rootElement: String?
    /// Where `<?include?>`, external templates and ``load(named:)`` find documents.
    public var documents: DocumentSource?
    /// How large a document may make a tree: past a limit, loading reports an error where it was crossed instead
    /// of exhausting the stack or memory.
    public var limits = Limits()

    /// How large a document may make a tree. Real interfaces stay far below the defaults.
    public struct Limits: Sendable {
        /// How deep elements may nest (default 128).
        public var nesting = 128
        /// How many views one load may make, included documents counted (default 10,000).
        public var views = 10_000
        /// How deep `<?include?>` may go (default 16).
        public var includeDepth = 16
        /// How many tokens a binding expression may have (default 1,000: operands, operators and parentheses).
        public var expressionTokens = 1000

        /// The defaults.
        public init() {}
    }

    /// Creates a loader with the standard catalog, colors and formatters.
    public init(documents: DocumentSource? = nil) {
        self.documents = documents
    }

    /// Loads a document from its text.
    /// - Parameters:
    ///   - text: the document.
    ///   - file: the name diagnostics give for the document.
    /// - Throws: ``MarkupError`` with every error (and warning) of the document.
    public func load(_ text: String, file: String) throws(MarkupError) -> ViewTree {
        let builder = DocumentBuilder(loader: self)
        let root = builder.build(text, file: file, templates: Templates(), including: [])
        let diagnostics = builder.diagnostics.sorted { $0.location < $1.location }
        guard let root, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw MarkupError(diagnostics: diagnostics)
        }
        return ViewTree(root: root, warnings: diagnostics, form: builder.form, navigation: builder.navigation)
    }

    /// Loads a document from its bytes, which must be UTF-8.
    /// - Throws: ``MarkupError`` with every error (and warning) of the document, or where it is not UTF-8.
    public func load(_ data: Data, file: String) throws(MarkupError) -> ViewTree {
        try load(try MarkupText.decode(data, file: file), file: file)
    }

    /// Loads `name.xml` from ``documents``.
    /// - Throws: ``MarkupError`` if there is no such document or it has errors.
    public func load(named name: String) throws(MarkupError) -> ViewTree {
        guard let document = try documents?.text(of: name, "xml") else {
            throw MarkupError(diagnostics: [
                MarkupDiagnostic(
                    .error, documents == nil ? "no document source to load '\(name)' from" : "no document named '\(name).xml'",
                    at: SourceLocation(file: name + ".xml", line: 1, column: 1))
            ])
        }
        return try load(document.text, file: document.file)
    }
}
