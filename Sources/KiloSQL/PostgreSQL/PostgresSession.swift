// Built with the package's `PostgreSQL` trait only: without it, KiloSQL needs neither PostgresNIO nor its TLS.
#if PostgreSQL
import Logging
import PostgresNIO

/// The statements run on one leased PostgreSQL connection: plain queries, queries with attached subqueries (read
/// outer rows first, then each row's subqueries on the same connection), updates.
struct PostgresSession: SQLExecutor {
    let connection: PostgresConnection
    let dates: DateReader
    let batchSize: Int
    let logger: Logger
    /// Whether the connection is inside a transaction, so that a server-side cursor can stream a query's rows.
    let inTransaction: Bool

    func query(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> QueryResult {
        let values = try BindingPlan.arguments(arguments, for: query)
        if query.attachments.isEmpty || !inTransaction {
            return QueryResult(source: BufferedRows(try await collect(query, enclosing: [], values)))
        }
        let cursor = PostgresFetchCursor(session: self, query: query, arguments: values)
        try await cursor.open()
        return QueryResult(first: try await cursor.nextBatch() ?? [], rest: cursor)
    }

    func first(_ query: SQLQuery, _ arguments: SQLArguments) async throws -> Row? {
        let argumentValues = try BindingPlan.arguments(arguments, for: query)
        let plan = try BindingPlan(query: query, arguments: argumentValues)
        var reader = PostgresRowReader(dates: dates)
        var first: (ColumnLayout, [SQLValue])?
        do {
            // Read to the end: the connection must be free before the attachments run on it.
            for try await row in try await run(query, plan.values(enclosing: [])) where first == nil {
                first = try reader.row(row)
            }
        } catch {
            throw SQLError.from(error, query: query.text)
        }
        guard let (layout, values) = first else { return nil }
        return try await attach(query, layout: layout, values: values, enclosing: [], arguments: argumentValues)
    }

    func execute(_ statement: SQLQuery, _ arguments: SQLArguments) async throws -> UpdateResult {
        let values = try BindingPlan.arguments(arguments, for: statement)
        let plan = try BindingPlan(query: statement, arguments: values)
        let sql = statement.text(for: .postgres)
        let result: PostgresQueryResult
        do {
            result = try await connection.query(
                PostgresQuery(unsafeSQL: sql, binds: PostgresBind.bindings(plan.values(enclosing: []))), logger: logger
            ).get()
        } catch {
            throw SQLError.from(error, query: statement.text)
        }
        var reader = PostgresRowReader(dates: dates)
        var returned: [Row] = []
        for row in result.rows {
            let (layout, rowValues) = try reader.row(row)
            returned.append(Row(columns: layout, values: rowValues))
        }
        return UpdateResult(
            rowCount: result.metadata.rows ?? returned.count, returnedRows: returned,
            generatedKey: returned.first?.values.first?.integerValue)
    }

    func executeBatch(_ statement: SQLQuery, _ argumentSets: [SQLArguments]) async throws -> Int {
        var total = 0
        for arguments in argumentSets { total += try await execute(statement, arguments).rowCount }
        return total
    }

    // MARK: Reading

    /// Starts `query` with `values` bound; the rows arrive as they are read.
    func run(_ query: SQLQuery, _ values: [SQLValue]) async throws -> PostgresRowSequence {
        do {
            return try await connection.query(
                PostgresQuery(unsafeSQL: query.text(for: .postgres), binds: PostgresBind.bindings(values)), logger: logger)
        } catch {
            throw SQLError.from(error, query: query.text)
        }
    }

    /// Every row of `query` with its attachments. The outer rows are read in full before the first subquery runs,
    /// as one connection runs one statement at a time.
    func collect(
        _ query: SQLQuery, enclosing: [(ColumnLayout, [SQLValue])], _ arguments: [String: SQLValue]
    ) async throws
        -> [Row]
    {
        let plan = try BindingPlan(query: query, enclosing: enclosing.map(\.0), arguments: arguments)
        var reader = PostgresRowReader(dates: dates)
        var outer: [(ColumnLayout, [SQLValue])] = []
        do {
            for try await row in try await run(query, plan.values(enclosing: enclosing.map(\.1))) {
                outer.append(try reader.row(row))
            }
        } catch {
            throw SQLError.from(error, query: query.text)
        }
        var rows: [Row] = []
        rows.reserveCapacity(outer.count)
        for (layout, values) in outer {
            rows.append(try await attach(query, layout: layout, values: values, enclosing: enclosing, arguments: arguments))
        }
        return rows
    }

    /// A row with each of `query`'s attachments run for it.
    func attach(
        _ query: SQLQuery, layout: ColumnLayout, values: [SQLValue], enclosing: [(ColumnLayout, [SQLValue])],
        arguments: [String: SQLValue]
    ) async throws -> Row {
        var row = Row(columns: layout, values: values)
        let scope = [(layout, values)] + enclosing
        for attachment in query.attachments {
            row.attachments.append(
                Row.Attachment(name: attachment.name, rows: try await collect(attachment.query, enclosing: scope, arguments)))
        }
        return row
    }
}
#endif
