/// The live sessions a server keeps, by id: capped in number, for all networks and for each, and ended when their
/// page is gone for good.
///
/// Sessions are counted per network (the server passes `ClientNetwork.of(address)`: an IPv6 /64, an IPv4 address or
/// block), since one attacker has many addresses. At the cap, room is made fairly rather than refused: first from a
/// session whose page never connected, then from the network that holds the most sessions — its least recently active
/// one ends — unless the newcomer's own network holds as many, so that no network, however many addresses it has,
/// keeps the others out.
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
        /// The most sessions one network (``LiveSessionRegistry/add(for:_:)``'s key) may keep at once: one network
        /// cannot take every session.
        public var maximumSessionsPerNetwork = 16
        /// How much of an IPv4 address names its network (32: the address; an office behind one NAT is many people).
        /// IPv6 addresses count as their /64.
        public var ipv4NetworkPrefixLength = 32
        /// How long a connected page may send nothing before its session ends.
        public var idleTimeout = Duration.seconds(30 * 60)
        /// How long a session waits for its page to reconnect.
        public var reconnectGrace = Duration.seconds(30)
        /// How long a new session waits for its page to connect at all.
        public var connectTimeout = Duration.seconds(10)
        /// What each session may hold.
        public var sessionBudget = LiveSession.Budget()

        /// The default limits: 1,000 sessions, 16 per network, 30 minutes idle, 30 seconds to reconnect, 10 to connect.
        public init() {}
    }

    /// The limits in force; a change applies to the sessions there are.
    public var limits: Limits
    private var sessions: [String: LiveSession] = [:]
    /// Each session's network, and how many sessions each network keeps.
    private var networks: [String: String] = [:]
    private var sessionsByNetwork: [String: Int] = [:]
    private var sweeping = false
    /// Sessions ended since ``onSessionsEnded`` was last called, and when that was.
    private var endedSinceReport = 0
    private var lastReport = ContinuousClock.now

    /// Called on the main actor at most every 5 seconds while sessions end, with how many ended since the last call:
    /// what the server hosting the sessions does then is its own choice. `MarkupLiveServer`'s `LivePageService` sets
    /// it, unless something else has, to give the memory the ended sessions freed back to the system (glibc keeps it
    /// otherwise, and a server that held many sessions stays at its peak size).
    public var onSessionsEnded: (@MainActor (_ ended: Int) -> Void)?

    /// What each session id starts with: the instance's name and a dash, or nothing.
    private let idPrefix: String

    /// An empty registry.
    ///
    /// `instance` names this server among several behind one proxy: every session id starts with it and a dash
    /// (`b-3f9c…`), so that the proxy routes a page's events and messages to the instance that holds its session by
    /// the session alone (docs/LIVE.md, "Several instances"). A name that is not one (``isInstanceName(_:)``) names
    /// nothing: check it where it is given.
    public nonisolated init(limits: Limits = Limits(), instance: String? = nil) {
        self.limits = limits
        idPrefix = instance.flatMap { Self.isInstanceName($0) ? $0 + "-" : nil } ?? ""
    }

    /// Whether `name` can name an instance: 1 to 16 ASCII letters and digits, which a session id carries into URLs
    /// and a proxy's routing rules as they are.
    public nonisolated static func isInstanceName(_ name: String) -> Bool {
        (1...16).contains(name.utf8.count)
            && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// How many sessions there are.
    public var count: Int { sessions.count }

    /// Adds the session `make` creates with a new random id, once the expired ones are gone; `network` (its client's,
    /// `ClientNetwork.of(address)`, or `nil` when unknown) is counted against ``Limits/maximumSessionsPerNetwork``.
    /// - Throws: ``LiveSessionLimitError`` when the network keeps its most sessions already, or the registry keeps
    ///   ``Limits/maximumSessions``, none of them is waiting for its page to connect and no network holds more than
    ///   this one; what `make` throws (a detail page's owner for a key that names nothing), and then nothing was added.
    public func add(for network: String? = nil, _ make: (_ id: String) throws -> LiveSession) throws -> LiveSession {
        removeExpired()
        if let network, sessionsByNetwork[network, default: 0] >= limits.maximumSessionsPerNetwork {
            throw LiveSessionLimitError(limit: limits.maximumSessionsPerNetwork, isPerNetwork: true)
        }
        if sessions.count >= limits.maximumSessions {
            guard let room = sessionToEnd(forNewcomerFrom: network) else {
                throw LiveSessionLimitError(limit: limits.maximumSessions, isPerNetwork: false)
            }
            remove(room)
        }
        var id = newID()
        while sessions[id] != nil { id = newID() }
        let session = try make(id)
        sessions[id] = session
        if let network {
            networks[id] = network
            sessionsByNetwork[network, default: 0] += 1
        }
        sweep()
        return session
    }

    /// The session that ends to make room for a newcomer from `network`: the oldest whose page never connected;
    /// else the least recently active of the network holding the most, when that is more than the newcomer's would
    /// hold once admitted; else none.
    private func sessionToEnd(forNewcomerFrom network: String?) -> String? {
        if let unconnected = sessions.values.filter({ !$0.hasConnected }).min(by: { $0.lastActivity < $1.lastActivity }) {
            return unconnected.id
        }
        guard let (largest, held) = sessionsByNetwork.max(by: { $0.value < $1.value }),
            held > (network.map { sessionsByNetwork[$0, default: 0] } ?? 0) + 1
        else { return nil }
        return sessions.values.filter { networks[$0.id] == largest }.min(by: { $0.lastActivity < $1.lastActivity })?.id
    }

    /// Ends expired sessions while there are any, often enough that none outlives its limit by more than a quarter.
    private func sweep() {
        guard !sweeping else { return }
        sweeping = true
        Task { [weak self] in
            // Once the last session has ended the loop goes round once more, to give back what it freed.
            while let registry = self, registry.count > 0 || registry.endedSinceReport > 0 {
                registry.removeExpired()
                registry.reportEnded(atMostEvery: .seconds(5))
                let limits = registry.limits
                let shortest = min(limits.idleTimeout, limits.reconnectGrace, limits.connectTimeout)
                try? await Task.sleep(for: min(max(shortest / 4, .milliseconds(50)), .seconds(5)))
            }
            self?.sweeping = false
        }
    }

    /// Tells ``onSessionsEnded`` how many sessions ended, when some have since the last time and that was at least
    /// `interval` ago.
    private func reportEnded(atMostEvery interval: Duration) {
        guard endedSinceReport > 0, ContinuousClock.now - lastReport >= interval else { return }
        let ended = endedSinceReport
        endedSinceReport = 0
        lastReport = .now
        onSessionsEnded?(ended)
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
        if let network = networks.removeValue(forKey: id) {
            let left = sessionsByNetwork[network, default: 1] - 1
            sessionsByNetwork[network] = left > 0 ? left : nil
        }
        if let session = sessions.removeValue(forKey: id) {
            session.close()
            endedSinceReport += 1
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
    private func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return idPrefix
            + (0..<2).map { _ in
                let hex = String(generator.next() as UInt64, radix: 16)
                return String(repeating: "0", count: 16 - hex.count) + hex
            }.joined()
    }
}

/// A page opened when the server already keeps as many live sessions as it may.
public struct LiveSessionLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit.
    public let limit: Int
    /// Whether it is the limit for one network (``LiveSessionRegistry/Limits/maximumSessionsPerNetwork``) rather than
    /// for all of them.
    public let isPerNetwork: Bool

    /// The error for `limit`.
    public init(limit: Int, isPerNetwork: Bool) {
        self.limit = limit
        self.isPerNetwork = isPerNetwork
    }

    public var description: String {
        isPerNetwork
            ? "You already have \(limit) live pages open; close some, or wait for them to end."
            : "The server already keeps \(limit) live pages; try again when some have closed."
    }
}
