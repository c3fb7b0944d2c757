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

/// A section of an `LMTableView`: its cells, and what a tap on one selects — or, a dynamic section, the owner's rows
/// and the cell each is made from.
///
/// <!-- snippet-prelude
/// import MarkupOwners
/// import Observation
/// struct Todo: Identifiable, Equatable, KeyPathBindingSource {
///     var id: Int
///     var title: String
///     var done: Bool
///     static var bindingKeyPaths: [String: PartialKeyPath<Todo>] { ["id": \.id, "title": \.title, "done": \.done] }
/// }
/// @MainActor @MarkupOwner @Observable final class Todos {
///     @Rows var todos: [Todo] = []
///     @Action func toggle(_ todo: Todo) {}
/// }
/// @MainActor func screen() -> some LimaView {
/// …
/// }
/// -->
/// ```swift
/// LMTableView {
///     LMSection(name: "todos", rows: \Todos.todos, onSelect: Todos.Actions.toggle) { item in
///         LMStandardCell(text: item.bound(\.title))
///     }
/// }
/// ```
public struct LMSection: Sendable {
    var name: String?
    var selectionMode: TableSection.SelectionMode
    var header: LMText?
    var footer: LMText?
    var headerView: (any LimaView)?
    var footerView: (any LimaView)?
    var cells: [any LimaTableCell]
    /// A dynamic section's source (or why there is none), actions, link and template.
    var rows: (source: Result<String, BindingProblem>, select: String?, delete: String?, link: String?)?
    /// A dynamic section's action for the end of its rows (markup's `onEndReached`).
    var endAction: String?
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

    /// A dynamic section: the owner's `@Rows` collection at `rows`, each row the cell `template` makes of its item —
    /// whose bindings read the item through `item.bound(\.title)` — checked by the compiler: markup's
    /// `<?sectionRows?>`.
    /// - `selectionMode`: check marks that a tap sets instead, kept by the rows' values (the template's `value`, or
    ///     the item's id), which the owner reads and sets as a static section's.
    /// - `onSelect`, `onDelete`: the owner's actions a tap on a row or its deletion calls with the row's item.
    /// - `link`: where a tap on a row goes instead (`employees/{employeeNumber}`).
    ///
    /// Views above and below the rows, instead of the titles: ``headerView(_:)``, ``footerView(_:)``.
    public init<Owner: KeyPathBindingSource, Row: KeyPathBindingSource>(
        name: String? = nil, selectionMode: TableSection.SelectionMode = .default, rows: KeyPath<Owner, [Row]>,
        onSelect: (any ActionName)? = nil,
        onDelete: (any ActionName)? = nil, link: String? = nil, header: LMText? = nil, footer: LMText? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column, template: (LMRowItem<Row>) -> any LimaTableCell
    ) {
        let location = SourceLocation(file, line, column)
        self.init(
            name: name, selectionMode: selectionMode, source: Self.source(of: rows), onSelect: onSelect?.rawValue,
            onDelete: onDelete?.rawValue,
            link: link, header: header, footer: footer, location: location, template: template(LMRowItem(location: location)))
    }

    /// A dynamic section whose rows are the owner's property named `rows`, each the cell `template` (whose
    /// bindings read the row as `item`: `.bound(expression: "item.title")`): what `httprpc markup convert` writes,
    /// as markup says it; the names are checked when the tree is checked against its owner.
    public init(
        name: String? = nil, selectionMode: TableSection.SelectionMode = .default, rows: String, onSelect: String? = nil,
        onDelete: String? = nil, link: String? = nil, header: LMText? = nil, footer: LMText? = nil, file: String = #fileID,
        line: Int = #line, column: Int = #column, template: () -> any LimaTableCell
    ) {
        self.init(
            name: name, selectionMode: selectionMode, source: .success(rows), onSelect: onSelect, onDelete: onDelete, link: link,
            header: header, footer: footer, location: SourceLocation(file, line, column), template: template())
    }

    /// The name of the owner's rows at `rows`, which must be one of its own properties (an `@Rows` property).
    static func source<Owner: KeyPathBindingSource, Row>(of rows: KeyPath<Owner, [Row]>) -> Result<String, BindingProblem> {
        BindingNames.names(of: rows, in: Owner.self).flatMap { $0.count == 1 ? $0[0] : nil }.map { .success($0) }
            ?? .failure(
                BindingProblem(
                    message: "\(String(describing: Owner.self)).bindingKeyPaths does not list \(String(reflecting: rows)) "
                        + "as one of its own properties; dynamic rows are an @Rows property of the owner"))
    }

