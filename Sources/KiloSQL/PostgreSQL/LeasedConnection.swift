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
