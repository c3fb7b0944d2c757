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

/// Runs a command and returns its exit status, standard output and standard error apart: for checking which stream a
/// tool writes what to.
public func runCommandSeparatingOutput(
    _ arguments: [String]
) async throws -> (status: Int32, standardOutput: String, standardError: String) {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(
                with: Result {
                    // Files rather than pipes: a process that fills one pipe while this reads the other would wait forever.
                    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
                    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    defer { try? FileManager.default.removeItem(at: directory) }
                    let outputFile = directory.appendingPathComponent("stdout")
                    let errorFile = directory.appendingPathComponent("stderr")
                    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
                    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                    process.arguments = arguments
                    process.standardOutput = try FileHandle(forWritingTo: outputFile)
                    process.standardError = try FileHandle(forWritingTo: errorFile)
                    try process.run()
                    process.waitUntilExit()
                    return (
                        process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
                        try String(contentsOf: errorFile, encoding: .utf8)
                    )
                })
        }
    }
}
