/// The live sessions a server keeps, by id: capped in number, for all clients and for each, and ended when their
/// page is gone for good.
///
/// A session whose page is connected ends after ``Limits/idleTimeout`` without a message from it; one whose page
/// connected and went away after ``Limits/reconnectGrace``, long enough for a page to reconnect and pick up where it
/// was; one whose page never connected after ``Limits/connectTimeout`` — a page's script connects as soon as it
/// loads, so an unconnected session is cheap to end. At the cap, the oldest session that never connected ends to make
/// room. Ending a session closes its stream of updates, so that its page hears it is over.
@MainActor
public final class LiveSessionRegistry {
    /// How many sessions, and for how long.
    public struct Limits: Sendable {
        /// The most sessions at once; a page opened beyond it is refused.
        public var maximumSessions = 1_000
        /// The most sessions one client (``LiveSessionRegistry/add(for:_:)``'s address) may keep at once: one
        /// client cannot take every session.
        public var maximumSessionsPerClient = 16
        /// How long a connected page may send nothing before its session ends.
        public var idleTimeout = Duration.seconds(30 * 60)
        /// How long a session waits for its page to reconnect.
        public var reconnectGrace = Duration.seconds(30)
        /// How long a new session waits for its page to connect at all.
        public var connectTimeout = Duration.seconds(10)
        /// What each session may hold.
        public var sessionBudget = LiveSession.Budget()

        /// The default limits: 1,000 sessions, 16 per client, 30 minutes idle, 30 seconds to reconnect, 10 to connect.
        public init() {}
    }

    /// The limits in force; a change applies to the sessions there are.
    public var limits: Limits
    private var sessions: [String: LiveSession] = [:]
    /// Each session's client, and how many sessions each client keeps.
    private var clients: [String: String] = [:]
    private var sessionsByClient: [String: Int] = [:]
    private var sweeping = false
    /// Sessions ended since freed memory was last given back, and when that was.
    private var endedSinceRelease = 0
    private var lastRelease = ContinuousClock.now

    /// An empty registry.
    public nonisolated init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// How many sessions there are.
    public var count: Int { sessions.count }

    /// Adds the session `make` creates with a new random id, once the expired ones are gone; `client` (its address,
    /// or `nil` when unknown) is counted against ``Limits/maximumSessionsPerClient``.
    /// - Throws: ``LiveSessionLimitError`` when the client keeps its most sessions already, or the registry keeps
    ///   ``Limits/maximumSessions`` and none of them is waiting for its page to connect; what `make` throws (a detail
    ///   page's owner for a key that names nothing), and then nothing was added.
    public func add(for client: String? = nil, _ make: (_ id: String) throws -> LiveSession) throws -> LiveSession {
        removeExpired()
        if let client, sessionsByClient[client, default: 0] >= limits.maximumSessionsPerClient {
            throw LiveSessionLimitError(limit: limits.maximumSessionsPerClient, isPerClient: true)
        }
        if sessions.count >= limits.maximumSessions {
            // Room is made from a session nobody is looking at yet, never from one in use.
            guard let oldest = sessions.values.filter({ !$0.hasConnected }).min(by: { $0.lastActivity < $1.lastActivity })
            else { throw LiveSessionLimitError(limit: limits.maximumSessions, isPerClient: false) }
            remove(oldest.id)
        }
        var id = Self.newID()
        while sessions[id] != nil { id = Self.newID() }
        let session = try make(id)
        sessions[id] = session
        if let client {
            clients[id] = client
            sessionsByClient[client, default: 0] += 1
        }
        sweep()
        return session
    }

    /// Ends expired sessions while there are any, often enough that none outlives its limit by more than a quarter.
    private func sweep() {
        guard !sweeping else { return }
        sweeping = true
        Task { [weak self] in
            // Once the last session has ended the loop goes round once more, to give back what it freed.
            while let registry = self, registry.count > 0 || registry.endedSinceRelease > 0 {
                registry.removeExpired()
                registry.releaseFreedMemory(atMostEvery: .seconds(5))
                let limits = registry.limits
                let shortest = min(limits.idleTimeout, limits.reconnectGrace, limits.connectTimeout)
                try? await Task.sleep(for: min(max(shortest / 4, .milliseconds(50)), .seconds(5)))
            }
            self?.sweeping = false
        }
    }

    /// Gives the memory of ended sessions back to the system (``FreedMemory``), when some have ended since the last
    /// time and that was at least `interval` ago.
    private func releaseFreedMemory(atMostEvery interval: Duration) {
        guard endedSinceRelease > 0, ContinuousClock.now - lastRelease >= interval else { return }
        endedSinceRelease = 0
        lastRelease = .now
        FreedMemory.release()
    }

    /// The session with this id, unless it has ended.
    public func session(_ id: String) -> LiveSession? {
        guard let session = sessions[id] else { return nil }
        guard !isExpired(session, at: .now) else {
            remove(id)
            return nil
        }
        return session
    }

    /// Ends session `id`.
    public func remove(_ id: String) {
        if let client = clients.removeValue(forKey: id) {
            let left = sessionsByClient[client, default: 1] - 1
            sessionsByClient[client] = left > 0 ? left : nil
        }
        if let session = sessions.removeValue(forKey: id) {
            session.close()
            endedSinceRelease += 1
        }
    }

    /// Ends every session past its limit.
    /// - Returns: how many ended.
    @discardableResult
    public func removeExpired() -> Int {
        let now = ContinuousClock.now
        let expired = sessions.values.filter { isExpired($0, at: now) }.map(\.id)
        for id in expired { remove(id) }
        return expired.count
    }

    /// Ends every session.
    public func removeAll() {
        for id in Array(sessions.keys) { remove(id) }
    }

    private func isExpired(_ session: LiveSession, at now: ContinuousClock.Instant) -> Bool {
        let limit =
            session.isConnected
            ? limits.idleTimeout : session.hasConnected ? limits.reconnectGrace : limits.connectTimeout
        return now - session.lastActivity > limit
    }

    /// 128 random bits as 32 hexadecimal digits: not guessable, so that a session's id is its capability.
    private static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}

/// A page opened when the server already keeps as many live sessions as it may.
public struct LiveSessionLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit.
    public let limit: Int
    /// Whether it is the limit for one client (``LiveSessionRegistry/Limits/maximumSessionsPerClient``) rather than
    /// for all of them.
    public let isPerClient: Bool

    /// The error for `limit`.
    public init(limit: Int, isPerClient: Bool) {
        self.limit = limit
        self.isPerClient = isPerClient
    }

    public var description: String {
        isPerClient
            ? "You already have \(limit) live pages open; close some, or wait for them to end."
            : "The server already keeps \(limit) live pages; try again when some have closed."
    }
}
