import KiloShared
import Synchronization

/// The turn to write to a file database, taken by transactions and by writes outside them, first come first served.
///
/// SQLite lets one connection write at a time; another that tries waits in SQLite's busy handler, holding a
/// thread-pool thread while it sleeps. With more writers than threads, the writer holding the lock could find no
/// thread for its next statement, and everyone waited out the busy timeout (10 s) to fail with "database is locked".
/// Taking turns here first, a waiting writer holds no thread, so the one holding the lock always has one; SQLite's own
/// waiting is left to writers in other processes.
final class SQLiteWriterLock: Sendable {
    private struct State {
        var isHeld = false
        var waiters: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
        var nextID = 0
    }

    private let state = Mutex(State())
    private let timers: DeadlineTimers

    init(timers: DeadlineTimers = .shared) {
        self.timers = timers
    }

    /// Runs `body` in this process's write turn, waiting at most `timeout` for the turn.
    func withTurn<T>(timeout: Duration, _ body: () async throws -> T) async throws -> T {
        try await acquire(timeout: timeout)
        defer { release() }
        return try await body()
    }

    private func acquire(timeout: Duration) async throws(SQLError) {
        let id = state.withLock { state -> Int? in
            if !state.isHeld {
                state.isHeld = true
                return nil
            }
            state.nextID += 1
            return state.nextID
        }
        guard let id else { return }
        let deadline = ContinuousClock.now + timeout
        var timer: DeadlineTimers.Timer?
        let granted = await withCheckedContinuation { continuation in
            let takenAlready = state.withLock { state -> Bool in
                // Released between the first look and now: take it.
                if !state.isHeld {
                    state.isHeld = true
                    return true
                }
                state.waiters.append((id, continuation))
                return false
            }
            if takenAlready {
                continuation.resume(returning: true)
            } else {
                // Scheduled once the waiter is in the queue, so that even a deadline already past finds it there.
                timer = timers.schedule(at: deadline) { self.expire(id) }
            }
        }
        if let timer { timers.cancel(timer) }
        guard granted else {
            throw SQLError.busy("no turn to write came within \(timeout) (another write held the database)")
        }
    }

    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard !state.waiters.isEmpty else {
                state.isHeld = false
                return nil
            }
            // The turn passes straight to the next waiter: it stays held.
            return state.waiters.removeFirst().continuation
        }
        next?.resume(returning: true)
    }

    private func expire(_ id: Int) {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index).continuation
        }
        waiter?.resume(returning: false)
    }
}
