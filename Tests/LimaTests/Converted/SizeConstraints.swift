// swift-format-ignore-file
// SizeConstraints.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of SizeConstraints.xml.
@MainActor
enum SizeConstraintsScreen {
    static let view = LMColumnView(
        LMView().backgroundColor(MarkupColor(rgb: 0x3b55a2)).maximumWidth(480).aspectRatio(1.5),
        LMLabel(text: "A caption that wraps at 240 points, however wide the screen is.", numberOfLines: 0)
            .maximumWidth(240),
        LMRowView(
            LMButton(style: .systemButton, title: "Cancel").weight(1).minimumWidth(80).maximumWidth(160),
            LMButton(style: .systemButton, title: "Save").weight(1).minimumWidth(80).maximumWidth(160)
        ),
        LMSpacer()
    ).layoutMargins(12)
}
