// swift-format-ignore-file
// Employees.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Employees.xml.
@MainActor
enum EmployeesScreen {
    static let view = LMColumnView(
        spacing: 0,
        LMRowView(
            spacing: 8,
            LMTextField(
                placeholder: "First or last name",
                autocapitalizationType: .noCapitalization,
                autocorrectionType: .no,
                borderStyle: .roundedRect,
                keyboardType: .webSearch
            ).weight(1).id("searchField").on(.editingChanged, "search"),
            LMActivityIndicatorView(activityIndicatorViewStyle: .medium).id("activityIndicator")
        ).layoutMargins(12),
        LMRowView(
            LMLabel(
                text: .bound(expression: "status"),
                font: .textStyle(.footnote),
                textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
            ).id("statusLabel")
        ).layoutMargins(Insets(leading: 16, bottom: 4, trailing: 16)),
        LMTableView(
            style: .plainTableView,
            LMSection(name: "employees", rows: "employees", link: "employees/{id}") {
                LMStandardCell(
                    style: .subtitleTableViewCell,
                    text: .bound(expression: "item.name"),
                    detailText: .bound(expression: "item.hireDate", format: .date(dateStyle: .medium, timeZone: "UTC")),
                    accessoryType: .disclosureIndicator
                )
            },
            LMSection(
                LMTableViewCell(
                    selectionStyle: .noSelection,
                    LMButton(style: .systemButton, title: "More")
                        .set("enabled", .bound(expression: "hasMore"))
                        .id("moreButton")
                        .on(.primaryActionTriggered, "more")
                )
            )
        ).weight(1)
    ).backgroundColor(MarkupColor(rgb: 0xf2f2f7, name: "systemGroupedBackground"))
}
