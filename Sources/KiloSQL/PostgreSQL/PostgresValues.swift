// Built with the package's `PostgreSQL` trait only: without it, KiloSQL needs neither PostgresNIO nor its TLS.
#if PostgreSQL
import Foundation
import NIOCore
import PostgresNIO

/// A bound value as PostgreSQL receives it. Text goes with no declared type, so the server infers it from where the
/// parameter stands (a `numeric`, `date` or `uuid` column takes it as well as a `text` one).
struct PostgresBind: PostgresDynamicTypeEncodable {
    let psqlType: PostgresDataType
    let psqlFormat: PostgresFormat
    let bytes: ByteBuffer

    func encode<JSONEncoder: PostgresJSONEncoder>(
        into byteBuffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>
    ) {
        var bytes = bytes
        byteBuffer.writeBuffer(&bytes)
    }

    /// Seconds between 1970-01-01 and PostgreSQL's epoch, 2000-01-01.
    static let epochOffsetMilliseconds: Int64 = 946_684_800_000

    static func bindings(_ values: [SQLValue]) -> PostgresBindings {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            var buffer = ByteBuffer()
            switch value {
            case .null:
                bindings.appendNull()
                continue
            case .bool(let value):
                buffer.writeInteger(UInt8(value ? 1 : 0))
                bindings.append(PostgresBind(psqlType: .bool, psqlFormat: .binary, bytes: buffer))
            case .integer(let value):
                buffer.writeInteger(value)
                bindings.append(PostgresBind(psqlType: .int8, psqlFormat: .binary, bytes: buffer))
            case .real(let value):
                buffer.writeInteger(value.bitPattern)
                bindings.append(PostgresBind(psqlType: .float8, psqlFormat: .binary, bytes: buffer))
            case .timestamp(let milliseconds):
                buffer.writeInteger((milliseconds - epochOffsetMilliseconds) * 1000)
                bindings.append(PostgresBind(psqlType: .timestamptz, psqlFormat: .binary, bytes: buffer))
            case .blob(let bytes):
                buffer.writeBytes(bytes)
                bindings.append(PostgresBind(psqlType: .bytea, psqlFormat: .binary, bytes: buffer))
            case .text(let text), .numeric(let text), .json(let text):
                buffer.writeString(text)
                bindings.append(PostgresBind(psqlType: PostgresDataType(0), psqlFormat: .text, bytes: buffer))
            }
        }
        return bindings
    }
}

/// Reads PostgreSQL rows into ``Row``s, sharing one ``ColumnLayout`` per result.
struct PostgresRowReader {
    let dates: DateReader
    private var layout: ColumnLayout?

    init(dates: DateReader) {
        self.dates = dates
    }

    mutating func row(_ row: PostgresRow) throws(SQLError) -> (ColumnLayout, [SQLValue]) {
        let layout: ColumnLayout
        if let existing = self.layout {
            layout = existing
        } else {
            layout = ColumnLayout(labels: row.map(\.columnName), timeZone: dates.timeZone)
            self.layout = layout
        }
        var values: [SQLValue] = []
        values.reserveCapacity(layout.labels.count)
        for cell in row { values.append(try value(cell)) }
        return (layout, values)
    }

    private func value(_ cell: PostgresCell) throws(SQLError) -> SQLValue {
        guard var bytes = cell.bytes else { return .null }
        if cell.format == .text { return .text(bytes.readString(length: bytes.readableBytes) ?? "") }
        switch cell.dataType {
        case .bool:
            return .bool((bytes.readInteger(as: UInt8.self) ?? 0) != 0)
        case .int2:
            return .integer(Int64(bytes.readInteger(as: Int16.self) ?? 0))
        case .int4:
            return .integer(Int64(bytes.readInteger(as: Int32.self) ?? 0))
        case .int8:
            return .integer(bytes.readInteger(as: Int64.self) ?? 0)
        case .oid:
            return .integer(Int64(bytes.readInteger(as: UInt32.self) ?? 0))
        case .float4:
            return .real(Double(Float(bitPattern: bytes.readInteger(as: UInt32.self) ?? 0)))
        case .float8:
            return .real(Double(bitPattern: bytes.readInteger(as: UInt64.self) ?? 0))
        case .text, .varchar, .bpchar, .name, .char, .unknown:
            return .text(bytes.readString(length: bytes.readableBytes) ?? "")
        case .bytea:
            return .blob(bytes.readBytes(length: bytes.readableBytes) ?? [])
        case .date:
            let days = Int64(bytes.readInteger(as: Int32.self) ?? 0)
            return .timestamp(dates.utc(fromLocal: days * 86_400_000 + PostgresBind.epochOffsetMilliseconds))
        case .timestamp:
            let microseconds = bytes.readInteger(as: Int64.self) ?? 0
            return .timestamp(dates.utc(fromLocal: Self.milliseconds(microseconds)))
        case .timestamptz:
            return .timestamp(Self.milliseconds(bytes.readInteger(as: Int64.self) ?? 0))
        case .time:
            // Microseconds since midnight, as the text a `TIME` column writes (`LocalTime` reads it back).
            let microseconds = bytes.readInteger(as: Int64.self) ?? 0
            guard let time = LocalTime(sinceMidnight: .microseconds(microseconds)) else { break }
            return .text(time.description)
        case .uuid:
            guard let uuid = try? cell.decode(UUID.self) else { break }
            return .text(uuid.uuidString.lowercased())
        case .numeric:
            guard let digits = try? cell.decode(String.self) else { break }
            return .numeric(digits)
        case .json:
            return .json(bytes.readString(length: bytes.readableBytes) ?? "null")
        case .jsonb:
            _ = bytes.readInteger(as: UInt8.self)  // the format version, 1
            return .json(bytes.readString(length: bytes.readableBytes) ?? "null")
        default:
            if let text = try? cell.decode(String.self) { return .text(text) }
        }
        throw .unsupportedValue(
            "The column \"\(cell.columnName)\" has the PostgreSQL type \(cell.dataType), which cannot be read.")
    }

    /// Milliseconds since 1970 of a count of microseconds since 2000, rounded down.
    private static func milliseconds(_ microseconds: Int64) -> Int64 {
        let milliseconds = microseconds >= 0 ? microseconds / 1000 : (microseconds - 999) / 1000
        return milliseconds + PostgresBind.epochOffsetMilliseconds
    }
}

extension SQLError {
    /// The error a PostgresNIO failure stands for: unavailable when the server cannot be reached or went away.
    /// Errors that are not PostgresNIO's (a transaction body's own) pass through as they are.
    static func from(_ error: any Error, query: String?) -> any Error {
        guard let error = error as? PSQLError else { return error }
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .poolClosed, .uncleanShutdown,
            .sslUnsupported, .failedToAddSSLHandler:
            return SQLError.unavailable(String(reflecting: error))
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "error"
            // Class 08 is "connection exception"; 57P01–57P03 are the server shutting down or starting up.
            if state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state) { return SQLError.unavailable(message) }
            return SQLError.database("\(message) (SQLSTATE \(state))", query: query)
        default:
            return SQLError.database(String(reflecting: error), query: query)
        }
    }
}
#endif
