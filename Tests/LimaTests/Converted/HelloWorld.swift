// swift-format-ignore-file
// HelloWorld.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of HelloWorld.xml.
@MainActor
enum HelloWorldScreen {
    static let view = LMLabel(text: "Hello, World!")
}
