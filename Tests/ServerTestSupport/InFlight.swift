import Dispatch
import Foundation
import Synchronization

/// What the shared test helpers are doing at this moment — a database being closed, a server shutting down — written
/// to `$TMPDIR/httprpc-in-flight-<pid>.txt` (`/tmp` without `TMPDIR`) when the test process receives SIGUSR1.
///
/// `.ci/watch-tests` sends SIGUSR1 to a test run that has gone past its limit and prints the file before stopping
/// it: a test that waits for ever then says where it waits, not only its name (a suspended task has no thread to
/// backtrace). A file, because the test binary's output reaches the log through buffers a killed process loses.
public enum InFlight {
    private struct State {
        var steps: [Int: (what: String, since: ContinuousClock.Instant)] = [:]
        var next = 0
    }

    private static let state = Mutex(State())
    /// The handler's source, kept alive for the process; made on first use.
    nonisolated(unsafe) private static let listener: any DispatchSourceSignal = {
        signal(SIGUSR1, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .global())
        source.setEventHandler { report() }
        source.resume()
        return source
    }()

    /// Runs `body`, listed as doing `what` while it runs.
    public static func during<T>(
        _ what: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        _ = listener
        let id = state.withLock { state in
            state.next += 1
            state.steps[state.next] = (what, ContinuousClock.now)
            return state.next
        }
        defer { _ = state.withLock { $0.steps.removeValue(forKey: id) } }
        return try await body()
    }

    /// Writes every step under way, oldest first, to the report file.
    static func report() {
        let now = ContinuousClock.now
        let steps = state.withLock { $0.steps.values.sorted { $0.since < $1.since } }
        var text = "== in flight in the test process (\(steps.count)):\n"
        for step in steps { text += "   \(step.what), for \(now - step.since)\n" }
        let directory = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        let file = URL(fileURLWithPath: directory).appendingPathComponent("httprpc-in-flight-\(getpid()).txt")
        try? Data(text.utf8).write(to: file)
    }
}
