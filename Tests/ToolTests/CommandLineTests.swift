import Foundation
import MarkupExamples
import ServerTestSupport
import TestSupport
import Testing

/// `httprpc markup lint` and `dump`, run as the built tool.
@Suite("httprpc markup")
struct CommandLineTests {
    var tool: String { toolPath }

    @Test("lint prints compiler-style errors and fails; the examples pass")
    func lint() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("Broken.xml")
        try Data("<LMColumnView>\n    <UILable text=\"x\"/>\n    <UILabel textColor=\"redd\"/>\n</LMColumnView>\n".utf8).write(
            to: broken)

        // Diagnostics go to standard error, as a compiler's do.
        let failed = try await runCommandSeparatingOutput([tool, "markup", "lint", broken.path])
        #expect(failed.status == 1)
        #expect(failed.standardOutput.isEmpty)
        let errors = failed.standardError
        #expect(errors.contains("\(broken.path):2:5: error: unknown element <UILable>; did you mean 'UILabel'?"))
        #expect(errors.contains("\(broken.path):3:25: error: attribute 'textColor' of <UILabel>: 'redd' is not a color"))
        #expect(errors.contains("2 errors in 1 document"))
        let dumped = try await runCommandSeparatingOutput([tool, "markup", "dump", broken.path])
        #expect(dumped.status == 1 && dumped.standardOutput.isEmpty && dumped.standardError.contains(":2:5: error: "))

        let examples = try #require(ExampleDocuments.directory)
        let files = ExampleDocuments.documentNames.map { examples.appendingPathComponent("\($0).xml").path }
        let passed = try await runCommand([tool, "markup", "lint"] + files)
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.split(separator: "\n").allSatisfy { $0.contains(": warning: ") })

        // What HTML does not show is a warning at the attribute, once however many views a template reaches; a
        // label's shrinking to fit is shown (the periodic table's names, through a template, once warned of).
        let html = try await runCommand([tool, "markup", "lint", "--html"] + files)
        #expect(html.status == 0, "\(html.output)")
        #expect(html.output.contains("PieChart.xml:15:5: warning: <Charts.PieChartView> is shown as a labelled box in HTML"))
        #expect(!html.output.contains("minimumScaleFactor") && !html.output.contains("adjustsFontSizeToFitWidth"))
        let warnings = html.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(Set(warnings).count == warnings.count, "each warning once: \(warnings)")
    }

    @Test("dump prints the resolved tree")
    func dump() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let file = try #require(ExampleDocuments.directory).appendingPathComponent("AirConditioner.xml").path
        let result = try await runCommand([tool, "markup", "dump", file])
        #expect(result.status == 0)
        #expect(result.output.contains("section 2 name=fanSpeed selection=singleCheckmark"))
        #expect(result.output.contains("textLabel.text = \"Power\"  (@power)"))
        #expect(result.output.contains("onValueChanged -> togglePower(_:)"))
    }
}

/// `httprpc serve`, run as the built tool.
@Suite("httprpc serve")
struct ServeCommandTests {
    var tool: String { toolPath }

    @Test("--help shows each option's default as it is typed")
    func help() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let result = try await runCommand([tool, "serve", "--help"])
        #expect(result.status == 0)
        let help = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("default: info)"), "\(result.output)")
        #expect(!help.contains("LogLevel"), "\(result.output)")
    }

    @Test(
        "a database file that is empty or not SQLite is refused at start, naming the file",
        arguments: [("empty", ""), ("not SQLite", String(repeating: "not a database. ", count: 40))])
    func refusesBrokenDatabase(kind: String, content: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("employees-50.sqlite")
        try Data(content.utf8).write(to: file)
        let result = try await runCommand([
            tool, "serve", "--port", "0", "--employees", "50", "--data-directory", directory.path,
        ])
        #expect(result.status == 1, "\(kind): \(result.output)")
        #expect(result.output.contains("\(file.path) cannot be used as the example database"), "\(kind): \(result.output)")
        #expect(result.output.contains("Remove it, and it is generated again"), "\(kind)")
    }

    @Test("a port in use is one line that names the address and what to do, exit status 1, no backtrace")
    func portInUse() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await RunningServer(tool, ["--port", "0", "--employees", "50", "--data-directory", directory.path])
        let port = try await first.port()
        let result = try await runCommand([
            tool, "serve", "--port", "\(port)", "--employees", "50", "--data-directory", directory.path,
        ])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.output.contains(
                "Error: Cannot listen on 127.0.0.1:\(port): the port is already in use, by another server or another copy of this one; stop it, or choose another port. (--port N, or --port 0 for a free one)"
            ), "\(result.output)")
        #expect(!result.output.contains("Fatal error") && !result.output.contains("errno"), "\(result.output)")
        first.signal(SIGTERM)
        #expect(try await first.waitForExit(limit: .seconds(20)))
    }

    @Test("a document page is in the browser's language when the examples ship it, else in English; ?language wins")
    func pageLanguage() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer(tool, ["--port", "0", "--employees", "50", "--data-directory", directory.path])
        let port = try await server.port()
        let french = try await RawHTTPClient.get(
            port: port, "/ui/AirConditioner", headers: [("Accept-Language", "fr-CA, en;q=0.5")])
        #expect(french.status == 200 && french.text.contains("Température") && french.text.contains("lang=\"fr\""))
        #expect(french.text.contains("<option selected>fr</option>"))
        let german = try await RawHTTPClient.get(port: port, "/ui/AirConditioner", headers: [("Accept-Language", "de")])
        #expect(german.text.contains("Temperature") && german.text.contains("lang=\"en\""))
        let asked = try await RawHTTPClient.get(
            port: port, "/ui/AirConditioner?language=en", headers: [("Accept-Language", "fr")])
        #expect(asked.text.contains("Temperature") && !asked.text.contains("Température"))
        server.signal(SIGTERM)
        #expect(try await server.waitForExit(limit: .seconds(20)))
    }

    @Test("a database file that cannot be written is refused at start, saying so")
    func refusesReadOnlyDatabase() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let file = directory.appendingPathComponent("employees-50.sqlite")
        // The server generates the file on its first start.
        let maker = try await RunningServer(tool, ["--port", "0", "--employees", "50", "--data-directory", directory.path])
        _ = try await maker.port()
        maker.signal(SIGTERM)
        #expect(try await maker.waitForExit(limit: .seconds(20)))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        // Permissions do not bind root (as CI runs): run the tool as an ordinary user then.
        let asOrdinaryUser = getuid() == 0 ? ["/usr/sbin/runuser", "-u", "nobody", "--"] : []
        let result = try await runCommand(
            asOrdinaryUser + [tool, "serve", "--port", "0", "--employees", "50", "--data-directory", directory.path])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.output.contains("\(file.path) cannot be used as the example database: the file or its directory is read-only"),
            "\(result.output)")
    }
}

