import NIOConcurrencyHelpers
import NIOPosix
import VaporCSQLite

// sqlite-nio's `SQLiteConnection.query` steps a statement to its end and queues every row before the caller sees the
// first, and reads text up to the first NUL; streaming a result in flat memory needs a cursor that steps on demand.
// So we use sqlite-nio for what it is best at — a vendored, well-configured SQLite build — and drive the C API
// here: open, prepare, bind, step, read.

let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

extension NIOThreadPool {
    /// Runs blocking SQLite work on the pool; a pool that has been shut down is an unavailable database.
    func runSQLite<T: Sendable>(_ job: @escaping @Sendable () throws(SQLError) -> T) async throws -> T {
        do {
            return try await runIfActive { try job() }
        } catch let error as SQLError {
            throw error
        } catch {
            throw SQLError.unavailable("the thread pool is not running (\(error))")
        }
    }
}

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

    /// Opens (creating when needed) the database at `path`, or a private in-memory database when `path` is `nil`.
    init(path: String?) throws(SQLError) {
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

    func prepare(_ sql: String, dates: DateReader) throws(SQLError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite_nio_sqlite3_prepare_v3(handle, sql, -1, 0, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw status == SQLITE_OK ? .database("The SQL text contains no statement", query: sql) : error(status, sql: sql)
        }
        return SQLiteStatement(handle: statement, connection: self, sql: sql, dates: dates)
    }

    var changes: Int { Int(sqlite_nio_sqlite3_changes64(handle)) }
    var lastInsertRowID: Int64 { sqlite_nio_sqlite3_last_insert_rowid(handle) }
    var isInTransaction: Bool { sqlite_nio_sqlite3_get_autocommit(handle) == 0 }

    func error(_ status: Int32, sql: String?) -> SQLError {
        let message = String(cString: sqlite_nio_sqlite3_errmsg(handle))
        switch status & 0xFF {
        case SQLITE_CANTOPEN, SQLITE_NOTADB, SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL:
            return .unavailable(message)
        default:
            return .database(message, query: sql)
        }
    }

    func close() {
        // `close_v2` defers the close until statements still open are finalized, so a missed one cannot leak the file.
        sqlite_nio_sqlite3_close_v2(handle)
        handle = nil
    }

    deinit {
        if handle != nil { sqlite_nio_sqlite3_close_v2(handle) }
    }
}
