public import MarkupKit

// The views whose content is a list of choices rather than views: picker components and rows, segments, tab-bar items.

/// A picker whose components and rows are declared: markup's `<?componentName?>` and `<row>`.
///
/// ```swift
/// LMPickerView(.component(name: "size", .row("Small", value: "S"), .row("Large", value: "L")))
/// ```
public struct LMPickerView: LimaView {
    public var declaration: LimaDeclaration

    /// A picker of `components` (at least one: a picker without any has one empty component, as in markup).
    public init(_ components: Component..., file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = LimaDeclaration(element: "LMPickerView", location: SourceLocation(file, line, column))
        declaration.content = .picker(components.isEmpty ? [.component()] : components)
    }

    /// A wheel of a picker: its rows, and the name its selection is read and set by.
    public struct Component: Sendable {
        var name: String?
        var rows: [Row]
        /// A dynamic component's source (or why there is none), its template row, and where it was declared.
        var dynamic: (source: Result<String, BindingProblem>, template: Row, location: SourceLocation)?

        /// A component named `name` (the field name a form posts its value under) with `rows`.
        public static func component(name: String? = nil, _ rows: Row...) -> Component {
            Component(name: name, rows: rows)
        }

        /// A component named `name` with `rows`, from a list (rows made from data).
        public static func component(name: String? = nil, rows: [Row]) -> Component {
            Component(name: name, rows: rows)
        }

        /// A component whose rows are the owner's `@Rows` collection at `rows`, each the row `template` makes of its
        /// item (`.row(item.bound(\.name), value: item.bound(\.code))`; without a value, a row's is its item's id),
        /// checked by the compiler: markup's `<?componentRows?>`. The owner hears a spin in
        /// `pickerView(_:didSelectValueIn:)`.
        public static func component<Owner: KeyPathBindingSource, Item: KeyPathBindingSource>(
            name: String? = nil, rows: KeyPath<Owner, [Item]>, file: String = #fileID, line: Int = #line,
            column: Int = #column, template: (LMRowItem<Item>) -> Row
        ) -> Component {
            let location = SourceLocation(file, line, column)
            return Component(
                name: name, rows: [],
                dynamic: (LMSection.source(of: rows), template(LMRowItem(location: location)), location))
        }

        /// A component whose rows are the owner's property named `rows`, each the row `template` (whose bindings
        /// read the row as `item`: `.bound(expression: "item.name")`): what `httprpc markup convert` writes, as
        /// markup says it; the names are checked when the tree is checked against its owner.
        public static func component(
            name: String? = nil, rows: String, file: String = #fileID, line: Int = #line, column: Int = #column,
            template: () -> Row
        ) -> Component {
            Component(name: name, rows: [], dynamic: (.success(rows), template(), SourceLocation(file, line, column)))
        }
    }

    /// A row of a component: what it shows, and the value selecting it selects.
    public struct Row: Sendable {
        var title: LMText
        var value: LMText?
        var location: SourceLocation

        /// A row showing `title`.
        public static func row(
            _ title: LMText, value: String? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
        ) -> Row {
            Row(title: title, value: value.map { LMText($0) }, location: SourceLocation(file, line, column))
        }

        /// A dynamic component's row, whose title and value read its item (`item.bound(\.code)`).
        public static func row(
            _ title: LMText, value: LMText, file: String = #fileID, line: Int = #line, column: Int = #column
        ) -> Row {
            Row(title: title, value: value, location: SourceLocation(file, line, column))
        }

        /// The row as a dynamic component's template: a `row` node with its title and value, written or bound.
        func template(strings: StringsTable, diagnostics: inout [MarkupDiagnostic]) -> ViewNode {
            var declaration = LimaDeclaration(element: DynamicRows.pickerRowElement, location: location)
            declaration.set("title", to: title, at: location)
            if let value { declaration.set("value", to: value, at: location) }
            return declaration.node(strings: strings, diagnostics: &diagnostics)
        }
    }
}

/// `UISegmentedControl`: one choice of a few, side by side.
///
/// ```swift
/// LMSegmentedControl(.segment("Small"), .segment("Large"))
/// ```
public struct LMSegmentedControl: LimaControl {
    public var declaration: LimaDeclaration

    /// A control of `segments`, with the properties given.
    public init(
        selectedSegmentIndex: Int? = nil, momentary: Bool? = nil, selectedSegmentTintColor: MarkupColor? = nil,
        apportionsSegmentWidthsByContent: Bool? = nil, _ segments: Segment..., file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        declaration = LimaDeclaration(element: "UISegmentedControl", location: SourceLocation(file, line, column))
        declaration.set(
            [
                "selectedSegmentIndex": selectedSegmentIndex.map { .number(Double($0)) },
                "momentary": momentary.map(PropertyValue.bool),
                "selectedSegmentTintColor": selectedSegmentTintColor.map(PropertyValue.color),
                "apportionsSegmentWidthsByContent": apportionsSegmentWidthsByContent.map(PropertyValue.bool),
            ], at: declaration.location)
        declaration.content = .segments(segments)
    }

