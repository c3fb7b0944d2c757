import Subprocess

/// Every child process of the tests is started through swift-subprocess: Foundation's `Process.run()` on Linux reads
/// past its buffer while it lists the descriptors to close (swift-corelibs-foundation #5472), which crashed a test
/// run now and then; swift-subprocess closes them with `close_range`, and waits without holding a thread.

/// The most a command may print before the test fails rather than collecting it all.
let outputLimit = 64 << 20

/// Runs a command found on the `PATH` (through `env`, so that a missing one is status 127, not an error) and
/// returns its exit status and combined output.
public func runCommand(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    let result = try await run(
        .name("env"), arguments: Arguments(arguments), output: .string(limit: outputLimit),
        error: .combinedWithOutput)
    return (result.terminationStatus.code, result.standardOutput)
}

/// Runs a command and returns its exit status, standard output and standard error apart: for checking which stream a
/// tool writes what to.
public func runCommandSeparatingOutput(
    _ arguments: [String]
) async throws -> (status: Int32, standardOutput: String, standardError: String) {
    let result = try await run(
        .name("env"), arguments: Arguments(arguments), output: .string(limit: outputLimit),
        error: .string(limit: outputLimit))
    return (result.terminationStatus.code, result.standardOutput, result.standardError)
}

extension TerminationStatus {
    /// The exit code, or 128 + the signal for a process killed by one, as a shell reports it.
    var code: Int32 {
        switch self {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}

/// A command that did not give what the test needs: its status and what it printed.
public struct CommandError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
