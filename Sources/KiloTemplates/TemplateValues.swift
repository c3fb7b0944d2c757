import Foundation
import HTMLWriting
import KiloCore
import KiloShared
import Mustache
import NIOCore

/// How one rendering formats dates and numbers: the request's locale and a time zone. Every value of the rendering's
/// tree holds it, because Mustache hands a transform its name alone.
final class TemplateFormatting: Sendable {
    let locale: Locale
    let timeZone: TimeZone
    let calendar: Calendar

    init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
    }

    /// The date formats, by transform name: Kilo's short, medium, long and full styles of a date, a time or both.
    private static let dateStyles: [String: (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle)] = [
        "shortDate": (.numeric, .omitted), "mediumDate": (.abbreviated, .omitted), "longDate": (.long, .omitted),
        "fullDate": (.complete, .omitted), "shortTime": (.omitted, .shortened), "mediumTime": (.omitted, .standard),
        "longTime": (.omitted, .complete), "shortDateTime": (.numeric, .shortened),
        "mediumDateTime": (.abbreviated, .standard), "longDateTime": (.long, .complete),
        "fullDateTime": (.complete, .complete),
    ]

    /// Whether `name` is a date format.
    static func isDateFormat(_ name: String) -> Bool { name == "iso" || dateStyles[name] != nil }

    /// `date` as the transform `name` formats it, or `nil` when `name` is no date format.
    func format(_ date: Date, _ name: String) -> String? {
        if name == "iso" { return iso(date) }
        guard let (dateStyle, timeStyle) = Self.dateStyles[name] else { return nil }
        return date.formatted(
            Date.FormatStyle(date: dateStyle, time: timeStyle, locale: locale, calendar: calendar, timeZone: timeZone))
    }

    /// ISO 8601 in the rendering's time zone: `2026-11-27T09:30:00Z`, `2026-11-27T10:30:00+01:00`.
    func iso(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))
    }

    /// `number` as the transform `name` formats it, or `nil` when `name` is no number format.
    func format(_ number: Double, _ name: String) -> String? {
        switch name {
        case "decimal": number.formatted(.number.locale(locale))
        case "integer": number.formatted(.number.precision(.fractionLength(0)).locale(locale))
        case "percent": number.formatted(.percent.locale(locale))
        // The locale's currency; a language without a region (`fr`) has none, and US dollars are the fallback.
        case "currency": number.formatted(.currency(code: locale.currency?.identifier ?? "USD").locale(locale))
        default: nil
        }
    }

    /// The escapings a transform may ask for, whatever the template's kind: for a query component (`url`), HTML or
    /// XML text (`html`, `xml`, for a text template or a `{{{…}}}` tag) and a JSON string (`json`).
    static func escape(_ text: String, _ name: String) -> String? {
        switch name {
        case "url": text.addingPercentEncoding(withAllowedCharacters: queryComponent)
        case "html", "xml": HTMLOutput.escaped(text)
        case "json": jsonString(text)
        default: nil
        }
    }

    /// RFC 3986's unreserved characters: all a query component may carry as they are.
    private static let queryComponent = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// A JSON string as the server's JSON writes it (`KiloCore`'s `JSONWriter`), `<` escaped too, so that it cannot
    /// close a script element (`</script>`).
    private static func jsonString(_ text: String) -> String {
        var writer = JSONWriter(buffer: ByteBuffer())
        writer.writeString(text)
        return String(buffer: writer.buffer).replacingOccurrences(of: "<", with: "\\u003c")
    }
}

/// A string of the rendered value: Mustache's string transforms (`lowercased`, `uppercased`, `capitalized`,
/// `reversed`, `empty`), the escapings, and the date formats for text that is a date (`2026-11-27`, ISO 8601 or
/// milliseconds since 1970, as arguments are read).
///
/// Empty text is false for a section, as in mustache.js: `{{#prefix}}…{{/prefix}}` shows only when there is one.
struct TemplateText: MustacheCustomRenderable, MustacheTransformable {
    let text: String
    let formatting: TemplateFormatting

    var renderText: String { text }
    var isNull: Bool { text.isEmpty }

    func transform(_ name: String) -> Any? {
        if let escaped = TemplateFormatting.escape(text, name) { return escaped }
        if TemplateFormatting.isDateFormat(name), let date = DateText.date(text) { return formatting.format(date, name) }
        return text.transform(name)
    }
}

/// A number of the rendered value, written as JSON writes it (`3`, `2.5`) unless a format is asked for (`decimal`,
/// `integer`, `percent`, `currency`); a number that is a date (milliseconds since 1970) takes the date formats.
struct TemplateNumber: MustacheCustomRenderable, MustacheTransformable {
    enum Storage {
        case integer(Int64)
        case unsigned(UInt64)
        case double(Double)
    }

    let storage: Storage
    let formatting: TemplateFormatting

    var value: Double {
        switch storage {
        case .integer(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        }
    }

    var renderText: String {
        switch storage {
        case .integer(let value): String(value)
        case .unsigned(let value): String(value)
        case .double(let value):
            // Integral values without a fraction, as the server's JSON writes them.
            value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }

    var isNull: Bool { false }

    func transform(_ name: String) -> Any? {
        formatting.format(value, name) ?? formatting.format(Date(timeIntervalSince1970: value / 1000), name)
    }
}

/// A date of the rendered value: ISO 8601 in the rendering's time zone unless a format is asked for.
struct TemplateDate: MustacheCustomRenderable, MustacheTransformable {
    let date: Date
    let formatting: TemplateFormatting

    var renderText: String { formatting.iso(date) }
    var isNull: Bool { false }

    func transform(_ name: String) -> Any? {
        formatting.format(date, name)
    }
}

/// A `nil` the value encoded: nothing, and false for a section, without looking further up the stack.
struct TemplateNull: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// An object of the rendered value: its members by name.
final class TemplateObject: MustacheParent, MustacheCustomRenderable {
    var members: [String: Any] = [:]

    func child(named name: String) -> Any? { members[name] }

    /// An object written as a value shows nothing; its members are what a template writes.
    var renderText: String { "" }
    var isNull: Bool { false }
}

/// An array of the rendered value: a section repeats for each element. Mustache's array transforms (`first`, `last`,
/// `count`, `empty`, `reversed`) apply.
final class TemplateArray: Sequence, MustacheSequence, MustacheTransformable, MustacheCustomRenderable {
    var elements: [Any] = []

    init(_ elements: [Any] = []) {
        self.elements = elements
    }

    func makeIterator() -> IndexingIterator<[Any]> { elements.makeIterator() }

    func transform(_ name: String) -> Any? {
        switch name {
        case "reversed": TemplateArray(elements.reversed())
        default: elements.transform(name)
        }
    }

    /// Elements written as a value: their text, separated by commas.
    var renderText: String {
        elements.map { ($0 as? any MustacheCustomRenderable)?.renderText ?? String(describing: $0) }.joined(separator: ", ")
    }

    var isNull: Bool { false }
}
