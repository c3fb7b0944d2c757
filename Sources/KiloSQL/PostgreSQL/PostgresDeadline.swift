// Built with the package's `PostgreSQL` trait only: without it, KiloSQL needs neither PostgresNIO nor its TLS.
#if PostgreSQL
import KiloCore
import PostgresNIO
import Synchronization

/// Bounds how long a PostgreSQL operation may keep its caller waiting.
///
/// A server that is frozen (stopped, or its host unreachable) keeps a query waiting until TCP gives up, minutes
/// later, and PostgresNIO's calls do not end on task cancellation alone. So the caller is answered at the deadline
/// with ``SQLError`` while the operation is left to end on its own; the watchdog hurries it (closing its connection
/// fails what waits on it), and whatever it held is given back when it does end.
enum PostgresDeadline {
    /// Runs `operation` beside `watchdog`, which waits as it sees fit and returns the error to answer with, or `nil`
    /// to let the operation run on. The watchdog is cancelled once the operation ends.
    static func run<T: Sendable>(
        _ operation: @escaping @Sendable () async throws -> T, watchdog: @escaping @Sendable () async -> SQLError?
    ) async throws -> T {
        let outcome = Outcome<T>()
        let work = Task {
            do {
                outcome.finish(.success(try await operation()))
            } catch {
                outcome.finish(.failure(error))
            }
        }
        let timer = Task {
            guard let error = await watchdog() else { return }
            outcome.finish(.failure(error))
            // A lease still waiting is withdrawn, so that the operation never runs after its caller was told it failed.
            work.cancel()
        }
        return try await withTaskCancellationHandler {
            defer { timer.cancel() }
            return try await outcome.value
        } onCancel: {
            work.cancel()
            timer.cancel()
        }
    }

    /// Sleeps for `duration`; `false` if cancelled first (the operation ended, as it nearly always does in time).
    static func sleep(_ duration: Duration) async -> Bool {
        await DeadlineTimers.shared.sleep(until: .now + duration)
    }

    /// The first result of the operation or the timer; the other is dropped.
    private final class Outcome<T: Sendable>: Sendable {
        private struct State {
            var result: Result<T, any Error>?
            var waiter: CheckedContinuation<T, any Error>?
        }
        private let state = Mutex(State())

        /// Records `result` unless one came first; returns whether it was the first.
        @discardableResult
        func finish(_ result: Result<T, any Error>) -> Bool {
            let (isFirst, waiter) = state.withLock { state -> (Bool, CheckedContinuation<T, any Error>?) in
                guard state.result == nil else { return (false, nil) }
                state.result = result
                defer { state.waiter = nil }
                return (true, state.waiter)
            }
            waiter?.resume(with: result)
            return isFirst
        }

        var value: T {
            get async throws {
                try await withCheckedThrowingContinuation { continuation in
                    let result = state.withLock { state -> Result<T, any Error>? in
                        if state.result == nil { state.waiter = continuation }
                        return state.result
                    }
                    if let result { continuation.resume(with: result) }
                }
            }
        }
    }
}

/// The connection a session leased, once it has one, and when: what a deadline closes.
final class LeasedConnection: Sendable {
    private let lease = Mutex<(connection: PostgresConnection, at: ContinuousClock.Instant)?>(nil)

    func set(_ connection: PostgresConnection) { lease.withLock { $0 = (connection, .now) } }

    /// When the connection was leased, or `nil` while the lease is still waited for.
    var leasedAt: ContinuousClock.Instant? { lease.withLock { $0?.at } }

    /// Closes the connection, if any: what waits on it fails at once, and the pool replaces it.
    func close() {
        guard let connection = lease.withLock({ $0?.connection }) else { return }
        connection.close().whenComplete { _ in }
    }
}
#endif
