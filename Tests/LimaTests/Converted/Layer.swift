// swift-format-ignore-file
// Layer.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Layer.xml.
@MainActor
enum LayerScreen {
    static let view = LMLayerView(
        LMImageView(image: "world.png").contentMode(.center),
        LMLabel(text: "Hello, World!", textColor: MarkupColor(rgb: 0xffffff), textAlignment: .center)
    )
}
