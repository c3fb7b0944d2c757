import NIOPosix

/// A prepared query with its attached subqueries, each prepared once and re-bound for every row.
final class SQLiteStatementTree: @unchecked Sendable {
    let statement: SQLiteStatement
    let plan: BindingPlan
    let children: [(name: String, tree: SQLiteStatementTree)]

    /// Prepares `query` and its attachments on `connection` (blocking).
    init(
        _ query: SQLQuery, enclosing: [ColumnLayout], arguments: [String: SQLValue], connection: SQLiteConnection,
        dates: DateReader
    ) throws(SQLError) {
        statement = try connection.prepare(query.text(for: .sqlite), dates: dates)
        do throws(SQLError) {
            plan = try BindingPlan(query: query, enclosing: enclosing, arguments: arguments)
            var children: [(name: String, tree: SQLiteStatementTree)] = []
            for attachment in query.attachments {
                let child = try SQLiteStatementTree(
                    attachment.query, enclosing: [statement.layout] + enclosing, arguments: arguments,
                    connection: connection, dates: dates)
                children.append((attachment.name, child))
            }
            self.children = children
        } catch {
            statement.finalize()
            throw error
        }
    }

    /// The current row, with its attachments read in full.
    func currentRow(enclosing: [[SQLValue]]) throws(SQLError) -> Row {
        let values = statement.values()
        guard !children.isEmpty else { return Row(columns: statement.layout, values: values) }
        let scope = [values] + enclosing
        var attachments: [Row.Attachment] = []
        attachments.reserveCapacity(children.count)
        for child in children {
            try child.tree.statement.bind(child.tree.plan.values(enclosing: scope))
            var rows: [Row] = []
            while try child.tree.statement.step() { rows.append(try child.tree.currentRow(enclosing: scope)) }
            attachments.append(Row.Attachment(name: child.name, rows: rows))
        }
        return Row(columns: statement.layout, values: values, attachments: attachments)
    }

    func finalize() {
        for child in children { child.tree.finalize() }
        statement.finalize()
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
        try await threadPool.runSQLite { () throws(SQLError) in try self.lease.connection.exclusively(self.fetchBatch) }
    }

    /// Reads up to `batchSize` rows (blocking, inside the connection's ``SQLiteConnection/exclusively(_:)``); `nil`
    /// once the rows have run out.
    func fetchBatch() throws(SQLError) -> [Row]? {
        guard let tree else { return nil }
        var rows: [Row] = []
        rows.reserveCapacity(batchSize)
        do throws(SQLError) {
            while rows.count < batchSize {
                guard try tree.statement.step() else {
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

    /// Finalizes the statements and gives the connection back (inside the connection's `exclusively`).
    private func finish() {
        tree?.finalize()
        tree = nil
        lease.release()
    }

    deinit {
        // Dropped before the end (the client went away): finish on the pool, as the handle must not be used
        // concurrently and this may be any thread.
        guard let tree else { return }
        let lease = self.lease
        threadPool.submit { _ in
            lease.connection.exclusively { tree.finalize() }
            lease.release()
        }
    }
}
