// swift-format-ignore-file
// Sizes.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Sizes.xml.
@MainActor
enum SizesScreen {
    static let view = LMTableView(
        style: .groupedTableView,
        LMSection(
            name: "sizes",
            selectionMode: .singleCheckmark,
            LMStandardCell(text: "Small", value: "S"),
            LMStandardCell(text: "Medium", value: "M"),
            LMStandardCell(text: "Large", value: "L"),
            LMStandardCell(text: "Extra-Large", value: "XL")
        )
    )
}
