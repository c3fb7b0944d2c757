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
        for id in 1...3 {
            #expect(page.contains("<input class=\"mk-check mk-trailing\" type=\"checkbox\" name=\"todos\" value=\"\(id)\">"))
            // Its ⓘ button links to the to-do's page, filled from the row's item.
            #expect(page.contains("<a class=\"mk-button mk-detailDisclosureButton\" aria-label=\"Details\" href=\"todos/\(id)\""))
        }
        #expect(page.components(separatedBy: "class=\"mk-delete\"").count == 4)
        // A tap checks the row's box: the row is no button of its own.
        #expect(!page.contains("role=\"button\""))
    }

    @Test("the sample's users are a picker's options, keyed and valued by id; a row written as a live page patches it")
    func pickerRows() throws {
        let loader = try ExampleDocuments.loader()
        let tree = try loader.load(named: "PostBrowser")
        let renderer = HTMLRenderer(catalog: loader.catalog)
        let page = renderer.document(tree, bindings: .evaluated(against: try Self.sample("PostBrowser"))).string
        #expect(page.contains("<select name=\"user\" aria-label=\"user\" data-component=\"user\" data-index=\"0\">"))
        #expect(page.contains("<option data-row=\"2\" value=\"2\">Ervin Howell</option>"))
        #expect(page.contains(">qui est esse<"))
        // What a live page inserts when the owner's rows change: the option, selected when its row is checked.
        let picker = try #require(tree.nodes.first { $0.element == "LMPickerView" })
        var cell = ViewNode(element: DynamicRows.pickerRowElement, location: SourceLocation(file: "", line: 1, column: 1))
        cell.properties = [PropertySetting(keyPath: "title", value: .string("Kurtis <Weissnat>"), location: cell.location)]
        cell.setDefaultCellValue("7")
        cell.setChecked(true)
        let html = renderer.rowsHTML([RowCell(key: "7", cell: cell)], inSection: 0, ofTable: picker, tableIndex: 2)
        #expect(html == ["<option data-row=\"7\" value=\"7\" selected>Kurtis &lt;Weissnat&gt;</option>"])
        #expect(renderer.rowsHTML([RowCell(key: "7", cell: cell)], inSection: 1, ofTable: picker, tableIndex: 2).isEmpty)
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
        // The custom cell's disclosure indicator, in its trailing margin.
        #expect(page.components(separatedBy: "<span class=\"mk-glyph mk-trailing\" aria-hidden=\"true\">›</span>").count == 3)
        // Without data, the section shows no rows, and its template's bindings are nowhere on the page.
        let bare = renderer.document(try loader.load(named: "Users")).string
        #expect(!bare.contains("data-row=") && !bare.contains("$item"))
    }

    @Test("a custom cell in a section with check marks is a label holding its content and the section's radio button")
    func customCheckedCell() throws {
        let markup = """
            <LMTableView>
                <?sectionName size?>
                <?sectionSelectionMode singleCheckmark?>
                <LMTableViewCell value="S" checked="true"><UILabel text="Small"/></LMTableViewCell>
                <LMTableViewCell value="L"><UILabel text="Large"/></LMTableViewCell>
            </LMTableView>
            """
        let page = HTMLRenderer().document(try MarkupLoader().load(markup, file: "Sizes.xml")).string
        #expect(page.components(separatedBy: "<label class=\"mk-cell-content\"").count == 3)
        #expect(page.contains("<input class=\"mk-check mk-trailing\" type=\"radio\" name=\"size\" value=\"S\" checked>"))
        #expect(page.contains("<input class=\"mk-check mk-trailing\" type=\"radio\" name=\"size\" value=\"L\">"))
    }
}
