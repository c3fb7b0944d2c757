import Foundation
import KiloShared
import KiloValues
import Layout

/// Why a value did not convert: a message that names what was expected.
public struct ConversionFailure: Error, Sendable, Hashable {
    /// What was expected, and what was given.
    public var message: String
}

extension PropertyType {
    /// Converts an attribute's text to this type, as the loader does (also what a renderer does with a value the
    /// user typed). `colors` are the names a color may use.
    public func convert(_ text: String, colors: [String: MarkupColor]) -> Result<PropertyValue, ConversionFailure> {
        switch self {
        case .string:
            return .success(.string(text))
        case .number:
            guard let number = Self.number(text) else { return .failure(expected(text)) }
            return .success(.number(number))
        case .integer:
            guard let number = Self.number(text), number.rounded() == number, abs(number) < 1e15 else {
                return .failure(expected(text))
            }
            return .success(.number(number))
        case .bool:
            switch text {
            case "true", "YES", "yes": return .success(.bool(true))
            case "false", "NO", "no": return .success(.bool(false))
            default: return .failure(expected(text))
            }
        case .color:
            if text.hasPrefix("#") {
                guard let color = MarkupColor(hex: text) else {
                    return .failure(
                        ConversionFailure(message: "'\(text)' is not a color: write #rrggbb or #rrggbbaa with hex digits"))
                }
                return .success(.color(color))
            }
            if let color = colors[text] { return .success(.color(color)) }
            return .failure(
                ConversionFailure(
                    message: "'\(text)' is not a color: write #rrggbb, #rrggbbaa or a color name"
                        + Suggestion.note(for: text, in: colors.keys)))
        case .font:
            guard let font = MarkupFont(markup: text) else {
                let styles = MarkupFont.TextStyle.allCases.map(\.rawValue)
                return .failure(
                    ConversionFailure(
                        message:
                            "'\(text)' is not a font: write a text style (\(styles.joined(separator: ", "))) or '<name> <size>' such as 'Helvetica 24' or 'System-Bold 17'"
                            + Suggestion.note(for: text, in: styles)))
            }
            return .success(.font(font))
        case .image:
            guard !text.isEmpty else { return .failure(ConversionFailure(message: "an image name cannot be empty")) }
            return .success(.image(text))
        case .edgeInsets:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            let numbers = parts.compactMap { Self.number($0) }
            guard numbers.count == parts.count, numbers.count == 1 || numbers.count == 4 else { return .failure(expected(text)) }
            if numbers.count == 1 { return .success(.edgeInsets(Insets(numbers[0]))) }
            return .success(
                .edgeInsets(Insets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])))
        case .anchors:
            var anchors: Anchors = []
            for part in text.split(separator: ",").map({ $0.trimmingSpaces }) {
                guard let anchor = Anchors.markupNames.first(where: { $0.0 == part })?.1 else {
                    return .failure(
                        ConversionFailure(
                            message: "'\(part)' is not an edge: use top, bottom, left, right, leading, trailing, all or none"
                                + Suggestion.note(for: part, in: Anchors.markupNames.map(\.0))))
                }
                anchors.formUnion(anchor)
            }
            return .success(.anchors(anchors))
        case .enumeration(let cases):
            guard cases.contains(text) else {
                return .failure(
                    ConversionFailure(
                        message: "'\(text)' is not one of \(cases.joined(separator: ", "))"
                            + Suggestion.note(for: text, in: cases)))
            }
            return .success(.enumeration(text))
        case .date:
            if let day = LocalDate(text) { return .success(.day(day)) }
            if let time = LocalTime(text) { return .success(.timeOfDay(time)) }
            guard let date = DatePickerState.date(text) else {
                return .failure(
                    ConversionFailure(
                        message:
                            "'\(text)' is not a date: write a day (2026-11-26) for a picker in date mode, a time of day (18:30) in time mode, or a date and time with its zone, as ISO 8601 does (2026-11-26T18:30:00Z or 2026-11-26T18:30:00+01:00)"
                    ))
            }
            return .success(.date(date))
        }
    }

    /// Converts a template's JSON value: numbers and booleans as themselves, strings as attribute text.
    func convert(_ json: JSONValue, colors: [String: MarkupColor]) -> Result<PropertyValue, ConversionFailure> {
        switch (self, json) {
        case (_, .string(let text)):
            return convert(text, colors: colors)
        case (.number, .number(let number)):
            return .success(.number(number))
        case (.integer, .number(let number)):
            return convert(PropertyValue.format(number), colors: colors)
        case (.edgeInsets, .number(let number)):
            return .success(.edgeInsets(Insets(number)))
        case (.bool, .bool(let flag)):
            return .success(.bool(flag))
        // A number is seconds since 1970, as dates travel in JSON (and as the date formatter reads one).
        case (.date, .number(let seconds)) where abs(seconds) < 253_402_300_800:
            return .success(.date(Date(timeIntervalSince1970: seconds)))
        default:
            return .failure(ConversionFailure(message: "a template value here must be \(self)"))
        }
    }

    private func expected(_ text: String) -> ConversionFailure {
        ConversionFailure(message: "'\(text)' is not \(self)")
    }

    /// A finite number; NaN, infinities and hex floats are refused (MarkupKit read `nan` as 0, issue #56).
    static func number(_ text: String) -> Double? {
        guard let number = Double(text), number.isFinite, !text.lowercased().contains("x") else { return nil }
        return number
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        return String(self[first...last])
    }
}
