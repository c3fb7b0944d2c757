public import Foundation
public import KiloCore

/// A value bound to a parameter or read from a column.
///
/// Reading, the database's type decides the case: integers, reals, text, blobs, `NULL`; booleans (PostgreSQL
/// `boolean`, SQLite columns declared `BOOLEAN`); dates and timestamps as milliseconds since 1970 (PostgreSQL
/// `date`/`timestamp`/`timestamptz`, SQLite columns declared `DATE`, `DATETIME` or `TIMESTAMP`); PostgreSQL `numeric`
/// as its exact digits and `json`/`jsonb` as JSON text.
public enum SQLValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    /// Milliseconds since 1970-01-01T00:00:00Z.
    case timestamp(Int64)
    /// An exact decimal number, as its digits (PostgreSQL `numeric`).
    case numeric(String)
    /// JSON text, written into results as it is (PostgreSQL `json` and `jsonb`).
    case json(String)

    /// The value as an integer, when it is one (or a whole real, or a boolean).
    public var integerValue: Int64? {
        switch self {
        case .integer(let value), .timestamp(let value): value
        case .bool(let value): value ? 1 : 0
        case .real(let value): Int64(exactly: value)
        case .numeric(let text): Int64(text)
        default: nil
        }
    }

    /// The value as text, when it is text (or JSON or exact digits, which are text too).
    public var textValue: String? {
        switch self {
        case .text(let value), .json(let value), .numeric(let value): value
        default: nil
        }
    }

    /// The value as a Swift `Int`, when it is an integer that fits (see ``integerValue``).
    public var intValue: Int? {
        integerValue.flatMap { Int(exactly: $0) }
    }

    /// The value as a boolean: a boolean, or the integers 0 and 1 (how SQLite stores them).
    public var boolValue: Bool? {
        switch self {
        case .bool(let value): value
        case .integer(0): false
        case .integer(1): true
        default: nil
        }
    }

    /// The value as a floating-point number: a real, an integer, or exact digits (rounded to the nearest double).
    public var doubleValue: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        case .numeric(let digits): Double(digits)
        default: nil
        }
    }

    /// The value as an exact decimal: exact digits, an integer, or a real (as its shortest decimal form).
    public var decimalValue: Decimal? {
        switch self {
        case .numeric(let digits): Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
        case .integer(let value): Decimal(value)
        case .real(let value): value.isFinite ? Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) : nil
        default: nil
        }
    }

    /// The value as a date: a timestamp (a date or timestamp column).
    public var dateValue: Date? {
        if case .timestamp(let milliseconds) = self { Date(timeIntervalSince1970: Double(milliseconds) / 1000) } else { nil }
    }

    /// The value as bytes: a blob (`bytea` in PostgreSQL).
    public var dataValue: Data? {
        if case .blob(let bytes) = self { Data(bytes) } else { nil }
    }

    /// The value as JSON text: a `json`/`jsonb` column, or text that holds JSON.
    public var jsonText: String? {
        switch self {
        case .json(let text), .text(let text): text
        default: nil
        }
    }

    /// A `json`/`jsonb` column (or text holding JSON) decoded as `type`; `nil` when the value is not JSON text.
    ///
    /// - Throws: `DecodingError` when the JSON does not have the type's shape.
    public func decodeJSON<T: Decodable>(_ type: T.Type) throws -> T? {
        guard let text = jsonText else { return nil }
        return try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// Whether the value is `NULL`.
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }
}

extension SQLValue: JSONWritable, Encodable {
    /// Writes the value as the seeds' JSON shows it: timestamps as numbers, blobs as base64, non-finite reals as `null`.
    public func writeJSON(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.writeNull()
        case .bool(let value): writer.writeBool(value)
        case .integer(let value), .timestamp(let value): writer.writeInteger(value)
        case .real(let value):
            if value.isFinite { try? writer.writeDouble(value) } else { writer.writeNull() }
        case .text(let value): writer.writeString(value)
        case .blob(let bytes): writer.writeString(Data(bytes).base64EncodedString())
        case .numeric(let digits), .json(let digits): writer.writeRawJSON(digits)
        }
    }

    /// Writes the value as a CSV cell, as its JSON is written: `NULL` and non-finite reals empty, timestamps as
    /// numbers, blobs as base64, exact numbers as their digits.
    func writeCSV(to writer: inout CSVWriter) {
        switch self {
        case .null: break
        case .bool(let value): writer.writeBare(value ? "true" : "false")
        case .integer(let value), .timestamp(let value): writer.writeInteger(value)
        case .real(let value): if value.isFinite { try? writer.writeDouble(value) }
        case .text(let value), .json(let value): writer.writeField(value)
        case .blob(let bytes): writer.writeBare(Data(bytes).base64EncodedString())
        case .numeric(let digits): writer.writeBare(digits)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value), .timestamp(let value): try container.encode(value)
        case .real(let value):
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .text(let value): try container.encode(value)
        case .blob(let bytes): try container.encode(Data(bytes).base64EncodedString())
        case .numeric(let digits): try container.encode(Decimal(string: digits) ?? 0)
        case .json(let text): try container.encode(text)
        }
    }
}

/// A Swift value that can be bound to a named parameter.
///
/// Integers, floating-point numbers, `Bool`, `String`, `Date` (milliseconds since 1970 in SQLite, `timestamptz` in
/// PostgreSQL), `UUID` (its text), `Data` and `[UInt8]` (blobs), `SQLValue` itself, and optionals of these (`nil`
/// binds `NULL`). Conform a type of your own by returning its ``sqlValue``.
public protocol SQLBindable: Sendable {
    /// The value to bind.
    var sqlValue: SQLValue { get }
}

/// Values for named parameters, by name: `["employeeNumber": 10004, "pattern": "Gw%"]`.
public typealias SQLArguments = [String: any SQLBindable]

extension SQLValue: SQLBindable {
    public var sqlValue: SQLValue { self }
}

extension String: SQLBindable {
    public var sqlValue: SQLValue { .text(self) }
}

extension Substring: SQLBindable {
    public var sqlValue: SQLValue { .text(String(self)) }
}

extension Bool: SQLBindable {
    public var sqlValue: SQLValue { .bool(self) }
}

extension Double: SQLBindable {
    public var sqlValue: SQLValue { .real(self) }
}

extension Float: SQLBindable {
    public var sqlValue: SQLValue { .real(Double(self)) }
}

extension Int: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int8: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int16: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int32: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLBindable {
    public var sqlValue: SQLValue { .integer(self) }
}

extension UInt8: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension UInt16: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension UInt32: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Date: SQLBindable {
    public var sqlValue: SQLValue { .timestamp(Int64((timeIntervalSince1970 * 1000).rounded())) }
}

extension LocalDate: SQLBindable {
    /// The day as `YYYY-MM-DD` text, which a `DATE` column takes on every database (SQLite keeps the text): no time
    /// zone can move it.
    public var sqlValue: SQLValue { .text(description) }
}

extension LocalTime: SQLBindable {
    /// The time as `HH:MM:SS[.fff…]` text, which a `TIME` column takes on every database.
    public var sqlValue: SQLValue { .text(description) }
}

extension UUID: SQLBindable {
    public var sqlValue: SQLValue { .text(uuidString.lowercased()) }
}

extension Data: SQLBindable {
    public var sqlValue: SQLValue { .blob([UInt8](self)) }
}

extension Array: SQLBindable where Element == UInt8 {
    public var sqlValue: SQLValue { .blob(self) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
