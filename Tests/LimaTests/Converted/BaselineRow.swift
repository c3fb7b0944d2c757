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
        LMLabel(text: "Ten", font: .named("Helvetica", size: 12)),
        LMLabel(text: "Twenty", font: .named("Helvetica", size: 24)),
        LMLabel(text: "Thirty", font: .named("Helvetica", size: 48)),
        LMSpacer()
    ).layoutMargins(12)
}
