// swift-format-ignore-file
// RowWeights.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of RowWeights.xml.
@MainActor
enum RowWeightsScreen {
    static let view = LMRowView(
        LMLabel(text: "50%", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .weight(0.5),
        LMLabel(text: "50%", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .weight(0.5)
    ).layoutMargins(12)
}
