// swift-format-ignore-file
// Segments.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Segments.xml.
@MainActor
enum SegmentsScreen {
    static let view = LMSegmentedControl(.segment("Small"), .segment("Medium"), .segment("Large"), .segment("Extra-Large"))
}
