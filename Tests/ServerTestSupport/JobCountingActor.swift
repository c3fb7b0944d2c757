import Foundation
import Synchronization

/// An actor whose executor counts the jobs it runs: how often work came back to the actor. A loop over an async
/// sequence on it shows whether the sequence's iterator leaves the actor per element or only when it must wait.
public actor JobCountingActor {
    final class CountingExecutor: SerialExecutor {
        let jobs = Mutex(0)
        let queue = DispatchQueue(label: "JobCountingActor")

        func enqueue(_ job: consuming ExecutorJob) {
            jobs.withLock { $0 += 1 }
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }
    }

    private nonisolated let executor = CountingExecutor()

    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// The jobs run on this actor so far.
    public nonisolated var jobs: Int { executor.jobs.withLock { $0 } }

    public init() {}

    /// Reads `sequence` to its end on this actor; its element count.
    public func count<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) async throws -> Int {
        var count = 0
        for try await _ in sequence { count += 1 }
        return count
    }
}
