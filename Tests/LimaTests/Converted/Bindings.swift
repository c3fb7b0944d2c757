// swift-format-ignore-file
// Bindings.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupExamples
import MarkupKit

/// The view of Bindings.xml.
@MainActor
enum BindingsScreen {
    static let view = LMColumnView(
        Label(text: .bound(\BindingsExample.name)).id("nameLabel"),
        Label(text: .bound(\BindingsExample.row.heading)).id("headingLabel"),
        Label(text: .bound(\BindingsExample.row.detail)).id("detailLabel"),
        Label(
            text: .bound(\BindingsExample.person.dateOfBirth, format: .date(dateStyle: .short, timeStyle: .noStyle))
        ).id("birthdayLabel"),
        Label(
            text: .bound(\BindingsExample.averageAge, format: .number(style: .decimal, maximumFractionDigits: 3))
        ).id("averageAgeLabel")
    ).layoutMargins(12)
}
