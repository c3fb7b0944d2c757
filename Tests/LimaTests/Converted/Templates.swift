// swift-format-ignore-file
// Templates.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Templates.xml, with its templates as styles.
@MainActor
enum TemplatesScreen {
    static let greeting = LMStyle("greeting", LMLabel(font: .named("Helvetica", size: 24), textAlignment: .center))
    static let bold = LMStyle("bold", LMLabel(font: .system(.bold, size: 17)))
    static let red = LMStyle("red", LMLabel(textColor: MarkupColor(rgb: 0xff0000)))

    static let view = LMColumnView(
        LMLabel(text: "Hello, World!").style(TemplatesScreen.greeting),
        LMLabel(text: "Bold Red Label").style(TemplatesScreen.bold, TemplatesScreen.red)
    )
}
