import Synchronization

/// Timers for the deadlines of operations (a client request, a database lease waited for, a statement run, a health
/// check), fired from
/// one task that wakes every tick while any are pending.
///
/// Nearly every such deadline is cancelled, as the operation ends in time. A `Task.sleep` per operation does not
/// free its timer on cancellation on Linux until the deadline would have passed: at 7,000 requests a second with a
/// 30 s lease timeout, 200,000 sleeping timers held 150 MB. Here scheduling is an insertion under a lock and
/// cancelling a removal; a deadline fires up to one tick late.
package final class DeadlineTimers: Sendable {
    package static let shared = DeadlineTimers()
    package static let tick = Duration.milliseconds(20)

    /// A scheduled deadline, to cancel.
    package struct Timer: Sendable {
        fileprivate let id: UInt64
    }

    private struct Entry {
        let deadline: ContinuousClock.Instant
        let fire: @Sendable () -> Void
    }

    private struct State {
        var entries: [UInt64: Entry] = [:]
        var nextID: UInt64 = 0
        var isTicking = false
    }

    private let state = Mutex(State())

    package init() {}

    /// Calls `fire` once `deadline` has passed, unless cancelled first.
    package func schedule(at deadline: ContinuousClock.Instant, _ fire: @escaping @Sendable () -> Void) -> Timer {
        let (id, start) = state.withLock { state -> (UInt64, Bool) in
            state.nextID += 1
            state.entries[state.nextID] = Entry(deadline: deadline, fire: fire)
            defer { state.isTicking = true }
            return (state.nextID, !state.isTicking)
        }
        if start { Task.detached { await self.tickWhilePending() } }
        return Timer(id: id)
    }

    /// How many deadlines are scheduled and neither fired nor cancelled.
    package var pendingCount: Int { state.withLock { $0.entries.count } }

    /// Drops `timer` if it has not fired.
    package func cancel(_ timer: Timer) {
        _ = state.withLock { $0.entries.removeValue(forKey: timer.id) }
    }

    /// Waits until `deadline`: `true` when it passed, `false` when the task was cancelled first.
    package func sleep(until deadline: ContinuousClock.Instant) async -> Bool {
        let wake = Mutex<CheckedContinuation<Bool, Never>?>(nil)
        let timer = Mutex<Timer?>(nil)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                wake.withLock { $0 = continuation }
                let scheduled = schedule(at: deadline) { wake.withLock { $0.take() }?.resume(returning: true) }
                timer.withLock { $0 = scheduled }
                // Cancelled before the timer was in place: the handler found nothing to cancel.
                if Task.isCancelled {
                    cancel(scheduled)
                    wake.withLock { $0.take() }?.resume(returning: false)
                }
            }
        } onCancel: {
            if let scheduled = timer.withLock({ $0 }) { cancel(scheduled) }
            wake.withLock { $0.take() }?.resume(returning: false)
        }
    }

    private func tickWhilePending() async {
        while true {
            try? await Task.sleep(for: Self.tick)
            let now = ContinuousClock.now
            let (due, isTicking) = state.withLock { state -> ([Entry], Bool) in
                var due: [Entry] = []
                for (id, entry) in state.entries where entry.deadline <= now {
                    due.append(entry)
                    state.entries[id] = nil
                }
                if state.entries.isEmpty { state.isTicking = false }
                return (due, state.isTicking)
            }
            for entry in due { entry.fire() }
            guard isTicking else { return }
        }
    }
}
