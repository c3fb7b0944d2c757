import Foundation
import KiloServer
import KiloServerTesting
import KiloTemplates
import TestSupport
import Testing

/// What the templates render from.
struct Staff: Encodable {
    struct Member: Encodable {
        var name: String
        var hired: Date
        var salary: Double
        var note: String?
        var tags: [String]
    }

    var title: String
    var members: [Member]
    var share: Double
    var missing: String?
    var explicitNull: String?

    func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case title, members, share, missing, explicitNull }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(title, forKey: .title)
        try container.encode(members, forKey: .members)
        try container.encode(share, forKey: .share)
        try container.encodeIfPresent(missing, forKey: .missing)
        try container.encode(explicitNull, forKey: .explicitNull)
    }
}

let staff = Staff(
    title: "R&D <team>",
    members: [
        Staff.Member(
            name: "Ann \"A\" O'Neil", hired: Date(timeIntervalSince1970: 536_457_600), salary: 1234.5, note: nil,
            tags: ["lead", "ops"]),
        Staff.Member(name: "Bo", hired: Date(timeIntervalSince1970: 0), salary: 60_000, note: "new", tags: []),
    ],
    share: 0.25)

@Suite("Templates")
struct TemplateTests {
    func render(_ templates: [String: String], _ name: String, locale: String = "en-US") throws -> String {
        try TemplateLibrary(templates: templates).render(name, staff, locale: Locale(identifier: locale)).text
    }

    @Test("values by name, sections over arrays, first and last, includes, and a comment")
    func sections() throws {
        let text = try render(
            [
                "list.txt":
                    "{{! staff }}{{title}}:{{#members}}{{#first()}} [{{/first()}}{{>item.txt}}{{^last()}}, {{/last()}}{{#last()}}]{{/last()}}{{/members}}",
                "item.txt": "{{name}} ({{#tags}}{{.}}{{^last()}}/{{/last()}}{{/tags}}{{^tags}}no tags{{/tags}})",
            ], "list.txt")
        #expect(text == "R&D <team>: [Ann \"A\" O'Neil (lead/ops), Bo (no tags)]")
    }

