import VaporCSQLite

/// A prepared SQLite statement: bind, step, read the current row. Used by one thread-pool job at a time, inside its
/// connection's ``SQLiteConnection/exclusively(_:)``.
final class SQLiteStatement: @unchecked Sendable {
    private var handle: OpaquePointer?
    let sql: String
    private let dates: DateReader
    /// What each column holds, by its declared type: SQLite stores dates and booleans as text or integers.
    private var kinds: [ColumnKind] = []
    private(set) var layout = ColumnLayout(labels: [])
    /// SQLite's count of this statement's recompilations when the columns were last read.
    private var recompilations: Int32 = 0
    /// Whether the next step is the first since ``bind(_:)``, when SQLite recompiles a statement whose schema changed.
    private var isFirstStep = false
    /// Set when a step found the columns changed by a recompilation; ``takeLayoutChange()`` clears it.
    private var layoutChanged = false
    /// The bytes of text and blobs bound, which SQLite keeps copies of until they are replaced or cleared.
    private var boundBytes = 0

    enum ColumnKind {
        case plain, boolean, date, dateTime
    }

    init(handle: OpaquePointer, sql: String, dates: DateReader) {
        self.handle = handle
        self.sql = sql
        self.dates = dates
        readColumns()
    }

    private func readColumns() {
        let count = sqlite_nio_sqlite3_column_count(handle)
        var labels: [String] = []
        var kinds: [ColumnKind] = []
        for column in 0..<count {
            labels.append(sqlite_nio_sqlite3_column_name(handle, column).map { String(cString: $0) } ?? "column\(column + 1)")
            let declared = sqlite_nio_sqlite3_column_decltype(handle, column).map { String(cString: $0).uppercased() } ?? ""
            kinds.append(Self.kind(declared))
        }
        self.kinds = kinds
        layout = ColumnLayout(labels: labels, timeZone: dates.timeZone)
        recompilations = sqlite_nio_sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_REPREPARE, 0)
    }

    private static func kind(_ declared: String) -> ColumnKind {
        if declared.hasPrefix("BOOL") { return .boolean }
        if declared == "DATE" { return .date }
        if declared.hasPrefix("DATETIME") || declared.hasPrefix("TIMESTAMP") { return .dateTime }
        return .plain
    }

    var returnsRows: Bool { !kinds.isEmpty }

    /// Binds `values` to parameters 1…n (the numbered `?n` placeholders of the rendered SQL).
    func bind(_ values: [SQLValue]) throws(SQLError) {
        sqlite_nio_sqlite3_reset(handle)
        isFirstStep = true
        boundBytes = 0
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite_nio_sqlite3_bind_null(handle, index)
            case .bool(let value): status = sqlite_nio_sqlite3_bind_int64(handle, index, value ? 1 : 0)
            case .integer(let value), .timestamp(let value): status = sqlite_nio_sqlite3_bind_int64(handle, index, value)
            case .real(let value): status = sqlite_nio_sqlite3_bind_double(handle, index, value)
            case .text(let text), .numeric(let text), .json(let text):
                var text = text
                boundBytes += text.utf8.count
                status = text.withUTF8 { bytes in
                    // An empty buffer may have no address, and a null pointer would bind NULL rather than ''.
                    guard let start = bytes.baseAddress, !bytes.isEmpty else {
                        return sqlite_nio_sqlite3_bind_text64(handle, index, "", 0, transientDestructor, UInt8(SQLITE_UTF8))
                    }
                    return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        sqlite_nio_sqlite3_bind_text64(
                            handle, index, $0, UInt64(bytes.count), transientDestructor, UInt8(SQLITE_UTF8))
                    }
                }
            case .blob(let bytes):
                boundBytes += bytes.count
                status = bytes.withUnsafeBytes { raw in
                    sqlite_nio_sqlite3_bind_blob64(
                        handle, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(raw.count), transientDestructor)
                }
            }
            guard status == SQLITE_OK else { throw error(status) }
        }
    }

    /// Advances to the next row; `false` when there are no more.
    ///
    /// A cached statement outlives schema changes (`ALTER TABLE`, a table dropped and made again): SQLite then
    /// recompiles it in its first step, and its columns may differ, so that step reads them again.
    func step() throws(SQLError) -> Bool {
        let status = sqlite_nio_sqlite3_step(handle)
        if isFirstStep {
            isFirstStep = false
            if sqlite_nio_sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_REPREPARE, 0) != recompilations {
                readColumns()
                layoutChanged = true
            }
        }
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw error(status)
        }
    }

    /// Whether a step since the last call found the columns changed (the layout and the kinds are then new).
    func takeLayoutChange() -> Bool {
        defer { layoutChanged = false }
        return layoutChanged
    }

    /// The current row's values.
    func values() -> [SQLValue] {
        var values: [SQLValue] = []
        values.reserveCapacity(kinds.count)
        for (column, kind) in kinds.enumerated() { values.append(value(Int32(column), kind)) }
        return values
    }

    private func value(_ column: Int32, _ kind: ColumnKind) -> SQLValue {
        switch sqlite_nio_sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            let value = sqlite_nio_sqlite3_column_int64(handle, column)
            switch kind {
            case .boolean: return .bool(value != 0)
            case .date, .dateTime: return .timestamp(value)
            case .plain: return .integer(value)
            }
        case SQLITE_FLOAT:
            return .real(sqlite_nio_sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            let count = Int(sqlite_nio_sqlite3_column_bytes(handle, column))
            guard let start = sqlite_nio_sqlite3_column_text(handle, column) else { return .text("") }
            let bytes = UnsafeBufferPointer(start: start, count: count)
            if kind == .date || kind == .dateTime, let milliseconds = dates.milliseconds(bytes) {
                return .timestamp(milliseconds)
            }
            return .text(String(decoding: bytes, as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite_nio_sqlite3_column_bytes(handle, column))
            guard let start = sqlite_nio_sqlite3_column_blob(handle, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: start, count: count)))
        default:
            return .null
        }
    }

    /// Ends the statement's current run, ready for the cache, dropping large bound values.
    ///
    /// Small values stay bound until the next use replaces them: clearing the bindings makes SQLite recompile the
    /// statement at its next step whenever a parameter's value can change its plan (as `emp_no = ?` can), which
    /// would undo the cache.
    func reset() {
        sqlite_nio_sqlite3_reset(handle)
        if boundBytes > 64 * 1024 {
            sqlite_nio_sqlite3_clear_bindings(handle)
            boundBytes = 0
        }
    }

    func finalize() {
        sqlite_nio_sqlite3_finalize(handle)
        handle = nil
    }

    private func error(_ status: Int32) -> SQLError {
        SQLiteConnection.error(status, sql: sql, handle: sqlite_nio_sqlite3_db_handle(handle))
    }

    deinit {
        if handle != nil { sqlite_nio_sqlite3_finalize(handle) }
    }
}
