// swift-format-ignore-file
// Grid.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Grid.xml.
@MainActor
enum GridScreen {
    static let view = LMColumnView(
        alignToGrid: true,
        LMRowView(
            LMLabel(text: "One"),
            LMTextField(placeholder: "First", borderStyle: .roundedRect).weight(1)
        ),
        LMRowView(
            LMLabel(text: "Two"),
            LMTextField(placeholder: "Second", borderStyle: .roundedRect).weight(1)
        ),
        LMRowView(
            LMLabel(text: "Three"),
            LMTextField(placeholder: "Third", borderStyle: .roundedRect).weight(1)
        )
    ).layoutMargins(12)
}
