// swift-format-ignore-file
// PostBrowser.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of PostBrowser.xml.
@MainActor
enum PostBrowserScreen {
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
        LMPickerView(
            .component(name: "user", rows: "users") {
                .row(.bound(expression: "item.name"))
            }
        ).id("userPicker"),
        LMTableView(
            style: .plainTableView,
            LMSection(name: "posts", rows: "posts") {
                LMStandardCell(
                    style: .subtitleTableViewCell,
                    text: .bound(expression: "item.title"),
                    detailText: .bound(expression: "item.body")
                )
            }
        ).weight(1)
    )
}
