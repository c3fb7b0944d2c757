import KiloShared
import ServiceLifecycle
import Synchronization

/// Gives memory a burst of requests freed back to the system once the server has gone quiet (``FreedMemory``):
/// without it, a flood of uploads or connections leaves the process at its peak size until a live session happens
/// to end.
///
/// It looks every ``interval``: requests that began since the last look (``RequestActivity``) mean the server is
/// busy; the first look that finds none after a burst of at least ``minimumBurst`` releases. So a steadily loaded
/// server is never trimmed (its memory is in use), and a trim, which walks the heap, costs one walk per burst.
struct QuietMemoryRelease: Service {
    let activity: RequestActivity
    var interval = Duration.seconds(2)
    var minimumBurst = 1_000

    func run() async throws {
        // A graceful shutdown ends the wait at once rather than after the interval.
        await cancelWhenGracefulShutdown { await watch() }
    }

    private func watch() async {
        // From none: requests counted before the first look are part of the first burst.
        var seen = 0
        var burst = 0
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            defer { activity.noteLook() }
            let now = activity.count
            if now != seen {
                burst += now &- seen
                seen = now
            } else if burst >= minimumBurst {
                burst = 0
                activity.noteRelease()
                FreedMemory.release()
            }
        }
    }
}

/// How many requests have begun on the server's connections (their heads arrived), and how many times freed memory
/// was given back after a burst of them: one atomic count that connections share.
final class RequestActivity: Sendable {
    private let began = Atomic(0)
    private let releases = Atomic(0)
    private let looks = Atomic(0)

    /// Requests begun so far.
    var count: Int { began.load(ordering: .relaxed) }
    /// Times ``QuietMemoryRelease`` gave freed memory back.
    var releaseCount: Int { releases.load(ordering: .relaxed) }

    /// Times ``QuietMemoryRelease`` looked: what shows that a look which released nothing happened.
    var lookCount: Int { looks.load(ordering: .relaxed) }

    func noteRequest() { began.wrappingAdd(1, ordering: .relaxed) }
    func noteRelease() { releases.wrappingAdd(1, ordering: .relaxed) }
    func noteLook() { looks.wrappingAdd(1, ordering: .relaxed) }
}
