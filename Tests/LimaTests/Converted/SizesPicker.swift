// swift-format-ignore-file
// SizesPicker.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of SizesPicker.xml.
@MainActor
enum SizesPickerScreen {
    static let view = LMPickerView(
        .component(
            name: "sizes",
            .row("Small", value: "S"),
            .row("Medium", value: "M"),
            .row("Large", value: "L"),
            .row("Extra-Large", value: "XL")
        )
    ).id("pickerView")
}
