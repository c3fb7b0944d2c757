import NIOCore
import Synchronization

/// The most connections the server holds open at once, shared fairly between client networks.
///
/// Each connection costs a file descriptor. Past the process's open-file limit `accept` fails, and NIO, with the
/// listener still readable, retries it in a busy loop (about 10,000 failed calls a second) while every request
/// waits. Refusing connections below that limit keeps descriptors free, so the loop never starts.
///
/// A full server does not simply refuse: one client with many addresses could then hold every place with idle
/// connections, and everyone else would get 503. Connections are counted per client network (``ClientNetwork``: an
/// IPv6 /64, an IPv4 address or prefix), and a connection from a network that holds fewer than the network holding
/// the most is admitted by closing that network's longest-idle connection. Only when the newcomer's network is itself
/// among the largest, or the largest has no idle connection, is it answered 503 (with `Retry-After: 1`) and closed.
/// Behind a proxy every connection is the proxy's: the rule then counts one network, and the proxy's own limits apply.
final class ConnectionLimit: Sendable {
    let maximum: Int
    private let ipv4PrefixLength: Int
    private let state: Mutex<State>

    private struct State {
        var open = 0
        /// Each network's connections, by identity: a close forgets its own in one step, however many one network
        /// holds (behind a proxy, every connection is one network's).
        var byNetwork: [String: [ObjectIdentifier: ConnectionEntry]] = [:]

        /// Forgets `entry`; false when it was forgotten before (closed to make room).
        mutating func remove(_ entry: ConnectionEntry) -> Bool {
            guard byNetwork[entry.network]?.removeValue(forKey: ObjectIdentifier(entry)) != nil else { return false }
            if byNetwork[entry.network]?.isEmpty == true { byNetwork[entry.network] = nil }
            return true
        }
    }

    init(maximum: Int, ipv4PrefixLength: Int = 32) {
        self.maximum = maximum
        self.ipv4PrefixLength = ipv4PrefixLength
        state = Mutex(State())
    }

    /// Counts `channel` in until it closes, closing another network's idle connection if the server is full and
    /// that is fair; nil when it is not (the connection is then to be answered 503 and closed, uncounted).
    func admit(_ channel: any Channel) -> ConnectionEntry? {
        let network = ClientNetwork.of(channel.remoteAddress?.ipAddress ?? "", ipv4PrefixLength: ipv4PrefixLength)
        let entry = ConnectionEntry(channel: channel, network: network)
        let evicted: ConnectionEntry? = state.withLock { state in
            var evicted: ConnectionEntry?
            if state.open >= maximum {
                guard let victim = Self.fairVictim(for: network, in: state.byNetwork) else { return nil }
                _ = state.remove(victim)
                evicted = victim
            } else {
                state.open += 1
            }
            state.byNetwork[network, default: [:]][ObjectIdentifier(entry)] = entry
            return evicted ?? entry
        }
        guard let evicted else { return nil }
        if evicted !== entry { evicted.channel.close(promise: nil) }
        channel.closeFuture.whenComplete { _ in self.release(entry) }
        return entry
    }

    /// Forgets a closed connection; one closed to make room was forgotten then, its place already taken.
    private func release(_ entry: ConnectionEntry) {
        state.withLock { state in
            if state.remove(entry) { state.open -= 1 }
        }
    }

    /// The connection to close for a newcomer from `network`: the longest-idle one of the network holding the most,
    /// when that holds more than the newcomer's would with it; nil when none is fair to close.
    private static func fairVictim(
        for network: String, in byNetwork: [String: [ObjectIdentifier: ConnectionEntry]]
    ) -> ConnectionEntry? {
        guard let (largest, entries) = byNetwork.max(by: { $0.value.count < $1.value.count }) else { return nil }
        let own = byNetwork[network]?.count ?? 0
        guard largest != network, entries.count > own + 1 else { return nil }
        var oldest: (entry: ConnectionEntry, since: UInt64)?
        for entry in entries.values {
            guard let since = entry.idleSince, since < oldest?.since ?? .max else { continue }
            oldest = (entry, since)
        }
        return oldest?.entry
    }

    /// How many connections are open.
    var openCount: Int { state.withLock { $0.open } }

    /// What a connection past the limit is told.
    var refusal: RequestRejection {
        RequestRejection(
            .serviceUnavailable, "The server is at its limit of \(maximum) connections; try again shortly.", retryAfterSeconds: 1)
    }
}

/// One admitted connection as the limit sees it: its network, and since when it has been idle (no request in
/// progress), which its ``ConnectionGuard`` notes.
final class ConnectionEntry: Sendable {
    let channel: any Channel
    let network: String
    /// When the connection last became idle (uptime nanoseconds), or 0 while a request is in progress.
    private let idleStart = Atomic<UInt64>(NIODeadline.now().uptimeNanoseconds)

    init(channel: any Channel, network: String) {
        self.channel = channel
        self.network = network
    }

    /// Since when the connection has been idle; nil while a request is in progress.
    var idleSince: UInt64? {
        let value = idleStart.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Notes that a request began.
    func setBusy() {
        idleStart.store(0, ordering: .relaxed)
    }

    /// Notes that the last request in progress ended at `time`.
    func setIdle(since time: NIODeadline) {
        idleStart.store(max(1, time.uptimeNanoseconds), ordering: .relaxed)
    }
}
