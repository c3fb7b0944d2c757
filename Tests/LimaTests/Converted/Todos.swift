// swift-format-ignore-file
// Todos.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Todos.xml.
@MainActor
enum TodosScreen {
    static let view = LMColumnView(
        LMRowView(
            spacing: 8,
            LMTextField(placeholder: "What needs doing?", borderStyle: .roundedRect, returnKeyType: .done)
                .weight(1)
                .id("titleField")
                .on(.primaryActionTriggered, "add"),
            LMButton(style: .systemButton, title: "Add").on(.primaryActionTriggered, "add"),
            LMActivityIndicatorView(activityIndicatorViewStyle: .medium).id("activityIndicator")
        ).layoutMargins(12),
        LMTableView(
            style: .plainTableView,
            LMSection(name: "todos", selectionMode: .multipleCheckmarks, rows: "todos", onDelete: "remove:") {
                LMTableViewCell(
                    LMRowView(
                        spacing: 8,
                        LMColumnView(
                            spacing: 2,
                            LMLabel(text: .bound(expression: "item.title"), numberOfLines: 0),
                            LMLabel(
                                text: .bound(expression: "item.dueText"),
                                font: .textStyle(.footnote),
                                textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
                            )
                        ).weight(1),
                        LMButton(style: .detailDisclosureButton)
                            .accessibilityLabel("Details")
                            .link("todos/{id}")
                    )
                )
            }
        ).weight(1).id("tableView")
    ).backgroundColor(MarkupColor(rgb: 0xf2f2f7, name: "systemGroupedBackground"))
}
