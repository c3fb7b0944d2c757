// swift-format-ignore-file
// Spacers.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Spacers.xml.
@MainActor
enum SpacersScreen {
    static let view = LMRowView(LMSpacer(), LMLabel(text: "Hello, World!"), LMSpacer()).layoutMargins(12)
}
