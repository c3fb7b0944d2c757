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
    /// The properties a person changes by using the view — a switch's `on`, a text field's `text` — which a page
    /// showing it may therefore report; a live page's message may set these and no others.
    public var userValues: Set<String>
    /// What the element is, in a few words (`text that the user reads`): Lima's doc comment for its view, and what
    /// the tools say of it.
    public var summary: String

    /// Creates an element type.
    public init(
        _ name: String, base: String? = "UIView", isElement: Bool = true, properties: [String: PropertyType] = [:],
        objects: [String: String] = [:], events: Set<ControlEvent> = [], styles: [String] = [], content: ContentModel? = nil,
        userValues: Set<String> = [], summary: String = ""
    ) {
        self.name = name
        self.base = base
        self.isElement = isElement
        self.properties = properties
        self.objects = objects
        self.events = events
        self.styles = styles
        self.content = content
        self.userValues = userValues
        self.summary = summary
    }
}
