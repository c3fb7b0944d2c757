public import Foundation

/// Turns a bound value into text.
public protocol BindingFormatter {
    /// The text for a value; throws if the formatter cannot take this kind of value.
    func format(_ value: BindingValue) throws(BindingError) -> String
}

/// Where formatters format: the locale and time zone, so that output does not depend on the machine.
public struct FormattingContext: Sendable {
    public var locale: Locale
    public var timeZone: TimeZone

    /// Creates a context; by default the current locale and time zone.
    public init(locale: Locale = .current, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
    }
}

/// A formatter a binding can name: the arguments it takes (checked when a document loads) and how to make one.
public struct FormatterDefinition: Sendable {
    /// The arguments by name, with their types.
    public var arguments: [String: PropertyType]
    /// Makes a formatter from checked arguments; a thrown message becomes a load error at the binding.
    public var make: @Sendable (FormatterReference, FormattingContext) throws(BindingError) -> any BindingFormatter

    /// Creates a definition.
    public init(
        arguments: [String: PropertyType],
        make: @escaping @Sendable (FormatterReference, FormattingContext) throws(BindingError) -> any BindingFormatter
    ) {
        self.arguments = arguments
        self.make = make
    }
}

/// The formatters bindings may name: `number` and `date` (Foundation's formatters, with MarkupKit's argument
/// names) and whatever an app registers.
public struct FormatterRegistry: Sendable {
    /// The definitions by name.
    public var definitions: [String: FormatterDefinition]

    /// Creates a registry.
    public init(_ definitions: [String: FormatterDefinition]) {
        self.definitions = definitions
    }

    /// Adds or replaces a formatter.
    public mutating func register(_ name: String, _ definition: FormatterDefinition) {
        definitions[name] = definition
    }

    /// `number` and `date`.
    public static let standard = FormatterRegistry(["number": NumberFormatting.definition, "date": DateFormatting.definition])
}

private func locale(_ reference: FormatterReference, _ context: FormattingContext) -> Locale {
    if case .string(let identifier)? = reference["locale"] { return Locale(identifier: identifier) }
    return context.locale
}

private enum NumberFormatting {
    static let styles: [(String, NumberFormatter.Style)] = [
        ("none", .none), ("decimal", .decimal), ("currency", .currency), ("percent", .percent),
        ("scientific", .scientific), ("spellOut", .spellOut), ("ordinal", .ordinal),
        ("currencyISOCode", .currencyISOCode), ("currencyPlural", .currencyPlural), ("currencyAccounting", .currencyAccounting),
    ]

    static let definition = FormatterDefinition(arguments: [
        "numberStyle": .enumeration(styles.map(\.0)), "minimumFractionDigits": .integer, "maximumFractionDigits": .integer,
        "minimumIntegerDigits": .integer, "maximumIntegerDigits": .integer, "usesGroupingSeparator": .bool,
        "groupingSeparator": .string, "decimalSeparator": .string, "currencyCode": .string, "currencySymbol": .string,
        "positivePrefix": .string, "positiveSuffix": .string, "negativePrefix": .string, "negativeSuffix": .string,
        "zeroSymbol": .string, "multiplier": .number, "locale": .string,
    ]) { reference, context throws(BindingError) in
        let formatter = NumberFormatter()
        formatter.locale = locale(reference, context)
        for (name, value) in reference.arguments {
            switch (name, value) {
            case ("numberStyle", .enumeration(let style)):
                formatter.numberStyle = styles.first { $0.0 == style }?.1 ?? .none
            case ("minimumFractionDigits", .number(let n)): formatter.minimumFractionDigits = Int(n)
            case ("maximumFractionDigits", .number(let n)): formatter.maximumFractionDigits = Int(n)
            case ("minimumIntegerDigits", .number(let n)): formatter.minimumIntegerDigits = Int(n)
            case ("maximumIntegerDigits", .number(let n)): formatter.maximumIntegerDigits = Int(n)
            case ("usesGroupingSeparator", .bool(let flag)): formatter.usesGroupingSeparator = flag
            case ("groupingSeparator", .string(let text)): formatter.groupingSeparator = text
            case ("decimalSeparator", .string(let text)): formatter.decimalSeparator = text
            case ("currencyCode", .string(let text)): formatter.currencyCode = text
            case ("currencySymbol", .string(let text)): formatter.currencySymbol = text
            case ("positivePrefix", .string(let text)): formatter.positivePrefix = text
            case ("positiveSuffix", .string(let text)): formatter.positiveSuffix = text
            case ("negativePrefix", .string(let text)): formatter.negativePrefix = text
            case ("negativeSuffix", .string(let text)): formatter.negativeSuffix = text
            case ("zeroSymbol", .string(let text)): formatter.zeroSymbol = text
            case ("multiplier", .number(let n)): formatter.multiplier = NSNumber(value: n)
            default: break
            }
        }
        return Formatter(base: formatter)
    }

    struct Formatter: BindingFormatter {
        let base: NumberFormatter

        func format(_ value: BindingValue) throws(BindingError) -> String {
            guard case .number(let number) = value else {
                throw BindingError.formatting("the number formatter needs a number, not \(value.kind)")
            }
            guard let text = base.string(from: NSNumber(value: number)) else {
                throw BindingError.formatting("the number formatter could not format \(number)")
            }
            return text
        }
    }
}

private enum DateFormatting {
    static let styles: [(String, DateFormatter.Style)] = [
        ("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full),
    ]

    static let definition = FormatterDefinition(arguments: [
        "dateStyle": .enumeration(styles.map(\.0)), "timeStyle": .enumeration(styles.map(\.0)), "dateFormat": .string,
        "localizedDateFormatFromTemplate": .string, "timeZone": .string, "locale": .string,
        "doesRelativeDateFormatting": .bool,
    ]) { reference, context throws(BindingError) in
        let formatter = DateFormatter()
        formatter.locale = locale(reference, context)
        formatter.timeZone = context.timeZone
        for (name, value) in reference.arguments {
            switch (name, value) {
            case ("dateStyle", .enumeration(let style)): formatter.dateStyle = styles.first { $0.0 == style }?.1 ?? .none
            case ("timeStyle", .enumeration(let style)): formatter.timeStyle = styles.first { $0.0 == style }?.1 ?? .none
            case ("dateFormat", .string(let format)): formatter.dateFormat = format
            case ("localizedDateFormatFromTemplate", .string(let template)):
                formatter.setLocalizedDateFormatFromTemplate(template)
            case ("doesRelativeDateFormatting", .bool(let flag)): formatter.doesRelativeDateFormatting = flag
            case ("timeZone", .string(let identifier)):
                guard let zone = TimeZone(identifier: identifier) else {
                    throw BindingError.formatting("unknown time zone '\(identifier)'")
                }
                formatter.timeZone = zone
            default: break
            }
        }
        return Formatter(base: formatter)
    }

    struct Formatter: BindingFormatter {
        let base: DateFormatter

        func format(_ value: BindingValue) throws(BindingError) -> String {
            switch value {
            case .date(let date): return base.string(from: date)
            // A number is seconds since 1970, as dates travel in JSON.
            case .number(let seconds): return base.string(from: Date(timeIntervalSince1970: seconds))
            default: throw BindingError.formatting("the date formatter needs a date, not \(value.kind)")
            }
        }
    }
}
