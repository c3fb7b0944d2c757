// swift-format-ignore-file
// Pets.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of Pets.xml.
@MainActor
enum PetsScreen {
    static let view = LMTableView(
        style: .groupedTableView,
        Section(
            name: "pets",
            selectionMode: .multipleCheckmarks,
            TableViewCell(text: "Dog", value: "D"),
            TableViewCell(text: "Cat", value: "C"),
            TableViewCell(text: "Fish", value: "F"),
            TableViewCell(text: "Rabbit", value: "R"),
            TableViewCell(text: "Turtle", value: "T")
        )
    )
}
