// swift-format-ignore-file
// AnchorLeadingTrailing.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AnchorLeadingTrailing.xml.
@MainActor
enum AnchorLeadingTrailingScreen {
    static let view = LMAnchorView(
        LMLabel(text: "Leading")
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .anchor(.leading),
        LMLabel(text: "Trailing")
            .layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0xff6666))
            .anchor(.trailing)
    ).layoutMargins(16)
}
