public import Foundation
public import NIOPosix
import Synchronization

/// An SQLite database: a file (or memory) opened through the SQLite that sqlite-nio bundles, so nothing needs
/// installing.
///
/// File databases use write-ahead logging and a pool of connections, so reads run side by side and never wait for
/// a writer; an in-memory database has exactly one connection (each connection would see a database of its own), so
/// its statements take turns. SQLite's calls block, so they run on a thread pool, never on Swift's cooperative
/// threads. Writes (`execute`, `executeBatch`, transactions) take turns in the process before they reach SQLite, so
/// that a writer waiting for the database's lock never holds a thread the lock's holder needs.
///
/// SQLite has no date type: columns declared `DATE`, `DATETIME` or `TIMESTAMP` that hold text such as `2001-11-27`
/// are read as milliseconds since 1970 in ``Configuration/timeZone``; integers in them are taken as milliseconds
/// already. Columns declared `BOOLEAN` are read as `true`/`false`. A bound `Date` is stored as milliseconds.
public final class SQLiteDatabase: Database {
    /// How the database is opened.
    public struct Configuration: Sendable {
        /// The most connections open at once (file databases only).
        public var maximumConnections = 4
        /// Rows fetched per thread-pool job when streaming a result.
        public var batchSize = 256
        /// The zone in which date text without an offset is read.
        public var timeZone = TimeZone(identifier: "UTC") ?? .current
        /// The thread pool SQLite's blocking calls run on. Every database left on the shared pool queues its calls
        /// with the others': give a busy database a pool of its own so that another's long results cannot delay it.
        public var threadPool = NIOThreadPool.singleton
        /// How long a statement waits for a free connection before it fails with ``SQLError/busy(_:)`` (503).
        public var leaseTimeout = Duration.seconds(30)
        /// How many prepared statements each connection keeps for reuse, by SQL text (least recently used dropped
        /// first); 0 compiles every statement anew. Cached statements stay correct when the schema changes.
        public var statementCacheSize = 64

        /// The defaults: 4 connections (at most 3 held by streamed results), batches of 256 rows, dates in UTC, NIO's
        /// shared thread pool, a lease timeout of 30 s, 64 cached statements per connection.
        public init() {}
    }

    private let path: String?
    private let configuration: Configuration
    private let dates: DateReader
    let pool: SQLiteConnectionPool
    /// Whose turn it is to write, in this process.
    private let writers = SQLiteWriterLock()

    /// Opens the database file at `path`, creating it when it does not exist; `nil` opens a private in-memory
    /// database. The file is opened now, so a path that cannot be opened throws here.
    public init(path: String?, configuration: Configuration = Configuration()) async throws {
        self.path = path
        self.configuration = configuration
        dates = DateReader(timeZone: configuration.timeZone)
        let limit = path == nil ? 1 : max(1, configuration.maximumConnections)
        pool = SQLiteConnectionPool(
            path: path, limit: limit, leaseTimeout: configuration.leaseTimeout,
            statementCacheSize: configuration.statementCacheSize, threadPool: configuration.threadPool)
        let lease = try await pool.leaseOnce()
        lease.release()
    }

    /// SQLite.
    public var dialect: SQLDialect { .sqlite }

    public func query(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> QueryResult {
        try await open(query, arguments, on: nil, batchSize: configuration.batchSize, purpose: .stream)
    }

    public func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row? {
        try await open(query, arguments, on: nil, batchSize: 1).source.firstRowClosing()
    }

    public func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult {
        try await writers.withTurn(timeout: configuration.leaseTimeout) { try await execute(statement, arguments, on: nil) }
    }

    public func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int {
        try await writers.withTurn(timeout: configuration.leaseTimeout) {
            try await executeBatch(statement, argumentSets, on: nil)
        }
    }

    public func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> T) async throws -> T {
        try await writers.withTurn(timeout: configuration.leaseTimeout) { try await transactionInTurn(body) }
    }

    private func transactionInTurn<T: Sendable>(_ body: @Sendable (any SQLExecutor) async throws -> T) async throws -> T {
        let lease = try await pool.leaseOnce()
        defer { lease.release() }
        let connection = lease.connection
        try await run(on: connection) { () throws(SQLError) in try connection.execute("BEGIN IMMEDIATE") }
        let result: T
        do {
            result = try await body(SQLiteTransaction(database: self, connection: connection))
        } catch {
            try? await run(on: connection) { () throws(SQLError) in try connection.execute("ROLLBACK") }
            throw error
        }
        try await run(on: connection) { () throws(SQLError) in try connection.execute("COMMIT") }
        return result
    }

    public func close() async {
        await pool.close()
    }

    // MARK: Running on a connection

    /// Runs a blocking job on `connection` on the thread pool.
    func run<T: Sendable>(on connection: SQLiteConnection, _ job: @escaping @Sendable () throws(SQLError) -> T) async throws -> T
    {
        try await configuration.threadPool.runBlocking { () throws(SQLError) in try connection.exclusively(job) }
    }

