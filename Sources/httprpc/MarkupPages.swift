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

    /// The languages of the directory's `.lproj` folders, sorted.
    func availableLanguages() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// Loads and renders document `name` as a page.
    func render(_ name: String, size: Size, rightToLeft: Bool, footer: String = "") throws -> HTMLOutput {
        let loader = try loader()
        let tree = try loader.load(named: name)
        var renderer = HTMLRenderer(catalog: loader.catalog)
        renderer.size = size
        renderer.direction = rightToLeft ? .rightToLeft : .leftToRight
        renderer.language = languages.first ?? "en"
        let document = directory.appendingPathComponent(name + ".xml").path
        return renderer.document(
            tree, bindings: try SampleData.bindings(for: document, explicit: nil), title: name, footer: footer)
    }
}

/// Diagnostics as a page: each as `file:line:column`, its message, the source line and a caret under the column. Files
/// are named relative to the documents' directory: the page never shows where the server keeps them.
enum DiagnosticsPage {
    static func render(_ diagnostics: [MarkupDiagnostic], title: String, in directory: URL, footer: String = "") -> HTMLOutput {
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
            var location = diagnostic.location
            location.file = Self.shown(location.file, in: directory)
            output.writeEscaped(location.description)
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
        output.write("</ul>")
        output.write(footer)
        output.write("</body></html>\n")
        return output
    }

    /// `file` as the page shows it: relative to `directory` when it is inside it, else its name alone.
    static func shown(_ file: String, in directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return URL(fileURLWithPath: file).lastPathComponent
    }
}
/// The preview's panel beside the screen (device, rotation, direction, language) and the script that replaces the
/// page's body when a file of the directory changes.
enum PreviewPanel {
    static let devices = [
        ("Phone", 390, 844), ("Phone, landscape", 844, 390), ("Tablet", 820, 1180), ("Tablet, landscape", 1180, 820),
    ]

    static func html(width: Double, languages: [String]) -> String {
        var output = HTMLOutput()
        output.write("<div id=\"mk-preview\" style=\"position:fixed;top:12px;left:\(Int(width) + 24)px;")
        output.write("display:flex;flex-direction:column;gap:8px;font:13px system-ui,sans-serif\">")
        output.write("<a href=\"/ui/\">All documents</a><label>Device <select data-device>")
        for (name, deviceWidth, deviceHeight) in devices {
            output.write("<option value=\"\(deviceWidth)x\(deviceHeight)\">")
            output.writeEscaped("\(name) (\(deviceWidth) × \(deviceHeight))")
            output.write("</option>")
        }
        output.write("</select></label><button type=\"button\" data-rotate>Rotate</button>")
        output.write("<label><input type=\"checkbox\" data-rtl> Right to left</label>")
        if !languages.isEmpty {
            output.write("<label>Language <select data-language>")
            for language in languages {
                output.write("<option>")
                output.writeEscaped(language)
                output.write("</option>")
            }
            output.write("</select></label>")
        }
        output.write("</div><script>")
        output.write(script)
        output.write("</script>")
        return output.string
    }

    /// Panel controls change the page's query; a change of the files fetches the page again and swaps its body in
    /// (scripts in it do not run again: the page's own listen on the document and stay).
    static let script = """
        (function () {
          const query = new URLSearchParams(location.search);
          const width = query.get('width') || '', height = query.get('height') || '';
          function go(changes) {
            for (const key in changes) { if (changes[key] === null) query.delete(key); else query.set(key, changes[key]); }
            location.search = query.toString();
          }
          function wire() {
            const device = document.querySelector('[data-device]');
            if (device) {
              if (width && height) device.value = width + 'x' + height;
              device.onchange = function () { const size = device.value.split('x'); go({ width: size[0], height: size[1] }); };
            }
            const rotate = document.querySelector('[data-rotate]');
            if (rotate) rotate.onclick = function () {
              const size = (device && device.value || '390x844').split('x');
              go({ width: height || size[1], height: width || size[0] });
            };
            const rtl = document.querySelector('[data-rtl]');
            if (rtl) { rtl.checked = query.get('rtl') === 'true'; rtl.onchange = function () { go({ rtl: rtl.checked ? 'true' : null }); }; }
            const language = document.querySelector('[data-language]');
            if (language) {
              if (query.get('language')) language.value = query.get('language');
              language.onchange = function () { go({ language: language.value }); };
            }
          }
          wire();
          let fetching = false, again = false;
          async function refresh() {
            if (fetching) { again = true; return; }
            fetching = true;
            try {
              const response = await fetch(location.href, { cache: 'no-store' });
              const next = new DOMParser().parseFromString(await response.text(), 'text/html');
              document.title = next.title;
              document.body.replaceWith(document.adoptNode(next.body));
              wire();
            } finally {
              fetching = false;
              if (again) { again = false; refresh(); }
            }
          }
          const events = new EventSource('/preview/events');
          events.onmessage = refresh;
          events.onopen = function () { document.documentElement.dataset.live = 'true'; };
        })();
        """
}
