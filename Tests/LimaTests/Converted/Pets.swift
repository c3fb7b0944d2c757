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
        LMSection(
            name: "pets",
            selectionMode: .multipleCheckmarks,
            LMStandardCell(text: "Dog", value: "D"),
            LMStandardCell(text: "Cat", value: "C"),
            LMStandardCell(text: "Fish", value: "F"),
            LMStandardCell(text: "Rabbit", value: "R"),
            LMStandardCell(text: "Turtle", value: "T")
        )
    )
}
