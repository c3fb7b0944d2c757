// Built with the package's `MySQL` trait only: without it, KiloSQL needs no MariaDB Connector/C.
#if MySQL
import CMariaDB
import Foundation
import NIOConcurrencyHelpers
import Synchronization

/// Where a MariaDB (or MySQL) server is and who connects: read from a `mysql://user:password@host:port/database` URL.
struct MariaDBAddress: Sendable {
    var host: String
    var port: UInt32
    var user: String
    var password: String?
    var database: String

    init(url: URL) throws(SQLError) {
        guard url.scheme == "mysql" || url.scheme == "mariadb", let host = url.host, !host.isEmpty else {
            throw .unavailable("a MariaDB address is mysql://user:password@host:port/database, not \(url.absoluteString)")
        }
        self.host = host
        port = UInt32(url.port ?? 3306)
        user = url.user ?? "root"
        password = url.password
        database = String(url.path.drop { $0 == "/" })
        guard !database.isEmpty else { throw .unavailable("the address \(url.absoluteString) names no database") }
    }
}

/// One connection to the server. Blocking: every call runs on a thread-pool thread, inside ``exclusively(_:)``.
///
/// `@unchecked Sendable` because the handle is a C pointer; a pool lends a connection to one holder at a time.
final class MariaDBConnection: @unchecked Sendable {
    private let handle: UnsafeMutablePointer<MYSQL>
    private let access = NIOLock()
    /// Set once, by whichever closes first (the pool, a dropped result, the deinit).
    private let isClosed = Atomic<Bool>(false)
    /// The server's id of this connection, which `KILL QUERY` names.
    let serverThreadID: UInt
    /// The job running on the connection (numbered from 1), 0 while none is: a statement is interrupted only while the
    /// job it was started in still runs.
    private let runningJob = Atomic<UInt64>(0)
    private var jobsStarted: UInt64 = 0

    /// Connects, then sets the session so that SQL means what it means on the other databases: identifiers in double
    /// quotes (`ANSI_QUOTES`, the examples' `AS "employeeNumber"`), backslashes as characters in strings (the
    /// named-parameter parser's reading of a literal), strict inserts, and dates in UTC, converted by the reader. A
    /// streamed result waits for a slow reader: the server's wait to write (`net_write_timeout`, 60 s by default,
    /// after which it drops the result) is an hour.
    ///
    /// `readTimeout` bounds each wait for the server: a server that stops answering (frozen, or its network gone
    /// silent) fails the call with a lost connection after it, rather than holding a thread for as long as TCP keeps
    /// trying.
    init(_ address: MariaDBAddress, timeout: Duration, readTimeout: Duration) throws(SQLError) {
        guard let handle = mysql_init(nil) else { throw .unavailable("the MariaDB client could not start a connection") }
        self.handle = handle
        var seconds = UInt32(max(1, timeout.components.seconds))
        mysql_options(handle, MYSQL_OPT_CONNECT_TIMEOUT, &seconds)
        var waitSeconds = UInt32(max(1, readTimeout.components.seconds))
        mysql_options(handle, MYSQL_OPT_READ_TIMEOUT, &waitSeconds)
        mysql_options(handle, MYSQL_OPT_WRITE_TIMEOUT, &waitSeconds)
        mysql_options(handle, MYSQL_SET_CHARSET_NAME, "utf8mb4")
        guard
            mysql_real_connect(
                handle, address.host, address.user, address.password, address.database, address.port, nil, 0) != nil
        else {
            let message = String(cString: mysql_error(handle))
            mysql_close(handle)
            throw .unavailable("cannot connect to \(address.host):\(address.port): \(message)")
        }
        serverThreadID = mysql_thread_id(handle)
        do {
            try execute(
                "SET SESSION sql_mode = 'ANSI_QUOTES,NO_BACKSLASH_ESCAPES,STRICT_ALL_TABLES,NO_ZERO_DATE,"
                    + "NO_ENGINE_SUBSTITUTION', time_zone = '+00:00', net_write_timeout = 3600")
        } catch {
            mysql_close(handle)
            throw error
        }
    }

    deinit {
        close()
    }

    /// Runs `job` with the connection to itself.
    func exclusively<T>(_ job: () throws(SQLError) -> T) throws(SQLError) -> T {
        access.lock()
        jobsStarted += 1
        runningJob.store(jobsStarted, ordering: .releasing)
        defer {
            runningJob.store(0, ordering: .releasing)
            access.unlock()
        }
        return try job()
    }

    /// The job running now, 0 when none is (read from any thread).
    var currentJob: UInt64 { runningJob.load(ordering: .acquiring) }

