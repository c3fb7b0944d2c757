import Layout
import MarkupKit

/// A property a Lima initializer or modifier takes as a typed argument, and how its value is written.
struct Argument {
    enum Kind {
        /// `Text`: a string literal, `.localized("key")` or `.bound(…)`.
        case text
        case double, int, bool, color, font, string, insets, anchors, date
        /// An image by name (a `String` argument).
        case imageName
        /// A case of the Swift enumeration for the property: `.center`.
        case enumeration
    }

    /// The property's key path in the tree.
    var keyPath: String
    /// The argument's label (or the modifier's name).
    var label: String
    var kind: Kind

    init(_ keyPath: String, _ label: String? = nil, _ kind: Kind) {
        self.keyPath = keyPath
        self.label = label ?? keyPath
        self.kind = kind
    }

    init(_ keyPath: String, type: PropertyType) {
        let kind: Kind =
            switch type {
            case .string: .text
            case .number: .double
            case .integer: .int
            case .bool: .bool
            case .color: .color
            case .font: .font
            case .image: .imageName
            case .edgeInsets: .insets
            case .anchors: .anchors
            case .enumeration: .enumeration
            case .date: .date
            }
        self.init(keyPath, nil, kind)
    }

    /// The value as this argument's Swift expression, or nil when the value is not of its type (the converter then
    /// sets it untyped). `localizedKey` is the strings-table key the value came from, if any.
    func expression(for value: PropertyValue, localizedKey: String?) -> String? {
        switch (kind, value) {
        case (.text, .string(let text)):
            localizedKey.map { ".localized(\(SwiftLiteral.string($0)))" } ?? SwiftLiteral.string(text)
        case (_, _) where localizedKey != nil: nil
        case (.double, .number(let number)): SwiftLiteral.number(number)
        case (.int, .number(let number)): Int(exactly: number).map(String.init)
        case (.bool, .bool(let flag)): String(flag)
        case (.color, .color(let color)): SwiftLiteral.color(color)
        case (.font, .font(let font)): SwiftLiteral.font(font)
        case (.string, .string(let text)), (.imageName, .image(let text)), (.imageName, .string(let text)):
            SwiftLiteral.string(text)
        case (.insets, .edgeInsets(let insets)): SwiftLiteral.insets(insets)
        case (.anchors, .anchors(let anchors)): SwiftLiteral.anchors(anchors)
        case (.date, .date(let date)): SwiftLiteral.date(date)
        case (.date, .day(let day)): SwiftLiteral.day(day)
        case (.date, .timeOfDay(let time)): SwiftLiteral.time(time)
        case (.enumeration, .enumeration(let name)):
            "." + LimaSpelling.caseName(name, property: keyPath.split(separator: ".").last.map(String.init) ?? keyPath)
        default: nil
        }
    }

    /// What every view takes as a modifier (`ViewModifiers.swift`), by key path.
    static let viewModifiers: [String: Argument] = table([
        Argument("backgroundColor", nil, .color), Argument("tintColor", nil, .color),
        Argument("tintAdjustmentMode", nil, .enumeration), Argument("alpha", nil, .double),
        Argument("clipsToBounds", nil, .bool), Argument("tag", nil, .int), Argument("userInteractionEnabled", nil, .bool),
        Argument("contentMode", nil, .enumeration), Argument("accessibilityLabel", nil, .text),
        Argument("accessibilityHint", nil, .text), Argument("accessibilityIdentifier", nil, .string),
    ])

    /// What every control takes as a modifier (`ControlModifiers.swift`).
    static let controlModifiers: [String: Argument] = table([
        Argument("enabled", nil, .bool), Argument("selected", nil, .bool), Argument("highlighted", nil, .bool),
        Argument("contentHorizontalAlignment", nil, .enumeration), Argument("contentVerticalAlignment", nil, .enumeration),
    ])

    /// `layer(…)`'s arguments, in its order.
    static let layer: [Argument] = [
        Argument("layer.borderWidth", "borderWidth", .double), Argument("layer.borderColor", "borderColor", .color),
        Argument("layer.cornerRadius", "cornerRadius", .double), Argument("layer.masksToBounds", "masksToBounds", .bool),
        Argument("layer.opacity", "opacity", .double), Argument("layer.backgroundColor", "backgroundColor", .color),
        Argument("layer.shadowColor", "shadowColor", .color), Argument("layer.shadowOpacity", "shadowOpacity", .double),
        Argument("layer.shadowRadius", "shadowRadius", .double),
        Argument("layer.shadowOffsetWidth", "shadowOffsetWidth", .double),
        Argument("layer.shadowOffsetHeight", "shadowOffsetHeight", .double),
    ]

    /// The arguments of a cell's initializer that every cell takes (`setCell`), in order.
    static let cell: [Argument] = [
        Argument("value", nil, .string), Argument("checked", nil, .bool), Argument("accessoryType", nil, .enumeration),
        Argument("selectionStyle", nil, .enumeration), Argument("indentationLevel", nil, .int),
    ]

    static func table(_ arguments: [Argument]) -> [String: Argument] {
        Dictionary(arguments.map { ($0.keyPath, $0) }) { first, _ in first }
    }
}
