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
        LMLabel(text: .bound(\BindingsExample.name)).id("nameLabel"),
        LMLabel(text: .bound(\BindingsExample.row.heading)).id("headingLabel"),
        LMLabel(text: .bound(\BindingsExample.row.detail)).id("detailLabel"),
        LMLabel(
            text: .bound(\BindingsExample.person.dateOfBirth, format: .date(dateStyle: .short, timeStyle: .noStyle))
        ).id("birthdayLabel"),
        LMLabel(
            text: .bound(\BindingsExample.averageAge, format: .number(style: .decimal, maximumFractionDigits: 3))
        ).id("averageAgeLabel")
    ).layoutMargins(12)
}
