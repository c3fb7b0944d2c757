// Built with the package's `MySQL` trait only: without it, KiloSQL needs no MariaDB Connector/C.
#if MySQL
public import Foundation
import KiloShared
public import NIOPosix

/// A MariaDB (or MySQL) database, through MariaDB Connector/C: Debian's `libmariadb-dev`, found by pkg-config, with
/// the package's `MySQL` trait.
///
/// Connector/C's calls block, so they run on a thread pool, never on Swift's cooperative threads, as SQLite's do.
/// Results are read with prepared statements and the binary protocol, unbuffered: a streamed result holds its
/// connection until it is read to the end or dropped (a dropped one closes its connection rather than read the rest).
///
/// Each connection's session reads double-quoted names as identifiers (`ANSI_QUOTES`) and backslashes in strings as
/// characters (`NO_BACKSLASH_ESCAPES`), so that SQL written for the other databases means the same here, and keeps
/// `TIMESTAMP` in UTC. `DATE` and `DATETIME` values are read and written in ``Configuration/timeZone``.
///
/// Every statement (and a streamed query's first rows) has ``Configuration/queryTimeout``: then the caller is answered
/// ``SQLError/busy(_:)`` and the statement is stopped with `KILL QUERY`, its connection lent again once it has
/// stopped. A caller waits for a free connection up to ``Configuration/connectTimeout`` (busy after it). When the
/// server goes away, statements fail with ``SQLError/unavailable(_:)`` — at once, while a probe of the database's own
/// finds the server still away (``isReachable``) — and the idle connections are dropped; new ones are opened once it
/// is back.
public final class MariaDBDatabase: Database {
    /// How the database is reached.
    public struct Configuration: Sendable {
        /// The most connections open at once.
        public var maximumConnections = 8
        /// Rows fetched per thread-pool job when streaming a result.
        public var batchSize = 256
        /// The zone `DATE` and `DATETIME` values are in.
        public var timeZone = TimeZone(identifier: "UTC") ?? .current
        /// The thread pool Connector/C's blocking calls run on; `nil` (the default) gives the database a pool of its
        /// own, a thread per connection, started now and shut down by ``MariaDBDatabase/close()``. A statement waits
        /// on its thread for the server (a lock, up to `innodb_lock_wait_timeout`): on a pool shared with SQLite, such
        /// waits starved SQLite's calls.
        public var threadPool: NIOThreadPool?
        /// How long connecting may take, and how long a caller waits for a connection when all are in use.
        public var connectTimeout = Duration.seconds(10)
        /// How long a statement (and a streamed query's first rows) may take before the caller is answered
        /// ``SQLError/busy(_:)`` (503) and the statement is stopped: a lock held too long, a query far slower than it
        /// should be, a frozen server.
        public var queryTimeout = Duration.seconds(30)

        /// The defaults: 8 connections, batches of 256 rows, dates in UTC, a thread pool of its own, 10 s to connect,
        /// 30 s per statement.
        public init() {}
    }

    private let address: MariaDBAddress
    private let configuration: Configuration
    private let threadPool: NIOThreadPool
    /// Whether ``threadPool`` is the database's own, to shut down when it closes.
    private let ownsThreadPool: Bool
    let dates: DateReader
    private let pool: ConnectionPool<MariaDBConnection>
    private let breaker: ReachabilityBreaker

    /// Whether the server answered when last tried: false from a connection that found no server until a probe finds
    /// it back (statements fail at once meanwhile). A readiness check can report it.
    public var isReachable: Bool { !breaker.isOpen }

    /// How many callers wait for a connection (all in use): what a test of the wait sees it join and leave.
    var callersWaiting: Int { get async { pool.waiting } }

    /// Connects to the database at `url` (`mysql://user:password@host:3306/database`); one connection is opened now,
    /// so an address that cannot be reached throws here.
    public init(url: URL, configuration: Configuration = Configuration()) async throws {
        address = try MariaDBAddress(url: url)
        self.configuration = configuration
        dates = DateReader(timeZone: configuration.timeZone)
        breaker = ReachabilityBreaker(
            serverName: "MariaDB", host: address.host, port: Int(address.port), connectTimeout: configuration.connectTimeout)
        if let shared = configuration.threadPool {
            (threadPool, ownsThreadPool) = (shared, false)
        } else {
            threadPool = NIOThreadPool(numberOfThreads: max(1, configuration.maximumConnections))
            threadPool.start()
            ownsThreadPool = true
        }
        // Opening and closing a connection talk to the server: done on the thread pool. A pool already shut down
        // leaves closing to the connection's deinit. A connection that cannot be opened makes the breaker look for
        // the server.
        let (limit, wait, threads, breaker, address) = (
            max(1, configuration.maximumConnections), configuration.connectTimeout, threadPool, breaker, address
        )
        // A frozen server fails a call after this: the statement's own deadline has passed by then, and it was asked to
        // stop.
        let readTimeout = configuration.queryTimeout + configuration.connectTimeout + .seconds(5)
        pool = ConnectionPool(
            limit: limit, waitLimit: wait,
            busyReason: { "no MariaDB connection came free within \(wait) (all \(limit) in use)" },
            open: {
                do {
                    return try await threads.runBlocking { () throws(SQLError) in
                        try MariaDBConnection(address, timeout: wait, readTimeout: readTimeout)
                    }
                } catch {
                    if case .unavailable(let reason) = error as? SQLError { breaker.suspect(reason) }
                    throw error
                }
            },
            close: { connections in
                _ = try? await threads.runIfActive { for connection in connections { connection.close() } }
            })
        do {
            pool.release(try await lease(), purpose: .short)
        } catch {
            if ownsThreadPool { try? await threadPool.shutdownGracefully() }
            throw error
        }
    }

