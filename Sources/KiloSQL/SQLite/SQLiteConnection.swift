import NIOConcurrencyHelpers
import NIOPosix
import VaporCSQLite

// sqlite-nio's `SQLiteConnection.query` steps a statement to its end and queues every row before the caller sees the
// first, and reads text up to the first NUL; streaming a result in flat memory needs a cursor that steps on demand.
// So we use sqlite-nio for what it is best at — a vendored, well-configured SQLite build — and drive the C API
// here: open, prepare, bind, step, read.

let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One SQLite connection handle. Blocking: every method runs on a thread-pool thread.
///
/// `@unchecked Sendable` because the handle is a C pointer; the pool lends a connection to one holder at a time,
/// and every job on it runs inside ``exclusively(_:)``.
///
/// Connections are opened without SQLite's own per-call mutex (`SQLITE_OPEN_NOMUTEX`): it cost a lock and an unlock
/// for every column read, an eighth of the CPU of a streamed result. One lock per job keeps the calls from
/// overlapping instead, which matters when a transaction's statements run side by side on its one connection.
final class SQLiteConnection: @unchecked Sendable {
    private(set) var handle: OpaquePointer?
    private let access = NIOLock()
    private var cache: SQLiteStatementCache

    /// Opens (creating when needed) the database at `path`, or a private in-memory database when `path` is `nil`,
    /// keeping up to `statementCacheSize` prepared statements for reuse.
    init(path: String?, statementCacheSize: Int) throws(SQLError) {
        cache = SQLiteStatementCache(capacity: statementCacheSize)
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        let status = sqlite_nio_sqlite3_open_v2(path ?? ":memory:", &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.flatMap { sqlite_nio_sqlite3_errmsg($0) }.map { String(cString: $0) } ?? "error \(status)"
            sqlite_nio_sqlite3_close(handle)
            throw .unavailable("cannot open \(path ?? "an in-memory database"): \(message)")
        }
        self.handle = handle
        sqlite_nio_sqlite3_extended_result_codes(handle, 1)
        // Writers wait for each other instead of failing at once; readers never wait in WAL mode.
        sqlite_nio_sqlite3_busy_timeout(handle, 10_000)
        if path != nil {
            try execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        } else {
            try execute("PRAGMA foreign_keys = ON")
        }
    }

    /// Runs `job` with the connection to itself (blocking until another job on it has finished).
    func exclusively<T, Failure: Error>(_ job: () throws(Failure) -> T) throws(Failure) -> T {
        access.lock()
        defer { access.unlock() }
        return try job()
    }

    /// Runs SQL without parameters or results (pragmas, `BEGIN`, `COMMIT`).
    func execute(_ sql: String) throws(SQLError) {
        let status = sqlite_nio_sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status, sql: sql) }
    }

    /// A prepared statement for `sql`: a cached one when there is one idle, else compiled now. Give it back with
    /// ``giveBack(_:)`` when done.
    ///
    /// A cached statement stays correct when the schema changes: SQLite recompiles it on its next step, and the
    /// statement then reads its columns again (``SQLiteStatement/step()``).
    func statement(_ sql: String, dates: DateReader) throws(SQLError) -> SQLiteStatement {
        if let cached = cache.take(sql) { return cached }
        var statement: OpaquePointer?
        // Persistent: the statement is expected to live long, so SQLite does not spend its lookaside memory on it.
        let flags = cache.capacity > 0 ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let status = sqlite_nio_sqlite3_prepare_v3(handle, sql, -1, flags, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw status == SQLITE_OK ? .database("The SQL text contains no statement", query: sql) : error(status, sql: sql)
        }
        return SQLiteStatement(handle: statement, sql: sql, dates: dates)
    }

    /// Takes back a statement from ``statement(_:dates:)``: reset and kept for reuse, or finalized when the cache is
    /// full or the connection closed.
    func giveBack(_ statement: SQLiteStatement) {
        guard handle != nil else { return statement.finalize() }
        statement.reset()
        cache.put(statement)?.finalize()
    }

    var changes: Int { Int(sqlite_nio_sqlite3_changes64(handle)) }
    var lastInsertRowID: Int64 { sqlite_nio_sqlite3_last_insert_rowid(handle) }
    var isInTransaction: Bool { sqlite_nio_sqlite3_get_autocommit(handle) == 0 }

    func error(_ status: Int32, sql: String?) -> SQLError {
        Self.error(status, sql: sql, handle: handle)
    }

    /// The error for a failed call on the connection `handle`, with SQLite's message.
    static func error(_ status: Int32, sql: String?, handle: OpaquePointer?) -> SQLError {
        let message = String(cString: sqlite_nio_sqlite3_errmsg(handle))
        switch status & 0xFF {
        case SQLITE_CANTOPEN, SQLITE_NOTADB, SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL:
            return .unavailable(message)
        default:
            return .database(message, query: sql)
        }
    }

    func close() {
        for statement in cache.removeAll() { statement.finalize() }
        // `close_v2` defers the close until statements still open are finalized, so a missed one cannot leak the file.
        sqlite_nio_sqlite3_close_v2(handle)
        handle = nil
    }

    deinit {
        guard handle != nil else { return }
        for statement in cache.removeAll() { statement.finalize() }
        sqlite_nio_sqlite3_close_v2(handle)
    }
}
