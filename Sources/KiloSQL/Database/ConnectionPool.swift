import KiloShared
import Synchronization

/// The connections of one database, lent to one holder at a time: idle ones first, new ones opened while under the
/// limit, callers beyond it waiting in turn — each for at most `waitLimit`, or until its task is cancelled. The one pool
/// of SQLite and MariaDB (PostgreSQL's is PostgresNIO's).
///
/// A streamed result holds its connection while the client reads it, which a slow or stalled client makes long. So
/// that streams cannot starve short statements, they may hold at most all connections but one (``streamLimit``).
final class ConnectionPool<Connection: Sendable>: Sendable {
    /// What a lease is for.
    enum Purpose: Sendable {
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
        case connection(Connection)
        /// A place came free without a connection (one failed to open, or was closed): the waiter may open one.
        case retry
        case closed
        case timedOut
        case cancelled
    }

    private struct State {
        var idle: [Connection] = []
        /// Connections open or being opened.
        var open = 0
        var streams = 0
        var waiters: [Waiter] = []
        var nextWaiterID = 0
        var isClosed = false
    }

    /// The most connections open at once.
    let limit: Int
    /// The most connections streams may hold at once.
    let streamLimit: Int
    private let waitLimit: Duration
    private let opening: @Sendable () async throws -> Connection
    private let closing: @Sendable ([Connection]) async -> Void
    /// What a caller that waited `waitLimit` in vain is told.
    private let busyReason: @Sendable () -> String
    private let timers: DeadlineTimers
    private let state = Mutex(State())

    /// A pool of at most `limit` connections that `open` makes and `close` closes (off the caller: closing can talk
    /// to the server).
    init(
        limit: Int, waitLimit: Duration, timers: DeadlineTimers = .shared, busyReason: @escaping @Sendable () -> String,
        open: @escaping @Sendable () async throws -> Connection,
        close: @escaping @Sendable ([Connection]) async -> Void
    ) {
        self.limit = max(1, limit)
        streamLimit = max(1, limit - 1)
        self.waitLimit = waitLimit
        self.timers = timers
        self.busyReason = busyReason
        opening = open
        closing = close
    }

    /// How many callers wait for a connection.
    var waiting: Int { state.withLock { $0.waiters.count } }

    private enum Step {
        case use(Connection)
        case openNew
        case wait(Int)
        case closed
    }

    /// A connection for `purpose`, to give back with ``release(_:purpose:healthy:)``.
    /// - Throws: ``SQLError/busy(_:)`` after waiting `waitLimit`, ``SQLError/unavailable(_:)`` once the pool is closed,
    ///   `CancellationError` when the caller is cancelled while it waits, or what opening a connection threw.
    func lease(for purpose: Purpose = .short) async throws -> Connection {
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
            return connection
        case .openNew:
            do {
                return try await opening()
            } catch {
                // A waiter that counted on this place would otherwise wait for a connection that never comes.
                freePlace(purpose: purpose)
                throw error
            }
        case .wait(let id):
            switch await wait(id, purpose: purpose) {
            case .connection(let connection): return connection
            case .retry: return try await lease(for: purpose)
            case .closed: throw SQLError.unavailable("the database has been closed")
            case .timedOut: throw SQLError.busy(busyReason())
            case .cancelled: throw CancellationError()
            }
        case .closed:
            throw SQLError.unavailable("the database has been closed")
        }
    }

    private static func waiterID(_ state: inout State) -> Int {
        state.nextWaiterID += 1
        return state.nextWaiterID
    }

    /// Waits in line as `id` until a connection or a place is handed over, the wait limit passes, the pool closes or
    /// the caller is cancelled.
    private func wait(_ id: Int, purpose: Purpose) async -> Outcome {
        let deadline = ContinuousClock.now + waitLimit
        var timer: DeadlineTimers.Timer?
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                state.withLock { $0.waiters.append(Waiter(id: id, purpose: purpose, continuation: continuation)) }
                // Scheduled once the waiter is in line, so that even a deadline already past finds it there; a task
                // cancelled before it joined leaves at once.
                timer = timers.schedule(at: deadline) { self.leave(id, .timedOut) }
                if Task.isCancelled { leave(id, .cancelled) }
                // A connection may have come back between the first look and now.
                handOutIdle()
            }
        } onCancel: {
            leave(id, .cancelled)
        }
        if let timer { timers.cancel(timer) }
        return outcome
    }

    /// Ends the wait of `id` with `outcome`, if it still waits.
    private func leave(_ id: Int, _ outcome: Outcome) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index)
        }
        waiter?.continuation.resume(returning: outcome)
    }

    /// Takes back a connection leased for `purpose`: lent to the first waiter that may have it, or kept idle; closed
    /// when it is not `healthy` (a result left unread, a failed rollback) or the pool has closed, its place then going
    /// to the next waiter.
    func release(_ connection: Connection, purpose: Purpose, healthy: Bool = true) {
        let kept = state.withLock { state -> Bool in
            if purpose == .stream { state.streams -= 1 }
            guard healthy, !state.isClosed else { return false }
            state.idle.append(connection)
            return true
        }
        guard kept else {
            let closing = self.closing
            Task { await closing([connection]) }
            freePlace(purpose: nil)
            return
        }
        handOutIdle()
    }

    /// A place that a connection held (or was to hold) is free: the first waiter that may take it opens one.
    private func freePlace(purpose: Purpose?) {
        let waiter = state.withLock { state -> Waiter? in
            state.open -= 1
            if purpose == .stream { state.streams -= 1 }
            guard !state.isClosed,
                let index = state.waiters.firstIndex(where: { waiter in
                    waiter.purpose == .short || state.streams < streamLimit
                })
            else { return nil }
            return state.waiters.remove(at: index)
        }
        waiter?.continuation.resume(returning: .retry)
    }

    /// Matches idle connections with waiters, first come first served, streams within their limit.
    private func handOutIdle() {
        let handed = state.withLock { state -> [(Waiter, Connection)] in
            var handed: [(Waiter, Connection)] = []
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

    /// The server went away: the idle connections went with it, so they are closed rather than each failing a
    /// statement later; new ones are opened as needed.
    func dropIdle() async {
        let idle = state.withLock { state in
            defer {
                state.open -= state.idle.count
                state.idle = []
            }
            return state.idle
        }
        if !idle.isEmpty { await closing(idle) }
    }

    /// Refuses new leases, wakes every waiter, closes the idle connections now and the busy ones as they come back.
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
        await closing(idle)
    }
}
