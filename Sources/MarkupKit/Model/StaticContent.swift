/// The static content some views declare with untyped elements and processing instructions.
public enum StaticContent: Sendable, Hashable {
    /// An `LMTableView`'s sections (there is always at least one).
    case table([TableSection])
    /// An `LMPickerView`'s components (there is always at least one).
    case picker([PickerComponent])
    /// A segmented control's `<segment>` elements.
    case segments([Segment])
    /// A tab bar's `<item>` elements.
    case tabBar([TabBarItem])
}

/// A static table section: `<?sectionName?>`, `<?sectionSelectionMode?>`, `<sectionHeader>`, `<sectionFooter>`
/// and the cells that follow, up to the next `<?sectionBreak?>`.
public struct TableSection: Sendable, Hashable {
    /// How a tap on a row changes which rows are checked.
    public enum SelectionMode: String, Sendable, Hashable, CaseIterable {
        /// Nothing is checked by a tap.
        case `default`
        /// The tapped row is checked and every other row of the section unchecked (a radio group).
        case singleCheckmark
        /// The tapped row's check mark is toggled (a group of checkboxes).
        case multipleCheckmarks
    }

    public var name: String?
    public var selectionMode: SelectionMode = .default
    public var headerTitle: String?
    public var footerTitle: String?
    /// A view shown above the section instead of its title: `<sectionHeaderView>`.
    public var headerView: ViewNode?
    /// A view shown below the section instead of its footer title: `<sectionFooterView>`.
    public var footerView: ViewNode?
    /// The cells, each a `UITableViewCell` (or subclass) node; a cell's `value` and `checked` properties are its
    /// selection state. A dynamic section has none: its rows come from the owner (``dynamicRows``).
    public var cells: [ViewNode] = []
    /// Where a dynamic section's rows come from, and the template they are made from; nil for a static section.
    public var dynamicRows: DynamicRows?
    /// The rows of a dynamic section that a renderer is to show — the first of ``rowCount``, in order — filled by
    /// what has them (a live session, a preview's sample data); a loaded document has none.
    public var shownRows: [RowCell] = []
    /// How many rows a dynamic section has, shown or not.
    public var rowCount = 0
    /// Whether the owner may load rows past ``rowCount`` when asked (its ``DynamicRows/endAction``): a renderer
    /// shows a marker to ask by even when every row is shown.
    public var rowsMayFollow = false

    /// Creates an empty section.
    public init(name: String? = nil) {
        self.name = name
    }

    /// The value of the first checked cell, as a `<select>`'s value (nil if none is checked).
    public var value: String? {
        cells.first { $0.isChecked }.flatMap(\.cellValue)
    }

    /// The values of the checked cells, in order; cells without a value are skipped.
    public var values: [String] {
        cells.filter(\.isChecked).compactMap(\.cellValue)
    }

    /// Checks exactly the cells whose value is `value` (nil unchecks them all).
    public mutating func setValue(_ value: String?) {
        for index in cells.indices { cells[index].setChecked(value != nil && cells[index].cellValue == value) }
    }

    /// Checks exactly the cells whose value is one of `values`; cells without a value are left alone.
    public mutating func setValues(_ values: some Sequence<String>) {
        let wanted = Set(values)
        for index in cells.indices {
            guard let value = cells[index].cellValue else { continue }
            cells[index].setChecked(wanted.contains(value))
        }
    }

    /// What a tap on row `row` does under the section's selection mode.
    public mutating func select(row: Int) {
        guard cells.indices.contains(row) else { return }
        switch selectionMode {
        case .default:
            break
        case .singleCheckmark:
            for index in cells.indices { cells[index].setChecked(index == row) }
        case .multipleCheckmarks:
            cells[row].setChecked(!cells[row].isChecked)
        }
    }
}

extension ViewNode {
    /// A cell's `value` property: what selecting the cell selects in its section.
    public var cellValue: String? {
        if case .string(let value)? = self["value"] { return value }
        return nil
    }

    /// A cell is checked when `checked` is true or its accessory is a check mark (they are one thing in UIKit).
    public var isChecked: Bool {
        if case .bool(let checked)? = self["checked"] { return checked }
        return self["accessoryType"] == .enumeration("checkmark")
    }

    /// Gives a cell without a `value` the value `value`: a dynamic section's row selects its key unless its template
    /// says otherwise.
    public mutating func setDefaultCellValue(_ value: String) {
        if cellValue == nil { properties.append(PropertySetting(keyPath: "value", value: .string(value), location: location)) }
    }

    /// Checks or unchecks the cell (its `checked` property; a check mark accessory is dropped).
    public mutating func setChecked(_ checked: Bool) {
        properties.removeAll { $0.keyPath == "checked" || $0.keyPath == "accessoryType" && $0.value == .enumeration("checkmark") }
        properties.append(PropertySetting(keyPath: "checked", value: .bool(checked), location: location))
    }
}

/// A picker component: `<?componentName?>` and the `<row>` elements up to the next `<?componentSeparator?>` — or, after
/// `<?componentRows source="…"?>`, the one `<row>` every row of the owner's collection is made from.
public struct PickerComponent: Sendable, Hashable {
    public var name: String?
    /// The rows of a static component; a dynamic one has none (its rows come from the owner: ``dynamicRows``).
    public var rows: [PickerRow] = []
    /// The selected row, if any.
    public var selectedRow: Int?
    /// Where a dynamic component's rows come from, and the `<row>` they are made from (a `row` node whose `title` and
    /// `value` may read `$item`); nil for a static component.
    public var dynamicRows: DynamicRows?
    /// The rows of a dynamic component a renderer is to show, each a `row` node with its `title`, `value` and
    /// whether it is the selected one (`checked`), filled by what has them (a live session, a preview's sample data).
    public var shownRows: [RowCell] = []

    /// Creates an empty component.
    public init(name: String? = nil) {
        self.name = name
    }

    /// The selected row's value.
    public var value: String? {
        selectedRow.flatMap { rows.indices.contains($0) ? rows[$0].value : nil }
    }

    /// Selects the first row whose value is `value`; none matching (or nil) selects nothing.
    public mutating func setValue(_ value: String?) {
        selectedRow = value.flatMap { value in rows.firstIndex { $0.value == value } }
    }
}

/// A `<row title="…" value="…"/>` of a picker.
public struct PickerRow: Sendable, Hashable {
    public var title: String
    public var value: String?

    public init(title: String, value: String? = nil) {
        self.title = title
        self.value = value
    }
}

/// A `<segment>` of a segmented control: a title or an image, and a value.
public struct Segment: Sendable, Hashable {
    public var title: String?
    public var image: String?
    public var value: String?

    public init(title: String? = nil, image: String? = nil, value: String? = nil) {
        self.title = title
        self.image = image
        self.value = value
    }
}

/// An `<item>` of a tab bar: a system item type, or a title with images, and a name.
public struct TabBarItem: Sendable, Hashable {
    /// The system item types MarkupKit accepted.
    public static let systemTypes = [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
        "downloads", "mostRecent", "mostViewed",
    ]

    public var type: String?
    public var title: String?
    public var image: String?
    public var selectedImage: String?
    public var name: String?

    public init(
        type: String? = nil, title: String? = nil, image: String? = nil, selectedImage: String? = nil, name: String? = nil
    ) {
        self.type = type
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.name = name
    }
}
