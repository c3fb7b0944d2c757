// swift-format-ignore-file
// Greeting.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Greeting.xml.
@MainActor
enum GreetingScreen {
    static let view = LMColumnView(
        LMImageView(image: "world.png").contentMode(.center),
        LMLabel(text: "Hello, World!", textAlignment: .center)
    )
}
