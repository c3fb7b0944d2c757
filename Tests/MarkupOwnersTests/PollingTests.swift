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

    @Test("calls its action every interval until stopped, and again once restarted; a restart replaces the calls before")
    func startStop() async throws {
        let polling = Polling()
        let polled = Polled()
        polling.start(every: .milliseconds(1), polled) { $0.calls += 1 }
        try await eventually { polled.calls >= 3 }
        #expect(polled.calls >= 3)
        polling.stop()
        let stoppedAt = polled.calls
        // Fifty intervals: a loop still running would have called again.
        try await Task.sleep(for: .milliseconds(50))
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
