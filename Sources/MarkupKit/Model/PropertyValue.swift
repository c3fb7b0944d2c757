public import Foundation
public import KiloValues
public import Layout

/// A property's value after conversion: typed by the property it was given to, not by how it was written.
public enum PropertyValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case color(MarkupColor)
    case font(MarkupFont)
    /// An image by name; renderers look it up in their bundle or directory.
    case image(String)
    /// Edge insets (`layoutMargins`, `textContainerInset`, `contentEdgeInsets`, …).
    case edgeInsets(Insets)
    /// A case of the property's enumeration, by the name the catalog lists (`"roundedRect"`).
    case enumeration(String)
    /// The edges a view is anchored to in an anchor view.
    case anchors(Anchors)
    /// An instant: a date-and-time picker's date and its bounds.
    case date(Date)
    /// A day, the same in every time zone: a date-mode picker's date and its bounds (`2026-11-26`).
    case day(LocalDate)
    /// A time of day, the same in every time zone: a time-mode picker's date and its bounds (`18:30`).
    case timeOfDay(LocalTime)

    /// The text, if this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, if this is one.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The flag, if this is one.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The color, if this is one.
    public var colorValue: MarkupColor? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// The date, if this is one.
    public var dateValue: Date? {
        if case .date(let date) = self { return date }
        return nil
    }

    /// The day, if this is one.
    public var dayValue: LocalDate? {
        if case .day(let day) = self { return day }
        return nil
    }

    /// The time of day, if this is one.
    public var timeOfDayValue: LocalTime? {
        if case .timeOfDay(let time) = self { return time }
        return nil
    }

    /// The case name, if this is an enumeration's case.
    public var enumerationValue: String? {
        if case .enumeration(let name) = self { return name }
        return nil
    }

    public var description: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        case .number(let number): return Self.format(number)
        case .bool(let flag): return String(flag)
        case .color(let color): return color.description
        case .font(let font): return font.description
        case .image(let name): return "image(\(name))"
        case .edgeInsets(let insets):
            return
                "insets(\(Self.format(insets.top)), \(Self.format(insets.leading)), \(Self.format(insets.bottom)), \(Self.format(insets.trailing)))"
        case .enumeration(let name): return "." + name
        case .anchors(let anchors): return "anchors(\(Anchors.names(of: anchors).joined(separator: ", ")))"
        case .date(let date): return DatePickerState.text(date)
        case .day(let day): return day.description
        case .timeOfDay(let time): return DatePickerState.text(time)
        }
    }

    /// `6` rather than `6.0`; other numbers as Swift prints them.
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

