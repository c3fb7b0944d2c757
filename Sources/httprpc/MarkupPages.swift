import Foundation
import KiloServer
import Layout
import MarkupHTML
import MarkupKit

/// A directory of markup documents as web pages: `GET /ui/` lists them, `GET /ui/<name>` renders `<name>.xml`
/// (`?width=&height=&rtl=true&language=fr`), with its bindings evaluated against `<name>.sample.json` when there is
/// one. A document with errors is answered with its diagnostics, each with the source line and a caret.
@WebService("ui")
struct MarkupPages {
    let documents: MarkupDirectory

    /// The index of the directory's documents.
    @RequestMethod("GET")
    func index() throws -> ServiceResponse {
        var output = HTMLOutput()
        output.write("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Markup documents</title>")
        output.write("<style>body { font-family: system-ui, sans-serif; margin: 24px; } li { margin: 4px 0; }</style>")
        output.write("</head><body><h1>Markup documents</h1><ul>")
        for name in try documents.names() {
            output.write("<li><a href=\"/ui/")
            output.writeEscaped(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name)
            output.write("\">")
            output.writeEscaped(name)
            output.write("</a></li>")
        }
        output.write("</ul></body></html>\n")
        return ServiceResponse(contentType: "text/html; charset=utf-8", body: Data(output.bytes))
    }

    /// One document as a page, or its diagnostics; 404 when the directory has no such document.
    @RequestMethod("GET") @ResourcePath("?:name")
    func page(
        name: String, width: Double = 390, height: Double = 844, rtl: Bool = false, language: String? = nil
    )
        throws -> ServiceResponse?
    {
        guard try documents.names().contains(name) else { return nil }
        guard (100...4_000).contains(width), (100...4_000).contains(height) else {
            throw ServiceError(.badRequest, "width and height must be between 100 and 4000.")
        }
        var settings = documents
        if let language { settings.languages = [language] }
        let page: HTMLOutput
        let status: HTTPResponse.Status
        do {
            page = try settings.render(name, size: Size(width: width, height: height), rightToLeft: rtl)
            status = .ok
        } catch let error as MarkupError {
            page = DiagnosticsPage.render(error.diagnostics, title: name)
            status = .unprocessableContent
        }
        return ServiceResponse(
            status: status, contentType: "text/html; charset=utf-8", headers: [.cacheControl: "no-store"], body: Data(page.bytes))
    }
}

/// A directory of documents and what loading them needs: its strings tables, its element file, the platform.
struct MarkupDirectory: Sendable {
    var directory: URL
    var languages = ["en"]
    var platform = "iOS"
    /// The app element file (default: `elements.json` in the directory, if there is one).
    var elementFile: String?

    /// The documents' names (`.xml` files), sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// A loader with the directory as document source, its strings for ``languages`` and its element file.
    func loader() throws(MarkupError) -> MarkupLoader {
        var loader = MarkupLoader(documents: .directory(directory))
        loader.platform = platform
        loader.strings = try StringsTable.load(from: directory, languages: languages)
        let file = elementFile ?? directory.appendingPathComponent("elements.json").path
        if let data = FileManager.default.contents(atPath: file) {
            try loader.catalog.register(json: try MarkupText.decode(data, file: file), file: file)
        } else if elementFile != nil {
            throw MarkupError(diagnostics: [
                MarkupDiagnostic(.error, "cannot read the element file", at: SourceLocation(file: file, line: 1, column: 1))
            ])
        }
        return loader
    }

    /// Loads and renders document `name` as a page.
    func render(_ name: String, size: Size, rightToLeft: Bool) throws -> HTMLOutput {
        let loader = try loader()
        let tree = try loader.load(named: name)
        var renderer = HTMLRenderer(catalog: loader.catalog)
        renderer.size = size
        renderer.direction = rightToLeft ? .rightToLeft : .leftToRight
        renderer.language = languages.first ?? "en"
        let document = directory.appendingPathComponent(name + ".xml").path
        return renderer.document(tree, bindings: try SampleData.bindings(for: document, explicit: nil), title: name)
    }
}

/// Diagnostics as a page: each as `file:line:column`, its message, the source line and a caret under the column.
enum DiagnosticsPage {
    static func render(_ diagnostics: [MarkupDiagnostic], title: String) -> HTMLOutput {
        var output = HTMLOutput()
        output.write("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
        output.writeEscaped(title)
        output.write(" has errors</title><style>body { font-family: system-ui, sans-serif; margin: 24px; } ")
        output.write("pre { background: #fff5f5; padding: 8px; } .error { color: #c00; } .warning { color: #a60; }</style>")
        output.write("</head><body><h1>")
        output.writeEscaped(title)
        output.write(" has errors</h1><ul class=\"mk-diagnostics\">")
        var lines: [String: [Substring]] = [:]
        for diagnostic in diagnostics {
            output.write("<li class=\"\(diagnostic.severity == .error ? "error" : "warning")\"><code>")
            output.writeEscaped(diagnostic.location.description)
            output.write("</code>: ")
            output.writeEscaped(diagnostic.severity.rawValue + ": " + diagnostic.message)
            let file = diagnostic.location.file
            if lines[file] == nil {
                lines[file] =
                    (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)
                    ?? []
            }
            if let source = lines[file], source.indices.contains(diagnostic.location.line - 1) {
                let line = source[diagnostic.location.line - 1]
                output.write("<pre>")
                output.writeEscaped(String(line))
                output.write("\n")
                output.write(String(repeating: " ", count: max(0, diagnostic.location.column - 1)))
                output.write("^</pre>")
            }
            output.write("</li>")
        }
        output.write("</ul></body></html>\n")
        return output
    }
}
