// Built with the package's `PostgreSQL` trait only: without it, KiloSQL needs neither PostgresNIO nor its TLS.
#if PostgreSQL
import PostgresNIO
import Synchronization

/// The connection a session leased, once it has one, and when: what a deadline closes.
///
/// A server that is frozen (stopped, or its host unreachable) keeps a query waiting until TCP gives up, minutes later,
/// and PostgresNIO's calls do not end on task cancellation alone. So the caller is answered at the deadline (a
/// `DeadlineRace`) while the operation is left to end on its own; closing its connection hurries it (what waits on the
/// connection fails), and whatever it held is given back when it does end.
///
/// Whether a connection came in time is decided once, under one lock: a connection that arrives as the connect
/// deadline passes either counts as in time (the deadline lets the body run on) or is refused (the body never runs), so
/// a caller told its statement found no connection can retry it without running it twice.
final class LeasedConnection: Sendable {
    private enum State {
        case waiting
        case leased(PostgresConnection, at: ContinuousClock.Instant)
        /// The connect deadline passed first: a connection that comes later is not used.
        case givenUp
    }

    private let state = Mutex(State.waiting)

    /// Takes the connection for the session; `false` when the wait was given up first and the body must not run.
    func set(_ connection: PostgresConnection) -> Bool {
        state.withLock { state in
            guard case .waiting = state else { return false }
            state = .leased(connection, at: .now)
            return true
        }
    }

    /// At the connect deadline: when the connection was leased, or `nil` after giving the wait up for good.
    func leasedAtOrGiveUp() -> ContinuousClock.Instant? {
        state.withLock { state in
            switch state {
            case .leased(_, let at): return at
            case .waiting, .givenUp:
                state = .givenUp
                return nil
            }
        }
    }

    /// Closes the connection, if any: what waits on it fails at once, and the pool replaces it.
    func close() {
        let connection = state.withLock { state -> PostgresConnection? in
            guard case .leased(let connection, _) = state else { return nil }
            return connection
        }
        connection?.close().whenComplete { _ in }
    }
}
#endif
