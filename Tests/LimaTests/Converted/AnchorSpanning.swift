// swift-format-ignore-file
// AnchorSpanning.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AnchorSpanning.xml.
@MainActor
enum AnchorSpanningScreen {
    static let view = LMAnchorView(
        LMLabel(text: "Top", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .anchor([.top, .left, .right]),
        LMLabel(text: "Bottom", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .anchor([.bottom, .left, .right])
    ).layoutMargins(16)
}
