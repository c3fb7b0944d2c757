import Foundation
import HTMLWriting
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
    /// Whether pages update as their files change (the preview): each gets the preview's panel and script.
    var live = false
    /// The screen size when a request names none.
    var defaultSize = (width: 390.0, height: 844.0)
    /// The languages the documents ship (their `.lproj` folders when the pages were made): the only ones a request
    /// may ask for, so that `language` never names a file elsewhere.
    let languages: [String]

    init(documents: MarkupDirectory, live: Bool = false, defaultSize: (width: Double, height: Double) = (390, 844)) {
        self.documents = documents
        self.live = live
        self.defaultSize = defaultSize
        languages = documents.availableLanguages()
    }

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
        name: String, width: Double? = nil, height: Double? = nil, rtl: Bool = false, language: String? = nil
    )
        throws -> ServiceResponse?
    {
        guard try documents.names().contains(name) else { return nil }
        let (width, height) = (width ?? defaultSize.width, height ?? defaultSize.height)
        guard (100...4_000).contains(width), (100...4_000).contains(height) else {
            throw ServiceError(.badRequest, "width and height must be between 100 and 4000.")
        }
        var settings = documents
        if let language {
            guard languages.contains(language) else {
                throw ServiceError(
                    .badRequest,
                    "The documents have no language '\(UntrustedText.escaped(language, limit: 40))'; they have \(languages.isEmpty ? "none" : languages.joined(separator: ", "))."
                )
            }
            settings.languages = [language]
        }
        let page: HTMLOutput
        let status: HTTPResponse.Status
        let footer = live ? PreviewPanel.html(width: width, languages: languages) : ""
        do {
            page = try settings.render(name, size: Size(width: width, height: height), rightToLeft: rtl, footer: footer)
            status = .ok
        } catch let error as MarkupError {
            page = DiagnosticsPage.render(error.diagnostics, title: name, in: documents.directory, footer: footer)
            status = .unprocessableContent
        }
        return ServiceResponse(
            status: status, contentType: "text/html; charset=utf-8", headers: [.cacheControl: "no-store"], body: Data(page.bytes))
    }
}
