// Built with the package's `PostgreSQL` trait only: without it, KiloSQL needs neither PostgresNIO nor its TLS.
#if PostgreSQL
public import Foundation
public import Logging
public import PostgresNIO
import KiloShared
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
/// ``SQLError/unavailable(_:)`` — the first after the connect timeout, the others at once while a probe of the
/// database's own tries to reconnect (``isReachable``), so that an outage never makes every request wait.
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
        /// How long a statement outside a transaction (and a streamed query's first rows) may take before it fails
        /// with ``SQLError/busy(_:)`` (503): a frozen server, or a query far slower than it should be.
        public var queryTimeout = Duration.seconds(30)
        /// Where PostgresNIO's own messages go; silent by default.
        public var logger = Logger(label: "KiloSQL.PostgreSQL", factory: { _ in SwiftLogNoOpLogHandler() })

        /// 16 connections, batches of 256 rows, dates in UTC, a 5-second connect timeout, a 30-second query timeout.
        public init() {}
    }

    private let client: PostgresClient
    private let runner: Task<Void, Never>
    private let configuration: Configuration
    private let dates: DateReader
    private let breaker: ReachabilityBreaker

    /// Whether the server answered when last tried: false from a statement that found no server until a probe
    /// reconnects (statements fail at once meanwhile). A readiness check can report it.
    public var isReachable: Bool { !breaker.isOpen }

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
        breaker = ReachabilityBreaker(
            serverName: "PostgreSQL", host: clientConfiguration.host, port: clientConfiguration.port ?? 5432,
            connectTimeout: configuration.connectTimeout)
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
        // The stream leases its own connection; a lease first finds an unreachable server within the connect timeout
        // (the connection goes back idle and is normally the one the stream gets).
        try await withSession(inTransaction: false) { _ in }
        let (client, dates, batchSize, logger) = (self.client, self.dates, configuration.batchSize, configuration.logger)
        let postgresQuery = PostgresQuery(
            unsafeSQL: query.text(for: .postgres), binds: PostgresBind.bindings(plan.values(enclosing: [])))
        let timeout = configuration.queryTimeout
        // The first rows come within the query timeout; the rest as the client reads them.
        return try await DeadlineRace.run(
            until: .now + timeout, expired: { SQLError.busy("PostgreSQL sent no rows within \(timeout)") }
        ) {
            let rows: PostgresRowSequence
            do {
                rows = try await client.query(postgresQuery, logger: logger)
            } catch {
                throw SQLError.from(error, query: query.text)
            }
            let cursor = PostgresStreamCursor(rows: rows, dates: dates, batchSize: batchSize, sql: query.text)
            return QueryResult(first: try await cursor.nextBatch() ?? [], rest: cursor)
        }
    }

    /// PostgreSQL.
    public var dialect: SQLDialect { .postgres }

    public func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row? {
        try await withSession(inTransaction: false) { try await $0.first(query, arguments) }
    }

    public func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult {
        try await withSession(inTransaction: false) { try await $0.execute(statement, arguments) }
    }

    public func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int {
        try await transaction { try await $0.executeBatch(statement, argumentSets) }
    }

    public func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> T) async throws -> T {
        // Escaping for real: at the query timeout the caller is answered while `body` runs on to its end.
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

    /// Closes the pool: statements fail from then on. Waits for PostgresNIO's pool to stop, for at most the connect
    /// timeout (and 5 s at least), then returns: its `run()` has been seen, rarely, never to return once cancelled
    /// (CI's test runs hung on it, closing a pool whose last statement was `DROP DATABASE`), which would hold a
    /// server's graceful shutdown for ever. A pool that stops late is left to end alone, and said so in the log.
    public func close() async {
        breaker.stop()
        runner.cancel()
        let runner = self.runner
        let limit = max(configuration.connectTimeout, .seconds(5))
        do {
            try await DeadlineRace.run(until: .now + limit, expired: { PoolStopTimeout() }) { await runner.value }
        } catch {
            configuration.logger.warning("The PostgreSQL pool did not stop within \(limit); it is left to end alone.")
        }
    }

    /// The pool did not stop in time.
    private struct PoolStopTimeout: Error {}

    /// Leases a connection for `body`, failing with ``SQLError/unavailable(_:)`` when none comes within the connect
    /// timeout (while the server is down, PostgresNIO keeps a lease request waiting for up to a minute as it retries),
    /// and outside a transaction with ``SQLError/busy(_:)`` when the body is not done within the query timeout.
    private func withSession<T: Sendable>(
        inTransaction: Bool, _ body: @escaping @Sendable (PostgresSession) async throws -> T
    ) async throws -> T {
        if let refusal = breaker.refusal() { throw SQLError.unavailable(refusal) }
        do {
            let result = try await leasedSession(inTransaction: inTransaction, body)
            return result
        } catch SQLError.unavailable(let reason) {
            breaker.suspect(reason)
            throw SQLError.unavailable(reason)
        }
    }

    private func leasedSession<T: Sendable>(
        inTransaction: Bool, _ body: @escaping @Sendable (PostgresSession) async throws -> T
    ) async throws -> T {
        let (client, dates, batchSize, logger) = (self.client, self.dates, configuration.batchSize, configuration.logger)
        let (connectTimeout, queryTimeout) = (configuration.connectTimeout, configuration.queryTimeout)
        let leased = LeasedConnection()
        let session: @Sendable () async throws -> T = {
            try await client.withConnection { connection in
                // A connection that came after the caller was answered is given back unused.
                guard leased.set(connection) else { throw CancellationError() }
                return try await body(
                    PostgresSession(
                        connection: connection, dates: dates, batchSize: batchSize, logger: logger,
                        inTransaction: inTransaction))
            }
        }
        do {
            return try await DeadlineRace.run(session) { () async -> (any Error)? in
                guard await DeadlineTimers.shared.sleep(until: .now + connectTimeout) else { return nil }
                guard let leasedAt = leased.leasedAtOrGiveUp() else {
                    return SQLError.unavailable("no connection to PostgreSQL within \(connectTimeout)")
                }
                // A transaction runs the caller's code between its statements: only its lease is bounded.
                guard !inTransaction,
                    await DeadlineTimers.shared.sleep(until: leasedAt + queryTimeout)
                else { return nil }
                leased.close()
                return SQLError.busy("PostgreSQL did not answer within \(queryTimeout)")
            }
        } catch {
            throw SQLError.from(error, query: nil)
        }
    }
}
#endif
