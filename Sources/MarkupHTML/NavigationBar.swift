import HTMLWriting
import Layout
public import MarkupKit

/// The way back a screen's navigation bar offers: the previous screen's address and title, as a navigation
/// controller's Back button shows it.
public struct BackLink: Sendable, Hashable {
    /// Where the previous screen is.
    public var address: String
    /// Its title, which the button shows.
    public var title: String

    /// A way back to `title` at `address`.
    public init(address: String, title: String) {
        self.address = address
        self.title = title
    }
}

extension HTMLRenderer {
    /// The height of a navigation bar, in points: UIKit's.
    public static let navigationBarHeight = 44.0

    /// Whether a page of `tree` has a navigation bar above its screen, which takes its height from the screen as a
    /// navigation controller's does: the document declares one (`<?navigationItem?>`, `<?rightBarButtonItem?>`) or a
    /// form (whose bar holds its submit button), or the renderer has a way ``back``.
    public func hasNavigationBar(_ tree: ViewTree) -> Bool {
        tree.form != nil || tree.navigation != nil || back != nil
    }

    /// Writes the navigation bar of a page of `tree` titled `title`, unless a form draws its own: the way ``back``,
    /// the title, and the document's bar buttons at the trailing end (each `data-bar-button` its index, which a live
    /// page sends when it is tapped; a preview's do nothing).
    func writeNavigationBar(_ tree: ViewTree, title: String, into output: inout HTMLOutput) {
        guard tree.form == nil, tree.navigation != nil || back != nil else { return }
        // Three columns, the outer two as wide as each other: the title stays in the middle, as UIKit's does.
        output.write("<nav class=\"mk-nav\" style=\"width:\(CSSLength(size.width))\">")
        if let back {
            output.write("<a class=\"mk-back\" href=\"")
            output.writeEscaped(back.address)
            output.write("\">‹ ")
            output.writeEscaped(back.title)
            output.write("</a>")
        } else {
            output.write("<span></span>")
        }
        output.write("<h1 style=\"max-width:\(CSSLength((size.width * 0.6).rounded(.down)))\">")
        output.writeEscaped(title)
        output.write("</h1><span class=\"mk-bar-items\">")
        for (index, button) in (tree.navigation?.rightBarButtons ?? []).enumerated() {
            output.write("<button type=\"button\" class=\"mk-bar-button\(button.style == .done ? " mk-done" : "")\"")
            output.write(" data-bar-button=\"\(index)\">")
            output.writeEscaped(button.title)
            output.write("</button>")
        }
        output.write("</span></nav>")
    }
}
