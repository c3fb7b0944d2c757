// swift-format-ignore-file
// Employee.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Employee.xml.
@MainActor
enum EmployeeScreen {
    static let view = LMTableView(
        style: .groupedTableView,
        LMSection().headerView(LMColumnView(
            spacing: 4,
            LMLabel(text: .bound(expression: "name"), font: .textStyle(.title2)),
            LMRowView(
                spacing: 8,
                LMLabel(
                    text: .bound(expression: "summary"),
                    font: .textStyle(.subheadline),
                    textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
                ),
                LMActivityIndicatorView(activityIndicatorViewStyle: .medium).id("activityIndicator")
            )
        ).layoutMargins(16)),
        LMSection(name: "titles", rows: "titles", header: "Titles") {
            LMStandardCell(
                style: .value1TableViewCell,
                text: .bound(expression: "item.text"),
                detailText: .bound(expression: "item.fromDate", format: .date(dateStyle: .medium, timeZone: "UTC"))
            )
        },
        LMSection(name: "salaries", rows: "salaries", header: "Salaries") {
            LMStandardCell(
                style: .value1TableViewCell,
                text: .bound(expression: "item.text"),
                detailText: .bound(expression: "item.fromDate", format: .date(dateStyle: .medium, timeZone: "UTC"))
            )
        }
    )
}
