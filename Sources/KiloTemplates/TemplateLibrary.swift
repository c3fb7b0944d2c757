public import Foundation
import HTMLWriting
import Mustache

/// Mustache templates by name, read and checked once, that render a service's results as HTML, XML or text.
///
/// <!-- snippet-prelude
/// import Foundation
/// import KiloServer
/// let folder = URL(fileURLWithPath: "Templates")
/// struct Employee: Encodable { var name: String; var hired: Date }
/// let staff = [Employee(name: "Ann", hired: Date())]
/// -->
/// ```swift
/// let templates = try TemplateLibrary(directory: folder)  // employees.html, parts/row.html, …
/// let page = try templates.render("employees.html", ["employees": staff], locale: Locale(identifier: "fr"))
/// ```
///
/// A template's kind is its file's extension: `.html` and `.htm` write HTML, `.xml` XML (both escape what they insert:
/// `&`, `<`, `>`, `"` and `'`), `.txt` plain text (nothing escaped). A template includes another by its name,
/// folder and extension included: `{{>parts/row.html}}`. Every template is parsed when the library is made, and a
/// mistake stops it there with its file, line and column (``TemplateError``), as does an include of a template that
/// does not exist or one that includes itself with no section between (it would never end). Values are formatted in
/// the request's language by transforms: `{{mediumDate(hired)}}`, `{{currency(salary)}}`, `{{url(name)}}` (see
/// <doc:Templates>).
public struct TemplateLibrary: Sendable {
    /// What a template writes, named by its file's extension.
    public enum Kind: String, Sendable, CaseIterable {
        /// HTML (`.html`, `.htm`): inserted values are escaped.
        case html
        /// XML (`.xml`): inserted values are escaped.
        case xml
        /// Plain text (`.txt`): values are inserted as they are.
        case text

        /// The kind a file extension names, if any.
        public init?(fileExtension: String) {
            switch fileExtension.lowercased() {
            case "html", "htm": self = .html
            case "xml": self = .xml
            case "txt": self = .text
            default: return nil
            }
        }

        /// The content type a rendering of this kind is sent as.
        public var contentType: String {
            switch self {
            case .html: "text/html; charset=utf-8"
            case .xml: "application/xml; charset=utf-8"
            case .text: "text/plain; charset=utf-8"
            }
        }

        /// The escaping Mustache applies, by the name it is registered under: HTML's escaping (`HTMLWriting`'s, the
        /// package's one) serves XML too, since it escapes both quotes.
        var escaping: String { self == .text ? "TEXT" : Self.markupEscaping }

        static let markupEscaping = "KILO_MARKUP"
    }

    private let library: MustacheLibrary
    private let kinds: [String: Kind]

    /// The templates' names, sorted: their paths below the folder, extensions included.
    public var names: [String] { kinds.keys.sorted() }

