// Built with the package's `MySQL` trait only.
#if MySQL
import CMariaDB
import Foundation
import KiloShared

/// A prepared statement: binds ``SQLValue``s, executes, and reads rows one at a time through the binary protocol,
/// unbuffered (each `fetch` reads the next row off the connection), so a large result is never held.
///
/// Blocking, on its connection's thread-pool job, like the connection. Not `Sendable`: it lives inside one job.
final class MariaDBStatement {
    let statement: UnsafeMutablePointer<MYSQL_STMT>
    let sql: String
    /// The result's columns, once executed (none for a statement that returns no rows).
    private(set) var layout = ColumnLayout(labels: [])
    private var columns: [Column] = []
    private var results: UnsafeMutablePointer<MYSQL_BIND>?
    private var isClosed = false

    /// What a result column is read as, and where its value lands.
    private struct Column {
        enum Kind {
            case integer(unsigned: Bool), boolean, real, numeric, text, blob, date, dateTime
        }

        let kind: Kind
        let buffer: UnsafeMutableRawPointer
        var capacity: Int
        let length: UnsafeMutablePointer<UInt>
        let isNull: UnsafeMutablePointer<my_bool>
    }

    init(_ statement: UnsafeMutablePointer<MYSQL_STMT>, sql: String) {
        self.statement = statement
        self.sql = sql
    }

    deinit { close() }

    static func error(of statement: UnsafeMutablePointer<MYSQL_STMT>, query: String) -> SQLError {
        MariaDBConnection.error(
            code: mysql_stmt_errno(statement), message: String(cString: mysql_stmt_error(statement)), query: query)
    }

    private func error() -> SQLError { Self.error(of: statement, query: sql) }

    /// The number of `?` in the statement.
    var parameterCount: Int { Int(mysql_stmt_param_count(statement)) }

