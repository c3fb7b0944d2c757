public import Layout

/// The element types a loader knows: the standard UIKit and layout views (``standard``) and whatever an app
/// registers (`Charts.PieChartView`). A type inherits from its base what it does not declare.
public struct ElementCatalog: Sendable {
    /// Every type, by name.
    public private(set) var types: [String: ElementType] {
        didSet { resolved = Self.resolve(types) }
    }
    /// Each type with what it inherits folded in, so that a lookup is one dictionary read.
    private var resolved: [String: ResolvedType]

    /// Creates a catalog of the given types.
    public init(_ types: [ElementType]) {
        let byName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        self.types = byName
        self.resolved = Self.resolve(byName)
    }

    /// Adds a type, or replaces the one of the same name.
    public mutating func register(_ type: ElementType) {
        types[type.name] = type
    }

    /// A copy with more types.
    public func registering(_ more: ElementType...) -> ElementCatalog {
        var copy = self
        for type in more { copy.register(type) }
        return copy
    }

    /// The type of a property, looked up along the bases.
    public func propertyType(_ property: String, of type: String) -> PropertyType? {
        resolved[type]?.properties[property]
    }

    /// The type of the property a key path (`text`, `layer.borderWidth`) leads to from a type, or nil if it names
    /// nothing.
    public func propertyType(keyPath: String, of type: String) -> PropertyType? {
        try? resolve(keyPath: keyPath, on: type).get()
    }

    /// The type of the object a property leads to (`layer` → `CALayer`), looked up along the bases.
    public func objectType(_ property: String, of type: String) -> String? {
        resolved[type]?.objects[property]
    }

    /// The events a type sends (empty for views that are not controls).
    public func events(of type: String) -> Set<ControlEvent> {
        resolved[type]?.events ?? []
    }

    /// The factory styles a type accepts.
    public func styles(of type: String) -> [String] {
        resolved[type]?.styles ?? []
    }

    /// Whether a person using a view of `type` changes the property at `keyPath` (see ``ElementType/userValues``);
    /// `isOn` is `on` here as everywhere (``canonicalKeyPath(_:of:)``).
    public func isUserValue(_ keyPath: String, of type: String) -> Bool {
        resolved[type]?.userValues.contains(canonicalKeyPath(keyPath, of: type)) ?? false
    }

    /// Whether the catalog has a type of this name.
    func contains(_ type: String) -> Bool { resolved[type] != nil }

    /// Whether a document may name the type as an element: `false` for a type the catalog lacks, or one that only
    /// gives others what they inherit (`UIControl`).
    func isElement(_ type: String) -> Bool { resolved[type]?.isElement ?? false }

    /// What a type may contain.
    public func content(of type: String) -> ContentModel {
        resolved[type]?.content ?? .none
    }

    /// The one name a host keeps a property under: `isOn` and `on` name one property (the catalog lists both, as
    /// UIKit's getter and the name markup was first written with), and so do `isEnabled` and `enabled`.
    public func canonicalKeyPath(_ keyPath: String, of type: String) -> String {
        let scalars = keyPath.unicodeScalars
        guard keyPath.hasPrefix("is"), scalars.count > 2,
            let third = scalars.dropFirst(2).first, third.properties.isUppercase
        else { return keyPath }
        let plain = String(third).lowercased() + String(String.UnicodeScalarView(scalars.dropFirst(3)))
        return propertyType(keyPath: plain, of: type) != nil ? plain : keyPath
    }

    /// Whether a type is, or inherits from, another.
    public func type(_ type: String, inheritsFrom ancestor: String) -> Bool {
        resolved[type]?.lineage.contains(ancestor) ?? false
    }

    /// What a view of this type is to the layout engine: a layout view by the MarkupKit class it is or inherits
    /// from (an app's subclass of `LMRowView` is a row), anything else a leaf.
    public func layoutRole(of type: String) -> LayoutRole {
        resolved[type]?.layoutRole ?? .leaf
    }

    /// The layout engine's tree for `node` and the views below it: layout views become rows, columns, layers,
    /// anchors, spacers and scroll views (``layoutRole(of:)``), and every other view a leaf that `measure` sizes.
    /// A renderer calls this once per document, then keeps a `LayoutTree` of the result to lay it out again.
    public func layoutNode(
        for node: ViewNode, measure: (ViewNode) -> @Sendable (_ proposedWidth: Double?) -> Size
    ) -> LayoutNode {
        let role = layoutRole(of: node.element)
        guard role != .leaf else { return node.layout.layoutNode(role: .leaf, measure: measure(node)) }
        let children = node.children.map { (node: layoutNode(for: $0, measure: measure), attributes: $0.layout) }
        return node.layout.layoutNode(role: role, children: children)
    }

