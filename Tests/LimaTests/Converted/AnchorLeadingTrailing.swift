// swift-format-ignore-file
// AnchorLeadingTrailing.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AnchorLeadingTrailing.xml.
@MainActor
enum AnchorLeadingTrailingScreen {
    static let view = LMAnchorView(
        Label(text: "Leading").layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666)).anchor(.leading),
        Label(text: "Trailing").layer(borderWidth: 0.5, borderColor: Color(rgb: 0xff6666)).anchor(.trailing)
    ).layoutMargins(16)
}
