/// The type of a property, which decides how its text is converted and checked.
public enum PropertyType: Sendable, Hashable, CustomStringConvertible {
    case string
    /// Any finite number (NaN and infinities are refused: `weight="nan"` is a typo, not a weight).
    case number
    /// A whole number.
    case integer
    /// `true` or `false` (also `YES`/`NO`, as Objective-C wrote them).
    case bool
    /// `#rrggbb`, `#rrggbbaa` or a named color.
    case color
    /// A text style (`subheadline`), `System-Bold 17` or `<PostScriptName> <size>`.
    case font
    /// An image name.
    case image
    /// One number for all four sides, or four (`top, left, bottom, right`).
    case edgeInsets
    /// A comma-separated list of edges (`top, left, right`).
    case anchors
    /// One of the listed case names.
    case enumeration([String])

    public var description: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .integer: return "a whole number"
        case .bool: return "true or false"
        case .color: return "a color (#rrggbb, #rrggbbaa or a color name)"
        case .font: return "a font (a text style such as 'body', or '<name> <size>' such as 'Helvetica 24')"
        case .image: return "an image name"
        case .edgeInsets: return "edge insets (one number, or four: top, left, bottom, right)"
        case .anchors: return "a list of edges (top, bottom, left, right, leading, trailing, all, none)"
        case .enumeration(let cases): return "one of " + cases.joined(separator: ", ")
        }
    }
}

/// A control event an `on…` attribute can name; the raw value is the attribute's name without `on`, first letter
/// lowered (`onTouchUpInside` → `touchUpInside`).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
    case allTouchEvents, allEditingEvents, allEvents

    /// The attribute that names this event (`onValueChanged`).
    public var attributeName: String {
        "on" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// The event an attribute names, if it is one of the eighteen action attributes.
    public init?(attributeName: String) {
        guard attributeName.hasPrefix("on"), attributeName.count > 2 else { return nil }
        let rest = attributeName.dropFirst(2)
        guard rest.first?.isUppercase == true else { return nil }
        self.init(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
    }

    /// The events every control sends.
    static let touchEvents: Set<ControlEvent> = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .primaryActionTriggered, .allTouchEvents, .allEvents,
    ]
    /// The events of a text field.
    static let editingEvents: Set<ControlEvent> = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit, .allEditingEvents,
    ]
}

/// What an element may contain.
public enum ContentModel: Sendable, Hashable {
    /// No child elements.
    case none
    /// Any number of views (layout views).
    case subviews
    /// At most one view: the content of a scroll view or a custom cell.
    case content
    /// At most one view, shown as a table cell's accessory.
    case accessory
    /// Cells in sections, `<sectionHeader>`/`<sectionFooter>`, and the `sectionBreak`, `sectionName` and
    /// `sectionSelectionMode` instructions.
    case table
    /// `<row>` elements in components, and the `componentSeparator` and `componentName` instructions.
    case picker
    /// `<segment>` elements.
    case segments
    /// `<item>` elements.
    case tabBarItems
}

/// An element type of the catalog: a view class (or an object reached by a key path, such as `layer`) with its
/// properties, the objects its key paths reach, the events it sends and what it may contain.
public struct ElementType: Sendable {
    /// The element's name as written (`UILabel`, `Charts.PieChartView`).
    public var name: String
    /// The type it inherits properties, objects, events and styles from.
    public var base: String?
    /// Whether a document may use it as an element (false for `CALayer` and other objects reached by key paths).
    public var isElement: Bool
    /// Its own properties by name.
    public var properties: [String: PropertyType]
    /// The objects its key paths reach, by property name (`"layer": "CALayer"`, `"textLabel": "UILabel"`).
    public var objects: [String: String]
    /// The events it sends, if it is a control.
    public var events: Set<ControlEvent>
    /// The factory styles the `style` attribute may name (`groupedTableView`).
    public var styles: [String]
    /// What it may contain; nil inherits the base's.
    public var content: ContentModel?

    /// Creates an element type.
    public init(
        _ name: String, base: String? = "UIView", isElement: Bool = true, properties: [String: PropertyType] = [:],
        objects: [String: String] = [:], events: Set<ControlEvent> = [], styles: [String] = [], content: ContentModel? = nil
    ) {
        self.name = name
        self.base = base
        self.isElement = isElement
        self.properties = properties
        self.objects = objects
        self.events = events
        self.styles = styles
        self.content = content
    }
}
