public import Foundation
public import Logging
public import PostgresNIO
import Synchronization

/// A PostgreSQL database, reached through a pool of PostgresNIO connections.
///
/// Rows stream with back-pressure: a slow reader slows the server, and memory stays flat. A query with attached
/// subqueries runs each row's subqueries on the outer query's connection (so a burst of such requests cannot
/// exhaust the pool waiting on itself): inside a ``transaction(_:)`` it streams through a server-side cursor; outside
/// one its rows are read in full first.
///
/// `date` and `timestamp` values are read in ``Configuration/timeZone``; `timestamptz` values are instants already.
/// The pool reconnects on its own when the server comes back after going away; meanwhile statements fail with
/// ``SQLError/unavailable(_:)``.
public final class PostgreSQLDatabase: Database {
    /// How the pool behaves.
    public struct Configuration: Sendable {
        /// The most connections open at once.
        public var maximumConnections = 16
        /// Rows per batch when streaming.
        public var batchSize = 256
        /// The zone in which `date` and `timestamp` values are read.
        public var timeZone = TimeZone(identifier: "UTC") ?? .current
        /// How long to wait for a connection before giving up with ``SQLError/unavailable(_:)``.
        public var connectTimeout = Duration.seconds(5)
        /// Where PostgresNIO's own messages go; silent by default.
        public var logger = Logger(label: "KiloSQL.PostgreSQL", factory: { _ in SwiftLogNoOpLogHandler() })

        /// 16 connections, batches of 256 rows, dates in UTC, a 5-second connect timeout.
        public init() {}
    }

    private let client: PostgresClient
    private let runner: Task<Void, Never>
    private let configuration: Configuration
    private let dates: DateReader

    /// Connects to the database a URL names: `postgres://user[:password]@host[:port]/database`. TLS is not used.
    public convenience init(url: String, configuration: Configuration = Configuration()) throws {
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme),
            let host = components.host, !host.isEmpty
        else {
            throw SQLError.unavailable("\"\(url)\" is not a postgres://user@host:port/database URL")
        }
        let database = components.path.split(separator: "/").first.map(String.init)
        let client = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: components.user ?? "postgres",
            password: components.password, database: database, tls: .disable)
        self.init(client: client, configuration: configuration)
    }

    /// Connects with a PostgresNIO client configuration. Connections open when first needed.
    public init(client clientConfiguration: PostgresClient.Configuration, configuration: Configuration = Configuration()) {
        var clientConfiguration = clientConfiguration
        clientConfiguration.options.maximumConnections = configuration.maximumConnections
        clientConfiguration.options.connectTimeout = configuration.connectTimeout
        let client = PostgresClient(configuration: clientConfiguration, backgroundLogger: configuration.logger)
        self.client = client
        self.configuration = configuration
        dates = DateReader(timeZone: configuration.timeZone)
        // The pool works only while `run()` runs; `close()` ends it.
        runner = Task { await client.run() }
    }

    public func query(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> QueryResult {
        guard query.attachments.isEmpty else {
            return try await withSession(inTransaction: false) { try await $0.query(query, arguments) }
        }
        let values = try BindingPlan.arguments(arguments, for: query)
        let plan = try BindingPlan(query: query, arguments: values)
        // The stream leases its own connection, with no timeout of ours; a lease first finds an unreachable server
        // within the connect timeout (the connection goes back idle and is normally the one the stream gets).
        try await withSession(inTransaction: false) { _ in }
        let rows: PostgresRowSequence
        do {
            rows = try await self.client.query(
                PostgresQuery(unsafeSQL: query.text(for: .postgres), binds: PostgresBind.bindings(plan.values(enclosing: []))),
                logger: self.configuration.logger)
        } catch {
            throw SQLError.from(error, query: query.text)
        }
        let cursor = PostgresStreamCursor(rows: rows, dates: dates, batchSize: configuration.batchSize, sql: query.text)
        return QueryResult(first: try await cursor.nextBatch() ?? [], rest: cursor)
    }

    public func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row? {
        try await withSession(inTransaction: false) { try await $0.first(query, arguments) }
    }

    public func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult {
        try await withSession(inTransaction: false) { try await $0.execute(statement, arguments) }
    }

    public func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int {
        try await transaction { try await $0.executeBatch(statement, argumentSets) }
    }

    public func transaction<T: Sendable>(_ body: @Sendable (any SQLExecutor) async throws -> T) async throws -> T {
        // The session runs in a child task of `withSession`, which ends before this returns.
        try await withoutActuallyEscaping(body) { body in try await transaction(escaping: body) }
    }

    private func transaction<T: Sendable>(
        escaping body: @escaping @Sendable (any SQLExecutor) async throws -> T
    ) async throws -> T {
        try await withSession(inTransaction: true) { session in
            _ = try await session.execute(SQLQuery("BEGIN"), [:])
            do {
                let result = try await body(session)
                _ = try await session.execute(SQLQuery("COMMIT"), [:])
                return result
            } catch {
                _ = try? await session.execute(SQLQuery("ROLLBACK"), [:])
                throw error
            }
        }
    }

    public func close() async {
        runner.cancel()
        await runner.value
    }

    /// Leases a connection for `body`, failing with ``SQLError/unavailable(_:)`` when none comes within the connect
    /// timeout: while the server is down, PostgresNIO keeps a lease request waiting (for up to a minute) as it retries.
    private func withSession<T: Sendable>(
        inTransaction: Bool, _ body: @escaping @Sendable (PostgresSession) async throws -> T
    ) async throws -> T {
        let (client, dates, batchSize, logger) = (self.client, self.dates, configuration.batchSize, configuration.logger)
        let timeout = configuration.connectTimeout
        let leased = LeaseFlag()
        do {
            return try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask {
                    try await client.withConnection { connection in
                        leased.set()
                        return try await body(
                            PostgresSession(
                                connection: connection, dates: dates, batchSize: batchSize, logger: logger,
                                inTransaction: inTransaction))
                    }
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    guard leased.isSet else {
                        throw SQLError.unavailable("no connection to PostgreSQL within \(timeout)")
                    }
                    return nil
                }
                // The first `T` is the body's; the watchdog's `nil` only says the lease came in time.
                while let result = try await group.next() {
                    if let value = result {
                        group.cancelAll()
                        return value
                    }
                }
                throw SQLError.unavailable("no connection to PostgreSQL")
            }
        } catch {
            throw SQLError.from(error, query: nil)
        }
    }
}

/// Set once a connection has been leased, read by the lease watchdog.
private final class LeaseFlag: Sendable {
    private let flag = Atomic(false)
    var isSet: Bool { flag.load(ordering: .acquiring) }
    func set() { flag.store(true, ordering: .releasing) }
}
