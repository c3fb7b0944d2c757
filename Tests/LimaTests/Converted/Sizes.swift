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
        Section(
            name: "sizes",
            selectionMode: .singleCheckmark,
            TableViewCell(text: "Small", value: "S"),
            TableViewCell(text: "Medium", value: "M"),
            TableViewCell(text: "Large", value: "L"),
            TableViewCell(text: "Extra-Large", value: "XL")
        )
    )
}