    /// MariaDB and MySQL.
    public var dialect: SQLDialect { .mysql }

    public func query(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> QueryResult {
        try await open(query, arguments, on: nil, batchSize: configuration.batchSize)
    }

    public func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row? {
        try await open(query, arguments, on: nil, batchSize: 1).source.firstRowClosing()
    }

    public func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult {
        try await execute(statement, arguments, on: nil)
    }

    public func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int {
        try await executeBatch(statement, argumentSets, on: nil)
    }

    public func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> T) async throws -> T {
        let connection = try await lease()
        do {
            try await run(on: connection) { () throws(SQLError) in try connection.execute("START TRANSACTION") }
            let result = try await body(MariaDBTransaction(database: self, connection: connection))
            try await run(on: connection) { () throws(SQLError) in try connection.execute("COMMIT") }
            await giveBack(connection, healthy: true)
            return result
        } catch {
            // A connection that cannot roll back is in no state to be lent again.
            let rolledBack =
                (try? await run(on: connection) { () throws(SQLError) in try connection.execute("ROLLBACK") }) != nil
            await giveBack(connection, healthy: rolledBack, failure: error)
            throw error
        }
    }

    public func close() async {
        breaker.stop()
        await pool.close()
        if ownsThreadPool { try? await threadPool.shutdownGracefully() }
    }

    // MARK: Connections

    /// A connection of the pool's, or a new one while the pool has room; fails at once while the server is known to be
    /// away.
    private func lease() async throws -> MariaDBConnection {
        if let refusal = breaker.refusal() { throw SQLError.unavailable(refusal) }
        return try await pool.lease()
    }

    /// The transaction's connection, or one leased for a single statement.
    private func leaseUnlessGiven(_ connection: MariaDBConnection?) async throws -> MariaDBConnection {
        if let connection { return connection }
        return try await lease()
    }

    /// Runs a blocking job on `connection`, on the thread pool.
    func run<T: Sendable>(
        on connection: MariaDBConnection, _ job: @escaping @Sendable () throws(SQLError) -> T
    ) async throws -> T {
        try await threadPool.runBlocking { () throws(SQLError) in try connection.exclusively(job) }
    }

    /// Runs `operation` (a statement's jobs on `connection`, and giving the connection back) with the query deadline:
    /// at it, or when the caller is cancelled (a client that went away), the caller is answered, the statement is asked
    /// to stop, and `operation` runs on to its end alone.
    private func withDeadline<T: Sendable>(
        on connection: MariaDBConnection, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let (timeout, address, connectTimeout) = (configuration.queryTimeout, self.address, configuration.connectTimeout)
        let interrupt: @Sendable () -> Void = {
            connection.interrupt(job: connection.currentJob, address: address, timeout: connectTimeout)
        }
        return try await withTaskCancellationHandler {
            try await DeadlineRace.run(
                until: .now + timeout,
                expired: {
                    interrupt()
                    return SQLError.busy("MariaDB did not answer within \(timeout)")
                }, operation)
        } onCancel: {
            interrupt()
        }
    }

    // MARK: Statements

    func open(
        _ query: SQLQuery, _ arguments: SQLArguments, on transaction: MariaDBConnection?, batchSize: Int
    ) async throws -> QueryResult {
        let values = try BindingPlan.arguments(arguments, for: query)
        let plan = try BindingPlan(query: query, arguments: values)
        let bound = Self.positional(plan.values(enclosing: []), query)
        let connection = try await leaseUnlessGiven(transaction)
        let (timeZone, dates) = (configuration.timeZone, self.dates)
        let cursor = MariaDBCursor(
            database: self, connection: connection, ownsConnection: transaction == nil, batchSize: batchSize)
        // Past the deadline, a result that comes after all is dropped: the cursor's deinit gives its connection back.
        return try await withDeadline(on: connection) {
            do {
                let first = try await self.run(on: connection) { () throws(SQLError) -> [Row] in
                    try cursor.start(query, values: bound, arguments: values, timeZone: timeZone, dates: dates)
                }
                return QueryResult(first: first, rest: cursor)
            } catch {
                await cursor.close(after: error)
                throw error
            }
        }
    }

