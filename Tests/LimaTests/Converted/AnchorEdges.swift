// swift-format-ignore-file
// AnchorEdges.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AnchorEdges.xml.
@MainActor
enum AnchorEdgesScreen {
    static let view = LMAnchorView(
        LMLabel(text: "Top").layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666)).anchor(.top),
        LMLabel(text: "Left").layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666)).anchor(.left),
        LMLabel(text: "Right").layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666)).anchor(.right),
        LMLabel(text: "Bottom")
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .anchor(.bottom)
    ).layoutMargins(16)
}
