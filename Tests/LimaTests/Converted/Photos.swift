// swift-format-ignore-file
// Photos.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Photos.xml.
@MainActor
enum PhotosScreen {
    static let view = LMColumnView(
        spacing: 0,
        LMRowView(
            spacing: 8,
            LMLabel(
                text: .bound(expression: "problem"),
                font: .textStyle(.footnote),
                textColor: MarkupColor(rgb: 0xff3b30, name: "systemRed"),
                numberOfLines: 0
            ).weight(1),
            LMActivityIndicatorView(activityIndicatorViewStyle: .medium).id("activityIndicator")
        ).layoutMargins(Insets(top: 8, leading: 16, bottom: 8, trailing: 16)),
        LMTableView(
            style: .plainTableView,
            LMSection(name: "photos", rows: "photos") {
                LMTableViewCell(
                    LMRowView(
                        spacing: 12,
                        LMImageView()
                            .contentMode(.scaleAspectFill)
                            .clipsToBounds(true)
                            .set("image", .bound(expression: "item.thumbnail"))
                            .width(60)
                            .height(60),
                        LMColumnView(
                            spacing: 2,
                            LMLabel(
                                text: .bound(expression: "item.title"),
                                font: .textStyle(.body),
                                numberOfLines: 2
                            ),
                            LMLabel(
                                text: .bound(expression: "item.number"),
                                font: .textStyle(.caption1),
                                textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
                            )
                        ).weight(1)
                    )
                )
            }
        ).weight(1)
    )
}
