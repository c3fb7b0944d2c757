// swift-format-ignore-file
// WeightedViews.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of WeightedViews.xml.
@MainActor
enum WeightedViewsScreen {
    static let view = LMRowView(LMView().weight(1), LMLabel(text: "Hello, World!"), LMView().weight(1)).layoutMargins(12)
}
