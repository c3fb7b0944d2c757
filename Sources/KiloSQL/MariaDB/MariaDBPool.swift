// Built with the package's `MySQL` trait only.
#if MySQL
import Foundation
import KiloShared

/// The open connections of a ``MariaDBDatabase``: idle ones lent first, new ones opened while under the limit, callers
/// beyond it waiting in turn, each for a bounded time.
///
/// Connections are closed off the actor, by `closer` (on the database's thread pool): closing talks to the server.
actor MariaDBPool {
    /// What a caller gets: an idle connection, or the right to open one (counted already).
    enum Lease {
        case idle(MariaDBConnection)
        case open
    }

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Lease, any Error>
        let timer: DeadlineTimers.Timer
    }

    private var idle: [MariaDBConnection] = []
    /// Connections open or being opened.
    private var count = 0
    private let limit: Int
    private var waiters: [Waiter] = []
    private var nextWaiterID: UInt64 = 0
    private var isClosed = false
    private let closer: @Sendable ([MariaDBConnection]) -> Void

    init(limit: Int, closer: @escaping @Sendable ([MariaDBConnection]) -> Void) {
        self.limit = limit
        self.closer = closer
    }

    /// How many callers wait for a connection.
    var waiting: Int { waiters.count }

    /// A connection, or the right to open one; when all are in use, waits up to `timeout` for one to come back
    /// (``SQLError/busy(_:)`` after it) or until the caller is cancelled.
    func take(waitingUpTo timeout: Duration) async throws -> Lease {
        guard !isClosed else { throw SQLError.unavailable("the database has been closed") }
        if let connection = idle.popLast() { return .idle(connection) }
        if count < limit {
            count += 1
            return .open
        }
        nextWaiterID += 1
        let id = nextWaiterID
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let timer = DeadlineTimers.shared.schedule(at: .now + timeout) {
                    Task {
                        await self.remove(
                            id, SQLError.busy("no MariaDB connection came free within \(timeout) (all \(self.limit) in use)"))
                    }
                }
                waiters.append(Waiter(id: id, continuation: continuation, timer: timer))
            }
        } onCancel: {
            Task { await self.remove(id, CancellationError()) }
        }
    }

    /// Ends a wait that timed out or was cancelled, unless it was served first.
    private func remove(_ id: UInt64, _ error: any Error) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        DeadlineTimers.shared.cancel(waiter.timer)
        waiter.continuation.resume(throwing: error)
    }

    /// Serves the longest waiter, if any.
    private func serveWaiter(_ lease: Lease) -> Bool {
        guard !waiters.isEmpty else { return false }
        let waiter = waiters.removeFirst()
        DeadlineTimers.shared.cancel(waiter.timer)
        waiter.continuation.resume(returning: lease)
        return true
    }

    /// Takes back a connection: lent to the next waiter, kept idle, or closed when it failed (`healthy` false) or the
    /// pool is closed.
    func giveBack(_ connection: MariaDBConnection, healthy: Bool = true) {
        guard healthy, !isClosed else {
            closer([connection])
            count -= 1
            if !isClosed, count < limit, serveWaiter(.open) { count += 1 }
            return
        }
        if !serveWaiter(.idle(connection)) { idle.append(connection) }
    }

    /// A connection that was to be opened could not be: its place goes to the next waiter.
    func failedToOpen() {
        count -= 1
        if !isClosed, serveWaiter(.open) { count += 1 }
    }

    /// The server went away: the idle connections went with it, so they are closed rather than each failing a
    /// statement later; new ones are opened as needed.
    func dropIdle() {
        guard !idle.isEmpty else { return }
        closer(idle)
        count -= idle.count
        idle = []
    }

    /// Refuses new leases and wakes every waiter with the reason; returns the idle connections, for the caller to close.
    func close() -> [MariaDBConnection] {
        isClosed = true
        let closing = idle
        count -= idle.count
        idle = []
        for waiter in waiters {
            DeadlineTimers.shared.cancel(waiter.timer)
            waiter.continuation.resume(throwing: SQLError.unavailable("the database has been closed"))
        }
        waiters = []
        return closing
    }
}
#endif
