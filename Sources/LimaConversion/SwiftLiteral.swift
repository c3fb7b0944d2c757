import Foundation
import Layout
import MarkupKit

/// Values written as Swift expressions that build exactly the value a document loaded: numbers as Swift prints them
/// (which read back to the same `Double`), colors by their 8-bit components where those are exact.
enum SwiftLiteral {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `12` rather than `12.0`; other numbers as Swift prints them, which are literals except for these.
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func color(_ color: MarkupColor) -> String {
        let components = [color.red, color.green, color.blue]
        let bytes = components.map { ($0 * 255).rounded() }
        let exact =
            zip(components, bytes).allSatisfy { Double(UInt32($1)) / 255 == $0 } && bytes.allSatisfy { (0...255).contains($0) }
        var arguments: [String]
        if exact {
            let hex = String(bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }, radix: 16)
            arguments = ["rgb: 0x" + String(repeating: "0", count: 6 - hex.count) + hex]
        } else {
            arguments = ["red: \(number(color.red))", "green: \(number(color.green))", "blue: \(number(color.blue))"]
        }
        if color.alpha != 1 { arguments.append("alpha: \(number(color.alpha))") }
        if let name = color.name { arguments.append("name: \(string(name))") }
        return "MarkupColor(\(arguments.joined(separator: ", ")))"
    }

    static func font(_ font: MarkupFont) -> String {
        switch font {
        case .textStyle(let style): ".textStyle(.\(style.rawValue))"
        case .system(let variant, let size): ".system(.\(variant), size: \(number(size)))"
        case .named(let name, let size): ".named(\(string(name)), size: \(number(size)))"
        }
    }

    static func insets(_ insets: Insets) -> String {
        if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
            return "Insets(\(number(insets.top)))"
        }
        let sides = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        return "Insets(" + sides.filter { $0.1 != 0 }.map { "\($0.0): \(number($0.1))" }.joined(separator: ", ") + ")"
    }

    static func anchors(_ anchors: Anchors) -> String {
        let names: [(String, Anchors)] = [
            ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing), ("left", .left),
            ("right", .right),
        ]
        let present = names.filter { anchors.contains($0.1) }.map { "." + $0.0 }
        return present.count == 1 ? present[0] : "[" + present.joined(separator: ", ") + "]"
    }

    /// A `PropertyValue` expression (a `DatePickerValue` one for a day or a time of day), for `.set(_:_:)`.
    static func propertyValue(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): ".string(\(string(text)))"
        case .number(let value): ".number(\(number(value)))"
        case .bool(let flag): ".bool(\(flag))"
        case .color(let color): ".color(\(self.color(color)))"
        case .font(let font): ".font(\(self.font(font)))"
        case .image(let name): ".image(\(string(name)))"
        case .edgeInsets(let insets): ".edgeInsets(\(self.insets(insets)))"
        case .enumeration(let name): ".enumeration(\(string(name)))"
        case .anchors(let anchors): ".anchors(\(self.anchors(anchors)))"
        case .date(let date): ".date(\(self.date(date)))"
        // A `DatePickerValue`, which `.set(_:_:)` takes too: the initializers' optionals need no unwrapping.
        case .day(let day): self.day(day)
        case .timeOfDay(let time): self.time(time)
        }
    }

    /// A date as Swift writes an instant without parsing: seconds since 1970 (the markup's ISO 8601 text is lost,
    /// but nothing can fail at run time).
    static func date(_ date: Date) -> String {
        "\(dateInitializer)\(number(date.timeIntervalSince1970)))"
    }

    static let dateInitializer = "Date(timeIntervalSince1970: "

    /// A day, by its components: a date picker's argument takes the optional the initializer gives (a day the
    /// document's text names is never nil).
    static func day(_ day: LocalDate) -> String {
        "LocalDate(year: \(day.year), month: \(day.month), day: \(day.day))"
    }

    /// A time of day, by its components, as ``day(_:)`` writes a day.
    static func time(_ time: LocalTime) -> String {
        let seconds = time.second == 0 && time.nanosecond == 0 ? "" : ", second: \(time.second)"
        let fraction = time.nanosecond == 0 ? "" : ", nanosecond: \(time.nanosecond)"
        return "LocalTime(hour: \(time.hour), minute: \(time.minute)\(seconds)\(fraction))"
    }

}
