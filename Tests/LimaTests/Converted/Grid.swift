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
        LMRowView(Label(text: "One"), TextField(placeholder: "First", borderStyle: .roundedRect).weight(1)),
        LMRowView(Label(text: "Two"), TextField(placeholder: "Second", borderStyle: .roundedRect).weight(1)),
        LMRowView(Label(text: "Three"), TextField(placeholder: "Third", borderStyle: .roundedRect).weight(1))
    ).layoutMargins(12)
}
