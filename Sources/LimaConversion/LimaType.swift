import MarkupKit

/// The Lima view an element is written as: its Swift type, its initializer's typed arguments, and where its children go.
struct LimaType {
    /// Where a view's child views go in its initializer.
    enum Children {
        /// It takes none.
        case none
        /// After its arguments, any number (layout views).
        case variadic
        /// One, last (a scroll view's content, a custom cell's content).
        case content
        /// At most one, as `accessory:` (a table cell's accessory view).
        case accessory
    }

    /// How the layout attributes a view gives itself (not its parent) are written.
    enum LayoutArguments {
        case none, row, column, scroll
    }

    var name: String
    var arguments: [Argument] = []
    /// Whether the initializer takes `style:` (the factory style), and so which enumeration's cases it names.
    var takesStyle = false
    var children: Children = .none
    var layout: LayoutArguments = .none
    /// Whether the view has the control modifiers (`enabled`, `on(_:_:)`).
    var isControl = false
    /// Whether the view has `name(_:)`.
    var isFormField = false

    /// The Lima view for `element`, or nil when Lima has none.
    static func of(_ element: String, in catalog: ElementCatalog) -> LimaType? {
        let isControl = catalog.type(element, inheritsFrom: "UIControl")
        if let generated = LimaSpelling.generatedViews.first(where: { $0.element == element }),
            let properties = LimaSpelling.initializerProperties(of: element, in: catalog)
        {
            return LimaType(
                name: generated.name, arguments: properties.map { Argument($0.name, type: $0.type) },
                takesStyle: !catalog.styles(of: element).isEmpty, isControl: isControl,
                isFormField: isControl || catalog.propertyType("name", of: element) != nil)
        }
        switch element {
        case "UIView": return LimaType(name: "LMView")
        case "LMSpacer": return LimaType(name: "LMSpacer")
        case "LMRowView": return LimaType(name: element, children: .variadic, layout: .row)
        case "LMColumnView": return LimaType(name: element, children: .variadic, layout: .column)
        case "LMLayerView", "LMAnchorView", "LMRootView": return LimaType(name: element, children: .variadic)
        case "LMScrollView": return LimaType(name: element, children: .content, layout: .scroll)
        case "LMTableView":
            return LimaType(
                name: element,
                arguments: [
                    Argument("separatorStyle", nil, .enumeration), Argument("separatorColor", nil, .color),
                    Argument("rowHeight", nil, .double), Argument("estimatedRowHeight", nil, .double),
                    Argument("allowsSelection", nil, .bool),
                ], takesStyle: true)
        case "UITableViewCell":
            return LimaType(
                name: "LMStandardCell",
                arguments: [
                    Argument("textLabel.text", "text", .text), Argument("detailTextLabel.text", "detailText", .text),
                    Argument("imageView.image", "image", .imageName),
                ] + Argument.cell, takesStyle: true, children: .accessory)
        case "LMTableViewCell":
            return LimaType(
                name: element, arguments: Argument.cell + [Argument("ignoreLayoutMargins", nil, .bool)], children: .content)
        case "LMPickerView": return LimaType(name: element)
        case "UISegmentedControl":
            return LimaType(
                name: "LMSegmentedControl",
                arguments: [
                    Argument("selectedSegmentIndex", nil, .int), Argument("momentary", nil, .bool),
                    Argument("selectedSegmentTintColor", nil, .color),
                    Argument("apportionsSegmentWidthsByContent", nil, .bool),
                ], isControl: true, isFormField: true)
        case "UITabBar":
            return LimaType(
                name: "LMTabBar",
                arguments: [
                    Argument("barTintColor", nil, .color), Argument("unselectedItemTintColor", nil, .color),
                    Argument("translucent", nil, .bool), Argument("itemPositioning", nil, .enumeration),
                ])
        default:
            // An app's element (`Charts.PieChartView`): by convention the app declares a Lima view of the type's name.
            guard element.contains("."), let name = element.split(separator: ".").last, catalog.types[element] != nil else {
                return nil
            }
            return LimaType(name: String(name), isControl: isControl, isFormField: isControl)
        }
    }
}
