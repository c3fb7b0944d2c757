import TestSupport
import Testing

/// How the compile checks read the compiler: by what it printed and how it exited, so that a compiler that is missing
/// or crashed fails the test that needed it rather than reading as a clean compile.
@Suite("The compiler's exit status")
struct CompilerStatusTests {
    @Test("issue 63: a clean compile is no errors; errors come with a failing status; anything else throws")
    func readsStatus() throws {
        #expect(try Compiler.diagnostics(in: "", status: 0, severity: "error").isEmpty)
        let failed = "/tmp/a.swift:3:7: error: cannot find 'x' in scope\n  3 | x\n    | `- error: nope\n"
        #expect(
            try Compiler.diagnostics(in: failed, status: 1, severity: "error") == [
                "/tmp/a.swift:3:7: error: cannot find 'x' in scope"
            ])
        let warned = "/tmp/a.swift:1:5: warning: variable 'y' was never used\n"
        #expect(try Compiler.diagnostics(in: warned, status: 0, severity: "warning").count == 1)
        // No compiler at all: `env` says so and exits 127, with no diagnostic.
        #expect(throws: CommandError.self) {
            try Compiler.diagnostics(in: "env: 'swiftc': No such file or directory\n", status: 127, severity: "error")
        }
        // A crash: its report is not the error a test expected.
        let crash =
            "Stack dump:\n0.\tProgram arguments: swift-frontend -frontend -typecheck\nerror: compile command failed due to signal 11 (use -v to see invocation)\n"
        #expect(throws: CommandError.self) { try Compiler.diagnostics(in: crash, status: 1, severity: "error") }
        #expect(throws: CommandError.self) { try Compiler.diagnostics(in: "", status: 139, severity: "error") }
        // A failure that says nothing, and a success that printed errors, are neither a clean compile nor an error.
        #expect(throws: CommandError.self) { try Compiler.diagnostics(in: "", status: 1, severity: "error") }
        #expect(throws: CommandError.self) { try Compiler.diagnostics(in: failed, status: 0, severity: "error") }
    }
}
