public import Layout

/// The layout attributes of a view, typed for the `Layout` engine. Margins are directional: `layoutMarginLeft`
/// sets the leading margin (Lima's choice; MarkupKit's were left and right).
///
/// The markup attributes that set them are listed once, in one table of this file: the standard catalog declares
/// them from that table and the loader sets them by it. ``layoutNode(role:children:measure:)`` turns a view's attributes into
/// the engine's node, for every renderer.
public struct LayoutAttributes: Sendable, Hashable {
    /// The share of the parent row's or column's excess space (`weight`); `nil` for none.
    public var weight: Double?
    /// An explicit width (`width`), which beats weight and intrinsic size.
    public var width: Double?
    /// An explicit height (`height`), which beats weight and intrinsic size.
    public var height: Double?
    /// The edges the view is pinned to in an anchor view (`anchor`).
    public var anchor: Anchors = []
    /// The padding of a layout view (`layoutMargins`, `layoutMarginTop`, …).
    public var margins: Insets = .zero
    /// Spacing between the children of a row or column; nil means the default.
    public var spacing: Double?
    /// How a row or column places its children horizontally.
    public var horizontalAlignment: LayoutAlignment = .fill
    /// How a row or column places its children vertically.
    public var verticalAlignment: LayoutAlignment = .fill
    /// Whether a row lines its children up on a baseline (`alignToBaseline`).
    public var alignsToBaseline = false
    /// Which baseline, when ``alignsToBaseline`` (`baseline="first|last"`).
    public var baseline: Baseline = .first
    /// Whether a column lines up the cells of its rows in tracks (`alignToGrid`).
    public var alignsToGrid = false
    /// A hidden view takes no space (`hidden`, `isHidden`).
    public var isHidden = false
    /// Whether a scroll view fits its content to its width (`fitToWidth`).
    public var fitsWidth = false
    /// Whether a scroll view fits its content to its height (`fitToHeight`).
    public var fitsHeight = false
    /// Bounds on the view's size and the ratio of its sides (`minimumWidth`, `maximumWidth`, `minimumHeight`,
    /// `maximumHeight`, `aspectRatio`).
    public var sizeConstraints = SizeConstraints.none

    /// Creates attributes with MarkupKit's defaults.
    public init() {}
}

// MARK: The markup attributes

extension LayoutAttributes {
    /// A markup attribute that sets a layout attribute.
    struct Setting: Sendable {
        /// What setting a value did.
        enum Outcome: Equatable {
            /// The attribute took the value.
            case applied
            /// The value is not of this attribute's type (an app element's own `width` string, say): it stays an
            /// ordinary property.
            case notLayout
            /// The value is of the right type but not allowed; the message says why.
            case refused(String)
            /// The attribute is accepted but does nothing; the message says why.
            case ignored(String)
        }

        /// The attribute's name in markup.
        let name: String
        /// The element type that declares it: `UIView` for every view, `LMBoxView` for rows and columns, and so on.
        let declaringType: String
        /// The values it takes.
        let type: PropertyType
        /// Sets it from a converted value.
        let apply: @Sendable (inout LayoutAttributes, PropertyValue) -> Outcome
    }