    /// Asks the server to stop the statement of `job` if that job still runs: from a connection of its own (this one is
    /// waiting for the statement), on a thread of its own (the pool's may all be waiting), so that the job ends with
    /// ER_QUERY_INTERRUPTED and the connection can be lent again. At most one such thread per connection whose
    /// statement ran out of time; it ends within the connect timeout when the server does not answer.
    ///
    /// Between the check and the server's receiving the `KILL`, the job may end and another begin: a window of a round
    /// trip, as in every MySQL client's query timeout. The next job's statement would then fail as interrupted (busy,
    /// 503), never silently.
    func interrupt(job: UInt64, address: MariaDBAddress, timeout: Duration) {
        guard job != 0 else { return }
        let threadID = serverThreadID
        Thread.detachNewThread {
            guard self.currentJob == job,
                let killer = try? MariaDBConnection(address, timeout: timeout, readTimeout: timeout)
            else { return }
            defer { killer.close() }
            guard self.currentJob == job else { return }
            try? killer.execute("KILL QUERY \(threadID)")
        }
    }

    /// Runs SQL without parameters or results (session settings, `BEGIN`, `COMMIT`).
    func execute(_ sql: String) throws(SQLError) {
        guard mysql_real_query(handle, sql, UInt(sql.utf8.count)) == 0 else { throw error(query: sql) }
        // A statement that returned rows anyway: read and drop them, or the connection stays busy.
        if let result = mysql_store_result(handle) { mysql_free_result(result) }
    }

    /// Prepares `sql` as a statement of this connection.
    func prepare(_ sql: String) throws(SQLError) -> MariaDBStatement {
        guard let statement = mysql_stmt_init(handle) else { throw error(query: sql) }
        guard mysql_stmt_prepare(statement, sql, UInt(sql.utf8.count)) == 0 else {
            let failure = MariaDBStatement.error(of: statement, query: sql)
            mysql_stmt_close(statement)
            throw failure
        }
        return MariaDBStatement(statement, sql: sql)
    }

    /// Every row of `query`, each with its attachments run for it: the rows are read whole before the first
    /// subquery runs, as a connection runs one statement at a time (inside a job).
    func collect(
        _ query: SQLQuery, enclosing: [(ColumnLayout, [SQLValue])], arguments: [String: SQLValue], timeZone: TimeZone,
        dates: DateReader
    ) throws(SQLError) -> [Row] {
        let plan = try BindingPlan(query: query, enclosing: enclosing.map(\.0), arguments: arguments)
        let prepared = try prepare(query.text(for: .mysql))
        defer { prepared.close() }
        try prepared.execute(
            MariaDBDatabase.positional(plan.values(enclosing: enclosing.map(\.1)), query), timeZone: timeZone)
        var outer: [[SQLValue]] = []
        while let values = try prepared.fetch(dates: dates) { outer.append(values) }
        prepared.close()
        var rows: [Row] = []
        rows.reserveCapacity(outer.count)
        for values in outer {
            rows.append(
                try attach(
                    query, layout: prepared.layout, values: values, enclosing: enclosing, arguments: arguments,
                    timeZone: timeZone, dates: dates))
        }
        return rows
    }

    /// A row with each of `query`'s attachments run for it (inside a job).
    func attach(
        _ query: SQLQuery, layout: ColumnLayout, values: [SQLValue], enclosing: [(ColumnLayout, [SQLValue])],
        arguments: [String: SQLValue], timeZone: TimeZone, dates: DateReader
    ) throws(SQLError) -> Row {
        var row = Row(columns: layout, values: values)
        let scope = [(layout, values)] + enclosing
        for attachment in query.attachments {
            row.attachments.append(
                Row.Attachment(
                    name: attachment.name,
                    rows: try collect(
                        attachment.query, enclosing: scope, arguments: arguments, timeZone: timeZone, dates: dates)))
        }
        return row
    }

    /// Whether a transaction is open on the connection.
    var isInTransaction: Bool {
        handle.pointee.server_status & UInt32(SERVER_STATUS_IN_TRANS) != 0
    }

    func close() {
        guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        mysql_close(handle)
    }

    /// The connection's last error, as the other databases word theirs: a lost connection is the database being
    /// unavailable (503), a deadlock or lock wait is busy (503, retry), the rest an error of the statement.
    func error(query: String?) -> SQLError {
        MariaDBConnection.error(code: mysql_errno(handle), message: String(cString: mysql_error(handle)), query: query)
    }

    static func error(code: UInt32, message: String, query: String?) -> SQLError {
        switch code {
        // CR_SERVER_GONE_ERROR, CR_SERVER_LOST, CR_CONN_HOST_ERROR, CR_CONNECTION_ERROR, server shutdown.
        case 2006, 2013, 2003, 2002, 1053: return .unavailable(message)
        // ER_LOCK_DEADLOCK, ER_LOCK_WAIT_TIMEOUT, ER_QUERY_INTERRUPTED (the query deadline's `KILL QUERY`),
        // ER_STATEMENT_TIMEOUT (the server's `max_statement_time`).
        case 1213, 1205, 1317, 1969: return .busy(message)
        // ER_PARSE_ERROR.
        case 1064: return .syntax(message, query: query ?? "")
        default: return .database(message, query: query)
        }
    }
}
#endif
