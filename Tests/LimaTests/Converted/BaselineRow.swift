// swift-format-ignore-file
// BaselineRow.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of BaselineRow.xml.
@MainActor
enum BaselineRowScreen {
    static let view = LMRowView(
        alignToBaseline: true,
        Label(text: "Ten", font: .named("Helvetica", size: 12)),
        Label(text: "Twenty", font: .named("Helvetica", size: 24)),
        Label(text: "Thirty", font: .named("Helvetica", size: 48)),
        LMSpacer()
    ).layoutMargins(12)
}
