import HTMLWriting
import MarkupHTML
import MarkupKit
import Testing

/// A button with a `link` is a link to that screen, under the page's screens.
@Suite("Buttons that link")
struct ButtonLinkTests {
    static let markup = """
        <LMColumnView>
            <UIButton style="systemButton" title="About &lt;us&gt;" link="about?from=a&amp;b"/>
            <UIButton style="systemButton" title="Later" link="later" enabled="false"/>
            <UIButton style="systemButton" title="Plain"/>
        </LMColumnView>
        """

    @Test(
        "a linked button is an <a> to its screen under the link base, escaped; disabled, it has no address; others stay buttons")
    func linkedButtons() throws {
        var loader = MarkupLoader(documents: .memory(["Links.xml": Self.markup]))
        loader.catalog = .standard
        let tree = try loader.load(named: "Links")
        #expect(tree.nodes.map(\.link) == [nil, "about?from=a&b", "later", nil])
        var renderer = HTMLRenderer(catalog: loader.catalog)
        renderer.linkBase = "/ui/"
        let page = renderer.fragment(tree).string
        #expect(
            page.contains(
                "<a class=\"mk-button mk-systemButton\" href=\"/ui/about?from=a&amp;b\""), "\(page)")
        #expect(page.contains(">About &lt;us&gt;</a>"))
        #expect(page.contains("<a class=\"mk-button mk-systemButton\" aria-disabled=\"true\""))
        #expect(!page.contains("href=\"/ui/later\""))
        #expect(page.contains("<button type=\"button\" class=\"mk-button mk-systemButton\""))
        #expect(page.contains(">Plain</button>"))
    }
}
