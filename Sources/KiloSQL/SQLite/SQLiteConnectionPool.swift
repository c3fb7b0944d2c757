import KiloShared
import NIOPosix
import Synchronization

/// Lends SQLite connections, opening them on demand up to a limit; callers beyond it wait in turn, for at most the
/// lease timeout.
///
/// A streamed result holds its connection while the client reads it, which a slow or stalled client makes long. So
/// that streams cannot starve short queries, they may hold at most all connections but one (``streamLimit``): a
/// query that answers at once always finds a connection soon.
final class SQLiteConnectionPool: Sendable {
    /// What a lease is for.
    enum Purpose {
        /// A statement that runs and returns at once.
        case short
        /// A result read as the client reads it.
        case stream
    }

    private struct Waiter {
        var id: Int
        var purpose: Purpose
        var continuation: CheckedContinuation<Outcome, Never>
    }

    private enum Outcome {
        case connection(SQLiteConnection)
        /// A connection being opened failed: the waiter may open one itself.
        case retry
        case closed
        case timedOut
    }

    private struct State {
        var idle: [SQLiteConnection] = []
        var open = 0
        var streams = 0
        var waiters: [Waiter] = []
        var nextWaiterID = 0
        var isClosed = false
    }

    private let path: String?
    private let limit: Int
    /// The most connections streams may hold at once.
    let streamLimit: Int
    private let leaseTimeout: Duration
    private let statementCacheSize: Int
    private let threadPool: NIOThreadPool
    private let timers: DeadlineTimers
    private let state = Mutex(State())

    init(
        path: String?, limit: Int, leaseTimeout: Duration, statementCacheSize: Int, threadPool: NIOThreadPool,
        timers: DeadlineTimers = .shared
    ) {
        self.path = path
        self.timers = timers
        self.statementCacheSize = statementCacheSize
        self.limit = limit
        self.streamLimit = max(1, limit - 1)
        self.leaseTimeout = leaseTimeout
        self.threadPool = threadPool
    }

    private enum Step {
        case use(SQLiteConnection)
        case openNew
        case wait(Int)
        case closed
    }

    func lease(for purpose: Purpose = .short) async throws -> SQLiteLease {
        let step = state.withLock { state -> Step in
            if state.isClosed { return .closed }
            if purpose == .stream, state.streams >= streamLimit { return .wait(Self.waiterID(&state)) }
            if let connection = state.idle.popLast() {
                if purpose == .stream { state.streams += 1 }
                return .use(connection)
            }
            if state.open < limit {
                state.open += 1
                if purpose == .stream { state.streams += 1 }
                return .openNew
            }
            return .wait(Self.waiterID(&state))
        }
        switch step {
        case .use(let connection):
            return SQLiteLease(connection, pool: self, purpose: purpose)
        case .openNew:
            let path = self.path
            do {
                let cacheSize = statementCacheSize
                let connection = try await threadPool.runSQLite { () throws(SQLError) in
                    try SQLiteConnection(path: path, statementCacheSize: cacheSize)
                }
                return SQLiteLease(connection, pool: self, purpose: purpose)
            } catch {
                // A waiter that counted on this connection would otherwise wait for one that never comes.
                let waiter = state.withLock { state -> Waiter? in
                    state.open -= 1
                    if purpose == .stream { state.streams -= 1 }
                    return state.waiters.isEmpty ? nil : state.waiters.removeFirst()
                }
                waiter?.continuation.resume(returning: .retry)
                throw error
            }
        case .wait(let id):
            let deadline = ContinuousClock.now + leaseTimeout
            var timer: DeadlineTimers.Timer?
            let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                state.withLock { $0.waiters.append(Waiter(id: id, purpose: purpose, continuation: continuation)) }
                // Scheduled once the waiter is in the queue, so that even a deadline already past finds it there.
                timer = timers.schedule(at: deadline) { self.expire(id) }
                // A connection may have come back between the first look and now.
                handOutIdle()
            }
            if let timer { timers.cancel(timer) }
            switch outcome {
            case .connection(let connection): return SQLiteLease(connection, pool: self, purpose: purpose)
            case .retry: return try await lease(for: purpose)
            case .closed: throw SQLError.unavailable("the database has been closed")
            case .timedOut:
                throw SQLError.busy(
                    "no connection was free within \(leaseTimeout) (\(limit) open, at most \(streamLimit) streaming)")
            }
        case .closed:
            throw SQLError.unavailable("the database has been closed")
        }
    }

    private static func waiterID(_ state: inout State) -> Int {
        state.nextWaiterID += 1
        return state.nextWaiterID
    }

    /// Gives up waiting for `id`, if it still waits.
    private func expire(_ id: Int) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index)
        }
        waiter?.continuation.resume(returning: .timedOut)
    }

    /// Takes a connection back and hands it to the first waiter that may have it, else keeps it idle (or closes it,
    /// once the pool is closed).
    func release(_ connection: SQLiteConnection, purpose: Purpose) {
        let isClosed = state.withLock { state -> Bool in
            if purpose == .stream { state.streams -= 1 }
            if state.isClosed {
                state.open -= 1
                return true
            }
            state.idle.append(connection)
            return false
        }
        if isClosed {
            threadPool.submit { _ in connection.close() }
        } else {
            handOutIdle()
        }
    }

    /// Matches idle connections with waiters, first come first served, streams within their limit.
    private func handOutIdle() {
        let handed = state.withLock { state -> [(Waiter, SQLiteConnection)] in
            var handed: [(Waiter, SQLiteConnection)] = []
            var index = 0
            while index < state.waiters.count, !state.idle.isEmpty {
                let waiter = state.waiters[index]
                if waiter.purpose == .stream, state.streams >= streamLimit {
                    index += 1
                    continue
                }
                if waiter.purpose == .stream { state.streams += 1 }
                state.waiters.remove(at: index)
                handed.append((waiter, state.idle.removeLast()))
            }
            return handed
        }
        for (waiter, connection) in handed { waiter.continuation.resume(returning: .connection(connection)) }
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
        for waiter in waiters { waiter.continuation.resume(returning: .closed) }
        _ = try? await threadPool.runIfActive { for connection in idle { connection.close() } }
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
