/// The element types a loader knows: the standard UIKit and layout views (``standard``) and whatever an app
/// registers (`Charts.PieChartView`). A type inherits from its base what it does not declare.
public struct ElementCatalog: Sendable {
    /// Every type, by name.
    public private(set) var types: [String: ElementType]

    /// Creates a catalog of the given types.
    public init(_ types: [ElementType]) {
        self.types = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
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

    /// The type and its bases, nearest first (a cycle or an unknown base ends the chain).
    func lineage(of name: String) -> [ElementType] {
        var chain: [ElementType] = []
        var next: String? = name
        while let current = next, let type = types[current], !chain.contains(where: { $0.name == current }) {
            chain.append(type)
            next = type.base
        }
        return chain
    }

    /// The type of a property, looked up along the bases.
    public func propertyType(_ property: String, of type: String) -> PropertyType? {
        for ancestor in lineage(of: type) {
            if let found = ancestor.properties[property] { return found }
        }
        return nil
    }

    /// The type of the object a property leads to (`layer` → `CALayer`), looked up along the bases.
    public func objectType(_ property: String, of type: String) -> String? {
        for ancestor in lineage(of: type) {
            if let found = ancestor.objects[property] { return found }
        }
        return nil
    }

    /// The events a type sends (empty for views that are not controls).
    public func events(of type: String) -> Set<ControlEvent> {
        lineage(of: type).reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The factory styles a type accepts.
    public func styles(of type: String) -> [String] {
        lineage(of: type).flatMap(\.styles)
    }

    /// What a type may contain.
    public func content(of type: String) -> ContentModel {
        lineage(of: type).lazy.compactMap(\.content).first ?? .none
    }

    /// Whether a type is, or inherits from, another.
    public func type(_ type: String, inheritsFrom ancestor: String) -> Bool {
        lineage(of: type).contains { $0.name == ancestor }
    }

    /// Every property and object name of a type, for suggestions.
    func memberNames(of type: String) -> Set<String> {
        lineage(of: type).reduce(into: []) { names, ancestor in
            names.formUnion(ancestor.properties.keys)
            names.formUnion(ancestor.objects.keys)
        }
    }

    /// Follows a key path (`layer.borderWidth`, `textLabel.text`) from a type to the property at its end.
    /// - Returns: the property's type, or a message naming the component that does not exist.
    func resolve(keyPath: String, on type: String) -> Result<PropertyType, KeyPathFailure> {
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
}

/// A key path component that names nothing, with what could have been meant.
struct KeyPathFailure: Error {
    var component: String
    var owner: String
    var candidates: Set<String>
}