    @Test("HTML and XML templates escape what they insert, through the package's one escaping; text templates do not")
    func escaping() throws {
        #expect(try render(["a.html": "<p>{{title}}</p>"], "a.html") == "<p>R&amp;D &lt;team&gt;</p>")
        #expect(
            try render(["a.xml": "<n a='{{title}}'/>{{#members}}<m>{{name}}</m>{{/members}}"], "a.xml")
                == "<n a='R&amp;D &lt;team&gt;'/><m>Ann &quot;A&quot; O&#39;Neil</m><m>Bo</m>")
        #expect(try render(["a.htm": "{{{title}}}"], "a.htm") == "R&D <team>")
        #expect(try render(["a.txt": "{{title}}"], "a.txt") == "R&D <team>")
        // The escapings a transform asks for, whatever the kind.
        #expect(try render(["a.txt": "{{html(title)}}"], "a.txt") == "R&amp;D &lt;team&gt;")
        #expect(try render(["a.txt": "{{url(title)}}"], "a.txt") == "R%26D%20%3Cteam%3E")
        #expect(try render(["a.html": "<a href=\"?q={{url(title)}}\">"], "a.html") == "<a href=\"?q=R%26D%20%3Cteam%3E\">")
        #expect(try render(["a.txt": "{{json(title)}}"], "a.txt") == #""R&D \u003cteam>""#)
    }

    @Test("dates and numbers in the request's language and the time zone asked for; unformatted as the server's JSON")
    func formats() throws {
        let english = try render(
            [
                "a.txt":
                    "{{#members}}{{mediumDate(hired)}}|{{shortDate(hired)}}|{{currency(salary)}}|{{decimal(salary)}}|{{salary}};{{/members}}{{percent(share)}}"
            ],
            "a.txt")
        #expect(english == "Jan 1, 1987|1/1/1987|$1,234.50|1,234.5|1234.5;Jan 1, 1970|1/1/1970|$60,000.00|60,000|60000;25%")
        let french = try render(
            ["a.txt": "{{#members}}{{longDate(hired)}};{{/members}}{{percent(share)}}"], "a.txt", locale: "fr-FR")
        // ICU's French and English use no-break spaces (U+00A0, U+202F) where the expectations show spaces.
        func spaced(_ text: String) -> String {
            text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{A0}", with: " ")
        }
        #expect(spaced(french) == "1 janvier 1987;1 janvier 1970;25 %")
        #expect(
            try render(["a.txt": "{{#members}}{{#first()}}{{hired}} {{iso(hired)}}{{/first()}}{{/members}}"], "a.txt")
                == "1987-01-01T00:00:00Z 1987-01-01T00:00:00Z")
        let library = try TemplateLibrary(templates: [
            "a.txt": "{{#members}}{{#first()}}{{iso(hired)}} {{shortTime(hired)}}{{/first()}}{{/members}}"
        ])
        let berlin = try library.render("a.txt", staff, timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        #expect(spaced(berlin.text) == "1987-01-01T01:00:00+01:00 1:00 AM")
        // Text that is a date takes the date formats (a LocalDate, a date from a query as text).
        #expect(
            try TemplateLibrary(templates: ["a.txt": "{{mediumDate(.)}}"]).render("a.txt", "2026-11-27").text == "Nov 27, 2026")
        #expect(try TemplateLibrary(templates: ["a.txt": "{{uppercased(.)}}"]).render("a.txt", "Zoë").text == "ZOË")
    }

    @Test(
        "a nil the value encodes is false and empty; one left out is looked for further up, as Mustache says; empty text is false"
    )
    func nilAndEmpty() throws {
        #expect(try render(["a.txt": "[{{explicitNull}}]{{^explicitNull}}none{{/explicitNull}}"], "a.txt") == "[]none")
        #expect(try render(["a.txt": "{{#members}}{{title}}{{/members}}"], "a.txt") == "R&D <team>R&D <team>")
        #expect(try render(["a.txt": "{{#members}}[{{note}}]{{#note}}!{{/note}}{{/members}}"], "a.txt") == "[][new]!")
        let empty = try TemplateLibrary(templates: ["a.txt": "{{#.}}yes{{/.}}{{^.}}no{{/.}}"])
        #expect(try empty.render("a.txt", "").text == "no")
        #expect(try empty.render("a.txt", "x").text == "yes")
    }

    @Test("a template includes itself inside a section: a tree renders to its depth")
    func recursion() throws {
        struct Node: Encodable {
            var name: String
            var children: [Node]
        }
        let tree = Node(
            name: "a", children: [Node(name: "b", children: [Node(name: "c", children: [])]), Node(name: "d", children: [])])
        let library = try TemplateLibrary(templates: ["node.txt": "{{name}}{{#children}}({{>node.txt}}){{/children}}"])
        #expect(try library.render("node.txt", tree).text == "a(b(c))(d)")
    }

    @Test("mistakes are found when the library is made, each at its file, line and column")
    func loadErrors() throws {
        func error(_ templates: [String: String]) -> String {
            do {
                _ = try TemplateLibrary(templates: templates)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(
            error(["a.html": "<p>\n  {{#rows}}\n  {{name}}\n"])
                == "a.html:4:1: error: a section is not closed before the template ends")
        #expect(error(["a.html": "{{#rows}}x{{/cols}}"]).hasPrefix("a.html:1:"))
        #expect(
            error(["a.html": "{{#rows}}x{{/cols}}"]).hasSuffix(
                "a section is closed with another name than the one it was opened with"))
        #expect(error(["a.html": "ok\n{{name"]).hasPrefix("a.html:2:"))
        #expect(
            error(["page.html": "<main>\n    {{>parts/row.htm}}", "parts/row.html": "<tr/>"])
                == #"page.html:2:5: error: there is no template named "parts/row.htm" to include; did you mean 'parts/row.html'?"#
        )
        #expect(
            error(["a.html": "{{>b.html}}", "b.html": "x\n{{#y}}{{/y}} {{>a.html}}"])
                == #"a.html:1:1: error: "a.html" includes itself with no section between, so it would never end: a.html → b.html → a.html"#
                || error(["a.html": "{{>b.html}}", "b.html": "x\n{{#y}}{{/y}} {{>a.html}}"]).hasPrefix("b.html:2:14:"))
        #expect(
            error(["self.txt": "{{! a comment {{>self.txt}} }}{{>self.txt}}"]).hasPrefix(
                "self.txt:1:31: error: \"self.txt\" includes itself"))
        #expect(
            error(["a.md": "# x"]).hasSuffix("a template's name ends in .html, .htm, .xml or .txt, which says what it writes"))
        #expect(error(["a.txt": "{{%CONTENT_TYPE:PDF}}"]).contains("this pragma is not one Mustache knows"))
        // A template may set its escaping itself.
        #expect(try render(["a.html": "{{%CONTENT_TYPE:TEXT}}{{title}}"], "a.html") == "R&D <team>")
    }

    @Test("a folder's templates by their paths below it, other files left alone; a file's error names its path")
    func folder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("parts"), withIntermediateDirectories: true)
        try "<ul>{{#members}}{{>parts/li.html}}{{/members}}</ul>".write(
            to: directory.appendingPathComponent("list.html"), atomically: true, encoding: .utf8)
        try "<li>{{name}}</li>".write(to: directory.appendingPathComponent("parts/li.html"), atomically: true, encoding: .utf8)
        try "body {}".write(to: directory.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
        let library = try TemplateLibrary(directory: directory)
        #expect(library.names == ["list.html", "parts/li.html"])
        #expect(library.kind(of: "list.html") == .html)
        #expect(try library.render("list.html", staff).text == "<ul><li>Ann &quot;A&quot; O&#39;Neil</li><li>Bo</li></ul>")
        try "{{#x}}".write(to: directory.appendingPathComponent("parts/broken.txt"), atomically: true, encoding: .utf8)
        #expect {
            try TemplateLibrary(directory: directory)
        } throws: { error in
            (error as? TemplateError)?.file == directory.appendingPathComponent("parts/broken.txt").standardizedFileURL.path
        }
        #expect(throws: TemplateError.self) { try TemplateLibrary(bundle: .main, subdirectory: "NoSuchTemplates") }
        try Data([0x7B, 0xFF]).write(to: directory.appendingPathComponent("parts/broken.txt"))
        #expect(
            throws: TemplateError(
                file: directory.appendingPathComponent("parts/broken.txt").standardizedFileURL.path, line: 1, column: 1,
                message: "the template is not UTF-8 text")
        ) { try TemplateLibrary(directory: directory) }
    }

    @Test(
        "a service answers with a rendering as its kind's content type; the API description says so; a missing template is a 500")
    func overHTTP() async throws {
        let library = try TemplateLibrary(templates: [
            "staff.html": "<h1>{{title}}</h1>", "staff.xml": "<staff>{{title}}</staff>",
        ])
        var server = WebServer()
        try server.mount(StaffPages(templates: library))
        try await server.test(.router) { client in
            let html = try await client.execute(.get, "/staff", headers: [.acceptLanguage: "fr"])
            #expect(html.status == .ok && html.headers[.contentType] == "text/html; charset=utf-8")
            #expect(html.text == "<h1>R&amp;D &lt;team&gt;</h1>")
            let xml = try await client.execute(.get, "/staff/xml")
            #expect(
                xml.headers[.contentType] == "application/xml; charset=utf-8" && xml.text == "<staff>R&amp;D &lt;team&gt;</staff>"
            )
            let missing = try await client.execute(.get, "/staff/missing")
            #expect(missing.status == .internalServerError && missing.text == "An internal error occurred.")
            let openAPI = try await client.execute(.get, "/openapi.json")
            #expect(openAPI.text.contains(#""text/html""#) && openAPI.text.contains(#""application/xml""#))
        }
    }
}

@WebService("staff")
struct StaffPages {
    let templates: TemplateLibrary

    @RequestMethod("GET")
    func page(request: ServiceRequest) throws -> RenderedTemplate {
        try templates.render("staff.html", staff, locale: request.locale)
    }

    @RequestMethod("GET") @ResourcePath("xml")
    func xml() throws -> RenderedTemplate {
        try templates.render("staff.xml", staff)
    }

    @RequestMethod("GET") @ResourcePath("missing")
    func missing() throws -> RenderedTemplate {
        try templates.render("staff.htm", staff)
    }
}
