// swift-format-ignore-file
// Roster.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Roster.xml.
@MainActor
enum RosterScreen {
    static let view = LMColumnView(
        spacing: 0,
        LMRowView(
            spacing: 8,
            LMLabel(
                text: .bound(expression: "summary"),
                font: .textStyle(.footnote),
                textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
            ).weight(1),
            LMActivityIndicatorView(activityIndicatorViewStyle: .medium).id("activityIndicator")
        ).layoutMargins(Insets(top: 8, leading: 16, bottom: 8, trailing: 16)),
        LMTableView(
            style: .plainTableView,
            LMSection(name: "employees", rows: "employees", onSelect: "star:") {
                LMStandardCell(
                    style: .subtitleTableViewCell,
                    text: .bound(expression: "item.name"),
                    detailText: .bound(expression: "item.hireDate", format: .date(dateStyle: .medium, timeZone: "UTC"))
                ).set("accessoryType", .bound(expression: "(item.starred ? 'checkmark' : 'none')"))
            }.onEndReached("loadMore")
        ).weight(1)
    )
}