    /// Reads every `.html`, `.htm`, `.xml` and `.txt` file under `directory`, its folders included; other files (a
    /// stylesheet, a README) are left alone.
    /// - Throws: ``TemplateError`` for the first template that does not parse or whose includes are wrong, or when the
    ///   folder cannot be read.
    public init(directory: URL) throws(TemplateError) {
        let root = directory.standardizedFileURL.path
        guard let paths = FileManager.default.enumerator(atPath: root) else {
            throw TemplateError(file: root, line: 1, column: 1, message: "the template folder cannot be read")
        }
        var sources: [String: (text: String, file: String)] = [:]
        for case let path as String in paths {
            guard Kind(fileExtension: (path as NSString).pathExtension) != nil else { continue }
            let file = (root as NSString).appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError(file: file, line: 1, column: 1, message: "the template is not UTF-8 text")
            }
            sources[path] = (text, file)
        }
        try self.init(sources: sources)
    }

    /// Reads the templates of a bundle's folder `subdirectory` (a resource copied whole: `.copy("Templates")` in
    /// `Package.swift`, then `TemplateLibrary(bundle: .module, subdirectory: "Templates")`), as
    /// ``init(directory:)`` does.
    /// - Throws: ``TemplateError`` when the bundle has no such folder, or as ``init(directory:)`` does.
    public init(bundle: Bundle, subdirectory: String) throws(TemplateError) {
        guard let directory = bundle.url(forResource: subdirectory, withExtension: nil) else {
            throw TemplateError(
                file: subdirectory, line: 1, column: 1,
                message: "the bundle \(bundle.bundleURL.lastPathComponent) has no folder \"\(subdirectory)\"")
        }
        try self.init(directory: directory)
    }

    /// Templates given as text, by name (extension included: `row.html`): for tests, and templates made in code.
    /// - Throws: ``TemplateError`` for the first that does not parse or whose includes are wrong; a name without a
    ///   known extension is an error too.
    public init(templates: [String: String]) throws(TemplateError) {
        try self.init(sources: templates.mapValues { ($0, "") })
    }

    private init(sources: [String: (text: String, file: String)]) throws(TemplateError) {
        _ = Self.registered
        var templates: [String: MustacheTemplate] = [:]
        var kinds: [String: Kind] = [:]
        var includes: [String: (includes: TemplateIncludes, file: String)] = [:]
        for name in sources.keys.sorted() {
            guard let (text, path) = sources[name] else { continue }
            let file = path.isEmpty ? name : path
            guard let kind = Kind(fileExtension: (name as NSString).pathExtension) else {
                throw TemplateError(
                    file: file, line: 1, column: 1,
                    message: "a template's name ends in .html, .htm, .xml or .txt, which says what it writes")
            }
            // The escaping is set by a pragma of Mustache's before the template's first character, on its first line.
            let pragma = "{{%CONTENT_TYPE:\(kind.escaping)}}"
            do {
                templates[name] = try MustacheTemplate(string: pragma + text)
            } catch let error as MustacheTemplate.ParserError {
                let line = error.context.lineNumber
                throw TemplateError(
                    file: file, line: line,
                    column: max(1, error.context.columnNumber - (line == 1 ? pragma.count : 0)),
                    message: Self.describe(error.error))
            } catch {
                throw TemplateError(file: file, line: 1, column: 1, message: "\(error)")
            }
            kinds[name] = kind
            includes[name] = (TemplateIncludes(of: text), file)
        }
        try TemplateIncludes.check(includes)
        library = MustacheLibrary(templates: templates)
        self.kinds = kinds
    }

    /// The kind of the template `name`, if there is one.
    public func kind(of name: String) -> Kind? { kinds[name] }

    /// Renders `value` through the template `name`: its properties are the template's names. Dates and numbers are
    /// formatted, when a transform asks, in `locale` and `timeZone` (a request's `request.locale`, typically).
    /// - Throws: when there is no template `name` (a mistake of the code, which a server answers with 500 and logs),
    ///   or the value's encoding fails.
    public func render<Value: Encodable>(
        _ name: String, _ value: Value, locale: Locale = Locale(identifier: "en-US"), timeZone: TimeZone = .gmt
    ) throws -> RenderedTemplate {
        guard let kind = kinds[name] else { throw UnknownTemplate(name: name, known: names) }
        let tree = try TemplateTreeEncoder.tree(
            of: value, formatting: TemplateFormatting(locale: locale, timeZone: timeZone))
        return RenderedTemplate(text: library.render(tree, withTemplate: name) ?? "", kind: kind)
    }

    /// Registers the escaping of HTML and XML templates with Mustache, once.
    private static let registered: Void = MustacheContentTypes.register(MarkupEscaping(), named: Kind.markupEscaping)

    private struct MarkupEscaping: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLOutput.escaped(text) }
    }

    /// A parser error in words.
    private static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with another name than the one it was opened with"
        case .unfinishedName: "a tag is not finished: a name is missing or '}}' does not follow it"
        case .expectedSectionEnd: "a section is not closed before the template ends"
        case .invalidSetDelimiter: "the delimiters this tag sets are not valid"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable:
            "this pragma is not one Mustache knows: {{%CONTENT_TYPE:TEXT}} or {{%CONTENT_TYPE:HTML}} set the escaping"
        default: "\(error)"
        }
    }

    /// A render of a template the library does not have.
    struct UnknownTemplate: Error, CustomStringConvertible {
        let name: String
        let known: [String]
        var description: String { "there is no template named \"\(name)\"; the library has \(known.joined(separator: ", "))" }
    }
}

/// A template's rendering: its text and the kind of text it is. A service method returns it to answer with the text
/// as its kind's content type (`text/html; charset=utf-8` for HTML).
public struct RenderedTemplate: Sendable, Equatable {
    /// The text the template wrote.
    public var text: String
    /// What the text is.
    public var kind: TemplateLibrary.Kind

    /// A rendering of `kind`.
    public init(text: String, kind: TemplateLibrary.Kind) {
        self.text = text
        self.kind = kind
    }
}
