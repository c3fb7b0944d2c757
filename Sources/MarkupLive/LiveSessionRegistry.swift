/// The live sessions a server keeps, by id: capped in number, and ended when their page is gone for good.
///
/// A session whose page is connected ends after ``Limits/idleTimeout`` without a message from it; one whose page is
/// not connected (it has not yet, or its connection dropped) ends after ``Limits/reconnectGrace``, long enough for a
/// page to reconnect and pick up where it was. Ending a session closes its stream of updates, so that its page hears
/// it is over.
@MainActor
public final class LiveSessionRegistry {
    /// How many sessions, and for how long.
    public struct Limits: Sendable {
        /// The most sessions at once; a page opened beyond it is refused.
        public var maximumSessions = 1_000
        /// How long a connected page may send nothing before its session ends.
        public var idleTimeout = Duration.seconds(30 * 60)
        /// How long a session waits for its page to connect or reconnect.
        public var reconnectGrace = Duration.seconds(30)

        /// The default limits: 1,000 sessions, 30 minutes idle, 30 seconds to reconnect.
        public init() {}
    }

    /// The limits in force; a change applies to the sessions there are.
    public var limits: Limits
    private var sessions: [String: LiveSession] = [:]
    private var sweeping = false

    /// An empty registry.
    public nonisolated init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// How many sessions there are.
    public var count: Int { sessions.count }

    /// Adds the session `make` creates with a new random id, once the expired ones are gone.
    /// - Throws: ``LiveSessionLimitError`` when there are ``Limits/maximumSessions`` sessions already.
    public func add(_ make: (_ id: String) -> LiveSession) throws(LiveSessionLimitError) -> LiveSession {
        removeExpired()
        guard sessions.count < limits.maximumSessions else { throw LiveSessionLimitError(limit: limits.maximumSessions) }
        var id = Self.newID()
        while sessions[id] != nil { id = Self.newID() }
        let session = make(id)
        sessions[id] = session
        sweep()
        return session
    }

    /// Ends expired sessions while there are any, often enough that none outlives its limit by more than a quarter.
    private func sweep() {
        guard !sweeping else { return }
        sweeping = true
        Task { [weak self] in
            while let registry = self, registry.count > 0 {
                registry.removeExpired()
                let limits = registry.limits
                try? await Task.sleep(
                    for: min(max(min(limits.idleTimeout, limits.reconnectGrace) / 4, .milliseconds(50)), .seconds(5)))
            }
            self?.sweeping = false
        }
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
        sessions.removeValue(forKey: id)?.close()
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
        now - session.lastActivity > (session.isConnected ? limits.idleTimeout : limits.reconnectGrace)
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

    public var description: String {
        "The server already keeps \(limit) live pages; try again when some have closed."
    }
}
