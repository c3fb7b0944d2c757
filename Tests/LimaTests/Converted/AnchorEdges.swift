// swift-format-ignore-file
// AnchorEdges.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AnchorEdges.xml.
@MainActor
enum AnchorEdgesScreen {
    static let view = LMAnchorView(
        Label(text: "Top").layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666)).anchor(.top),
        Label(text: "Left").layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666)).anchor(.left),
        Label(text: "Right").layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666)).anchor(.right),
        Label(text: "Bottom").layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666)).anchor(.bottom)
    ).layoutMargins(16)
}
