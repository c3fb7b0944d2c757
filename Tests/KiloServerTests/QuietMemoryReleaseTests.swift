import Testing

@testable import KiloServer

/// Memory a burst of requests freed is given back once the server goes quiet.
@Suite("Memory after a burst")
struct QuietMemoryReleaseTests {
    @Test("issue 61: a burst of requests then quiet gives freed memory back once; a quiet server and a small burst never")
    func releasesOnceAfterBurst() async throws {
        let activity = RequestActivity()
        let release = QuietMemoryRelease(activity: activity, interval: .milliseconds(20), minimumBurst: 100)
        let watching = Task { try await release.run() }
        defer { watching.cancel() }
        for _ in 0..<150 { activity.noteRequest() }
        for _ in 0..<500 where activity.releaseCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(activity.releaseCount == 1)
        // Quiet since: five more looks give nothing more back.
        try await waitForLooks(5, activity)
        #expect(activity.releaseCount == 1)
        // A burst smaller than the minimum is not worth a walk of the heap: looked at, and quiet after, it is kept.
        for _ in 0..<50 { activity.noteRequest() }
        try await waitForLooks(5, activity)
        #expect(activity.releaseCount == 1)
    }

    /// Waits until the watcher has looked `count` more times (at most 10 s).
    func waitForLooks(_ count: Int, _ activity: RequestActivity) async throws {
        let target = activity.lookCount + count
        for _ in 0..<1_000 where activity.lookCount < target { try await Task.sleep(for: .milliseconds(10)) }
        try #require(activity.lookCount >= target, "the watcher stopped looking")
    }
}