    /// Binds `values` to the `?`s, in order, and executes. Dates (``SQLValue/timestamp(_:)``) are sent as the
    /// `DATETIME` of that instant in `timeZone`, milliseconds included.
    ///
    /// `cursor`, when given, reads the result through a server-side cursor that many rows at a time, so that other
    /// statements (a row's attached subqueries) may run on the connection between fetches.
    func execute(_ values: [SQLValue], timeZone: TimeZone, cursor: Int? = nil) throws(SQLError) {
        guard values.count == parameterCount else {
            throw .database("the statement has \(parameterCount) parameters, not \(values.count)", query: sql)
        }
        let binds = UnsafeMutablePointer<MYSQL_BIND>.allocate(capacity: max(1, values.count))
        binds.initialize(repeating: MYSQL_BIND(), count: max(1, values.count))
        var buffers: [UnsafeMutableRawPointer] = []
        defer {
            for buffer in buffers { buffer.deallocate() }
            binds.deallocate()
        }
        func store<T>(_ value: T, as type: enum_field_types, at index: Int) {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.size, alignment: 8)
            buffer.storeBytes(of: value, as: T.self)
            buffers.append(buffer)
            binds[index].buffer = buffer
            binds[index].buffer_type = type
        }
        func store(bytes: some Collection<UInt8>, as type: enum_field_types, at index: Int) {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
            buffer.copyMemory(from: Array(bytes), byteCount: bytes.count)
            buffers.append(buffer)
            binds[index].buffer = buffer
            binds[index].buffer_length = UInt(bytes.count)
            binds[index].buffer_type = type
        }
        for (index, value) in values.enumerated() {
            switch value {
            case .null: binds[index].buffer_type = MYSQL_TYPE_NULL
            case .bool(let flag): store(Int8(flag ? 1 : 0), as: MYSQL_TYPE_TINY, at: index)
            case .integer(let number): store(number, as: MYSQL_TYPE_LONGLONG, at: index)
            case .real(let number): store(number, as: MYSQL_TYPE_DOUBLE, at: index)
            case .text(let text), .numeric(let text), .json(let text):
                store(bytes: text.utf8, as: MYSQL_TYPE_STRING, at: index)
            case .blob(let bytes): store(bytes: bytes, as: MYSQL_TYPE_BLOB, at: index)
            case .timestamp(let milliseconds):
                store(Self.time(milliseconds, in: timeZone), as: MYSQL_TYPE_DATETIME, at: index)
            }
        }
        if !values.isEmpty, mysql_stmt_bind_param(statement, binds) != 0 { throw error() }
        if let cursor {
            var type = UInt(CURSOR_TYPE_READ_ONLY.rawValue)
            var prefetch = UInt(max(1, min(cursor, 65_536)))
            guard mysql_stmt_attr_set(statement, STMT_ATTR_CURSOR_TYPE, &type) == 0,
                mysql_stmt_attr_set(statement, STMT_ATTR_PREFETCH_ROWS, &prefetch) == 0
            else { throw error() }
        }
        guard mysql_stmt_execute(statement) == 0 else { throw error() }
        try bindResults(timeZone: timeZone)
    }

    /// The rows the last execution changed.
    var affectedRows: Int { Int(truncatingIfNeeded: mysql_stmt_affected_rows(statement)) }

    /// The key an `AUTO_INCREMENT` column was given by the last insert, if any.
    var insertID: Int64? {
        let id = mysql_stmt_insert_id(statement)
        return id == 0 ? nil : Int64(truncatingIfNeeded: id)
    }

    /// Sets up where each column of the result lands.
    private func bindResults(timeZone: TimeZone) throws(SQLError) {
        freeResults()
        guard let metadata = mysql_stmt_result_metadata(statement) else {
            layout = ColumnLayout(labels: [])
            return
        }
        defer { mysql_free_result(metadata) }
        let count = Int(mysql_num_fields(metadata))
        guard count > 0, let fields = mysql_fetch_fields(metadata) else { return }
        let binds = UnsafeMutablePointer<MYSQL_BIND>.allocate(capacity: count)
        binds.initialize(repeating: MYSQL_BIND(), count: count)
        results = binds
        var labels: [String] = []
        for index in 0..<count {
            let field = fields[index]
            labels.append(String(cString: field.name))
            let binary = field.charsetnr == 63
            let unsigned = field.flags & UInt32(UNSIGNED_FLAG) != 0
            let kind: Column.Kind
            let type: enum_field_types
            switch field.type {
            case MYSQL_TYPE_TINY where field.length == 1: (kind, type) = (.boolean, MYSQL_TYPE_LONGLONG)
            case MYSQL_TYPE_TINY, MYSQL_TYPE_SHORT, MYSQL_TYPE_LONG, MYSQL_TYPE_INT24, MYSQL_TYPE_LONGLONG, MYSQL_TYPE_YEAR:
                (kind, type) = (.integer(unsigned: unsigned), MYSQL_TYPE_LONGLONG)
            case MYSQL_TYPE_FLOAT, MYSQL_TYPE_DOUBLE: (kind, type) = (.real, MYSQL_TYPE_DOUBLE)
            case MYSQL_TYPE_DECIMAL, MYSQL_TYPE_NEWDECIMAL: (kind, type) = (.numeric, MYSQL_TYPE_STRING)
            case MYSQL_TYPE_DATE, MYSQL_TYPE_NEWDATE: (kind, type) = (.date, MYSQL_TYPE_DATE)
            case MYSQL_TYPE_DATETIME, MYSQL_TYPE_TIMESTAMP, MYSQL_TYPE_DATETIME2, MYSQL_TYPE_TIMESTAMP2:
                (kind, type) = (.dateTime, MYSQL_TYPE_DATETIME)
            case MYSQL_TYPE_TINY_BLOB, MYSQL_TYPE_MEDIUM_BLOB, MYSQL_TYPE_LONG_BLOB, MYSQL_TYPE_BLOB, MYSQL_TYPE_BIT,
                MYSQL_TYPE_GEOMETRY, MYSQL_TYPE_STRING, MYSQL_TYPE_VAR_STRING, MYSQL_TYPE_VARCHAR:
                (kind, type) = (binary ? .blob : .text, MYSQL_TYPE_STRING)
            default: (kind, type) = (.text, MYSQL_TYPE_STRING)
            }
            let capacity =
                switch kind {
                case .date, .dateTime: MemoryLayout<MYSQL_TIME>.size
                case .integer, .boolean, .real: 8
                case .numeric, .text, .blob: 256
                }
            let column = Column(
                kind: kind, buffer: .allocate(byteCount: capacity, alignment: 8), capacity: capacity,
                length: .allocate(capacity: 1), isNull: .allocate(capacity: 1))
            column.length.initialize(to: 0)
            column.isNull.initialize(to: 0)
            binds[index].buffer_type = type
            binds[index].buffer = column.buffer
            binds[index].buffer_length = UInt(capacity)
            binds[index].length = column.length
            binds[index].is_null = column.isNull
            binds[index].is_unsigned = unsigned ? 1 : 0
            columns.append(column)
        }
        layout = ColumnLayout(labels: labels, timeZone: timeZone)
        guard mysql_stmt_bind_result(statement, binds) == 0 else { throw error() }
    }

    /// The next row's values, or `nil` after the last. Dates without a zone are read in `dates`' time zone.
    func fetch(dates: DateReader) throws(SQLError) -> [SQLValue]? {
        guard results != nil else { return nil }
        let status = mysql_stmt_fetch(statement)
        if status == MYSQL_NO_DATA { return nil }
        guard status == 0 || status == MYSQL_DATA_TRUNCATED else { throw error() }
        var values: [SQLValue] = []
        values.reserveCapacity(columns.count)
        for index in columns.indices {
            let column = columns[index]
            if column.isNull.pointee != 0 {
                values.append(.null)
                continue
            }
            switch column.kind {
            case .integer(let unsigned):
                let bits = column.buffer.load(as: Int64.self)
                if unsigned, bits < 0 {
                    values.append(.numeric(String(UInt64(bitPattern: bits))))
                } else {
                    values.append(.integer(bits))
                }
            case .boolean: values.append(.bool(column.buffer.load(as: Int64.self) != 0))
            case .real: values.append(.real(column.buffer.load(as: Double.self)))
            case .date, .dateTime:
                let time = column.buffer.load(as: MYSQL_TIME.self)
                let days = CivilDays.days(year: Int64(time.year), month: Int64(time.month), day: Int64(time.day))
                let local =
                    days * 86_400_000 + Int64(time.hour) * 3_600_000 + Int64(time.minute) * 60_000 + Int64(time.second)
                    * 1000 + Int64(time.second_part) / 1000
                values.append(.timestamp(dates.utc(fromLocal: local)))
            case .numeric, .text, .blob:
                let length = Int(column.length.pointee)
                var bytes: [UInt8]
                if length > column.capacity {
                    // Longer than the buffer: read the whole value now (the row is still current).
                    bytes = [UInt8](repeating: 0, count: length)
                    var bind = MYSQL_BIND()
                    var fetched: UInt = 0
                    let failed = bytes.withUnsafeMutableBytes { buffer in
                        bind.buffer_type = MYSQL_TYPE_STRING
                        bind.buffer = buffer.baseAddress
                        bind.buffer_length = UInt(length)
                        return withUnsafeMutablePointer(to: &fetched) { fetchedLength in
                            bind.length = fetchedLength
                            return mysql_stmt_fetch_column(statement, &bind, UInt32(index), 0) != 0
                        }
                    }
                    if failed { throw error() }
                } else {
                    bytes = Array(UnsafeRawBufferPointer(start: column.buffer, count: length))
                }
                switch column.kind {
                case .blob: values.append(.blob(bytes))
                case .numeric: values.append(.numeric(String(decoding: bytes, as: UTF8.self)))
                default: values.append(.text(String(decoding: bytes, as: UTF8.self)))
                }
            }
        }
        return values
    }

    /// The `MYSQL_TIME` of an instant in `timeZone`.
    static func time(_ milliseconds: Int64, in timeZone: TimeZone) -> MYSQL_TIME {
        let offset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(milliseconds) / 1000))) * 1000
        let local = milliseconds + offset
        let days = local >= 0 ? local / 86_400_000 : (local - 86_399_999) / 86_400_000
        let rest = local - days * 86_400_000
        let (year, month, day) = CivilDays.date(days: days)
        var time = MYSQL_TIME()
        time.year = UInt32(clamping: year)
        time.month = UInt32(month)
        time.day = UInt32(day)
        time.hour = UInt32(rest / 3_600_000)
        time.minute = UInt32(rest / 60_000 % 60)
        time.second = UInt32(rest / 1000 % 60)
        time.second_part = UInt(rest % 1000) * 1000
        time.time_type = MYSQL_TIMESTAMP_DATETIME
        return time
    }

    private func freeResults() {
        for column in columns {
            column.buffer.deallocate()
            column.length.deallocate()
            column.isNull.deallocate()
        }
        columns = []
        results?.deallocate()
        results = nil
    }

    /// Gives up the statement for a connection about to be closed mid-result, without a word to the server (closing it
    /// now would read every row left first); what is returned frees it once the connection is closed.
    func abandon() -> Abandoned? {
        guard !isClosed else { return nil }
        isClosed = true
        freeResults()
        return Abandoned(statement: statement)
    }

    /// A statement given up by ``abandon()``: freed, with no traffic, after its connection closed.
    struct Abandoned: @unchecked Sendable {
        let statement: UnsafeMutablePointer<MYSQL_STMT>
        func free() { mysql_stmt_close(statement) }
    }

    /// Frees the statement on the server; unread rows of an unbuffered result are read and dropped first.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        mysql_stmt_close(statement)
        freeResults()
    }
}
#endif
