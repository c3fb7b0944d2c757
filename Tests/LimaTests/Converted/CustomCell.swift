// swift-format-ignore-file
// CustomCell.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupExamples
import MarkupKit

/// The view of CustomCell.xml, with its templates as styles.
@MainActor
enum CustomCellScreen {
    static let labelHeading = LMStyle("label.heading", LMLabel(font: .textStyle(.headline)))
    static let labelDetail = LMStyle(
        "label.detail",
        LMLabel(font: .textStyle(.footnote), textColor: MarkupColor(rgb: 0x808080), numberOfLines: 0)
    )

    static let view = LMTableViewCell(
        LMColumnView(
            LMLabel(text: .bound(\CustomCellExample.content.heading)).style(CustomCellScreen.labelHeading),
            LMLabel(text: .bound(\CustomCellExample.content.detail)).style(CustomCellScreen.labelDetail)
        )
    )
}