/// An sRGB color with components from 0 to 1, and the name it was given by, if any.
public struct MarkupColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The named color this came from (`"groupTableViewBackground"`), so that a renderer may use the platform's own.
    public var name: String?

    /// Creates a color from components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
    }

    /// Creates a color from `0xRRGGBB`.
    public init(rgb: UInt32, alpha: Double = 1, name: String? = nil) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha, name: name)
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (hex digits in either case), as MarkupKit does; nil for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#"), text.utf8.count == 7 || text.utf8.count == 9,
            let value = UInt32(text.dropFirst(), radix: 16), !text.dropFirst().hasPrefix("+"), !text.dropFirst().hasPrefix("-")
        else { return nil }
        if text.utf8.count == 7 {
            self.init(rgb: value)
        } else {
            self.init(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
    }

    /// `#rrggbb` or `#rrggbbaa` (when not opaque), followed by the name if there is one.
    public var description: String {
        func hex(_ component: Double) -> String {
            let text = String(Int((component * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        let value = "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
        return name.map { "\(value) (\($0))" } ?? value
    }

    /// The colors a document may name: UIKit's class colors (`red`, `darkGray`, `clear`,
    /// `groupTableViewBackground`) and its system colors (`systemBlue`, `label`), with their light-mode values.
    public static let standardNames: [String: MarkupColor] = {
        let table: [(String, UInt32, Double)] = [
            ("black", 0x000000, 1), ("darkGray", 0x555555, 1), ("lightGray", 0xAAAAAA, 1), ("white", 0xFFFFFF, 1),
            ("gray", 0x808080, 1), ("red", 0xFF0000, 1), ("green", 0x00FF00, 1), ("blue", 0x0000FF, 1),
            ("cyan", 0x00FFFF, 1), ("yellow", 0xFFFF00, 1), ("magenta", 0xFF00FF, 1), ("orange", 0xFF8000, 1),
            ("purple", 0x800080, 1), ("brown", 0x996633, 1), ("clear", 0x000000, 0),
            ("groupTableViewBackground", 0xEFEFF4, 1),
            ("systemRed", 0xFF3B30, 1), ("systemOrange", 0xFF9500, 1), ("systemYellow", 0xFFCC00, 1),
            ("systemGreen", 0x34C759, 1), ("systemMint", 0x00C7BE, 1), ("systemTeal", 0x30B0C7, 1),
            ("systemCyan", 0x32ADE6, 1), ("systemBlue", 0x007AFF, 1), ("systemIndigo", 0x5856D6, 1),
            ("systemPurple", 0xAF52DE, 1), ("systemPink", 0xFF2D55, 1), ("systemBrown", 0xA2845E, 1),
            ("systemGray", 0x8E8E93, 1), ("systemBackground", 0xFFFFFF, 1),
            ("secondarySystemBackground", 0xF2F2F7, 1), ("systemGroupedBackground", 0xF2F2F7, 1),
            ("label", 0x000000, 1), ("secondaryLabel", 0x3C3C43, 0.6), ("separator", 0x3C3C43, 0.29),
            ("tint", 0x007AFF, 1),
        ]
        return Dictionary(uniqueKeysWithValues: table.map { ($0.0, MarkupColor(rgb: $0.1, alpha: $0.2, name: $0.0)) })
    }()
}

/// A font: a Dynamic Type text style, the system font, or a font by PostScript name.
public enum MarkupFont: Sendable, Hashable, CustomStringConvertible {
    /// The text styles MarkupKit knows (`largeTitle` is an addition of ours).
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }

    /// The weights of the system font that markup can name (`System`, `System-Bold`, `System-Italic`).
    public enum SystemVariant: String, Sendable, Hashable {
        case regular = "System", bold = "System-Bold", italic = "System-Italic"
    }

    case textStyle(TextStyle)
    case system(SystemVariant, size: Double)
    case named(String, size: Double)

    /// Reads `subheadline`, `System-Bold 17` or `Helvetica 24`; nil for anything else (as MarkupKit, a font name
    /// holds no spaces).
    public init?(markup text: String) {
        if let style = TextStyle(rawValue: text) {
            self = .textStyle(style)
            return
        }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, let size = Double(parts[1]), size.isFinite, size > 0 else { return nil }
        let name = String(parts[0])
        if let variant = SystemVariant(rawValue: name) {
            self = .system(variant, size: size)
        } else {
            self = .named(name, size: size)
        }
    }

    public var description: String {
        switch self {
        case .textStyle(let style): return style.rawValue
        case .system(let variant, let size): return "\(variant.rawValue) \(PropertyValue.format(size))"
        case .named(let name, let size): return "\(name) \(PropertyValue.format(size))"
        }
    }
}

extension Anchors {
    /// The names markup uses, in a fixed order.
    static let markupNames: [(String, Anchors)] = [
        ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right), ("leading", .leading),
        ("trailing", .trailing), ("all", .all), ("none", []),
    ]

    static func names(of anchors: Anchors) -> [String] {
        if anchors.isEmpty { return ["none"] }
        return markupNames.filter { $0.0 != "all" && $0.0 != "none" && anchors.contains($0.1) }.map(\.0)
    }
}
