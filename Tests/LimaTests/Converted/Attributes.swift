// swift-format-ignore-file
// Attributes.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Attributes.xml.
@MainActor
enum AttributesScreen {
    static let view = LMColumnView(
        Button(style: .systemButton, title: "Press Me!"),
        Label(text: "A Red Label", font: .named("Helvetica", size: 24), textColor: Color(rgb: 0xff0000)),
        Button(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed"),
        TextField().id("textField"),
        Button(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed:"),
        Label(text: .localized("hello"))
    ).layoutMargins(12)
}
