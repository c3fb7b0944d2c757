// Built with the package's `MySQL` trait only.
#if MySQL
import Foundation

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
            // Where the result stands after an error mid-way is not known: its connection is not lent again.
            await release(healthy: false, failure: error)
            throw error
        }
    }

    /// Ends the result: one read to its end (or within a few rows of it) gives its connection back; one closed
    /// earlier closes its connection, rather than read the rows left (the server sends them all, however many).
    func close() async {
        await close(after: nil)
    }

    /// Ends the result after `failure`, if any: a connection that found the server gone is not lent again.
    func close(after failure: (any Error)?) async {
        let finished =
            (try? await database.run(on: connection) { () throws(SQLError) -> Bool in
                guard let statement = self.statement, let dates = self.dates else { return true }
                // A few rows left (the rest of a short result read with `first`) cost less to read than a new
                // connection; many do not.
                for _ in 0..<Self.rowsReadToFinish {
                    guard try statement.fetch(dates: dates) != nil else {
                        statement.close()
                        self.statement = nil
                        return true
                    }
                }
                return false
            }) ?? false
        await release(healthy: finished, failure: failure)
    }

    /// How many unread rows a closed result reads to keep its connection.
    static let rowsReadToFinish = 64

    deinit {
        // Dropped before the end (the client went away): a connection mid-result cannot be lent again, so it is closed
        // and its place given to the next caller.
        guard ownsConnection, !isReleased else { return }
        let (database, connection) = (self.database, self.connection)
        // Read to its end but not released (dropped after its last batch): the connection is fine.
        guard let statement else {
            Task { await database.giveBack(connection, healthy: true) }
            return
        }
        let abandoned = statement.abandon()
        Task { await database.discard(connection, abandoned: abandoned, failure: nil) }
    }

    /// Gives the connection back once: the statement goes first, inside a job on the connection — closed when the
    /// connection stays (its result is over), given up when the connection is closed (closing the statement would
    /// read every row left) and freed after it — never freed later by this cursor's deinit, on whatever thread, while
    /// another holder uses the connection.
    private func release(healthy: Bool, failure: (any Error)? = nil) async {
        guard ownsConnection else {
            // A transaction's connection stays with the transaction: an unfinished statement is closed, its rows read.
            _ = try? await database.run(on: connection) { () throws(SQLError) in
                self.statement?.close()
                self.statement = nil
            }
            return
        }
        let released =
            try? await database.run(on: connection) { () throws(SQLError) -> MariaDBStatement.Abandoned?? in
                guard !self.isReleased else { return .none }
                self.isReleased = true
                defer { self.statement = nil }
                if healthy {
                    self.statement?.close()
                    return .some(nil)
                }
                return .some(self.statement?.abandon())
            }
        guard case .some(let abandoned) = released else { return }
        if healthy {
            await database.giveBack(connection, healthy: true, failure: failure)
        } else {
            await database.discard(connection, abandoned: abandoned, failure: failure)
        }
    }
}
#endif
