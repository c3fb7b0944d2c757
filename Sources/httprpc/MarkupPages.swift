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
    /// A live screen the index lists above the documents.
    struct Screen: Sendable {
        /// Where it is served (`/ui/ac`).
        var path: String
        var title: String
        /// What it shows, in a line.
        var note: String
    }

    let documents: MarkupDirectory
    /// Whether pages update as their files change (the preview): the panel then also listens for changes.
    var live = false
    /// The screen size when a request names none.
    var defaultSize = (width: 390.0, height: 844.0)
    /// The languages the documents ship (their `.lproj` folders when the pages were made): the only ones a request
    /// may ask for, so that `language` never names a file elsewhere.
    let languages: [String]
    /// The live screens served beside the documents, listed first by the index.
    let screens: [Screen]
    /// Whether a page without `?language` is in the browser's language (`Accept-Language`) when the documents ship
    /// it: the served examples are; the preview starts in the language its command line names.
    let followsBrowserLanguage: Bool

    init(
        documents: MarkupDirectory, live: Bool = false, defaultSize: (width: Double, height: Double) = (390, 844),
        screens: [Screen] = [], followsBrowserLanguage: Bool = false
    ) {
        self.documents = documents
        self.live = live
        self.defaultSize = defaultSize
        self.screens = screens
        self.followsBrowserLanguage = followsBrowserLanguage
        languages = documents.availableLanguages()
    }

    /// The index: the live screens, each with a line saying what it shows, then the documents, each a link to its
    /// page.
    @RequestMethod("GET")
    func index() throws -> ServiceResponse {
        var output = HTMLOutput()
        output.write("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">")
        output.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
        output.write(screens.isEmpty ? "Markup documents" : "Screens and markup documents")
        output.write("</title><style>")
        output.write(Self.indexStyle)
        output.write("</style></head><body><main>")
        if !screens.isEmpty {
            output.write("<h1>Live screens</h1><p>Their owners are Swift objects running on this server, calling its ")
            output.write("services; what you do goes to them, and what they change comes back.</p><ul class=\"screens\">")
            for screen in screens {
                output.write("<li><a href=\"")
                output.writeEscaped(screen.path)
                output.write("\"><strong>")
                output.writeEscaped(screen.title)
                output.write("</strong><span>")
                output.writeEscaped(screen.note)
                output.write("</span></a></li>")
            }
            output.write("</ul>")
        }
        output.write(screens.isEmpty ? "<h1>Markup documents</h1>" : "<h2>Markup documents</h2>")
        output.write("<p>Each document as MarkupHTML renders it, its bindings shown from its sample data where it has ")
        output.write("some. A page's panel changes the device, the direction and the language.</p><ul class=\"documents\">")
        for name in try documents.names() {
            output.write("<li><a href=\"/ui/")
            output.writeEscaped(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name)
            output.write("\">")
            output.writeEscaped(name)
            output.write("</a></li>")
        }
        output.write("</ul>")
        if !screens.isEmpty { output.write("<p><a href=\"/\">The services</a>, with links to their descriptions.</p>") }
        output.write("</main></body></html>\n")
        return ServiceResponse(contentType: "text/html; charset=utf-8", body: Data(output.bytes))
    }

    static let indexStyle = """
        body { margin: 0; background: #f2f2f7; color: #1c1c1e; font: 16px/1.4 system-ui, -apple-system, sans-serif; }
        main { max-width: 880px; margin: 0 auto; padding: 32px 20px 48px; }
        h1 { font-size: 28px; margin: 0 0 4px; } h2 { font-size: 22px; margin: 36px 0 4px; }
        p { color: #3c3c43; margin: 0 0 16px; } a { color: #007aff; text-decoration: none; }
        ul { list-style: none; padding: 0; margin: 0; }
        .screens { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 12px; }
        .screens a { display: block; height: 100%; box-sizing: border-box; padding: 14px 16px; border-radius: 12px;
          background: #fff; box-shadow: 0 1px 2px rgba(0, 0, 0, .08); }
        .screens a:hover { box-shadow: 0 2px 10px rgba(0, 0, 0, .15); }
        .screens strong { display: block; font-size: 17px; margin-bottom: 2px; }
        .screens span { color: #6c6c70; font-size: 14px; }
        .documents { columns: 4 180px; column-gap: 16px; background: #fff; border-radius: 12px; padding: 12px 16px;
          margin-bottom: 16px; }
        .documents li { padding: 3px 0; break-inside: avoid; }
        """

    /// One document as a page, or its diagnostics; 404 when the directory has no such document. Its `@` strings are
    /// in `language`, or else (``followsBrowserLanguage``) in the one of the documents' languages the browser prefers
    /// (`Accept-Language`), or else in the directory's default.
    @RequestMethod("GET") @ResourcePath("?:name")
    func page(
        name: String, width: Double? = nil, height: Double? = nil, rtl: Bool = false, language: String? = nil,
        request: ServiceRequest
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
        } else if followsBrowserLanguage, let preferred = request.preferredLanguage(among: languages) {
            settings.languages = [preferred]
        }
        let page: HTMLOutput
        let status: HTTPResponse.Status
        let footer = PreviewPanel.html(
            width: width, languages: languages, selected: settings.languages.first, watching: live)
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
