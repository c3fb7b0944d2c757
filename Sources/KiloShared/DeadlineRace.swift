import Synchronization

/// Runs an operation with a deadline and answers the caller as soon as the operation finishes, the deadline passes, or
/// the caller is cancelled — whichever comes first — without waiting for the operation to wind down.
///
/// Why not a task group: a group returns only once all its children have finished, so the caller would wait for work
/// that a frozen peer keeps from ending (a transfer, a PostgreSQL query, a health check). Here the operation runs in a
/// task of its own, which is cancelled and left to end alone once the caller has its answer.
package enum DeadlineRace {
    /// Runs `operation`; at `deadline` (none when `nil`) answers with `expired()` instead. The deadline's timer is
    /// one of ``DeadlineTimers``', cancelled when the operation answers first.
    package static func run<T: Sendable>(
        until deadline: ContinuousClock.Instant?, expired: @escaping @Sendable () -> any Error,
        _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await race(operation) { outcome in
            guard let deadline else { return }
            let timer = DeadlineTimers.shared.schedule(at: deadline) { outcome.finish(.failure(expired())) }
            outcome.onFinish { DeadlineTimers.shared.cancel(timer) }
        }
    }

    /// Runs `operation` beside `watchdog`, which waits as it sees fit and returns the error to answer with, or `nil` to
    /// let the operation run on. The watchdog is cancelled once there is an answer.
    package static func run<T: Sendable>(
        _ operation: @escaping @Sendable () async throws -> T, watchdog: @escaping @Sendable () async -> (any Error)?
    ) async throws -> T {
        try await race(operation) { outcome in
            let timer = Task {
                guard let error = await watchdog() else { return }
                outcome.finish(.failure(error))
            }
            outcome.onFinish { timer.cancel() }
        }
    }

    /// Runs `operation` in a task of its own, with what `arm` sets up to answer first (a deadline); cancelling the
    /// caller answers with `CancellationError`. The operation's task is cancelled once there is an answer.
    private static func race<T: Sendable>(
        _ operation: @escaping @Sendable () async throws -> T, arming arm: (FirstOutcome<T>) -> Void
    ) async throws -> T {
        let outcome = FirstOutcome<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                outcome.start(continuation)
                let work = Task { await outcome.finish(catching: operation) }
                outcome.onFinish { work.cancel() }
                arm(outcome)
            }
        } onCancel: {
            outcome.finish(.failure(CancellationError()))
        }
    }
}

/// The first of the operation's result, the deadline and cancellation to arrive: it alone resumes the caller, and the
/// clean-ups (cancel the work, cancel the timer) run once it is known.
private final class FirstOutcome<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        /// A result that arrived before the continuation was stored (cancellation can come first).
        var early: Result<T, any Error>?
        var isFinished = false
        var cleanups: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<T, any Error>) {
        let early = state.withLock { state -> Result<T, any Error>? in
            if let early = state.early { return early }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    /// Runs `cleanup` once the outcome is known (at once if it already is).
    func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isFinished { return true }
            state.cleanups.append(cleanup)
            return false
        }
        if runNow { cleanup() }
    }

    func finish(catching operation: @Sendable () async throws -> T) async {
        do {
            finish(.success(try await operation()))
        } catch {
            finish(.failure(error))
        }
    }

    func finish(_ result: Result<T, any Error>) {
        let (continuation, cleanups) = state.withLock { state -> (CheckedContinuation<T, any Error>?, [@Sendable () -> Void]) in
            guard !state.isFinished else { return (nil, []) }
            state.isFinished = true
            defer { state.cleanups = [] }
            guard let continuation = state.continuation else {
                state.early = result
                return (nil, state.cleanups)
            }
            state.continuation = nil
            return (continuation, state.cleanups)
        }
        continuation?.resume(with: result)
        for cleanup in cleanups { cleanup() }
    }
}
