/// One poll for every owner that watches the same thing: a service's list that every open page shows asks the
/// service once per interval, not once per page (``Polling`` asks once per owner).
///
/// Owners subscribe while their views show (in ``MarkupOwner/viewDidAppear()``) and cancel in
/// ``MarkupOwner/viewDidDisappear()``; the poll runs while anyone subscribes, each value it fetches delivered to every
/// subscriber with the instant its fetch began — an owner that has just sent a change can tell a value fetched before
/// it. Keep one per thing watched (a static dictionary by the service's address, say).
///
/// <!-- snippet-prelude
/// import Observation
/// -->
/// ```swift
/// @MainActor @MarkupOwner @Observable
/// final class Headlines {
///     static let poll = SharedPoll<[String]>(every: .seconds(5)) { ["…"] }  // one request for every page
///     @Outlet let headlineLabel = ViewHandle<Elements.Label>()
///     @ObservationIgnored private var subscription: SharedPoll<[String]>.Subscription?
///
///     func viewDidAppear() {
///         subscription = Self.poll.subscribe(self) { owner, headlines, _ in owner.headlineLabel.text = headlines.first }
///     }
///     func viewDidDisappear() { subscription?.cancel() }
/// }
/// ```
@MainActor
public final class SharedPoll<Value: Sendable> {
    /// A subscriber's place in the poll; cancelling it (or dropping it) ends its deliveries.
    @MainActor
    public final class Subscription {
        fileprivate weak var poll: SharedPoll?
        fileprivate let id: Int

        fileprivate init(poll: SharedPoll, id: Int) {
            self.poll = poll
            self.id = id
        }

        /// Ends the deliveries; the poll stops when nobody subscribes.
        public func cancel() {
            poll?.subscribers[id] = nil
            poll = nil
        }

        isolated deinit { cancel() }
    }

    /// How often the poll fetches while anyone subscribes.
    public var interval: Duration
    private let fetch: @MainActor () async throws -> Value
    private var subscribers: [Int: @MainActor (Value, ContinuousClock.Instant) -> Bool] = [:]
    private var nextID = 0
    private var task: Task<Void, Never>?
    /// How many fetches the poll has made: the work tests bound.
    public private(set) var fetchCount = 0

    /// A poll that calls `fetch` every `interval` while anyone subscribes.
    public init(every interval: Duration, fetch: @escaping @MainActor () async throws -> Value) {
        self.interval = interval
        self.fetch = fetch
    }

    /// How many subscribe now.
    public var subscriberCount: Int { subscribers.count }

    /// Delivers each value fetched from now on to `owner` (the first after one interval: the owner has just loaded
    /// what it shows), with the instant its fetch began, until the subscription is cancelled or the owner is gone.
    public func subscribe<Owner: AnyObject>(
        _ owner: Owner, _ deliver: @escaping @MainActor (Owner, Value, ContinuousClock.Instant) -> Void
    ) -> Subscription {
        let id = nextID
        nextID += 1
        subscribers[id] = { [weak owner] value, started in
            guard let owner else { return false }
            deliver(owner, value, started)
            return true
        }
        if task == nil { start() }
        return Subscription(poll: self, id: id)
    }

    private func start() {
        task = Task { [weak self] in
            while let poll = self, !poll.subscribers.isEmpty {
                let interval = poll.interval
                try? await Task.sleep(for: interval)
                guard let poll = self, !poll.subscribers.isEmpty else { break }
                let started = ContinuousClock.now
                poll.fetchCount += 1
                // A failed fetch is dropped: the next one tries again.
                guard let value = try? await poll.fetch() else { continue }
                for (id, deliver) in poll.subscribers where !deliver(value, started) { poll.subscribers[id] = nil }
            }
            self?.task = nil
        }
    }
}
