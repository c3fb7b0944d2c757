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

    /// The value as text, when it is text.
    public var textValue: String? {
        if case .text(let value) = self { value } else { nil }
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
