// swift-format-ignore-file
// Row.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Row.xml.
@MainActor
enum RowScreen {
    static let view = LMRowView(LMLabel(text: "One"), LMLabel(text: "Two"), LMLabel(text: "Three"), LMSpacer())
        .layoutMargins(12)
}
