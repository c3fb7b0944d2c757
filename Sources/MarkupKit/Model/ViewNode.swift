import Layout

/// One view of a loaded document, fully resolved: its element type, the properties to set in order, its bindings,
/// actions, outlet, layout attributes, children and static content, and where it was written.
public struct ViewNode: Sendable, Hashable {
    /// The element type (`UILabel`, `Charts.PieChartView`); for `<root>`, the type the loader was given.
    public var element: String
    /// The factory style (`groupedTableView`, `systemButton`), if one was named.
    public var style: String?
    /// The `id`: the name under which the owner gets this view.
    public var outlet: String?
    /// Properties to set, templates first, then attributes, in document order; a later setting of the same key
    /// path replaces an earlier one (and takes its place at the end).
    public var properties: [PropertySetting]
    /// `$` attributes: properties whose value an expression over the owner gives.
    public var bindings: [PropertyBinding]
    /// `on…` attributes.
    public var actions: [ActionSetting]
    /// What the layout engine needs (`weight`, `width`, `anchor`, margins, spacing, alignment, …), typed.
    public var layout: LayoutAttributes
    /// Child views: subviews of a layout view, the content of a scroll view or custom cell, a cell's accessory.
    public var children: [ViewNode]
    /// Static content: table sections, picker components, segments, tab-bar items.
    public var content: StaticContent?
    /// The screen a tap on this button goes to (`link="about"`): a path relative to the app's screens, as a dynamic
    /// section's row links are (``ScreenLink``).
    public var link: String?
    /// Where the element starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(
        element: String, style: String? = nil, outlet: String? = nil, properties: [PropertySetting] = [],
        bindings: [PropertyBinding] = [], actions: [ActionSetting] = [], layout: LayoutAttributes = LayoutAttributes(),
        children: [ViewNode] = [], content: StaticContent? = nil, location: SourceLocation
    ) {
        self.element = element
        self.style = style
        self.outlet = outlet
        self.properties = properties
        self.bindings = bindings
        self.actions = actions
        self.layout = layout
        self.children = children
        self.content = content
        self.location = location
    }

    /// Why a setting was not simply taken.
    public enum SettingProblem: Sendable, Hashable {
        /// A layout attribute's value is of the right type but not allowed (`weight="0"`); the message says why.
        case refused(String)
        /// The layout attribute is accepted but does nothing here; the message says why.
        case ignored(String)
    }

    /// Adds `setting` after the node's others, as a document's attributes and templates are added: see
    /// ``add(_:to:layout:)``.
    public mutating func add(_ setting: PropertySetting) -> SettingProblem? {
        Self.add(setting, to: &properties, layout: &layout)
    }

    /// Adds `setting` after those in `properties`: a layout attribute (`weight`, `spacing`, `layoutMargins`, …) is set
    /// in `layout` — what setting those in order gives is what the last setting of each would — and any other replaces
    /// an earlier setting of its key path and goes last. Every front end builds nodes through this one rule.
    /// - Returns: nil when the setting was taken.
    public static func add(
        _ setting: PropertySetting, to properties: inout [PropertySetting], layout: inout LayoutAttributes
    ) -> SettingProblem? {
        if let layoutSetting = LayoutAttributes.setting(named: setting.keyPath) {
            switch layoutSetting.apply(&layout, setting.value) {
            case .applied: return nil
            case .refused(let message): return .refused(message)
            case .ignored(let message): return .ignored(message)
            case .notLayout: break
            }
        }
        // Key paths are unique in the list; looking first leaves a shared (cached template) list uncopied.
        if let index = properties.firstIndex(where: { $0.keyPath == setting.keyPath }) {
            properties.remove(at: index)
        }
        properties.append(setting)
        return nil
    }

    /// The value set for a key path, if any.
    public subscript(keyPath: String) -> PropertyValue? {
        properties.last { $0.keyPath == keyPath }?.value
    }

    /// This node and every node below it (children, table cells), depth first, in document order.
    public var allNodes: [ViewNode] {
        var result: [ViewNode] = []
        visit { result.append($0) }
        return result
    }

    /// Calls `body` on this node and every node below it, depth first, in document order: children, then each table
    /// section's header view, cells and footer view. A dynamic section's template is no view of the document: its
    /// rows are made from it.
    public func visit(_ body: (ViewNode) -> Void) {
        body(self)
        // By index: a `for` over the children would copy each node.
        for position in children.indices { children[position].visit(body) }
        if case .table(let sections) = content {
            for section in sections {
                section.headerView?.visit(body)
                for cell in section.cells { cell.visit(body) }
                section.footerView?.visit(body)
            }
        }
    }
}

/// One property to set on a view.
public struct PropertySetting: Sendable, Hashable {
    /// Where a setting came from.
    public enum Origin: Sendable, Hashable {
        /// An attribute of the element.
        case attribute
        /// A template named in `class`.
        case template(String)
        /// An `@key` attribute, looked up in the strings table.
        case localized(key: String)
    }

    /// The property, possibly through objects (`layer.borderWidth`).
    public var keyPath: String
    /// The converted value.
    public var value: PropertyValue
    /// Where it came from.
    public var origin: Origin
    /// Where it was written (the attribute, or the template's key).
    public var location: SourceLocation

    /// Creates a setting.
    public init(keyPath: String, value: PropertyValue, origin: Origin = .attribute, location: SourceLocation) {
        self.keyPath = keyPath
        self.value = value
        self.origin = origin
        self.location = location
    }
}

/// An `on…` attribute: a control event and the owner's handler for it.
public struct ActionSetting: Sendable, Hashable {
    /// The event (`onValueChanged` → `.valueChanged`).
    public var event: ControlEvent
    /// The handler's name without a trailing colon (`togglePower`).
    public var handler: String
    /// Whether the handler takes the sender (the attribute's value ended in `:`).
    public var takesSender: Bool
    /// Where the attribute was written.
    public var location: SourceLocation

    /// Creates an action.
    public init(event: ControlEvent, handler: String, takesSender: Bool, location: SourceLocation) {
        self.event = event
        self.handler = handler
        self.takesSender = takesSender
        self.location = location
    }
}