    /// Every markup attribute that sets a layout attribute, with the element type that declares it.
    static let settings: [Setting] = {
        func number(
            _ name: String, _ type: String, _ set: @escaping @Sendable (inout LayoutAttributes, Double) -> Void
        ) -> Setting {
            Setting(name: name, declaringType: type, type: .number) { attributes, value in
                guard case .number(let number) = value else { return .notLayout }
                set(&attributes, number)
                return .applied
            }
        }
        func flag(_ name: String, _ type: String, _ set: @escaping @Sendable (inout LayoutAttributes, Bool) -> Void) -> Setting {
            Setting(name: name, declaringType: type, type: .bool) { attributes, value in
                guard case .bool(let flag) = value else { return .notLayout }
                set(&attributes, flag)
                return .applied
            }
        }
        func choice(
            _ name: String, _ type: String, _ cases: [String], _ set: @escaping @Sendable (inout LayoutAttributes, String) -> Void
        ) -> Setting {
            Setting(name: name, declaringType: type, type: .enumeration(cases)) { attributes, value in
                guard case .enumeration(let name) = value else { return .notLayout }
                set(&attributes, name)
                return .applied
            }
        }
        /// A size bound: a length of 0 or more, on the right side of the other bound on the same axis.
        func bound(
            _ name: String, _ keyPath: any WritableKeyPath<SizeConstraints, Double?> & Sendable, below otherName: String? = nil,
            above aboveName: String? = nil, _ other: any KeyPath<SizeConstraints, Double?> & Sendable
        ) -> Setting {
            Setting(name: name, declaringType: "UIView", type: .number) { attributes, value in
                guard case .number(let length) = value else { return .notLayout }
                guard length >= 0, length.isFinite else { return .refused("\(name) must be 0 or more (leave it out for none)") }
                let constraints = attributes.sizeConstraints
                if let otherName, let maximum = constraints[keyPath: other], length > maximum {
                    return .refused(
                        "\(name) (\(PropertyValue.format(length))) is greater than \(otherName) (\(PropertyValue.format(maximum)))"
                    )
                }
                if let aboveName, let minimum = constraints[keyPath: other], length < minimum {
                    return .refused(
                        "\(name) (\(PropertyValue.format(length))) is less than \(aboveName) (\(PropertyValue.format(minimum)))")
                }
                attributes.sizeConstraints[keyPath: keyPath] = length
                return .applied
            }
        }
        return [
            Setting(name: "weight", declaringType: "UIView", type: .number) { attributes, value in
                guard case .number(let weight) = value else { return .notLayout }
                guard weight > 0 else { return .refused("weight must be greater than 0 (leave it out for no weight)") }
                attributes.weight = weight
                return .applied
            },
            number("width", "UIView") { $0.width = $1 },
            Setting(name: "height", declaringType: "UIView", type: .number) { attributes, value in
                guard case .number(let height) = value else { return .notLayout }
                if attributes.sizeConstraints.aspectRatio != nil { return .refused(ratioConflict("height")) }
                attributes.height = height
                return .applied
            },
            bound("minimumWidth", \.minimumWidth, below: "maximumWidth", \.maximumWidth),
            bound("maximumWidth", \.maximumWidth, above: "minimumWidth", \.minimumWidth),
            bound("minimumHeight", \.minimumHeight, below: "maximumHeight", \.maximumHeight),
            bound("maximumHeight", \.maximumHeight, above: "minimumHeight", \.minimumHeight),
            Setting(name: "aspectRatio", declaringType: "UIView", type: .number) { attributes, value in
                guard case .number(let ratio) = value else { return .notLayout }
                guard ratio > 0, ratio.isFinite else {
                    return .refused("aspectRatio must be greater than 0 (width divided by height; leave it out for none)")
                }
                if attributes.height != nil { return .refused(ratioConflict("height")) }
                attributes.sizeConstraints.aspectRatio = ratio
                return .applied
            },
            Setting(name: "anchor", declaringType: "UIView", type: .anchors) { attributes, value in
                guard case .anchors(let anchors) = value else { return .notLayout }
                attributes.anchor = anchors
                return .applied
            },
            Setting(name: "layoutMargins", declaringType: "UIView", type: .edgeInsets) { attributes, value in
                guard case .edgeInsets(let insets) = value else { return .notLayout }
                attributes.margins = insets
                return .applied
            },
            number("layoutMarginTop", "UIView") { $0.margins.top = $1 },
            number("layoutMarginBottom", "UIView") { $0.margins.bottom = $1 },
            number("layoutMarginLeft", "UIView") { $0.margins.leading = $1 },
            number("layoutMarginLeading", "UIView") { $0.margins.leading = $1 },
            number("layoutMarginRight", "UIView") { $0.margins.trailing = $1 },
            number("layoutMarginTrailing", "UIView") { $0.margins.trailing = $1 },
            flag("hidden", "UIView") { $0.isHidden = $1 },
            flag("isHidden", "UIView") { $0.isHidden = $1 },
            Setting(name: "layoutMarginsRelativeArrangement", declaringType: "LMLayoutView", type: .bool) { _, _ in
                .ignored(
                    "'layoutMarginsRelativeArrangement' has no effect (MarkupKit 4 removed it): layout views always "
                        + "arrange within their margins")
            },
            number("spacing", "LMBoxView") { $0.spacing = $1 },
            flag("alignToBaseline", "LMBoxView") { $0.alignsToBaseline = $1 },
            choice("horizontalAlignment", "LMBoxView", ["fill", "leading", "trailing", "center"]) {
                $0.horizontalAlignment = alignment($1)
            },
            choice("verticalAlignment", "LMBoxView", ["fill", "top", "bottom", "center"]) {
                $0.verticalAlignment = alignment($1)
            },
            choice("baseline", "LMRowView", ["first", "last"]) { $0.baseline = $1 == "last" ? .last : .first },
            flag("alignToGrid", "LMColumnView") { $0.alignsToGrid = $1 },
            flag("fitToWidth", "LMScrollView") { $0.fitsWidth = $1 },
            flag("fitToHeight", "LMScrollView") { $0.fitsHeight = $1 },
        ]
    }()