    /// Leases a connection for one operation, or uses the transaction's.
    private func lease(
        _ connection: SQLiteConnection?, for purpose: SQLiteConnectionPool.Purpose = .short
    ) async throws -> SQLiteLease {
        if let connection { return SQLiteLease(borrowing: connection) }
        return try await pool.leaseOnce(for: purpose)
    }

    func open(
        _ query: SQLQuery, _ arguments: SQLArguments, on connection: SQLiteConnection?, batchSize: Int,
        purpose: SQLiteConnectionPool.Purpose = .short
    ) async throws
        -> QueryResult
    {
        let values = try BindingPlan.arguments(arguments, for: query)
        let lease = try await lease(connection, for: purpose)
        let (threadPool, dates) = (configuration.threadPool, self.dates)
        do {
            // Prepared, bound and the first batch read in one job: one thread hop for a small result.
            let (cursor, first) = try await run(on: lease.connection) { () throws(SQLError) -> (SQLiteCursor, [Row]) in
                let tree = try SQLiteStatementTree(
                    query, enclosing: [], arguments: values, connection: lease.connection, dates: dates)
                do throws(SQLError) {
                    try tree.bind(enclosing: [])
                } catch {
                    tree.release()
                    throw error
                }
                let cursor = SQLiteCursor(tree: tree, lease: lease, threadPool: threadPool, batchSize: batchSize)
                return (cursor, try cursor.fetchBatch() ?? [])
            }
            return QueryResult(first: first, rest: cursor)
        } catch {
            lease.release()
            throw error
        }
    }

    func execute(
        _ statement: SQLQuery, _ arguments: SQLArguments, on connection: SQLiteConnection?
    ) async throws
        -> UpdateResult
    {
        let values = try BindingPlan.arguments(arguments, for: statement)
        let lease = try await lease(connection)
        defer { lease.release() }
        let dates = self.dates
        return try await run(on: lease.connection) { () throws(SQLError) -> UpdateResult in
            let connection = lease.connection
            let tree = try SQLiteStatementTree(statement, enclosing: [], arguments: values, connection: connection, dates: dates)
            defer { tree.release() }
            let rowIDBefore = connection.lastInsertRowID
            try tree.bind(enclosing: [])
            var returned: [Row] = []
            while try tree.step() { returned.append(try tree.currentRow(enclosing: [])) }
            let changes = tree.statement.returnsRows && returned.isEmpty ? 0 : connection.changes
            var key = returned.first?.values.first?.integerValue
            if key == nil, changes > 0, connection.lastInsertRowID != rowIDBefore || Self.isInsert(statement.text) {
                key = connection.lastInsertRowID
            }
            return UpdateResult(rowCount: changes, returnedRows: returned, generatedKey: key)
        }
    }

    func executeBatch(
        _ statement: SQLQuery, _ argumentSets: [SQLArguments], on connection: SQLiteConnection?
    ) async throws
        -> Int
    {
        let valueSets = try argumentSets.map { arguments throws(SQLError) in try BindingPlan.arguments(arguments, for: statement)
        }
        let lease = try await lease(connection)
        defer { lease.release() }
        let dates = self.dates
        return try await run(on: lease.connection) { () throws(SQLError) -> Int in
            let connection = lease.connection
            let ownsTransaction = !connection.isInTransaction
            if ownsTransaction { try connection.execute("BEGIN IMMEDIATE") }
            do throws(SQLError) {
                let statementSQL = try connection.statement(statement.text(for: .sqlite), dates: dates)
                defer { connection.giveBack(statementSQL) }
                var total = 0
                for values in valueSets {
                    let plan = try BindingPlan(query: statement, arguments: values)
                    try statementSQL.bind(plan.values(enclosing: []))
                    while try statementSQL.step() {}
                    total += connection.changes
                }
                if ownsTransaction { try connection.execute("COMMIT") }
                return total
            } catch {
                if ownsTransaction { try? connection.execute("ROLLBACK") }
                throw error
            }
        }
    }

    private static func isInsert(_ sql: String) -> Bool {
        let start = sql.drop { $0.isWhitespace }.prefix(7).uppercased()
        return start.hasPrefix("INSERT") || start.hasPrefix("REPLACE")
    }
}

/// The statements of one SQLite transaction, all on its connection.
struct SQLiteTransaction: SQLExecutor {
    let database: SQLiteDatabase
    let connection: SQLiteConnection

    func query(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> QueryResult {
        try await database.open(query, arguments, on: connection, batchSize: 256)
    }

    func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row? {
        try await database.open(query, arguments, on: connection, batchSize: 1).source.firstRowClosing()
    }

    func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult {
        try await database.execute(statement, arguments, on: connection)
    }

    func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int {
        try await database.executeBatch(statement, argumentSets, on: connection)
    }
}
