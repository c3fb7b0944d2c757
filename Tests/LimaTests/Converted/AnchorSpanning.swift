// swift-format-ignore-file
// AnchorSpanning.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AnchorSpanning.xml.
@MainActor
enum AnchorSpanningScreen {
    static let view = LMAnchorView(
        Label(text: "Top", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666))
            .anchor([.top, .left, .right]),
        Label(text: "Bottom", textAlignment: .center)
            .layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666))
            .anchor([.bottom, .left, .right])
    ).layoutMargins(16)
}