    func execute(
        _ statement: SQLQuery, _ arguments: SQLArguments, on transaction: MariaDBConnection?
    ) async throws -> UpdateResult {
        let values = try BindingPlan.arguments(arguments, for: statement)
        let bound = Self.positional(try BindingPlan(query: statement, arguments: values).values(enclosing: []), statement)
        let (sql, timeZone, dates) = (statement.text(for: .mysql), configuration.timeZone, self.dates)
        return try await runStatement(on: transaction) { connection throws(SQLError) -> UpdateResult in
            let prepared = try connection.prepare(sql)
            defer { prepared.close() }
            try prepared.execute(bound, timeZone: timeZone)
            var returned: [Row] = []
            while let row = try prepared.fetch(dates: dates) {
                returned.append(Row(columns: prepared.layout, values: row))
            }
            let count = returned.isEmpty ? prepared.affectedRows : returned.count
            return UpdateResult(
                rowCount: count, returnedRows: returned,
                generatedKey: returned.first?.values.first?.integerValue ?? prepared.insertID)
        }
    }

    func executeBatch(
        _ statement: SQLQuery, _ argumentSets: [SQLArguments], on transaction: MariaDBConnection?
    ) async throws -> Int {
        var valueSets: [[SQLValue]] = []
        for arguments in argumentSets {
            let values = try BindingPlan.arguments(arguments, for: statement)
            valueSets.append(
                Self.positional(try BindingPlan(query: statement, arguments: values).values(enclosing: []), statement))
        }
        let (sql, timeZone, sets) = (statement.text(for: .mysql), configuration.timeZone, valueSets)
        return try await runStatement(on: transaction) { connection throws(SQLError) -> Int in
            let ownsTransaction = !connection.isInTransaction
            if ownsTransaction { try connection.execute("START TRANSACTION") }
            do throws(SQLError) {
                let prepared = try connection.prepare(sql)
                defer { prepared.close() }
                var total = 0
                for values in sets {
                    try prepared.execute(values, timeZone: timeZone)
                    total += prepared.affectedRows
                }
                if ownsTransaction { try connection.execute("COMMIT") }
                return total
            } catch {
                if ownsTransaction { try? connection.execute("ROLLBACK") }
                throw error
            }
        }
    }

    /// Runs a statement's `job` on the transaction's connection, or on one leased for it and given back after, within
    /// the query deadline.
    private func runStatement<T: Sendable>(
        on transaction: MariaDBConnection?, _ job: @escaping @Sendable (MariaDBConnection) throws(SQLError) -> T
    ) async throws -> T {
        let connection = try await leaseUnlessGiven(transaction)
        return try await withDeadline(on: connection) {
            do {
                let result = try await self.run(on: connection) { () throws(SQLError) in try job(connection) }
                if transaction == nil { await self.giveBack(connection, healthy: true) }
                return result
            } catch {
                if transaction == nil { await self.giveBack(connection, healthy: true, failure: error) }
                throw error
            }
        }
    }

    /// The values of a statement's named parameters, one per `?` in the order they are written.
    static func positional(_ values: [SQLValue], _ query: SQLQuery) -> [SQLValue] {
        query.occurrences.map { values[$0] }
    }

    /// Takes back a connection that is not to be lent again (its result left unread, or an error mid-way): it is
    /// closed, then its abandoned statement freed (once its connection is closed no row is read to free it), on the
    /// thread pool — inline when the pool has stopped.
    func discard(
        _ connection: MariaDBConnection, abandoned: MariaDBStatement.Abandoned?, failure: (any Error)?
    ) async {
        let closeAndFree: @Sendable () -> Void = {
            connection.close()
            abandoned?.free()
        }
        do {
            try await threadPool.runBlocking { () throws(SQLError) in closeAndFree() }
        } catch {
            closeAndFree()
        }
        await giveBack(connection, healthy: false, failure: failure)
    }

    /// Takes back a leased connection: kept unless it is not `healthy` (a result left unread, a failed rollback) or
    /// `failure` says the server went away — then the idle connections are dropped too, and the breaker looks for the
    /// server.
    func giveBack(_ connection: MariaDBConnection, healthy: Bool, failure: (any Error)? = nil) async {
        guard let failure, case .unavailable(let reason) = failure as? SQLError else {
            pool.release(connection, purpose: .short, healthy: healthy)
            return
        }
        pool.release(connection, purpose: .short, healthy: false)
        await pool.dropIdle()
        breaker.suspect(reason)
    }
}

/// The statements of one MariaDB transaction, all on its connection.
struct MariaDBTransaction: SQLExecutor {
    let database: MariaDBDatabase
    let connection: MariaDBConnection

    func query(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> QueryResult {
        // A transaction's connection runs one statement at a time: its result is read whole before the next.
        let result = try await database.open(query, arguments, on: connection, batchSize: Int.max)
        return result
    }

    func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row? {
        try await database.open(query, arguments, on: connection, batchSize: Int.max).source.firstRowClosing()
    }

    func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult {
        try await database.execute(statement, arguments, on: connection)
    }

    func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int {
        try await database.executeBatch(statement, argumentSets, on: connection)
    }
}

#endif
