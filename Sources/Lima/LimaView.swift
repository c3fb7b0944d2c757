public import MarkupKit

/// A view declared in Swift: what an element of a markup document is, with its properties checked by the compiler.
///
/// Every Lima view (``LMColumnView``, ``LMLabel``, …) is a value holding its ``LimaDeclaration``; modifiers return a
/// changed copy. ``tree(strings:)`` turns a declaration into the `ViewTree` that `MarkupLoader` gives for the same
/// screen written as markup, so every renderer and every owner works for both.
public protocol LimaView: Sendable {
    /// The view as declared so far.
    var declaration: LimaDeclaration { get set }
}

/// One view as declared: its element, the settings in the order given, its children and where it was written.
public struct LimaDeclaration: Sendable {
    /// A property's value as declared: a value, or text to look up in the strings table.
    enum Assigned: Sendable {
        case value(PropertyValue)
        case localized(key: String)
    }

    /// One setting, kept in order until the tree is built (a later setting of a key path replaces an earlier one).
    struct Setting: Sendable {
        var keyPath: String
        var assigned: Assigned
        var origin: PropertySetting.Origin
        var location: SourceLocation
    }

    /// The element type, as markup names it (`UILabel`, `LMColumnView`).
    public var element: String
    /// The factory style (`systemButton`), if any.
    public var style: String?
    /// The outlet name (markup's `id`).
    public var outlet: String?
    /// The screen a tap goes to (markup's `link`, on a button), and where it was given.
    var link: (path: String, location: SourceLocation)?
    /// The child views, in order.
    public var children: [any LimaView] = []
    /// Where the view was declared: the Swift file, line and column of its initializer.
    public var location: SourceLocation
    var settings: [Setting] = []
    var bindings: [BoundText] = []
    var actions: [ActionSetting] = []
    /// Static content: sections, components, segments, items, with their text resolved when the tree is built.
    var content: DeclaredContent?
    /// Where the screen's controls post to, on the root view.
    var form: DeclaredForm?
    /// What the screen's navigation bar shows, on the root view.
    var navigation: DeclaredNavigation?
    /// What the compiler could not check, found while declaring; reported when the tree is built.
    var problems: [MarkupDiagnostic] = []

    /// A declaration of `element`, written at `location`.
    public init(element: String, style: String? = nil, location: SourceLocation) {
        self.element = element
        self.style = style
        self.location = location
    }

    /// Sets `keyPath` to `value` after the settings before it.
    public mutating func set(_ keyPath: String, to value: PropertyValue, at location: SourceLocation) {
        append(Setting(keyPath: keyPath, assigned: .value(value), origin: .attribute, location: location))
    }

    /// Appends a setting, with room for a few more the first time: a view usually gets several (its arguments, then its
    /// modifiers and styles), and growing one at a time would reallocate for each.
    mutating func append(_ setting: Setting) {
        if settings.capacity == 0 { settings.reserveCapacity(4) }
        settings.append(setting)
    }

    /// Sets each key path given a value, in order: how an initializer sets the arguments it was given.
    public mutating func set(_ values: KeyValuePairs<String, PropertyValue?>, at location: SourceLocation) {
        for case (let keyPath, let value?) in values { set(keyPath, to: value, at: location) }
    }

    /// Sets a date picker's `keyPath` to a day, a time of day or an instant, as the picker's mode takes; nothing for
    /// a value that holds none (`LocalDate("2026-02-30")`).
    public mutating func set(_ keyPath: String, to value: any DatePickerValue, at location: SourceLocation) {
        if let value = value.datePickerValue { set(keyPath, to: value, at: location) }
    }

    /// Sets `keyPath` to a case of its enumeration (`LMTextAlignment.center`), by the case's markup name.
    public mutating func set(_ keyPath: String, to value: some RawRepresentable<String>, at location: SourceLocation) {
        set(keyPath, to: .enumeration(value.rawValue), at: location)
    }

    /// Sets `keyPath` to `text`: a literal, a key of the strings table, or a binding to the owner (which the view
    /// then shows as it changes).
    public mutating func set(_ keyPath: String, to text: LMText, at location: SourceLocation) {
        let assigned: Assigned
        switch text.content {
        case .literal(let string): assigned = .value(.string(string))
        case .localized(let key): assigned = .localized(key: key)
        case .bound(var binding):
            binding.keyPath = keyPath
            bindings.removeAll { $0.keyPath == keyPath }
            bindings.append(binding)
            return
        }
        append(Setting(keyPath: keyPath, assigned: assigned, origin: .attribute, location: location))
    }
}

extension SourceLocation {
    /// Where a Lima view or modifier was written, from `#fileID`, `#line` and `#column`.
    init(_ file: String, _ line: Int, _ column: Int) {
        self.init(file: file, line: line, column: column)
    }
}
