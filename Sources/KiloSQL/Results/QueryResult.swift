import Synchronization

/// The rows of a query, fetched from the database as they are read.
///
/// An `AsyncSequence` of ``Row``s that holds one batch in memory at a time, so a result of any size streams in
/// flat memory; the database connection is held until the last row has been read or the result is dropped.
/// A web service can return it directly, and the server streams it as a JSON array. It is read once: a second
/// iteration continues where the first stopped.
public struct QueryResult: AsyncSequence, Sendable {
    public typealias Element = Row

    let source: any RowSource

    init(source: any RowSource) {
        self.source = source
    }

    /// A result whose first batch has been read already (so that its errors reached the caller of `query`).
    init(first: [Row], rest: any RowSource) {
        source = PrefetchedRows(first: first, rest: rest)
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(source: source)
    }

    /// Reads every remaining row into an array.
    public func collect() async throws -> [Row] {
        var rows: [Row] = []
        for try await row in self { rows.append(row) }
        return rows
    }

    /// Reads the rows in batches.
    public struct Iterator: AsyncIteratorProtocol {
        let source: any RowSource
        private var batch: [Row] = []
        private var position = 0

        init(source: any RowSource) {
            self.source = source
        }

        /// The next row, or `nil` after the last.
        public mutating func next() async throws -> Row? {
            try await next(isolation: nil)
        }

        /// The next row, or `nil` after the last, handed out on the caller's actor (what `for try await` calls): a
        /// loop on an actor leaves it once per batch, not once per row.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Row? {
            if position == batch.count {
                guard let next = try await source.nextBatch() else { return nil }
                batch = next
                position = 0
                if batch.isEmpty { return nil }
            }
            defer { position += 1 }
            return batch[position]
        }
    }
}

/// Where a ``QueryResult`` gets its rows: a backend's cursor. `nil` means the rows are exhausted (and the cursor
/// has released its statement and connection). A source that is dropped unfinished must release them too.
protocol RowSource: AnyObject, Sendable {
    func nextBatch() async throws -> [Row]?
    /// Releases the statement and connection now, rows unread or not.
    func close() async
}

extension RowSource {
    /// The first row, after which the source is closed: what `first(_:_:)` answers.
    func firstRowClosing() async throws -> Row? {
        do {
            let row = try await nextBatch()?.first
            await close()
            return row
        } catch {
            await close()
            throw error
        }
    }
}

/// A backend's cursor, with the batch read when the query was opened handed out first.
final class PrefetchedRows: RowSource {
    private let first: Mutex<[Row]?>
    private let rest: any RowSource

    init(first: [Row], rest: any RowSource) {
        self.first = Mutex(first)
        self.rest = rest
    }

    func nextBatch() async throws -> [Row]? {
        if let rows = first.withLock({ $0.take() }) { return rows }
        return try await rest.nextBatch()
    }

    func close() async {
        await rest.close()
    }
}

/// A source over rows already in memory.
final class BufferedRows: RowSource {
    private let rows: [Row]
    private let taken = Mutex(false)

    init(_ rows: [Row]) {
        self.rows = rows
    }

    func nextBatch() async throws -> [Row]? {
        taken.withLock { taken in
            defer { taken = true }
            return taken ? nil : rows
        }
    }

    func close() async {}
}