extension ServeCommandTests {
    @Test("the server is ready while its database answers; SIGTERM stops it: it logs why and exits with status 0")
    func stopsOnSIGTERM() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer(tool, ["--port", "0", "--employees", "50", "--data-directory", directory.path])
        let port = try await server.port()
        try await expectGET(port, "/hello", #""Hello, World!""#)
        // Each request's log line carries its ID: the client's, when it sends one.
        let named = try await RawHTTPClient.get(port: port, "/math/sum?a=2&b=4", headers: [("X-Request-ID", "tool-test-42")])
        #expect(named.header("X-Request-ID") == "tool-test-42")
        let ready = try await RawHTTPClient.get(port: port, "/health/ready")
        #expect(ready.status == 200, "\(ready.text)")
        #expect(ready.text.hasPrefix(#"{"status":"up","checks":{"database":{"status":"up","#), "\(ready.text)")
        server.signal(SIGTERM)
        #expect(try await server.waitForExit(limit: .seconds(20)), "still running: \(server.text)")
        #expect(server.terminationStatus == 0, "\(server.text)")
        #expect(server.text.contains("SIGTERM: shutting down gracefully"))
        #expect(
            server.text.split(separator: "\n").contains {
                $0.contains("hb.request.id=tool-test-42") && $0.contains("GET /math/sum")
            },
            "\(server.text)")
    }

    @Test("with only 256 open files, 300 connections do not exhaust them: the excess is accepted and let go (503, or closed)")
    func openFileLimit() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Soft and hard limit both 256: nothing to raise, so the server must keep within it.
        let server = try await RunningServer(
            "/bin/bash",
            [
                "-c",
                "ulimit -n 256 && exec \"$0\" serve --port 0 --employees 50 --data-directory \"$1\"", tool, directory.path,
            ], subcommand: nil)
        let port = try await server.port()
        #expect(server.text.contains("Open-file limit 256; at most 192 connections."), "\(server.text)")
        var held: [RawConnection] = []
        defer { for connection in held { connection.close() } }
        // Opened at once, and held for as long as the test may take on a loaded machine: a connection closed by the
        // test's deadline (or the server's idle timeout, 60 s) would free a place.
        // The server closes those past its limit as they connect, which may fail their opening here: they are left out.
        held = await withTaskGroup(of: RawConnection?.self) { group in
            for _ in 0..<300 { group.addTask { try? await RawConnection.open(port: port, deadline: .seconds(300)) } }
            return await group.reduce(into: []) { if let connection = $1 { $0.append(connection) } }
        }
        #expect(held.count >= 192, "the server holds what its limit allows")
        // Without the limit the server would have run out of files and left this connection unaccepted.
        // Answered 503, or closed (reset) by the server before the client could read it: accepted and let go either
        // way. A hang (the connection never accepted) or a refusal at the socket is the defect. The 503's text is
        // checked in-process by ConnectionLimitTests.
        do {
            let response = try await RawHTTPClient.get(port: port, "/hello", timeout: .seconds(15))
            #expect(response.status == 503, "a connection past the limit was answered \(response.status)")
        } catch {
            #expect(
                RawHTTPClient.socketFailure(error) == .closedByServer,
                "a connection past the limit was not let go at once: \(error)")
        }
        for connection in held { connection.close() }
        held = []
        var answered = false
        for _ in 0..<200 where !answered {
            answered = (try? await RawHTTPClient.get(port: port, "/hello", timeout: .seconds(10)))?.status == 200
            if !answered { try await Task.sleep(for: .milliseconds(25)) }
        }
        #expect(answered, "once clients go away the server serves again")
        server.signal(SIGTERM)
        #expect(try await server.waitForExit(limit: .seconds(20)))
    }
}
