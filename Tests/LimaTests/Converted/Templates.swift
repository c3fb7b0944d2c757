// swift-format-ignore-file
// Templates.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Templates.xml, with its templates as styles.
@MainActor
enum TemplatesScreen {
    static let greeting = Style("greeting", Label(font: .named("Helvetica", size: 24), textAlignment: .center))
    static let bold = Style("bold", Label(font: .system(.bold, size: 17)))
    static let red = Style("red", Label(textColor: Color(rgb: 0xff0000)))

    static let view = LMColumnView(
        Label(text: "Hello, World!").style(TemplatesScreen.greeting),
        Label(text: "Bold Red Label").style(TemplatesScreen.bold, TemplatesScreen.red)
    )
}