    private static let layoutRoles: [(String, LayoutRole)] = [
        ("LMRowView", .row), ("LMColumnView", .column), ("LMLayerView", .layer), ("LMAnchorView", .anchor),
        ("LMSpacer", .spacer), ("LMScrollView", .scroll),
    ]

    /// Every property and object name of a type, for suggestions.
    func memberNames(of type: String) -> Set<String> {
        guard let found = resolved[type] else { return [] }
        return Set(found.properties.keys).union(found.objects.keys)
    }

    /// Follows a key path (`layer.borderWidth`, `textLabel.text`) from a type to the property at its end.
    /// - Returns: the property's type, or the component that names nothing.
    func resolve(keyPath: String, on type: String) -> Result<PropertyType, KeyPathFailure> {
        if !keyPath.utf8.contains(UInt8(ascii: ".")) {
            if let property = propertyType(keyPath, of: type) { return .success(property) }
            return .failure(KeyPathFailure(component: keyPath, owner: type, candidates: memberNames(of: type)))
        }
        var owner = type
        var components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let last = components.removeLast()
        for component in components {
            guard let next = objectType(component, of: owner) else {
                return .failure(KeyPathFailure(component: component, owner: owner, candidates: memberNames(of: owner)))
            }
            owner = next
        }
        guard let property = propertyType(last, of: owner) else {
            return .failure(KeyPathFailure(component: last, owner: owner, candidates: memberNames(of: owner)))
        }
        return .success(property)
    }

    /// Folds each type's bases into it (nearest declaration wins; a cycle or an unknown base ends the chain).
    private static func resolve(_ types: [String: ElementType]) -> [String: ResolvedType] {
        var result: [String: ResolvedType] = [:]
        for name in types.keys {
            var chain: [ElementType] = []
            var next: String? = name
            while let current = next, let type = types[current], !chain.contains(where: { $0.name == current }) {
                chain.append(type)
                next = type.base
            }
            var properties: [String: PropertyType] = [:]
            var objects: [String: String] = [:]
            var events: Set<ControlEvent> = []
            var styles: [String] = []
            var userValues: Set<String> = []
            var content = ContentModel.none
            var lineage: Set<String> = []
            for type in chain.reversed() {
                properties.merge(type.properties) { _, nearer in nearer }
                objects.merge(type.objects) { _, nearer in nearer }
                events.formUnion(type.events)
                styles.append(contentsOf: type.styles)
                userValues.formUnion(type.userValues)
                if let declared = type.content { content = declared }
                lineage.insert(type.name)
            }
            let role = layoutRoles.first { lineage.contains($0.0) }?.1 ?? .leaf
            result[name] = ResolvedType(
                properties: properties, objects: objects, events: events, styles: styles, content: content,
                userValues: userValues, lineage: lineage, layoutRole: role, isElement: chain.first?.isElement ?? false)
        }
        return result
    }
}

/// A type with its bases folded in. A class, so that a lookup copies one reference.
private final class ResolvedType: Sendable {
    let properties: [String: PropertyType]
    let objects: [String: String]
    let events: Set<ControlEvent>
    let styles: [String]
    let content: ContentModel
    let userValues: Set<String>
    /// The type's name and its bases' names.
    let lineage: Set<String>
    /// What the layout engine makes of it, by the first layout class in its lineage.
    let layoutRole: LayoutRole
    /// Whether a document may name it (``ElementType/isElement``).
    let isElement: Bool

    init(
        properties: [String: PropertyType], objects: [String: String], events: Set<ControlEvent>, styles: [String],
        content: ContentModel, userValues: Set<String>, lineage: Set<String>, layoutRole: LayoutRole, isElement: Bool
    ) {
        self.isElement = isElement
        self.properties = properties
        self.objects = objects
        self.events = events
        self.styles = styles
        self.content = content
        self.userValues = userValues
        self.lineage = lineage
        self.layoutRole = layoutRole
    }
}

/// A key path component that names nothing, with what could have been meant.
struct KeyPathFailure: Error {
    var component: String
    var owner: String
    var candidates: Set<String>
}
