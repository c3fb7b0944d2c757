// swift-format-ignore-file
// CustomCell.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupExamples
import MarkupKit

/// The view of CustomCell.xml, with its templates as styles.
@MainActor
enum CustomCellScreen {
    static let labelHeading = Style("label.heading", Label(font: .textStyle(.headline)))
    static let labelDetail = Style(
        "label.detail",
        Label(font: .textStyle(.footnote), textColor: Color(rgb: 0x808080), numberOfLines: 0)
    )

    static let view = LMTableViewCell(
        LMColumnView(
            Label(text: .bound(\CustomCellExample.content.heading)).style(CustomCellScreen.labelHeading),
            Label(text: .bound(\CustomCellExample.content.detail)).style(CustomCellScreen.labelDetail)
        )
    )
}
