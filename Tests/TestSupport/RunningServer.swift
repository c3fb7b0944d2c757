public import Foundation
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
    public let process: Process
    /// What the server printed, filled by a reader thread that must not keep the server object alive: if it did, the
    /// object would never deinitialize, so never terminate the process, whose output would never end (a test that
    /// does not stop its server left it running after the test run).
    private final class Output: Sendable {
        let text = Mutex("")
    }
    private let output = Output()

    /// Runs `executable` with `subcommand` (default `serve`) and `arguments`, tied to the test process
    /// (``Browser/tiedToThisProcess(_:)``): a server the test run leaves behind, one a suite shares or one whose test
    /// was cut short, ends with it rather than holding its port and files after the run.
    public init(_ executable: String, _ arguments: [String], subcommand: String? = "serve") throws {
        process = Process()
        let command = Browser.tiedToThisProcess([executable] + (subcommand.map { [$0] } ?? []) + arguments)
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [output] in
            while case let data = handle.availableData, !data.isEmpty {
                output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
    }

    public var text: String { output.text.withLock { $0 } }

    /// The port from "listening on http://127.0.0.1:PORT", once it is printed.
    public func port() async throws -> Int {
        for _ in 0..<600 {
            if let range = text.range(of: "listening on http://127.0.0.1:") {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits) { return port }
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the server did not start: \(text)"])
    }

    /// Waits for the process to exit, for at most `limit`; returns whether it did.
    public func waitForExit(limit: Duration) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        return !process.isRunning
    }

    public func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    deinit { if process.isRunning { process.terminate() } }
}
