// swift-format-ignore-file
// ColumnWeights.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of ColumnWeights.xml.
@MainActor
enum ColumnWeightsScreen {
    static let view = LMColumnView(
        Label(text: "1/6", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666))
            .weight(1),
        Label(text: "1/3", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666))
            .weight(2),
        Label(text: "1/2", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666))
            .weight(3)
    ).layoutMargins(12)
}
