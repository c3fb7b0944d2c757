// Built with a trait of a networked database only (SQLite needs none).
#if PostgreSQL || MySQL
import NIOCore
import NIOPosix
import Synchronization

/// Fails fast while a database server (PostgreSQL, MariaDB) is unreachable. A statement that gets no connection
/// (``SQLError/unavailable(_:)``) makes the breaker try the server's port itself: a refused or timed-out connect means
/// the server is away, and statements then fail at once with the same error instead of each waiting out the connect
/// timeout, while the breaker keeps trying (every half second, then less often, up to every 5 s) until the port answers. A port that
/// answers means the pool was only full: nothing changes.
final class ReachabilityBreaker: Sendable {
    private struct State {
        /// Why statements fail fast, since when; `nil` while the server answers.
        var outage: (reason: String, since: ContinuousClock.Instant)?
        var probe: Task<Void, Never>?
    }

    private let state = Mutex(State())
    /// Where the server listens; `nil` (a Unix socket) leaves the breaker closed.
    private let host: String?
    private let port: Int
    private let connectTimeout: Duration
    /// The server's kind, for messages: "PostgreSQL".
    private let serverName: String

    init(serverName: String, host: String?, port: Int, connectTimeout: Duration) {
        self.serverName = serverName
        self.host = host
        self.port = port
        self.connectTimeout = connectTimeout
    }

    /// Why a statement must not try now, or `nil` when it may.
    func refusal() -> String? {
        state.withLock { [serverName] state in
            state.outage.map { outage in
                let seconds = (ContinuousClock.now - outage.since).components.seconds
                return "\(serverName) has been unreachable for \(seconds) s (\(outage.reason)); retrying in the background"
            }
        }
    }

    /// Whether the server was found away and has not answered since.
    var isOpen: Bool { state.withLock { $0.outage != nil } }

    /// A statement got no connection (`reason`): find out whether the server is away, and if so fail statements
    /// fast until it is back.
    func suspect(_ reason: String) {
        guard let host else { return }
        let (port, timeout) = (port, connectTimeout)
        state.withLock { state in
            guard state.probe == nil else { return }
            state.probe = Task { [weak self] in
                var pause = Duration.milliseconds(500)
                while !Task.isCancelled {
                    let reachable = await Self.accepts(host: host, port: port, timeout: timeout)
                    guard let self else { return }
                    let done = self.state.withLock { state -> Bool in
                        if reachable {
                            state.outage = nil
                            state.probe = nil
                            return true
                        }
                        if state.outage == nil { state.outage = (reason, .now) }
                        return false
                    }
                    if done { return }
                    try? await Task.sleep(for: pause)
                    pause = min(pause * 2, .seconds(5))
                }
            }
        }
    }

    /// Stops probing (the database is closing).
    func stop() {
        state.withLock { state in
            state.probe?.cancel()
            state.probe = nil
        }
    }

    /// Whether a TCP connection to the server's port opens within `timeout`.
    private static func accepts(host: String, port: Int, timeout: Duration) async -> Bool {
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.milliseconds(Int64(timeout.components.seconds * 1_000)))
        guard let channel = try? await bootstrap.connect(host: host, port: port).get() else { return false }
        try? await channel.close()
        return true
    }
}
#endif
