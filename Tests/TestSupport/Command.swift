import Dispatch
import Foundation

/// Runs a command and returns its exit status and combined output.
///
/// The wait happens on a Dispatch queue, not in the calling task: blocking one of Swift's few cooperative threads
/// (two on a 2-core machine) would stall every other test's timers and I/O meanwhile.
public func runCommand(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try runCommandBlocking(arguments) })
        }
    }
}

/// Runs a command on the calling thread; for synchronous contexts only.
public func runCommandBlocking(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}
