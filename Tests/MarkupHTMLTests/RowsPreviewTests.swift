import Foundation
import HTMLWriting
import MarkupExamples
import MarkupHTML
import MarkupKit
import Testing

/// A dynamic section in a preview: its rows are the sample data's array, each made from the template.
@Suite("Dynamic sections in HTML")
struct RowsPreviewTests {
    static func sample(_ name: String) throws -> Any {
        let url = try #require(ExampleDocuments.directory).appendingPathComponent(name + ".sample.json")
        return try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    }

    @Test("the sample's to-dos are the rows, keyed by id, each a check box of the section's field; each can be deleted")
    func todos() throws {
        let loader = try ExampleDocuments.loader()
        let page = HTMLRenderer(catalog: loader.catalog).document(
            try loader.load(named: "Todos"), bindings: .evaluated(against: try Self.sample("Todos"))
        ).string
        let rows = page.components(separatedBy: "data-row=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(rows == ["1", "2", "3"])
        #expect(page.contains(">Buy milk<") && page.contains(">Write the closing note<"))
        // A preview has no owner to say which are checked: the boxes are there, unchecked, valued by the rows' ids.
        for id in 1...3 { #expect(page.contains("<input class=\"mk-check\" type=\"checkbox\" name=\"todos\" value=\"\(id)\">")) }
        #expect(page.components(separatedBy: "class=\"mk-delete\"").count == 4)
        // A tap checks the row's box: the row is no button of its own.
        #expect(!page.contains("role=\"button\""))
    }

    @Test("the sample's users are links to their screens, with their thumbnails loaded lazily")
    func users() throws {
        let loader = try ExampleDocuments.loader()
        var renderer = HTMLRenderer(catalog: loader.catalog)
        renderer.linkBase = "/ui/"
        let page = renderer.document(try loader.load(named: "Users"), bindings: .evaluated(against: try Self.sample("Users")))
            .string
        #expect(page.contains("<a class=\"mk-cell mk-row-cell\" data-row=\"1\" href=\"/ui/users/1\""))
        #expect(page.contains("loading=\"lazy\" src=\"/users/2/thumbnail\""))
        #expect(page.contains(">Ervin Howell<"))
        // Without data, the section shows no rows, and its template's bindings are nowhere on the page.
        let bare = renderer.document(try loader.load(named: "Users")).string
        #expect(!bare.contains("data-row=") && !bare.contains("$item"))
    }
}
