import KiloShared
import NIOPosix
import Synchronization

/// SQLite's connections: the database's ``ConnectionPool``, each opened on the thread pool.
typealias SQLiteConnectionPool = ConnectionPool<SQLiteConnection>

extension ConnectionPool where Connection == SQLiteConnection {
    /// At most `limit` connections to the file at `path` (`nil`: an in-memory database), each caching
    /// `statementCacheSize` statements; a caller waits for one at most `leaseTimeout`.
    convenience init(
        path: String?, limit: Int, leaseTimeout: Duration, statementCacheSize: Int, threadPool: NIOThreadPool,
        timers: DeadlineTimers = .shared
    ) {
        let streamLimit = max(1, limit - 1)
        self.init(
            limit: limit, waitLimit: leaseTimeout, timers: timers,
            busyReason: { "no connection was free within \(leaseTimeout) (\(limit) open, at most \(streamLimit) streaming)" },
            open: {
                try await threadPool.runBlocking { () throws(SQLError) in
                    try SQLiteConnection(path: path, statementCacheSize: statementCacheSize)
                }
            },
            close: { connections in
                _ = try? await threadPool.runIfActive { for connection in connections { connection.close() } }
            })
    }

    /// A connection for `purpose`, as a lease that gives it back once.
    func leaseOnce(for purpose: Purpose = .short) async throws -> SQLiteLease {
        SQLiteLease(try await lease(for: purpose), pool: self, purpose: purpose)
    }
}

/// One holder's use of a connection; `release` gives it back once (later calls do nothing). A lease that borrows a
/// transaction's connection gives nothing back: the transaction does.
final class SQLiteLease: Sendable {
    let connection: SQLiteConnection
    private let pool: SQLiteConnectionPool?
    private let purpose: SQLiteConnectionPool.Purpose
    private let released = Atomic(false)

    init(_ connection: SQLiteConnection, pool: SQLiteConnectionPool, purpose: SQLiteConnectionPool.Purpose) {
        self.connection = connection
        self.pool = pool
        self.purpose = purpose
    }

    init(borrowing connection: SQLiteConnection) {
        self.connection = connection
        pool = nil
        purpose = .short
    }

    func release() {
        guard let pool, !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        pool.release(connection, purpose: purpose)
    }
}