    private init(
        name: String?, selectionMode: TableSection.SelectionMode, source: Result<String, BindingProblem>, onSelect: String?,
        onDelete: String?, link: String?, header: LMText?, footer: LMText?, location: SourceLocation,
        template: any LimaTableCell
    ) {
        self.name = name
        self.selectionMode = selectionMode
        self.header = header
        self.footer = footer
        cells = [template]
        rows = (source, onSelect, onDelete, link)
        self.location = location
    }

    /// A copy with `view` above the section instead of its header title (markup's `<sectionHeaderView>`).
    public consuming func headerView(_ view: any LimaView) -> Self {
        var copy = self
        copy.headerView = view
        return copy
    }

    /// A copy with `view` below the section instead of its footer title (markup's `<sectionFooterView>`).
    public consuming func footerView(_ view: any LimaView) -> Self {
        var copy = self
        copy.footerView = view
        return copy
    }

    /// A copy of a dynamic section that calls the owner's `action` (one taking nothing, `Owner.Actions.loadMore`)
    /// when the person reaches the last of the rows the owner holds, so that it loads the next page: markup's
    /// `onEndReached`. An action that adds no rows tells the renderer there are no more.
    public consuming func onEndReached(_ action: any ActionName) -> Self {
        onEndReached(action.rawValue)
    }

    /// A copy that calls the owner's action named `name` at the end of its rows: what `httprpc markup convert`
    /// writes, as markup says it; the name is checked when the tree is checked against its owner.
    public consuming func onEndReached(_ name: String) -> Self {
        var copy = self
        copy.endAction = name
        return copy
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
        section.headerView = headerView?.declaration.node(strings: strings, diagnostics: &diagnostics)
        let cells = cells.map { $0.declaration.node(strings: strings, diagnostics: &diagnostics) }
        section.footerView = footerView?.declaration.node(strings: strings, diagnostics: &diagnostics)
        guard let rows else {
            if endAction != nil {
                diagnostics.append(
                    MarkupDiagnostic(.error, "onEndReached is for a dynamic section (LMSection with rows:)", at: location))
            }
            section.cells = cells
            return section
        }
        switch rows.source {
        case .failure(let problem):
            diagnostics.append(MarkupDiagnostic(.error, problem.message, at: location))
        case .success(let source):
            func handler(_ name: String?) -> String? {
                guard let name else { return nil }
                guard name.hasSuffix(":") else {
                    diagnostics.append(
                        MarkupDiagnostic(
                            .error, "'\(name)' takes no row's item: a row's action is declared with one", at: location))
                    return nil
                }
                return String(name.dropLast())
            }
            if let link = rows.link, let problem = ScreenLink.problem(with: link) {
                diagnostics.append(MarkupDiagnostic(.error, "link '\(link)' \(problem)", at: location))
            } else if let link = rows.link, DynamicRows.linkKeys(of: link) == nil {
                diagnostics.append(MarkupDiagnostic(.error, "link '\(link)' has braces that do not pair up", at: location))
            }
            let template = cells.first ?? ViewNode(element: "UITableViewCell", location: location)
            if let end = endAction, end.hasSuffix(":") {
                diagnostics.append(
                    MarkupDiagnostic(.error, "'\(end)' takes a row's item: onEndReached's action takes nothing", at: location))
            }
            let dynamicRows = DynamicRows(
                source: source, template: template, selectAction: handler(rows.select), deleteAction: handler(rows.delete),
                link: rows.link, endAction: endAction.flatMap { $0.hasSuffix(":") ? nil : $0 }, location: location)
            if let problem = dynamicRows.tapProblem(in: selectionMode) {
                diagnostics.append(MarkupDiagnostic(.error, problem, at: location))
            }
            section.dynamicRows = dynamicRows
        }
        return section
    }
}

/// A dynamic section's row item, for its template's bindings: `item.bound(\.title)` is markup's `$item.title`,
/// checked by the compiler.
public struct LMRowItem<Row: KeyPathBindingSource>: Sendable {
    let location: SourceLocation

    /// The item's property at `keyPath`, shown as the row's item has it (`format`: how to show a number or date).
    public func bound<Value>(
        _ keyPath: KeyPath<Row, Value>, format: LMFormat? = nil, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> LMText {
        guard let names = BindingNames.names(of: keyPath, in: Row.self) else {
            return .bound(
                expression: "item.\(String(reflecting: keyPath))", format: format, file: file, line: line, column: column)
        }
        return .bound(
            expression: ([DynamicRows.itemKey] + names).joined(separator: "."), format: format, file: file, line: line,
            column: column)
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
