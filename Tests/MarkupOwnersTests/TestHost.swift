import Foundation
import MarkupKit
import MarkupOwners

/// A host that keeps each view's properties in memory, starting from the document's, and records alerts: what a live
/// page or UIKit does, without the page.
@MainActor
final class TestHost: ViewHost {
    private(set) var properties: [[String: PropertyValue]]
    private(set) var selections: [Int: [String: [String]]] = [:]
    private(set) var alerts: [String] = []
    /// Every change an owner made, in order: `view.keyPath = value`.
    private(set) var changes: [String] = []
    var timeZone = TimeZone.gmt

    init(tree: ViewTree) {
        properties = tree.nodes.map { view in
            Dictionary(view.properties.map { ($0.keyPath, $0.value) }, uniquingKeysWith: { _, last in last })
        }
    }

    func value(of keyPath: String, inView index: Int) -> PropertyValue? {
        properties.indices.contains(index) ? properties[index][keyPath] : nil
    }

    func setValue(_ value: PropertyValue, of keyPath: String, inView index: Int) {
        guard properties.indices.contains(index) else { return }
        properties[index][keyPath] = value
        changes.append("\(index).\(keyPath) = \(value)")
    }

    func selectedValues(inSection section: String, ofView index: Int) -> [String] {
        selections[index]?[section] ?? []
    }

    func selectValues(_ values: [String], inSection section: String, ofView index: Int) {
        selections[index, default: [:]][section] = values
    }

    func presentAlert(title: String?, message: String) {
        alerts.append(message)
    }

    /// Where the owner went, in order: a link, or `back`.
    private(set) var navigations: [String] = []

    func navigate(to link: String) {
        navigations.append(link)
    }

    func navigateBack() {
        navigations.append("back")
    }

    /// The rows of each dynamic section, by table view and section index, as the host was told to change them: each
    /// row's key and cell.
    private(set) var rows: [[Int]: [RowCell]] = [:]
    /// How many cells the host was given (inserted or updated), all sections together.
    private(set) var cellsMade = 0

    func rowsDidChange(_ changes: RowChanges, in rows: SectionRows) {
        var shown = self.rows[[rows.view, rows.section]] ?? []
        changes.apply(to: &shown, key: \.key) { index in
            cellsMade += 1
            return RowCell(key: rows.key(at: index), cell: rows.cell(at: index))
        }
        self.rows[[rows.view, rows.section]] = shown
    }

    /// What the user does: changes a view's value before the event that reports it.
    func userSets(_ keyPath: String, to value: PropertyValue, inView index: Int) {
        properties[index][keyPath] = value
    }
}
