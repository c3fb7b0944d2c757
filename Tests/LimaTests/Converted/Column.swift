// swift-format-ignore-file
// Column.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Column.xml.
@MainActor
enum ColumnScreen {
    static let view = LMColumnView(
        LMTextField(placeholder: "First", borderStyle: .roundedRect),
        LMTextField(placeholder: "Second", borderStyle: .roundedRect),
        LMTextField(placeholder: "Third", borderStyle: .roundedRect),
        LMSpacer()
    ).layoutMargins(12)
}
