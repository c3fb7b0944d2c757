public import MarkupKit

/// How a bound value is shown: markup's `::formatter;argument=value`, with the arguments typed.
///
/// <!-- snippet-prelude
/// final class Person: KeyPathBindingSource {
///     var averageAge = 0.0
///     static var bindingKeyPaths: [String: PartialKeyPath<Person>] { ["averageAge": \.averageAge] }
/// }
/// -->
/// ```swift
/// LMLabel(text: .bound(\Person.averageAge, format: .number(style: .decimal, maximumFractionDigits: 3)))
/// ```
public struct LMFormat: Sendable, Hashable {
    /// The formatter and its arguments, in the order given.
    public let reference: FormatterReference

    /// A formatter an app registered (`FormatterRegistry.register`), with its arguments as markup would convert them.
    public static func custom(_ name: String, _ arguments: KeyValuePairs<String, PropertyValue> = [:]) -> LMFormat {
        LMFormat(reference: FormatterReference(name: name, arguments: arguments.map { ($0.key, $0.value) }))
    }

    /// Foundation's number formatter: markup's `::number`.
    public static func number(
        style: NumberStyle? = nil, minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil,
        minimumIntegerDigits: Int? = nil, maximumIntegerDigits: Int? = nil, usesGroupingSeparator: Bool? = nil,
        currencyCode: String? = nil, multiplier: Double? = nil, locale: String? = nil
    ) -> LMFormat {
        let arguments: [(String, PropertyValue?)] = [
            ("numberStyle", style.map { .enumeration($0.rawValue) }),
            ("minimumFractionDigits", minimumFractionDigits.map { .number(Double($0)) }),
            ("maximumFractionDigits", maximumFractionDigits.map { .number(Double($0)) }),
            ("minimumIntegerDigits", minimumIntegerDigits.map { .number(Double($0)) }),
            ("maximumIntegerDigits", maximumIntegerDigits.map { .number(Double($0)) }),
            ("usesGroupingSeparator", usesGroupingSeparator.map(PropertyValue.bool)),
            ("currencyCode", currencyCode.map(PropertyValue.string)), ("multiplier", multiplier.map(PropertyValue.number)),
            ("locale", locale.map(PropertyValue.string)),
        ]
        return LMFormat(name: "number", arguments)
    }

    /// Foundation's date formatter: markup's `::date`.
    public static func date(
        dateStyle: DateStyle? = nil, timeStyle: DateStyle? = nil, dateFormat: String? = nil,
        localizedDateFormatFromTemplate: String? = nil, timeZone: String? = nil, locale: String? = nil
    ) -> LMFormat {
        let arguments: [(String, PropertyValue?)] = [
            ("dateStyle", dateStyle.map { .enumeration($0.rawValue) }),
            ("timeStyle", timeStyle.map { .enumeration($0.rawValue) }),
            ("dateFormat", dateFormat.map(PropertyValue.string)),
            ("localizedDateFormatFromTemplate", localizedDateFormatFromTemplate.map(PropertyValue.string)),
            ("timeZone", timeZone.map(PropertyValue.string)), ("locale", locale.map(PropertyValue.string)),
        ]
        return LMFormat(name: "date", arguments)
    }

    private init(reference: FormatterReference) {
        self.reference = reference
    }

    private init(name: String, _ arguments: [(String, PropertyValue?)]) {
        reference = FormatterReference(name: name, arguments: arguments.compactMap { name, value in value.map { (name, $0) } })
    }

    /// A number formatter's style (`numberStyle`).
    public enum NumberStyle: String, Sendable, CaseIterable {
        case noStyle = "none"
        case decimal, currency, percent, scientific, spellOut, ordinal, currencyISOCode, currencyPlural, currencyAccounting
    }

    /// How much of a date or a time a date formatter shows (`dateStyle`, `timeStyle`); `noStyle` shows none of it.
    public enum DateStyle: String, Sendable, CaseIterable {
        case noStyle = "none"
        case short, medium, long, full
    }
}

/// The names a binding reads an owner's properties by, found from a key path through the owners' `bindingKeyPaths`.
enum BindingNames {
    /// How deep a key path may go through objects that list their own key paths.
    static let maximumDepth = 4

    static func names<Owner: KeyPathBindingSource>(of keyPath: AnyKeyPath, in owner: Owner.Type) -> [String]? {
        names(of: keyPath, after: nil, in: Owner.self, depth: 0)
    }

    private static func names<Source: KeyPathBindingSource>(
        of target: AnyKeyPath, after prefix: AnyKeyPath?, in source: Source.Type, depth: Int
    ) -> [String]? {
        // Sorted, so that two names for one property always give the same one.
        for (name, candidate) in Source.bindingKeyPaths.sorted(by: { $0.key < $1.key }) {
            guard let path = prefix.map({ $0.appending(path: candidate) }) ?? candidate else { continue }
            if path == target { return [name] }
            guard depth + 1 < maximumDepth, let nested = type(of: candidate).valueType as? any KeyPathBindingSource.Type,
                let rest = names(of: target, after: path, in: nested, depth: depth + 1)
            else { continue }
            return [name] + rest
        }
        return nil
    }
}
