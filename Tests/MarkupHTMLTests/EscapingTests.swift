import Foundation
import HTMLWriting
import Layout
import MarkupHTML
import MarkupKit
import TestSupport
import Testing

/// Text from a document and from bound data is shown as text: markup in it is neither parsed nor run.
@Suite("Escaping")
struct EscapingTests {
    static let label = #"<script>window.pwned=1</script> & "quotes" 'apostrophes'"#
    static let placeholder = #""><img src=x onerror=window.pwned=2>"#
    static let note = #"</span><script>window.pwned=3</script>"'&amp;"#

    static let document = """
        <LMColumnView>
            <UILabel id="plain" text="&lt;script&gt;window.pwned=1&lt;/script&gt; &amp; &quot;quotes&quot; 'apostrophes'"/>
            <UITextField id="field" placeholder="&quot;&gt;&lt;img src=x onerror=window.pwned=2&gt;" text="a&amp;b"/>
            <UILabel id="bound" text="$note"/>
            <UIButton id="button" title="&lt;b&gt;bold&lt;/b&gt;"/>
            <UIImageView id="image" image="&quot; onload=&quot;window.pwned=4"/>
        </LMColumnView>
        """

    @Test("an image's style attribute is whole: object-fit, not bject-fit (issue 61)")
    func imageStyleWhole() throws {
        let tree = try MarkupLoader().load(
            #"<LMColumnView><UIImageView image="x.png" contentMode="scaleAspectFill"/><UIImageView image="y.png" contentMode="topLeft"/></LMColumnView>"#,
            file: "Images.xml")
        let page = HTMLRenderer().document(tree).string
        #expect(page.contains(#"style="object-fit:cover""#))
        #expect(page.contains(#"style="object-fit:none;object-position:left top""#))
        #expect(!page.contains(#""bject-fit"#))
    }

    @Test(
        "strings and bound values with <script>, quotes and & appear as text in Chromium",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func escaped() async throws {
        let tree = try MarkupLoader().load(Self.document, file: "Escaping.xml")
        var page = HTMLRenderer().document(tree, bindings: .evaluated(against: ["note": Self.note])).string
        page = page.replacingOccurrences(
            of: "</body>",
            with: """
                <pre id="out"></pre><script>
                window.addEventListener('load', () => {
                  const screen = document.querySelector('.mk-screen');
                  document.getElementById('out').textContent = JSON.stringify({
                    pwned: window.pwned === undefined ? null : window.pwned,
                    injected: screen.querySelectorAll('script, b, img:not(#image img)').length,
                    plain: document.querySelector('#plain').textContent,
                    placeholder: document.querySelector('#field input').placeholder,
                    value: document.querySelector('#field input').value,
                    bound: document.querySelector('#bound').textContent,
                    button: document.querySelector('#button').textContent,
                    image: document.querySelector('#image img').getAttribute('src'),
                  });
                });
                </script></body>
                """)
        let dom = try await Browser.dumpDOM(page)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try Browser.text(ofPre: "out", in: dom).utf8)) as? [String: Any])
        #expect(json["pwned"] is NSNull, "a script ran: \(json)")
        #expect(json["injected"] as? Int == 0)
        #expect(json["plain"] as? String == Self.label)
        #expect(json["placeholder"] as? String == Self.placeholder)
        #expect(json["value"] as? String == "a&b")
        #expect(json["bound"] as? String == Self.note)
        #expect(json["button"] as? String == "<b>bold</b>")
        #expect(json["image"] as? String == "images/%22%20onload=%22window.pwned=4")
    }

    @Test("the output escapes the five characters HTML gives a meaning to, in text and in attributes")
    func writer() {
        var output = HTMLOutput()
        output.writeEscaped(#"<a href="x">&'</a>"#)
        #expect(output.string == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
    }
}
