// swift-format-ignore-file
// Layer.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Layer.xml.
@MainActor
enum LayerScreen {
    static let view = LMLayerView(
        ImageView(image: "world.png").contentMode(.center),
        Label(text: "Hello, World!", textColor: Color(rgb: 0xffffff), textAlignment: .center)
    )
}
