// Built with the package's `MySQL` trait only.
#if MySQL
import Foundation

/// The open connections of a ``MariaDBDatabase``: idle ones lent first, new ones opened while under the limit, callers
/// beyond it waiting in turn.
actor MariaDBPool {
    /// What a caller gets: an idle connection, or the right to open one (counted already).
    enum Lease {
        case idle(MariaDBConnection)
        case open
    }

    private var idle: [MariaDBConnection] = []
    /// Connections open or being opened.
    private var count = 0
    private let limit: Int
    private var waiters: [CheckedContinuation<Lease, any Error>] = []
    private var isClosed = false

    init(limit: Int) {
        self.limit = limit
    }

    func take() async throws -> Lease {
        guard !isClosed else { throw SQLError.unavailable("the database has been closed") }
        if let connection = idle.popLast() { return .idle(connection) }
        if count < limit {
            count += 1
            return .open
        }
        return try await withCheckedThrowingContinuation { waiters.append($0) }
    }

    /// Takes back a connection: lent to the next waiter, kept idle, or closed when it failed (`healthy` false) or the
    /// pool is closed.
    func giveBack(_ connection: MariaDBConnection, healthy: Bool = true) {
        guard healthy, !isClosed else {
            connection.close()
            count -= 1
            if !waiters.isEmpty {
                count += 1
                waiters.removeFirst().resume(returning: .open)
            }
            return
        }
        if waiters.isEmpty {
            idle.append(connection)
        } else {
            waiters.removeFirst().resume(returning: .idle(connection))
        }
    }

    /// A connection that was to be opened could not be: its place goes to the next waiter.
    func failedToOpen() {
        count -= 1
        if !waiters.isEmpty {
            count += 1
            waiters.removeFirst().resume(returning: .open)
        }
    }

    func close() {
        isClosed = true
        for connection in idle { connection.close() }
        count -= idle.count
        idle = []
        for waiter in waiters { waiter.resume(throwing: SQLError.unavailable("the database has been closed")) }
        waiters = []
    }
}

/// A result read a batch at a time, each batch one thread-pool job on the result's connection.
///
/// `@unchecked Sendable`: its statement is touched only inside jobs on the connection (``MariaDBConnection/exclusively(_:)``).
final class MariaDBCursor: RowSource, @unchecked Sendable {
    private let database: MariaDBDatabase
    private let connection: MariaDBConnection
    /// Whether the connection was leased for this result (and goes back when it ends), or is a transaction's.
    private let ownsConnection: Bool
    private let batchSize: Int
    private var statement: MariaDBStatement?
    private var dates: DateReader?
    private var isReleased = false
    /// The query, when its rows have attachments: each batch's subqueries run between the cursor's fetches.
    private var attaching: (query: SQLQuery, arguments: [String: SQLValue], timeZone: TimeZone)?

    init(database: MariaDBDatabase, connection: MariaDBConnection, ownsConnection: Bool, batchSize: Int) {
        self.database = database
        self.connection = connection
        self.ownsConnection = ownsConnection
        self.batchSize = batchSize
    }

    /// Prepares, binds and executes the statement and reads the first batch (inside a job).
    func start(
        _ query: SQLQuery, values: [SQLValue], arguments: [String: SQLValue], timeZone: TimeZone, dates: DateReader
    ) throws(SQLError) -> [Row] {
        let prepared = try connection.prepare(query.text(for: .mysql))
        statement = prepared
        self.dates = dates
        if !query.attachments.isEmpty { attaching = (query, arguments, timeZone) }
        try prepared.execute(values, timeZone: timeZone, cursor: attaching == nil ? nil : min(batchSize, 4_096))
        return try fetchBatch()
    }

    /// Up to `batchSize` rows (inside a job); the statement is closed after the last.
    private func fetchBatch() throws(SQLError) -> [Row] {
        guard let statement, let dates else { return [] }
        var rows: [Row] = []
        while rows.count < batchSize {
            guard let values = try statement.fetch(dates: dates) else {
                statement.close()
                self.statement = nil
                break
            }
            rows.append(Row(columns: statement.layout, values: values))
        }
        if let (query, arguments, timeZone) = attaching {
            rows = try rows.map { row throws(SQLError) in
                try connection.attach(
                    query, layout: row.columns, values: row.values, enclosing: [], arguments: arguments,
                    timeZone: timeZone, dates: dates)
            }
        }
        return rows
    }

    func nextBatch() async throws -> [Row]? {
        let isOpen = try await database.run(on: connection) { () throws(SQLError) in self.statement != nil }
        guard isOpen else {
            await release(healthy: true)
            return nil
        }
        do {
            let rows = try await database.run(on: connection) { () throws(SQLError) in try self.fetchBatch() }
            if rows.isEmpty {
                await release(healthy: true)
                return nil
            }
            return rows
        } catch {
            await release(healthy: !MariaDBDatabase.isConnectionLost(error))
            throw error
        }
    }

    /// Ends the result: a result read to its end gives its connection back; one dropped early closes its
    /// connection, rather than read the rows left (the server sends them all, however many).
    func close() async {
        let unfinished = (try? await database.run(on: connection) { () throws(SQLError) in self.statement != nil }) ?? true
        await release(healthy: !unfinished)
    }

    deinit {
        // Dropped before the end (the client went away): a connection mid-result cannot be lent again, so it is closed,
        // on the pool's actor, and its place given to the next caller.
        guard ownsConnection, !isReleased else { return }
        let (database, connection) = (self.database, self.connection)
        let abandoned = statement?.abandon()
        Task {
            await database.giveBack(connection, healthy: abandoned == nil)
            // Freed only once its connection is closed: then no row is read to close it.
            abandoned?.free()
        }
    }

    private func release(healthy: Bool) async {
        guard ownsConnection else {
            if !healthy {
                _ = try? await database.run(on: connection) { () throws(SQLError) in
                    self.statement?.close()
                    self.statement = nil
                }
            }
            return
        }
        let first =
            (try? await database.run(on: connection) { () throws(SQLError) -> Bool in
                defer { self.isReleased = true }
                return !self.isReleased
            }) ?? false
        guard first else { return }
        await database.giveBack(connection, healthy: healthy)
    }
}
#endif
