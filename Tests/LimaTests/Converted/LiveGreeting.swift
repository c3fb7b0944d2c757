// swift-format-ignore-file
// LiveGreeting.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupExamples
import MarkupKit

/// The view of LiveGreeting.xml.
@MainActor
enum LiveGreetingScreen {
    static let view = LMColumnView(
        spacing: 8,
        LMLabel(
            text: "Your name",
            font: .textStyle(.footnote),
            textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
        ),
        LMTextField(placeholder: "Type your name", autocorrectionType: .no, borderStyle: .roundedRect)
            .id("nameField")
            .on(.editingChanged, "nameChanged:"),
        LMSpacer().height(12),
        LMLabel(
            text: "Language",
            font: .textStyle(.footnote),
            textColor: MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
        ),
        LMPickerView(
            .component(
                name: "language",
                .row("English", value: "en"),
                .row("Français", value: "fr"),
                .row("Español", value: "es"),
                .row("Deutsch", value: "de")
            )
        )
            .backgroundColor(MarkupColor(rgb: 0xffffff, name: "white"))
            .layer(cornerRadius: 10)
            .id("languagePicker"),
        LMSpacer().height(12),
        LMColumnView(
            spacing: 12,
            LMLabel(text: .bound(\LiveGreeting.greeting), font: .textStyle(.title2), numberOfLines: 0),
            LMButton(style: .systemButton, title: "Clear").on(.primaryActionTriggered, "clear")
        ).backgroundColor(MarkupColor(rgb: 0xffffff, name: "white")).layer(cornerRadius: 10).layoutMargins(16),
        LMSpacer()
    ).backgroundColor(MarkupColor(rgb: 0xf2f2f7, name: "systemGroupedBackground")).layoutMargins(20)
}
