// swift-format-ignore-file
// Todo.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Todo.xml.
@MainActor
enum TodoScreen {
    static let view = LMColumnView(
        spacing: 12,
        LMTextField(placeholder: "What needs doing?", borderStyle: .roundedRect).id("titleField"),
        LMRowView(spacing: 8, LMLabel(text: "Done").weight(1), LMSwitch().id("doneSwitch")),
        LMRowView(
            spacing: 8,
            LMLabel(text: "Due date").weight(1),
            LMSwitch().id("dueSwitch").on(.valueChanged, "dueSwitched")
        ),
        LMDatePicker(datePickerMode: .date, preferredDatePickerStyle: .inline).id("duePicker"),
        LMRowView(
            spacing: 8,
            LMButton(style: .systemButton, title: "Save").weight(1).on(.primaryActionTriggered, "save"),
            LMButton(style: .systemButton, title: "Delete")
                .tintColor(MarkupColor(rgb: 0xff3b30, name: "systemRed"))
                .weight(1)
                .on(.primaryActionTriggered, "delete")
        ),
        LMLabel(textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel"), numberOfLines: 0)
            .id("statusLabel"),
        LMSpacer()
    ).backgroundColor(MarkupColor(rgb: 0xf2f2f7, name: "systemGroupedBackground")).layoutMargins(16)
}