    /// Whether `name` is a layout attribute (`weight`, `layoutMargins`, `spacing`…): what a view's layout takes, not the
    /// view. A renderer that sets a type's properties skips these.
    public static func isLayoutAttribute(_ name: String) -> Bool { setting(named: name) != nil }

    /// The layout attribute `name`, if it is one. Asked for every property a document sets, most of which are not
    /// (`text`, `font`): those are told apart by their first letter and length before any hashing.
    static func setting(named name: String) -> Setting? {
        guard let first = name.utf8.first, nameShapes[Int(first)] & lengthBit(name) != 0 else { return nil }
        return settingsByName[name]
    }

    /// ``settings`` by attribute name.
    static let settingsByName: [String: Setting] = Dictionary(settings.map { ($0.name, $0) }) { first, _ in first }

    /// For each first byte of a layout attribute's name, a bit for the length of each such name (the last bit for any
    /// of 63 bytes or more).
    static let nameShapes: [UInt64] = {
        var shapes = [UInt64](repeating: 0, count: 256)
        for setting in settings {
            guard let first = setting.name.utf8.first else { continue }
            shapes[Int(first)] |= lengthBit(setting.name)
        }
        return shapes
    }()

    private static func lengthBit(_ name: String) -> UInt64 { 1 << min(name.utf8.count, 63) }

    /// The properties the layout attributes add to the element type `type`, for the catalog.
    static func properties(declaredBy type: String) -> [String: PropertyType] {
        Dictionary(settings.filter { $0.declaringType == type }.map { ($0.name, $0.type) }) { first, _ in first }
    }

    /// Why `aspectRatio` and an explicit height cannot go together: the ratio sets the height from the width (CSS and
    /// Auto Layout would set the width from the height instead, which is not this engine's rule, so a document says
    /// which it means). Height bounds may go with it: they hold the height, and carry over to a width taken from content.
    private static func ratioConflict(_ name: String) -> String {
        "aspectRatio sets the height from the width, so it cannot be combined with \(name); "
            + "give the width instead (width = height × ratio)"
    }

    private static func alignment(_ name: String) -> LayoutAlignment {
        switch name {
        case "leading", "top": .start
        case "trailing", "bottom": .end
        case "center": .center
        default: .fill
        }
    }
}

// MARK: The bridge to the layout engine

/// What a view is to the layout engine; ``ElementCatalog/layoutRole(of:)`` tells it for an element type.
public enum LayoutRole: Sendable, Hashable {
    /// `LMRowView`: children leading to trailing.
    case row
    /// `LMColumnView`: children top to bottom.
    case column
    /// `LMLayerView`: every child fills it.
    case layer
    /// `LMAnchorView`: each child pinned by its `anchor`.
    case anchor
    /// `LMSpacer`: empty space with weight 1 unless set.
    case spacer
    /// `LMScrollView`: its content at its natural size, or fitted by `fitToWidth` and `fitToHeight`.
    case scroll
    /// Any other view: it measures itself, and its children (a cell's content, say) are laid out by it, not here.
    case leaf
}

extension LayoutAttributes {
    /// The default spacing between the children of a row or column, as in MarkupKit.
    public static let defaultSpacing = 8.0

    /// The layout engine's node for a view with these attributes.
    ///
    /// Renderers build their trees with it, so that HTML and UIKit lay out the same document the same way.
    /// - Parameters:
    ///   - role: what the view is to the engine.
    ///   - children: the nodes of its children with their attributes, in document order (an anchor view pins each
    ///     child by its ``anchor``); ignored for a leaf.
    ///   - measure: a leaf's size for a proposed width (`nil`: unconstrained); ignored for layout views.
    public func layoutNode(
        role: LayoutRole, children: [(node: LayoutNode, attributes: LayoutAttributes)] = [],
        measure: @escaping @Sendable (_ proposedWidth: Double?) -> Size = { _ in Size(width: 0, height: 0) }
    ) -> LayoutNode {
        let kind: LayoutNode.Kind
        switch role {
        case .row: kind = .row
        case .column: kind = .column
        case .layer: kind = .layer
        case .anchor: kind = .anchor(children.map(\.attributes.anchor))
        case .spacer: kind = .spacer
        case .scroll: kind = .scroll(fitsWidth: fitsWidth, fitsHeight: fitsHeight)
        case .leaf: kind = .leaf(measure)
        }
        return LayoutNode(
            kind, children: role == .leaf ? [] : children.map(\.node), weight: weight, width: width, height: height,
            margins: margins, spacing: spacing ?? Self.defaultSpacing, horizontalAlignment: horizontalAlignment,
            verticalAlignment: verticalAlignment, isHidden: isHidden, baseline: alignsToBaseline ? baseline : nil,
            alignsToGrid: alignsToGrid, sizeConstraints: sizeConstraints)
    }
}
