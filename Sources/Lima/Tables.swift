public import MarkupKit

// Static tables: MarkupKit's `LMTableView` with its sections (`<?sectionBreak?>`, `<?sectionName?>`,
// `<?sectionSelectionMode?>`, `<sectionHeader>`, `<sectionFooter>`) as `LMSection` values, and its cells.

/// A view that can be a cell of a table section: `LMStandardCell`, `LMTableViewCell`, or an app's own cell element.
public protocol LimaTableCell: LimaView {}

/// A table whose sections are declared, not loaded: a form, a settings screen, the AC remote.
///
/// ```swift
/// LMTableView(style: .groupedTableView) {
///     LMSection(name: "size", selectionMode: .singleCheckmark, header: "Pizza Size") {
///         LMStandardCell(text: "Small", value: "small")
///         LMStandardCell(text: "Large", value: "large")
///     }
/// }
/// ```
public struct LMTableView: LimaView {
    public var declaration: LimaDeclaration

    /// A table of `sections` (at least one: a table without any has one empty section, as in markup).
    public init(
        style: LMTableViewStyle? = nil, separatorStyle: LMSeparatorStyle? = nil, separatorColor: MarkupColor? = nil,
        rowHeight: Double? = nil, estimatedRowHeight: Double? = nil, allowsSelection: Bool? = nil,
        _ sections: LMSection..., file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        declaration = LimaDeclaration(
            element: "LMTableView", style: style?.rawValue, location: SourceLocation(file, line, column))
        setTableProperties(separatorStyle, separatorColor, rowHeight, estimatedRowHeight, allowsSelection)
        declaration.content = .table(sections.isEmpty ? [LMSection()] : sections)
    }

    /// A table of the sections `sections` builds.
    public init(
        style: LMTableViewStyle? = nil, separatorStyle: LMSeparatorStyle? = nil, separatorColor: MarkupColor? = nil,
        rowHeight: Double? = nil, estimatedRowHeight: Double? = nil, allowsSelection: Bool? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column, @LimaSectionBuilder _ sections: () -> [LMSection]
    ) {
        declaration = LimaDeclaration(
            element: "LMTableView", style: style?.rawValue, location: SourceLocation(file, line, column))
        setTableProperties(separatorStyle, separatorColor, rowHeight, estimatedRowHeight, allowsSelection)
        let built = sections()
        declaration.content = .table(built.isEmpty ? [LMSection()] : built)
    }

    private mutating func setTableProperties(
        _ separatorStyle: LMSeparatorStyle?, _ separatorColor: MarkupColor?, _ rowHeight: Double?, _ estimatedRowHeight: Double?,
        _ allowsSelection: Bool?
    ) {
        declaration.set(
            [
                "separatorStyle": separatorStyle.map { .enumeration($0.rawValue) },
                "separatorColor": separatorColor.map(PropertyValue.color), "rowHeight": rowHeight.map(PropertyValue.number),
                "estimatedRowHeight": estimatedRowHeight.map(PropertyValue.number),
                "allowsSelection": allowsSelection.map(PropertyValue.bool),
            ], at: declaration.location)
    }
}

/// A section of an `LMTableView`: its cells, and what a tap on one selects.
public struct LMSection: Sendable {
    var name: String?
    var selectionMode: TableSection.SelectionMode
    var header: LMText?
    var footer: LMText?
    var cells: [any LimaTableCell]
    var location: SourceLocation

    /// A section of `cells`.
    /// - `name`: what the section's selection is read and set by (`table[selectedValueIn: "size"]`), and the field
    ///     name a form posts it under.
    /// - `selectionMode`: `.singleCheckmark` for one choice (a radio group), `.multipleCheckmarks` for several.
    /// - `header`: the title above the section.
    /// - `footer`: the title below it.
    public init(
        name: String? = nil, selectionMode: TableSection.SelectionMode = .default, header: LMText? = nil, footer: LMText? = nil,
        _ cells: any LimaTableCell..., file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.name = name
        self.selectionMode = selectionMode
        self.header = header
        self.footer = footer
        self.cells = cells
        location = SourceLocation(file, line, column)
    }

    /// A section of the cells `cells` builds.
    public init(
        name: String? = nil, selectionMode: TableSection.SelectionMode = .default, header: LMText? = nil, footer: LMText? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column, @LimaCellBuilder _ cells: () -> [any LimaTableCell]
    ) {
        self.name = name
        self.selectionMode = selectionMode
        self.header = header
        self.footer = footer
        self.cells = cells()
        location = SourceLocation(file, line, column)
    }

