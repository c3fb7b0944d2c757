import MarkupOwners
import Testing

/// Something polled: it counts the calls it gets.
@MainActor
final class Polled {
    var calls = 0
}

@Suite("Polling")
@MainActor
struct PollingTests {
    /// Waits, a millisecond at a time and for at most 10 s, until `condition` holds.
    func eventually(_ condition: () -> Bool) async throws {
        for _ in 0..<10_000 where !condition() { try await Task.sleep(for: .milliseconds(1)) }
    }

    /// Polls a second owner at the polling tests' interval until it has been called `calls` times: the time a stopped
    /// loop would have had to call again, counted in calls rather than guessed in milliseconds.
    func witness(calls: Int) async throws {
        let witness = Polling()
        let watcher = Polled()
        witness.start(every: .milliseconds(1), watcher) { $0.calls += 1 }
        try await eventually { watcher.calls >= calls }
        witness.stop()
        #expect(watcher.calls >= calls)
    }

    @Test("calls its action every interval until stopped, and again once restarted; a restart replaces the calls before")
    func startStop() async throws {
        let polling = Polling()
        let polled = Polled()
        polling.start(every: .milliseconds(1), polled) { $0.calls += 1 }
        try await eventually { polled.calls >= 3 }
        #expect(polled.calls >= 3)
        polling.stop()
        let stoppedAt = polled.calls
        // A witness polled at the same interval: by its twentieth call, a loop still running would have called again.
        try await witness(calls: 20)
        #expect(polled.calls == stoppedAt)

        // Started twice, the first calls are replaced: each interval counts once, not twice.
        var secondCalls = 0
        polling.start(every: .milliseconds(1), polled) { $0.calls += 1 }
        polling.start(every: .milliseconds(1), polled) { _ in secondCalls += 1 }
        try await eventually { secondCalls >= 3 }
        polling.stop()
        #expect(polled.calls == stoppedAt, "the replaced calls ran")
        #expect(secondCalls >= 3)
    }

    @Test("an action that throws is called again next time; the loop does not keep its owner alive")
    func errorsAndOwner() async throws {
        struct Refused: Error {}
        let polling = Polling()
        var polled: Polled? = Polled()
        weak let watched = polled
        polling.start(every: .milliseconds(1), try #require(polled)) { polled in
            polled.calls += 1
            throw Refused()
        }
        try await eventually { (watched?.calls ?? 0) >= 3 }
        #expect((watched?.calls ?? 0) >= 3, "a thrown error stopped the loop")
        polled = nil
        // The loop holds its owner only during a call: released here, the owner is gone once the call in progress ends.
        try await eventually { watched == nil }
        #expect(watched == nil)
    }
}

@Suite("Shared polls")
@MainActor
struct SharedPollTests {
    func eventually(_ condition: () -> Bool) async throws { try await PollingTests().eventually(condition) }

    @Test("one fetch per interval for every subscriber (issue 61: 64 to-do pages made 64 polls); it stops with the last")
    func oneFetchForAll() async throws {
        let poll = SharedPoll(every: .milliseconds(2)) { 42 }
        let owners = (0..<64).map { _ in Polled() }
        let subscriptions = owners.map { owner in poll.subscribe(owner) { owner, value, _ in owner.calls += value == 42 ? 1 : 0 }
        }
        try await eventually { owners.allSatisfy { $0.calls >= 5 } }
        #expect(owners.allSatisfy { $0.calls >= 5 })
        // Every fetch reached all 64: as many fetches as any one owner's deliveries (one in progress aside).
        let most = owners.map(\.calls).max() ?? 0
        #expect(poll.fetchCount <= most + 1, "\(poll.fetchCount) fetches for \(most) deliveries each")
        for subscription in subscriptions { subscription.cancel() }
        #expect(poll.subscriberCount == 0)
        let stoppedAt = poll.fetchCount
        // A witness poll at the same interval: by its twentieth fetch, a poll still running would have fetched again.
        let witness = SharedPoll(every: .milliseconds(2)) { 1 }
        let watcher = Polled()
        let watching = witness.subscribe(watcher) { owner, _, _ in owner.calls += 1 }
        try await eventually { witness.fetchCount >= 20 }
        watching.cancel()
        #expect(witness.fetchCount >= 20)
        #expect(poll.fetchCount <= stoppedAt + 1, "the poll went on with nobody subscribed")
    }

    @Test("a subscriber that is gone is dropped; a failed fetch is tried again next time")
    func goneAndFailed() async throws {
        struct Refused: Error {}
        var fails = true
        let poll = SharedPoll(every: .milliseconds(1)) { () throws -> Int in
            defer { fails.toggle() }
            if fails { throw Refused() }
            return 1
        }
        var owner: Polled? = Polled()
        weak let watched = owner
        let subscription = poll.subscribe(try #require(owner)) { owner, value, _ in owner.calls += value }
        try await eventually { (watched?.calls ?? 0) >= 3 }
        #expect((watched?.calls ?? 0) >= 3, "a failed fetch stopped the poll")
        owner = nil
        try await eventually { poll.subscriberCount == 0 }
        #expect(watched == nil && poll.subscriberCount == 0)
        _ = subscription
    }
}
