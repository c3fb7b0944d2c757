import NIOPosix
import Synchronization

/// Lends SQLite connections, opening them on demand up to a limit; callers beyond it wait in turn.
final class SQLiteConnectionPool: Sendable {
    private struct State {
        var idle: [SQLiteConnection] = []
        var open = 0
        var waiters: [CheckedContinuation<SQLiteConnection?, Never>] = []
        var isClosed = false
    }

    private let path: String?
    private let limit: Int
    private let threadPool: NIOThreadPool
    private let state = Mutex(State())

    init(path: String?, limit: Int, threadPool: NIOThreadPool) {
        self.path = path
        self.limit = limit
        self.threadPool = threadPool
    }

    private enum Step {
        case use(SQLiteConnection)
        case openNew
        case wait
        case closed
    }

    func lease() async throws -> SQLiteLease {
        let step = state.withLock { state -> Step in
            if state.isClosed { return .closed }
            if let connection = state.idle.popLast() { return .use(connection) }
            if state.open < limit {
                state.open += 1
                return .openNew
            }
            return .wait
        }
        switch step {
        case .use(let connection):
            return SQLiteLease(connection, pool: self)
        case .openNew:
            let path = self.path
            do {
                let connection = try await threadPool.runSQLite { () throws(SQLError) in try SQLiteConnection(path: path) }
                return SQLiteLease(connection, pool: self)
            } catch {
                state.withLock { $0.open -= 1 }
                throw error
            }
        case .wait:
            let connection = await withCheckedContinuation { (continuation: CheckedContinuation<SQLiteConnection?, Never>) in
                let closed = state.withLock { state -> Bool in
                    if state.isClosed { return true }
                    if let connection = state.idle.popLast() {
                        continuation.resume(returning: connection)
                        return false
                    }
                    state.waiters.append(continuation)
                    return false
                }
                if closed { continuation.resume(returning: nil) }
            }
            guard let connection else { throw SQLError.unavailable("the database has been closed") }
            return SQLiteLease(connection, pool: self)
        case .closed:
            throw SQLError.unavailable("the database has been closed")
        }
    }

    /// Takes a connection back: to the first waiter, else to the idle list (or closes it, once the pool is closed).
    func release(_ connection: SQLiteConnection) {
        let waiter = state.withLock { state -> CheckedContinuation<SQLiteConnection?, Never>? in
            if !state.waiters.isEmpty { return state.waiters.removeFirst() }
            if state.isClosed {
                state.open -= 1
                return nil
            }
            state.idle.append(connection)
            return nil
        }
        if let waiter {
            waiter.resume(returning: connection)
        } else if state.withLock({ $0.isClosed }) {
            threadPool.submit { _ in connection.close() }
        }
    }

    /// Closes the idle connections now and the busy ones as they come back.
    func close() async {
        let (idle, waiters) = state.withLock { state in
            state.isClosed = true
            let taken = (state.idle, state.waiters)
            state.open -= state.idle.count
            state.idle = []
            state.waiters = []
            return taken
        }
        for waiter in waiters { waiter.resume(returning: nil) }
        _ = try? await threadPool.runIfActive { for connection in idle { connection.close() } }
    }
}

/// One holder's use of a connection; `release` gives it back once (later calls do nothing). A lease that borrows a
/// transaction's connection gives nothing back: the transaction does.
final class SQLiteLease: Sendable {
    let connection: SQLiteConnection
    private let pool: SQLiteConnectionPool?
    private let released = Atomic(false)

    init(_ connection: SQLiteConnection, pool: SQLiteConnectionPool) {
        self.connection = connection
        self.pool = pool
    }

    init(borrowing connection: SQLiteConnection) {
        self.connection = connection
        pool = nil
    }

    func release() {
        guard let pool, !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        pool.release(connection)
    }
}
