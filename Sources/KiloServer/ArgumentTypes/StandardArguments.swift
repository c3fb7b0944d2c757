public import Foundation
import KiloShared

/// Integers of every width: decimal digits with an optional sign; out-of-range values do not convert.
public protocol IntegerArgument: TextArgument, FixedWidthInteger {}

extension IntegerArgument {
    public init?(argumentText: String) {
        self.init(argumentText, radix: 10)
    }

    public static var elementSchema: ArgumentSchema {
        let format: String? =
            switch bitWidth {
            case 32 where isSigned: "int32"
            case 64 where isSigned: "int64"
            default: nil
            }
        return ArgumentSchema(
            typeName: "\(Self.self)", jsonSchema: .primitive(type: "integer", format: format),
            expectation: "an integer from \(Self.min) to \(Self.max)")
    }
}

extension Int: IntegerArgument {}
extension Int8: IntegerArgument {}
extension Int16: IntegerArgument {}
extension Int32: IntegerArgument {}
extension Int64: IntegerArgument {}
extension UInt: IntegerArgument {}
extension UInt8: IntegerArgument {}
extension UInt16: IntegerArgument {}
extension UInt32: IntegerArgument {}
extension UInt64: IntegerArgument {}

/// Whether `text` is spelled with decimal digits, a sign, a point and an exponent only: Swift's parser also reads
/// hexadecimal (`0x10`), `nan` and `inf`, which a client of a JSON API does not mean.
private func isDecimalNotation(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.eE".utf8.contains($0) }
}

extension Double: TextArgument {
    /// Decimal or exponent notation (`-1.5`, `2e3`); not hexadecimal, and `nan` and `inf` do not convert, because JSON
    /// cannot carry them back.
    public init?(argumentText: String) {
        guard isDecimalNotation(argumentText), let value = Double(argumentText), value.isFinite else { return nil }
        self = value
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(typeName: "Double", jsonSchema: .primitive(type: "number", format: "double"), expectation: "a number")
    }
}

extension Float: TextArgument {
    /// Decimal or exponent notation within `Float`'s range.
    public init?(argumentText: String) {
        guard isDecimalNotation(argumentText), let value = Float(argumentText), value.isFinite else { return nil }
        self = value
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(typeName: "Float", jsonSchema: .primitive(type: "number", format: "float"), expectation: "a number")
    }
}

extension Bool: TextArgument {
    /// Exactly `true`, `false`, `1` or `0`. Kilo reads anything but `true` as `false`; a typo here is an error instead.
    public init?(argumentText: String) {
        switch argumentText {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(typeName: "Bool", jsonSchema: .primitive(type: "boolean"), expectation: "true, false, 1 or 0")
    }
}

extension String: TextArgument {
    public init?(argumentText: String) {
        self = argumentText
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(typeName: "String", jsonSchema: .primitive(type: "string"), expectation: "text")
    }
}

extension Date: TextArgument {
    /// Milliseconds since 1970 (`1700000000000`), or ISO 8601: `2024-05-01T12:30:00Z`, with fractional seconds or an
    /// offset, or a plain date (`2024-05-01`, midnight UTC).
    public init?(argumentText: String) {
        guard let date = DateText.date(argumentText) else { return nil }
        self = date
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(
            typeName: "Date", jsonSchema: .primitive(type: "string", format: "date-time"),
            expectation: "milliseconds since 1970 or an ISO 8601 date")
    }
}

extension Duration: TextArgument {
    /// ISO 8601: `PT1H30M`, `P1DT12H`, `PT0.25S`, `-PT5S` (days are 24 hours; years, months and weeks are not
    /// durations of a fixed length, and are refused), at most 100 years either way (`P36525D`), so that no sleep or
    /// deadline a duration reaches overflows.
    public init?(argumentText: String) {
        guard let duration = ISO8601Duration.parse(argumentText) else { return nil }
        self = duration
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(
            typeName: "Duration", jsonSchema: .primitive(type: "string", format: "duration"),
            expectation: "an ISO 8601 duration such as PT1H30M, at most 100 years (P36525D) either way")
    }
}

extension LocalDate: TextArgument {
    /// Exactly `YYYY-MM-DD`, a day that exists (`2026-02-29` does not).
    public init?(argumentText: String) {
        self.init(argumentText)
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(
            typeName: "LocalDate", jsonSchema: .primitive(type: "string", format: "date"),
            expectation: "a date as YYYY-MM-DD")
    }
}

extension LocalTime: TextArgument {
    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fraction`, from `00:00` to `23:59:59.999999999`.
    public init?(argumentText: String) {
        self.init(argumentText)
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(
            typeName: "LocalTime", jsonSchema: .primitive(type: "string", format: "partial-time"),
            expectation: "a time of day as HH:MM or HH:MM:SS")
    }
}

extension UUID: TextArgument {
    public init?(argumentText: String) {
        self.init(uuidString: argumentText)
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(typeName: "UUID", jsonSchema: .primitive(type: "string", format: "uuid"), expectation: "a UUID")
    }
}

extension URL: TextArgument {
    /// An absolute URL (one with a scheme).
    public init?(argumentText: String) {
        guard let url = URL(string: argumentText), url.scheme != nil else { return nil }
        self = url
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(typeName: "URL", jsonSchema: .primitive(type: "string", format: "uri"), expectation: "an absolute URL")
    }
}

// MARK: Enums with raw values

extension TextArgument where Self: RawRepresentable, RawValue: TextArgument {
    /// A raw value of the enum, matched exactly (case-sensitive).
    public init?(argumentText: String) {
        guard let raw = RawValue(argumentText: argumentText) else { return nil }
        self.init(rawValue: raw)
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(
            typeName: "\(Self.self)", jsonSchema: RawValue.elementSchema.jsonSchema,
            expectation: "a value of \(Self.self)")
    }
}

extension TextArgument where Self: RawRepresentable & CaseIterable, RawValue: TextArgument {
    /// Lists the allowed values, so that the API description and error messages can show them.
    public static var elementSchema: ArgumentSchema {
        let values = allCases.map { "\($0.rawValue)" }
        let schema: JSONSchema =
            if case .primitive("string", let format, _, _) = RawValue.elementSchema.jsonSchema {
                .primitive(type: "string", format: format, allowedValues: values, title: "\(Self.self)")
            } else {
                RawValue.elementSchema.jsonSchema
            }
        return ArgumentSchema(
            typeName: "\(Self.self)", jsonSchema: schema,
            expectation: "one of " + values.map { "\"\($0)\"" }.joined(separator: ", "))
    }
}