    /// A segment: a title or an image, and the value choosing it chooses.
    public struct Segment: Sendable {
        enum Face: Sendable {
            case title(LMText)
            case image(String)
        }

        var face: Face
        var value: String?
        var location: SourceLocation

        /// A segment showing `title`.
        public static func segment(
            _ title: LMText, value: String? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
        ) -> Segment {
            Segment(face: .title(title), value: value, location: SourceLocation(file, line, column))
        }

        /// A segment showing the image named `image`.
        public static func segment(
            image: String, value: String? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
        ) -> Segment {
            Segment(face: .image(image), value: value, location: SourceLocation(file, line, column))
        }
    }
}

/// `UITabBar`: a bar of items, one of them selected.
///
/// ```swift
/// LMTabBar(.item(.featured, name: "featured"), .item(title: "Mail", image: "mail.png", name: "mail"))
/// ```
public struct LMTabBar: LimaView {
    public var declaration: LimaDeclaration

    /// A bar of `items`, with the properties given.
    public init(
        barTintColor: MarkupColor? = nil, unselectedItemTintColor: MarkupColor? = nil, translucent: Bool? = nil,
        itemPositioning: ItemPositioning? = nil, _ items: Item..., file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        declaration = LimaDeclaration(element: "UITabBar", location: SourceLocation(file, line, column))
        declaration.set(
            [
                "barTintColor": barTintColor.map(PropertyValue.color),
                "unselectedItemTintColor": unselectedItemTintColor.map(PropertyValue.color),
                "translucent": translucent.map(PropertyValue.bool),
                "itemPositioning": itemPositioning.map { .enumeration($0.rawValue) },
            ], at: declaration.location)
        declaration.content = .tabBar(items)
    }

    /// How a tab bar spreads its items (`itemPositioning`).
    public enum ItemPositioning: String, Sendable, CaseIterable {
        case automatic, fill, centered
    }

    /// The items the system draws and names.
    public enum SystemItem: String, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
        case mostViewed
    }

    /// An item of the bar: a system item, or a title with images; and the name the owner knows it by.
    public struct Item: Sendable {
        var item: TabBarItem
        var title: LMText?
        var location: SourceLocation

        /// A system item.
        public static func item(
            _ type: SystemItem, name: String? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
        ) -> Item {
            Item(item: TabBarItem(type: type.rawValue, name: name), location: SourceLocation(file, line, column))
        }

        /// An item showing `title` over the image named `image` (`selectedImage` when selected).
        public static func item(
            title: LMText, image: String? = nil, selectedImage: String? = nil, name: String? = nil, file: String = #fileID,
            line: Int = #line, column: Int = #column
        ) -> Item {
            Item(
                item: TabBarItem(image: image, selectedImage: selectedImage, name: name), title: title,
                location: SourceLocation(file, line, column))
        }
    }
}

/// Static content as declared, its text resolved against the strings table when the tree is built.
enum DeclaredContent: Sendable {
    case table([LMSection])
    case picker([LMPickerView.Component])
    case segments([LMSegmentedControl.Segment])
    case tabBar([LMTabBar.Item])

    func resolved(strings: StringsTable, diagnostics: inout [MarkupDiagnostic]) -> StaticContent {
        func text(_ text: LMText, _ place: String, _ location: SourceLocation) -> String {
            text.resolved(strings: strings, for: place, diagnostics: &diagnostics, at: location)
        }
        switch self {
        case .table(let sections):
            return .table(sections.map { $0.resolved(strings: strings, diagnostics: &diagnostics) })
        case .picker(let components):
            return .picker(
                components.map { component in
                    var resolved = PickerComponent(name: component.name)
                    resolved.rows = component.rows.map { row in
                        PickerRow(
                            title: text(row.title, "a picker row", row.location),
                            value: row.value.map { text($0, "a static picker row's value", row.location) })
                    }
                    if let (source, template, location) = component.dynamic {
                        switch source {
                        case .success(let source):
                            resolved.dynamicRows = DynamicRows(
                                source: source, template: template.template(strings: strings, diagnostics: &diagnostics),
                                location: location)
                        case .failure(let problem):
                            diagnostics.append(MarkupDiagnostic(.error, problem.message, at: location))
                        }
                    }
                    return resolved
                })
        case .segments(let segments):
            return .segments(
                segments.map { segment in
                    switch segment.face {
                    case .title(let title):
                        Segment(title: text(title, "a segment's title", segment.location), value: segment.value)
                    case .image(let image): Segment(image: image, value: segment.value)
                    }
                })
        case .tabBar(let items):
            return .tabBar(
                items.map { item in
                    var resolved = item.item
                    resolved.title = item.title.map { text($0, "a tab bar item's title", item.location) }
                    return resolved
                })
        }
    }
}
