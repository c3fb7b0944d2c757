// swift-format-ignore-file
// Column.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Column.xml.
@MainActor
enum ColumnScreen {
    static let view = LMColumnView(
        TextField(placeholder: "First", borderStyle: .roundedRect),
        TextField(placeholder: "Second", borderStyle: .roundedRect),
        TextField(placeholder: "Third", borderStyle: .roundedRect),
        LMSpacer()
    ).layoutMargins(12)
}
