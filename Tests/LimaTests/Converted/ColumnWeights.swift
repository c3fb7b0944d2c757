// swift-format-ignore-file
// ColumnWeights.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of ColumnWeights.xml.
@MainActor
enum ColumnWeightsScreen {
    static let view = LMColumnView(
        LMLabel(text: "1/6", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .weight(1),
        LMLabel(text: "1/3", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .weight(2),
        LMLabel(text: "1/2", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .weight(3)
    ).layoutMargins(12)
}
