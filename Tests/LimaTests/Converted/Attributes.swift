// swift-format-ignore-file
// Attributes.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Attributes.xml.
@MainActor
enum AttributesScreen {
    static let view = LMColumnView(
        LMButton(style: .systemButton, title: "Press Me!"),
        LMLabel(
            text: "A Red Label",
            font: .named("Helvetica", size: 24),
            textColor: MarkupColor(rgb: 0xff0000)
        ),
        LMButton(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed"),
        LMTextField().id("textField"),
        LMButton(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed:"),
        LMLabel(text: .localized("hello"))
    ).layoutMargins(12)
}
