import Foundation
import MarkupKit
import MarkupOwners

/// A live page's views as the page shows them: every property and selection the document, the user and the owner
/// left, and the bytes of text the user's messages put there (which ``LiveSession/Budget/maximumTextBytes`` bounds).
@MainActor
struct LiveViewState {
    /// Each view's properties, by canonical key path, by view index.
    private(set) var properties: [[String: PropertyValue]]
    /// The values chosen in each named static section or picker component, by view index.
    var selections: [Int: [String: [String]]]
    /// The bytes of text the views hold that the document did not give them.
    private(set) var textBytes = 0

    init(_ document: LiveDocument) {
        properties = document.properties
        selections = document.selections
    }

    /// The bytes of text `changes` would add to view `index` (negative: remove).
    func textGrowth(_ changes: [(String, PropertyValue)], inView index: Int) -> Int {
        changes.reduce(0) { $0 + Self.textBytes($1.1) - Self.textBytes(properties[index][$1.0]) }
    }

    /// `document` as the page should show it now, with no bindings left to evaluate; `rows` gives a dynamic section's
    /// rows from the owner, of which the page shows what `windows` says.
    func tree(
        of document: LiveDocument, rows: (_ view: Int, _ section: Int) -> SectionRows?, windows: LiveRowWindows
    ) -> ViewTree {
        var current = document.tree
        var index = 0
        apply(to: &current.root, index: &index, rows: rows, windows: windows)
        return current
    }

    private func apply(
        to node: inout ViewNode, index: inout Int, rows: (_ view: Int, _ section: Int) -> SectionRows?,
        windows: LiveRowWindows
    ) {
        let own = index
        index += 1

        node.properties = properties[own].sorted { $0.key < $1.key }.map {
            PropertySetting(keyPath: $0.key, value: $0.value, location: node.location)
        }
        node.bindings = []
        for position in node.children.indices { apply(to: &node.children[position], index: &index, rows: rows, windows: windows) }
        switch node.content {
        case .table(var sections):
            for position in sections.indices {
                if var header = sections[position].headerView {
                    apply(to: &header, index: &index, rows: rows, windows: windows)
                    sections[position].headerView = header
                }
                for cell in sections[position].cells.indices {
                    apply(to: &sections[position].cells[cell], index: &index, rows: rows, windows: windows)
                }
                if var footer = sections[position].footerView {
                    apply(to: &footer, index: &index, rows: rows, windows: windows)
                    sections[position].footerView = footer
                }
                if let name = sections[position].name, let selected = selections[own]?[name] {
                    sections[position].setValues(selected)
                }
                if let rows = rows(own, position) {
                    let shown = windows.shownKeys(of: rows).count
                    sections[position].shownRows = (0..<min(shown, rows.count)).map(rows.rowCell(at:))
                    sections[position].rowCount = rows.count
                    sections[position].rowsMayFollow = windows.mayLoadMore(rows)
                }
            }
            node.content = .table(sections)
        case .picker(var components):
            for position in components.indices {
                if let name = components[position].name, let selected = selections[own]?[name] {
                    components[position].setValue(selected.first)
                }
                if let rows = rows(own, position) {
                    let shown = windows.shownKeys(of: rows).count
                    components[position].shownRows = (0..<min(shown, rows.count)).map(rows.rowCell(at:))
                }
            }
            node.content = .picker(components)
        default:
            break
        }
    }

    /// The values of a message checked against the view's element — each a property a person can change on it
    /// (`ElementType.userValues`) — and converted to their types.
    func converted(
        _ values: [String: LiveValue], forView index: Int, of document: LiveDocument, timeZone: TimeZone
    ) throws(LiveMessageError) -> [(String, PropertyValue)] {
        let view = document.views[index]
        let catalog = document.loader.catalog
        var result: [(String, PropertyValue)] = []
        for (keyPath, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let type = catalog.propertyType(keyPath: keyPath, of: view.element) else {
                throw .unknownProperty(keyPath, element: view.element)
            }
            guard catalog.isUserValue(keyPath, of: view.element) else {
                throw .notUserValue(keyPath, element: view.element)
            }
            let converted: PropertyValue
            switch (type, value) {
            case (.bool, .bool(let flag)): converted = .bool(flag)
            case (.number, .number(let number)) where number.isFinite: converted = .number(number)
            case (.integer, .number(let number)) where number.rounded() == number && abs(number) < 1e15:
                converted = .number(number)
            case (_, .string(let text)):
                switch type.convert(text, colors: document.loader.colors) {
                case .success(let value): converted = value
                case .failure(let failure):
                    throw .invalidValue(keyPath, element: view.element, reason: failure.message)
                }
            default:
                throw .invalidValue(keyPath, element: view.element, reason: "expected \(type)")
            }
            let key = catalog.canonicalKeyPath(keyPath, of: view.element)
            if let problem = catalog.problem(
                withUserValue: converted, for: key, of: view.element, timeZone: timeZone,
                property: { properties[index][$0] })
            {
                throw .invalidValue(keyPath, element: view.element, reason: problem)
            }
            result.append((key, converted))
        }
        return result
    }

    /// Keeps a view's property, counting the text it holds.
    mutating func store(_ value: PropertyValue, for key: String, inView index: Int) {
        textBytes = max(0, textBytes + Self.textBytes(value) - Self.textBytes(properties[index][key]))
        properties[index][key] = value
    }

    static func textBytes(_ value: PropertyValue?) -> Int {
        if case .string(let text)? = value { return text.utf8.count }
        return 0
    }
}
