// Built with the package's `PostgreSQL` trait only: without it, KiloSQL needs neither PostgresNIO nor its TLS.
#if PostgreSQL
import PostgresNIO

/// Streams a query without attachments from PostgresNIO's back-pressured row sequence, a batch at a time.
actor PostgresStreamCursor: RowSource {
    private var iterator: PostgresRowSequence.AsyncIterator?
    private var reader: PostgresRowReader
    private let batchSize: Int
    private let sql: String

    init(rows: PostgresRowSequence, dates: DateReader, batchSize: Int, sql: String) {
        iterator = rows.makeAsyncIterator()
        reader = PostgresRowReader(dates: dates)
        self.batchSize = batchSize
        self.sql = sql
    }

    func nextBatch() async throws -> [Row]? {
        guard var iterator else { return nil }
        var rows: [Row] = []
        rows.reserveCapacity(batchSize)
        do {
            while rows.count < batchSize {
                guard let row = try await iterator.next(isolation: self) else {
                    self.iterator = nil
                    return rows.isEmpty ? nil : rows
                }
                let (layout, values) = try reader.row(row)
                rows.append(Row(columns: layout, values: values))
            }
        } catch {
            self.iterator = nil
            throw SQLError.from(error, query: sql)
        }
        self.iterator = iterator
        return rows
    }

    func close() async {
        // Dropping the sequence's iterator cancels the rest of the query and gives the connection back.
        iterator = nil
    }
}

/// Streams a query with attachments inside a transaction: a server-side cursor is fetched a batch at a time, and
/// each batch's subqueries run on the same connection in between.
actor PostgresFetchCursor: RowSource {
    private let session: PostgresSession
    private let query: SQLQuery
    private let arguments: [String: SQLValue]
    private let name: String
    private var isOpen = false

    init(session: PostgresSession, query: SQLQuery, arguments: [String: SQLValue]) {
        self.session = session
        self.query = query
        self.arguments = arguments
        name = "kilo_cursor_\(UInt64.random(in: 0...UInt64.max))"
    }

    func open() async throws {
        let plan = try BindingPlan(query: query, arguments: arguments)
        let declare = SQLQuery("DECLARE \(name) NO SCROLL CURSOR FOR \(query.text)")
        for try await _ in try await session.run(declare, plan.values(enclosing: [])) {}
        isOpen = true
    }

    func nextBatch() async throws -> [Row]? {
        guard isOpen else { return nil }
        var reader = PostgresRowReader(dates: session.dates)
        var outer: [(ColumnLayout, [SQLValue])] = []
        for try await row in try await session.run(SQLQuery("FETCH \(session.batchSize) FROM \(name)"), []) {
            outer.append(try reader.row(row))
        }
        if outer.count < session.batchSize { await close() }
        var rows: [Row] = []
        for (layout, values) in outer {
            rows.append(try await session.attach(query, layout: layout, values: values, enclosing: [], arguments: arguments))
        }
        return rows.isEmpty ? nil : rows
    }

    func close() async {
        guard isOpen else { return }
        isOpen = false
        _ = try? await session.execute(SQLQuery("CLOSE \(name)"), [:])
    }
}
#endif
