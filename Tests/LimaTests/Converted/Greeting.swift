// swift-format-ignore-file
// Greeting.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Greeting.xml.
@MainActor
enum GreetingScreen {
    static let view = LMColumnView(
        ImageView(image: "world.png").contentMode(.center),
        Label(text: "Hello, World!", textAlignment: .center)
    )
}
