import NIOPosix

/// A prepared query with its attached subqueries, each prepared once and re-bound for every row.
///
/// The statements come from the connection's cache and go back to it in ``release()``.
final class SQLiteStatementTree: @unchecked Sendable {
    let statement: SQLiteStatement
    private(set) var plan: BindingPlan
    let children: [(name: String, tree: SQLiteStatementTree)]
    private let query: SQLQuery
    private let arguments: [String: SQLValue]
    /// The enclosing results' layouts, innermost first, which `plan` was worked out for.
    private var enclosing: [ColumnLayout]
    private let connection: SQLiteConnection

    /// Prepares `query` and its attachments on `connection` (blocking).
    init(
        _ query: SQLQuery, enclosing: [ColumnLayout], arguments: [String: SQLValue], connection: SQLiteConnection,
        dates: DateReader
    ) throws(SQLError) {
        statement = try connection.statement(query.text(for: .sqlite), dates: dates)
        self.query = query
        self.arguments = arguments
        self.enclosing = enclosing
        self.connection = connection
        var children: [(name: String, tree: SQLiteStatementTree)] = []
        do throws(SQLError) {
            plan = try BindingPlan(query: query, enclosing: enclosing, arguments: arguments)
            for attachment in query.attachments {
                let child = try SQLiteStatementTree(
                    attachment.query, enclosing: [statement.layout] + enclosing, arguments: arguments,
                    connection: connection, dates: dates)
                children.append((attachment.name, child))
            }
        } catch {
            for child in children { child.tree.release() }
            connection.giveBack(statement)
            throw error
        }
        self.children = children
    }

    /// Binds the plan's values for the given enclosing rows (innermost first).
    func bind(enclosing rows: [[SQLValue]]) throws(SQLError) {
        try statement.bind(plan.values(enclosing: rows))
    }

    /// Advances to the next row. When SQLite recompiled the statement and its columns changed, the attached
    /// subqueries, which find their parameters among those columns, are planned again.
    func step() throws(SQLError) -> Bool {
        let hasRow = try statement.step()
        if statement.takeLayoutChange() {
            for child in children { try child.tree.replan(enclosing: [statement.layout] + enclosing) }
        }
        return hasRow
    }

    /// Works out the parameters' sources again for new enclosing layouts, here and below.
    private func replan(enclosing: [ColumnLayout]) throws(SQLError) {
        self.enclosing = enclosing
        plan = try BindingPlan(query: query, enclosing: enclosing, arguments: arguments)
        for child in children { try child.tree.replan(enclosing: [statement.layout] + enclosing) }
    }

    /// The current row, with its attachments read in full.
    func currentRow(enclosing: [[SQLValue]]) throws(SQLError) -> Row {
        let values = statement.values()
        guard !children.isEmpty else { return Row(columns: statement.layout, values: values) }
        let scope = [values] + enclosing
        var attachments: [Row.Attachment] = []
        attachments.reserveCapacity(children.count)
        for child in children {
            try child.tree.bind(enclosing: scope)
            var rows: [Row] = []
            while try child.tree.step() { rows.append(try child.tree.currentRow(enclosing: scope)) }
            attachments.append(Row.Attachment(name: child.name, rows: rows))
        }
        return Row(columns: statement.layout, values: values, attachments: attachments)
    }

    /// Gives the statements back to the connection's cache.
    func release() {
        for child in children { child.tree.release() }
        connection.giveBack(statement)
    }
}

/// Steps an outer query a batch at a time on the thread pool; the connection is released when the rows run out,
/// an error occurs, or the cursor is dropped unfinished.
final class SQLiteCursor: RowSource, @unchecked Sendable {
    // `tree` is touched only inside the connection's `exclusively`, from thread-pool jobs (or in deinit, alone).
    private var tree: SQLiteStatementTree?
    private let lease: SQLiteLease
    private let threadPool: NIOThreadPool
    private let batchSize: Int

    /// Takes over `tree` and `lease`.
    init(tree: SQLiteStatementTree, lease: SQLiteLease, threadPool: NIOThreadPool, batchSize: Int) {
        self.tree = tree
        self.lease = lease
        self.threadPool = threadPool
        self.batchSize = batchSize
    }

    func nextBatch() async throws -> [Row]? {
        try await threadPool.runBlocking { () throws(SQLError) in try self.lease.connection.exclusively(self.fetchBatch) }
    }

    /// Reads up to `batchSize` rows (blocking, inside the connection's ``SQLiteConnection/exclusively(_:)``); `nil`
    /// once the rows have run out.
    func fetchBatch() throws(SQLError) -> [Row]? {
        guard let tree else { return nil }
        var rows: [Row] = []
        rows.reserveCapacity(batchSize)
        do throws(SQLError) {
            while rows.count < batchSize {
                guard try tree.step() else {
                    finish()
                    break
                }
                rows.append(try tree.currentRow(enclosing: []))
            }
        } catch {
            finish()
            throw error
        }
        return rows.isEmpty && self.tree == nil ? nil : rows
    }

    func close() async {
        _ = try? await threadPool.runIfActive {
            self.lease.connection.exclusively { if self.tree != nil { self.finish() } }
        }
    }

    /// Gives the statements and the connection back (inside the connection's `exclusively`).
    private func finish() {
        tree?.release()
        tree = nil
        lease.release()
    }

    deinit {
        // Dropped before the end (the client went away): finish on the pool, as the handle must not be used
        // concurrently and this may be any thread.
        guard let tree else { return }
        let lease = self.lease
        threadPool.submit { _ in
            lease.connection.exclusively { tree.release() }
            lease.release()
        }
    }
}
