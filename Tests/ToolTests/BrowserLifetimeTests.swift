import Foundation
import TestSupport
import Testing

/// A browser the tests start dies with the process that started it (issue 38: 60 headless Chromium processes once
/// outlived a crashed test run).
@Suite("Browsers die with their test process")
struct BrowserLifetimeTests {
    @Test("a command tied to its parent is killed once the parent is killed; the process started is the command")
    func diesWithParent() async throws {
        let marker = "300.\(Int.random(in: 100_000...999_999))"
        let tied = Browser.tiedToThisProcess(["sleep", marker])
        func running() async throws -> Bool {
            // The sleep itself, not the shells whose arguments name it.
            try await runCommand(["pgrep", "-f", "^sleep \(marker)"]).status == 0
        }
        // A stand-in for the test process (the inner shell): it starts the tied command, sees it run, and is killed
        // without a chance to clean up; its own parent (the outer shell) reaps it at once, as a test runner would.
        let inner = #""$@" >/dev/null 2>&1 & sleep 1; pgrep -f "^sleep "# + marker + #"" >/dev/null && echo started; kill -9 $$"#
        let outer = #"inner="$1"; shift; /bin/sh -c "$inner" sh "$@"; echo reaped"#
        let crashed = try await runCommand(["/bin/sh", "-c", outer, "sh", inner] + tied)
        #expect(crashed.output.contains("started"), "\(crashed.output)")
        for _ in 0..<100 where try await running() { try await Task.sleep(for: .milliseconds(50)) }
        #expect(try await !running(), "the command outlived its parent")

        // The process started is the command itself, which stops as it would on its own.
        let direct = try await runCommand(
            [
                "/bin/sh", "-c",
                #""$@" >/dev/null 2>&1 & started=$!; sleep 1; pgrep -f "^sleep "# + marker
                    + #"" | grep -qx "$started" && echo same; kill -9 $started"#, "sh",
            ]
                + tied)
        #expect(direct.output.contains("same"), "\(direct.output)")
        for _ in 0..<100 where try await running() { try await Task.sleep(for: .milliseconds(50)) }
        #expect(try await !running())
    }
}
