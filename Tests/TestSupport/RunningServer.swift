public import Foundation
import Subprocess
import Synchronization

/// The tool beside the test bundle (`swift build --build-tests` builds both into one directory).
public let toolPath = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("httprpc")
    .path

/// A new, empty directory of the test's own; the test removes it.
public func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("httprpc-tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// `httprpc serve` running, with its standard output collected as it comes.
public final class RunningServer: Sendable {
    /// The server's process.
    public let processIdentifier: Int32
    /// What the server printed and how it ended, filled by the task that runs it. That task must not keep the server
    /// object alive: if it did, the object would never deinitialize, so never stop the process (a test that does not
    /// stop its server would leave it running after the test run).
    private final class State: Sendable {
        let text = Mutex("")
        /// The exit status, once the process ended.
        let status = Mutex<Int32?>(nil)
    }
    private let state: State

    /// Runs `executable` with `subcommand` (default `serve`) and `arguments`, tied to the test process
    /// (``Browser/tiedToThisProcess(_:)``): a server the test run leaves behind, one a suite shares or one whose test
    /// was cut short, ends with it rather than holding its port and files after the run.
    public init(_ executable: String, _ arguments: [String], subcommand: String? = "serve") async throws {
        let command = Browser.tiedToThisProcess([executable] + (subcommand.map { [$0] } ?? []) + arguments)
        let state = State()
        let (started, starting) = AsyncStream.makeStream(of: Result<Int32, any Error>.self)
        Task.detached {
            do {
                let result = try await run(
                    .name("env"), arguments: Arguments(command), input: .none,
                    output: .sequence, error: .combinedWithOutput
                ) { execution in
                    starting.yield(.success(execution.processIdentifier.value))
                    for try await chunk in execution.standardOutput {
                        let text = chunk.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                        state.text.withLock { $0 += text }
                    }
                }
                state.status.withLock { $0 = result.terminationStatus.code }
            } catch {
                starting.yield(.failure(error))
                state.status.withLock { $0 = $0 ?? -1 }
            }
            starting.finish()
        }
        var events = started.makeAsyncIterator()
        guard let first = await events.next() else { throw CancellationError() }
        processIdentifier = try first.get()
        self.state = state
    }

    /// What the server printed so far.
    public var text: String { state.text.withLock { $0 } }

    /// Whether the process is still running.
    public var isRunning: Bool { state.status.withLock { $0 == nil } }

    /// The exit status (128 + the signal for one a signal ended), once the process ended.
    public var terminationStatus: Int32? { state.status.withLock { $0 } }

    /// The port from "listening on http://127.0.0.1:PORT", once it is printed.
    public func port() async throws -> Int {
        for _ in 0..<600 {
            if let range = text.range(of: "listening on http://127.0.0.1:") {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits) { return port }
            }
            guard isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the server did not start: \(text)"])
    }

    /// Waits for the process to exit, for at most `limit`; returns whether it did.
    public func waitForExit(limit: Duration) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        return !isRunning
    }

    /// Sends `signal` to the server.
    public func signal(_ signal: Int32) { if isRunning { kill(processIdentifier, signal) } }

    deinit { signal(SIGTERM) }
}
