// swift-format-ignore-file
// ColoredRow.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of ColoredRow.xml.
@MainActor
enum ColoredRowScreen {
    static let view = LMRowView(
        spacing: 16,
        LMView().backgroundColor(MarkupColor(rgb: 0xca3538)).weight(1),
        LMView().backgroundColor(MarkupColor(rgb: 0x3b55a2)).weight(1)
    )
}