    func resolved(strings: StringsTable, diagnostics: inout [MarkupDiagnostic]) -> TableSection {
        var section = TableSection(name: name)
        section.selectionMode = selectionMode
        section.headerTitle = header?.resolved(strings: strings, for: "a section header", diagnostics: &diagnostics, at: location)
        section.footerTitle = footer?.resolved(strings: strings, for: "a section footer", diagnostics: &diagnostics, at: location)
        section.cells = cells.map { $0.declaration.node(strings: strings, diagnostics: &diagnostics) }
        return section
    }
}

/// `UITableViewCell`: a row of a table — text, detail, an image, and an accessory view or mark.
public struct LMStandardCell: LimaTableCell {
    public var declaration: LimaDeclaration

    /// A cell with the properties given.
    /// - `text`: the main label's text (`textLabel.text`).
    /// - `detailText`: the detail label's text (`detailTextLabel.text`), for the styles that show one.
    /// - `image`: the image view's image, by name (`imageView.image`).
    /// - `value`: what checking the cell selects in its section.
    /// - `checked`: whether the cell starts checked.
    /// - `accessory`: a view at the cell's trailing edge (a switch), instead of an accessory mark.
    public init(
        style: LMTableViewCellStyle? = nil, text: LMText? = nil, detailText: LMText? = nil, image: String? = nil,
        value: String? = nil, checked: Bool? = nil, accessoryType: LMAccessoryType? = nil,
        selectionStyle: LMSelectionStyle? = nil,
        indentationLevel: Int? = nil, accessory: (any LimaView)? = nil, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        declaration = LimaDeclaration(
            element: "UITableViewCell", style: style?.rawValue, location: SourceLocation(file, line, column))
        let location = declaration.location
        if let text { declaration.set("textLabel.text", to: text, at: location) }
        if let detailText { declaration.set("detailTextLabel.text", to: detailText, at: location) }
        if let image { declaration.set("imageView.image", to: .image(image), at: location) }
        declaration.setCell(value, checked, accessoryType, selectionStyle, indentationLevel)
        if let accessory { declaration.children = [accessory] }
    }

    /// The cell with `label`'s settings given to its main label (`textLabel.font`, `textLabel.textColor`).
    public consuming func textLabel(_ label: LMLabel) -> Self { settingPart("textLabel", from: label) }
    /// The cell with `label`'s settings given to its detail label.
    public consuming func detailTextLabel(_ label: LMLabel) -> Self { settingPart("detailTextLabel", from: label) }
}

/// `LMTableViewCell`: a cell whose content is any view, laid out to the cell's margins.
public struct LMTableViewCell: LimaTableCell {
    public var declaration: LimaDeclaration

    /// A cell showing `content`.
    /// `ignoreLayoutMargins`: whether the content fills the cell edge to edge.
    public init(
        value: String? = nil, checked: Bool? = nil, accessoryType: LMAccessoryType? = nil,
        selectionStyle: LMSelectionStyle? = nil,
        indentationLevel: Int? = nil, ignoreLayoutMargins: Bool? = nil, _ content: any LimaView, file: String = #fileID,
        line: Int = #line, column: Int = #column
    ) {
        declaration = .container("LMTableViewCell", children: [content], at: SourceLocation(file, line, column))
        declaration.setCell(value, checked, accessoryType, selectionStyle, indentationLevel)
        if let ignoreLayoutMargins {
            declaration.set("ignoreLayoutMargins", to: .bool(ignoreLayoutMargins), at: declaration.location)
        }
    }
}

extension LimaDeclaration {
    mutating func setCell(
        _ value: String?, _ checked: Bool?, _ accessoryType: LMAccessoryType?, _ selectionStyle: LMSelectionStyle?,
        _ indentationLevel: Int?
    ) {
        set(
            [
                "value": value.map(PropertyValue.string), "checked": checked.map(PropertyValue.bool),
                "accessoryType": accessoryType.map { .enumeration($0.rawValue) },
                "selectionStyle": selectionStyle.map { .enumeration($0.rawValue) },
                "indentationLevel": indentationLevel.map { .number(Double($0)) },
            ], at: location)
    }
}

/// A table's factory style.
public enum LMTableViewStyle: String, Sendable, CaseIterable {
    case plainTableView, groupedTableView
}

/// A cell's factory style: where its labels go.
public enum LMTableViewCellStyle: String, Sendable, CaseIterable {
    case defaultTableViewCell, value1TableViewCell, value2TableViewCell, subtitleTableViewCell
}

/// The mark at a cell's trailing edge (`accessoryType`).
public enum LMAccessoryType: String, Sendable, CaseIterable {
    case noAccessory = "none"
    case disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

/// How a cell shows that it is selected (`selectionStyle`).
public enum LMSelectionStyle: String, Sendable, CaseIterable {
    case noSelection = "none"
    case `default`, blue, gray
}

/// The line between a table's rows (`separatorStyle`).
public enum LMSeparatorStyle: String, Sendable, CaseIterable {
    case noSeparator = "none"
    case singleLine, singleLineEtched
}
