// swift-format-ignore-file
// Users.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Users.xml.
@MainActor
enum UsersScreen {
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
            LMSection(name: "users", rows: "users", link: "users/{id}") {
                LMTableViewCell(
                    accessoryType: .disclosureIndicator,
                    LMRowView(
                        spacing: 12,
                        LMImageView()
                            .contentMode(.scaleAspectFill)
                            .clipsToBounds(true)
                            .set("image", .bound(expression: "item.thumbnail"))
                            .layer(cornerRadius: 20)
                            .width(40)
                            .height(40),
                        LMColumnView(
                            spacing: 2,
                            LMLabel(text: .bound(expression: "item.name"), font: .textStyle(.headline)),
                            LMLabel(
                                text: .bound(expression: "item.email"),
                                font: .textStyle(.subheadline),
                                textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
                            )
                        ).weight(1)
                    )
                )
            }
        ).weight(1)
    )
}
