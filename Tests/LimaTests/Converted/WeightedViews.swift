// swift-format-ignore-file
// WeightedViews.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of WeightedViews.xml.
@MainActor
enum WeightedViewsScreen {
    static let view = LMRowView(View().weight(1), Label(text: "Hello, World!"), View().weight(1)).layoutMargins(12)
}
