/// A connection's prepared statements kept for reuse, keyed by SQL text, least recently used evicted first.
///
/// Preparing a statement was an eighth of a short request's time. A statement in the cache has been reset and its
/// bindings cleared, so it holds no read snapshot and no bound value. Several statements of the same text may be
/// kept: a transaction's statements can run side by side on its one connection. Not thread-safe: the connection
/// touches it only inside ``SQLiteConnection/exclusively(_:)``.
struct SQLiteStatementCache {
    private struct Entry {
        var statements: [SQLiteStatement]
        var lastUse: UInt64
    }

    /// The most statements kept; 0 keeps none.
    let capacity: Int
    private var entries: [String: Entry] = [:]
    private var count = 0
    private var clock: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// An idle statement for `sql`, taken out of the cache.
    mutating func take(_ sql: String) -> SQLiteStatement? {
        guard var entry = entries[sql], let statement = entry.statements.popLast() else { return nil }
        entries[sql] = entry.statements.isEmpty ? nil : entry
        count -= 1
        return statement
    }

    /// Keeps `statement`; returns the one that no longer fits (the least recently used, or `statement` itself when the
    /// cache keeps nothing), which the caller finalizes.
    mutating func put(_ statement: SQLiteStatement) -> SQLiteStatement? {
        guard capacity > 0 else { return statement }
        clock += 1
        entries[statement.sql, default: Entry(statements: [], lastUse: 0)].statements.append(statement)
        entries[statement.sql]?.lastUse = clock
        count += 1
        guard count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return nil }
        return take(oldest)
    }

    /// Empties the cache, returning what it held.
    mutating func removeAll() -> [SQLiteStatement] {
        defer {
            entries = [:]
            count = 0
        }
        return entries.values.flatMap(\.statements)
    }
}
