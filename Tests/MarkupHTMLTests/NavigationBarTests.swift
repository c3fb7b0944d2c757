import HTMLWriting
import Layout
import MarkupHTML
import MarkupKit
import Testing

/// `<?navigationItem?>` and `<?rightBarButtonItem?>`: what a document says its screen's bar shows, the checks at load
/// time, and the bar a page draws.
@Suite("Navigation bars")
struct NavigationBarTests {
    static let markup = """
        <?xml version="1.0"?>
        <?navigationItem title="@order"?>
        <?rightBarButtonItem title="Clear" action="clear"?>
        <?rightBarButtonItem title="Send <it>" style="done" action="send"?>
        <LMColumnView>
            <UILabel text="Hello"/>
        </LMColumnView>
        """

    static func load(_ text: String) throws(MarkupError) -> ViewTree {
        var loader = MarkupLoader()
        loader.strings = StringsTable(["order": "Your Order"])
        return try loader.load(text, file: "Bar.xml")
    }

    static func problems(_ text: String) -> [String] {
        do {
            _ = try load(text)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    @Test("the bar's title (a strings key resolved) and its buttons, in order, with their styles and actions")
    func declared() throws {
        let navigation = try #require(try Self.load(Self.markup).navigation)
        #expect(navigation.title == "Your Order")
        #expect(navigation.rightBarButtons.map(\.title) == ["Clear", "Send <it>"])
        #expect(navigation.rightBarButtons.map(\.style) == [.plain, .done])
        #expect(navigation.rightBarButtons.map(\.action) == ["clear", "send"])
        #expect(navigation.rightBarButtons.map(\.location.line) == [3, 4])
    }

    @Test("what a bar cannot be is an error at its place: inside the views, twice, unknown, unfinished, too many, beside a form")
    func refused() {
        let body = "<UILabel text=\"x\"/>"
        let cases: [(String, String)] = [
            (
                "<LMColumnView><?navigationItem title=\"A\"?></LMColumnView>",
                "1:15: <?navigationItem?> belongs outside the document's views, before its root element"
            ),
            ("<?navigationItem title=\"A\"?><?navigationItem title=\"B\"?>\(body)", "1:29: <?navigationItem?> is declared twice"),
            (
                "<?navigationItem titel=\"A\"?>\(body)",
                "1:18: <?navigationItem?> has no attribute 'titel'; did you mean 'title'?; it takes title"
            ),
            (
                "<?rightBarButtonItem action=\"go\"?>\(body)",
                "1:1: <?rightBarButtonItem?> needs title=\"…\": what the button says"
            ),
            (
                "<?rightBarButtonItem title=\"Go\"?>\(body)",
                "1:1: <?rightBarButtonItem?> needs action=\"…\": the owner's action a tap calls"
            ),
            (
                "<?rightBarButtonItem title=\"Go\" action=\"go:\"?>\(body)",
                "1:33: the bar button's action 'go:' passes a sender, which a bar button has not: write 'go'"
            ),
            (
                "<?rightBarButtonItem title=\"Go\" action=\"go now\"?>\(body)",
                "1:33: the bar button's action 'go now' is not an action's name"
            ),
            ("<?rightBarButtonItem title=\" \" action=\"go\"?>\(body)", "1:22: the bar button's title ' ' is empty"),
            (
                "<?rightBarButtonItem title=\"Go\" action=\"go\" style=\"bold\"?>\(body)",
                "1:45: style must be plain or done, not 'bold'"
            ),
            (
                String(repeating: "<?rightBarButtonItem title=\"Go\" action=\"go\"?>\n", count: 4) + body,
                "4:1: a bar holds 3 buttons at its trailing end; this is one more"
            ),
            (
                "<?form action=\"/post\"?>\n<?navigationItem title=\"A\"?>\(body)",
                "2:1: <?navigationItem?> and the <?form?> of line 1 both make the screen's bar; give the form its title"
            ),
            (
                "<?navigationItem title=\"A\"?>\n<?form action=\"/post\"?>\(body)",
                "2:1: <?form?> and the navigation bar of line 1 both make the screen's bar; give the form its title"
            ),
        ]
        for (text, expected) in cases {
            #expect(Self.problems(text) == [expected], "\(text)")
        }
    }

    @Test("a page draws the bar above a screen that much shorter: the title escaped, each button with its index")
    func drawn() throws {
        let tree = try Self.load(Self.markup)
        var renderer = HTMLRenderer()
        renderer.size.height = 600
        let page = renderer.document(tree).string
        #expect(page.contains("<title>Your Order</title>"))
        #expect(
            page.contains(
                "<nav class=\"mk-nav\" style=\"width:390px\"><span></span><h1 style=\"max-width:234px\">Your Order</h1>"),
            "\(page)")
        #expect(page.contains("<button type=\"button\" class=\"mk-bar-button\" data-bar-button=\"0\">Clear</button>"))
        #expect(
            page.contains(
                "<button type=\"button\" class=\"mk-bar-button mk-done\" data-bar-button=\"1\">Send &lt;it&gt;</button>"))
        #expect(page.contains("<div class=\"mk-screen\" style=\"width:390px;height:556px\">"))
        // The fragment a live page swaps in has the same height, without the bar, which stays.
        let fragment = renderer.fragment(tree).string
        #expect(fragment.hasPrefix("<div class=\"mk-screen\" style=\"width:390px;height:556px\">") && !fragment.contains("<nav"))
        // A given title wins (the owner's for what it shows); a way back is a link before it.
        renderer.back = BackLink(address: "/ui/orders?x=<1>", title: "Orders")
        let detail = renderer.document(tree, title: "Order 7").string
        #expect(
            detail.contains(
                "<a class=\"mk-back\" href=\"/ui/orders?x=&lt;1&gt;\">‹ Orders</a><h1 style=\"max-width:234px\">Order 7</h1>"),
            "\(detail)")
        // Without a bar or a way back, none is drawn and the screen keeps its height.
        let plain = HTMLRenderer().document(try Self.load("<UILabel text=\"x\"/>")).string
        #expect(!plain.contains("<nav") && plain.contains("height:844px"))
    }
}
