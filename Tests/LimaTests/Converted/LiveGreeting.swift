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
        spacing: 12,
        LMLabel(text: "Your name", font: .textStyle(.headline)),
        LMTextField(placeholder: "Type your name", autocorrectionType: .no, borderStyle: .roundedRect)
            .id("nameField")
            .on(.editingChanged, "nameChanged:"),
        LMLabel(text: "Language", font: .textStyle(.headline)),
        LMPickerView(
            .component(
                name: "language",
                .row("English", value: "en"),
                .row("Français", value: "fr"),
                .row("Español", value: "es"),
                .row("Deutsch", value: "de")
            )
        ).id("languagePicker"),
        LMLabel(text: .bound(\LiveGreeting.greeting), font: .textStyle(.title2), numberOfLines: 0),
        LMButton(style: .systemButton, title: "Clear").on(.primaryActionTriggered, "clear"),
        LMSpacer()
    ).layoutMargins(16)
}
