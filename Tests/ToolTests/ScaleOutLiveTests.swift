import BrowserSupport
import Foundation
import ServerTestSupport
import TestSupport
import Testing

/// Live pages of three `httprpc serve` instances on one PostgreSQL behind nginx (ScaleOut/nginx.conf), in Chromium,
/// while one instance dies and another restarts: a rolling deploy and a crash as the people using the pages see them.
///
/// ScaleOut/run runs it (`HTTPRPC_SCALEOUT=1`), alone: it starts three servers, nginx, wrk and a browser with 50 tabs.
@Suite("Live pages across instances behind nginx")
struct ScaleOutLiveTests {
    static let postgres = ProcessInfo.processInfo.environment["HTTPRPC_POSTGRES_URL"]
    static let isEnabled = ProcessInfo.processInfo.environment["HTTPRPC_SCALEOUT"] == "1" && postgres != nil && Browser.isEnabled

    /// The addresses pages are opened at: a browser keeps at most six connections per host, and each page holds one
    /// for its stream, so 50 pages need several hosts (all this machine's).
    static let hosts = (1...10).map { "127.0.0.\($0)" }

    /// The pages, each with the field a person types in.
    static let screens = [
        ("/ui/greeting", "#nameField input"), ("/ui/todos", "#titleField input"), ("/ui/employees", "#searchField input"),
    ]

    /// One of the three instances.
    struct Instance {
        let name: String
        let port: Int
    }

    /// Starts instance `name` on `port` (0: a free one) over `database` and waits until it is ready.
    static func start(_ name: String, port: Int, database: String) async throws -> (RunningServer, Int) {
        let server = try await RunningServer(
            toolPath,
            [
                "--port", "\(port)", "--database", database, "--employees", "2000", "--trusted-proxy", "127.0.0.1",
                "--instance-name", name,
            ] + hosts.dropFirst().flatMap { ["--allowed-host", $0] })
        return (server, try await server.port())
    }

    /// `nginx.conf` of ScaleOut/ for `ports`, listening on every one of ``hosts`` at `proxy`.
    static func nginxConfiguration(work: URL, proxy: Int, ports: [Int]) throws -> String {
        let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ScaleOut/nginx.conf")
        return try String(contentsOf: template, encoding: .utf8)
            .replacingOccurrences(of: "@WORK@", with: work.path)
            .replacingOccurrences(of: "@LISTEN@", with: hosts.map { "listen \($0):\(proxy);" }.joined(separator: " "))
            .replacingOccurrences(of: "@PORT1@", with: "\(ports[0])")
            .replacingOccurrences(of: "@PORT2@", with: "\(ports[1])")
            .replacingOccurrences(of: "@PORT3@", with: "\(ports[2])")
    }

    @Test(
        "50 live pages across three instances: one killed, one restarted under load; every page re-mounts with what was typed, and its to-dos reach PostgreSQL",
        .enabled(
            if: isEnabled,
            "skipped: ScaleOut/run runs it alone (HTTPRPC_SCALEOUT=1 with HTTPRPC_POSTGRES_URL, nginx, wrk, psql and Chromium)"))
    func fiftyPagesSurvive() async throws {
        let postgres = try #require(Self.postgres)
        let databaseName = "httprpc_scaleout_live"
        let created = try await runCommand([
            "psql", postgres, "-q", "-c", "DROP DATABASE IF EXISTS \(databaseName)", "-c", "CREATE DATABASE \(databaseName)",
        ])
        try #require(created.status == 0, "\(created.output)")
        let database = postgres[..<(postgres.lastIndex(of: "/") ?? postgres.endIndex)] + "/" + databaseName
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        // The first fills the database; the others find it filled.
        var servers: [String: RunningServer] = [:]
        var ports: [Int] = []
        for name in ["a", "b", "c"] {
            let (server, port) = try await Self.start(name, port: 0, database: database)
            servers[name] = server
            ports.append(port)
        }
        let proxy = 20_000 + Int.random(in: 0..<10_000)
        let configuration = work.appendingPathComponent("nginx.conf")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("temp"), withIntermediateDirectories: true)
        try Self.nginxConfiguration(work: work, proxy: proxy, ports: ports).write(
            to: configuration, atomically: true, encoding: .utf8)
        let nginx = try await runCommand([
            "nginx", "-e", work.appendingPathComponent("error.log").path, "-p", work.path, "-c", configuration.path,
        ])
        try #require(nginx.status == 0, "\(nginx.output)")
        defer {
            if let pid = (try? String(contentsOf: work.appendingPathComponent("nginx.pid"), encoding: .utf8)).flatMap({
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }) {
                kill(pid, SIGTERM)
            }
        }
        let (instances, instancePorts) = (servers, ports)
        let figures = try await BrowserPage.with { first in
            // 50 pages, five per host, each screen in turn.
            var pages: [(page: BrowserPage, screen: (path: String, field: String), typed: String)] = []
            for index in 0..<50 {
                let page = index == 0 ? first : try await first.openPage()
                // 50 people, not one: each page as from an address of its own, which nginx passes on (a client is
                // counted by the address its trusted proxy names; from this machine, every page is 127.0.0.1).
                _ = try await page.send("Network.enable")
                _ = try await page.send("Network.setExtraHTTPHeaders", ["headers": ["X-Forwarded-For": "10.0.\(index).1"]])
                let screen = Self.screens[index % Self.screens.count]
                pages.append((page, screen, "item \(index) of \(proxy)"))
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, entry) in pages.enumerated() {
                    group.addTask {
                        try await entry.page.navigate(
                            to: "http://\(Self.hosts[index % Self.hosts.count]):\(proxy)\(entry.screen.path)")
                    }
                }
                try await group.waitForAll()
            }
            var sessions: [String] = []
            for entry in pages {
                let connected = try await entry.page.evaluate(
                    LivePageTests.until("document.documentElement.dataset.live === 'connected'"))
                let shown = try await entry.page.evaluate("document.documentElement.outerHTML.slice(0, 600)") as? String ?? ""
                try #require(connected as? Bool == true, "\(entry.screen.path) did not connect: \(shown)")
                sessions.append(try await entry.page.evaluate("document.documentElement.dataset.session") as? String ?? "")
                try await entry.page.click(entry.screen.field)
                try await entry.page.type(entry.typed)
            }
            let opened = Dictionary(grouping: sessions, by: { $0.prefix(1) }).mapValues(\.count)
            #expect(opened.keys.sorted() == ["a", "b", "c"], "the pages opened on \(opened)")
            // Load through nginx meanwhile: every answer is a success.
            let load = Task {
                try await runCommand(["wrk", "-t2", "-c16", "-d10s", "http://127.0.0.1:\(proxy)/employees/10004?details=titles"])
            }
            try await Task.sleep(for: .seconds(1))
            // b dies; c is deployed again (a graceful stop, then a new process on its port).
            let stopped = ContinuousClock.now
            instances["b"]?.signal(SIGKILL)
            instances["c"]?.signal(SIGTERM)
            #expect(try await instances["c"]?.waitForExit(limit: .seconds(20)) == true)
            // The people go on typing, the pages of b and c unanswered.
            for index in pages.indices {
                try await pages[index].page.type(" more")
                pages[index].typed += " more"
            }
            let (restarted, _) = try await Self.start("c", port: instancePorts[2], database: database)
            // Each page of b and c on a new session, each timed from when its instance stopped.
            let recoveries = try await withThrowingTaskGroup(of: Duration?.self) { group in
                for (index, entry) in pages.enumerated() where !sessions[index].hasPrefix("a-") {
                    let condition =
                        "document.documentElement.dataset.live === 'connected' && document.documentElement.dataset.session !== '\(sessions[index])'"
                    group.addTask {
                        let recovered = try await entry.page.evaluate(LivePageTests.until(condition))
                        #expect(recovered as? Bool == true, "page \(index) (\(entry.screen.path)) did not recover")
                        return recovered as? Bool == true ? ContinuousClock.now - stopped : nil
                    }
                }
                return try await group.reduce(into: [Duration]()) { if let time = $1 { $0.append(time) } }
            }
            for (index, entry) in pages.enumerated() {
                let connected = try await entry.page.evaluate(
                    LivePageTests.until("document.documentElement.dataset.live === 'connected'"))
                #expect(connected as? Bool == true, "page \(index) (\(entry.screen.path)) is not connected")
                let literal = String(decoding: try JSONSerialization.data(withJSONObject: [entry.screen.field]), as: UTF8.self)
                let value = try await entry.page.evaluate("document.querySelector(\(literal)[0]).value") as? String
                #expect(value == entry.typed, "page \(index) (\(entry.screen.path)) lost what was typed")
                let banner = try await entry.page.evaluate(
                    "(document.getElementById('mk-live-banner') || { hidden: true }).hidden")
                #expect(banner as? Bool == true, "page \(index) shows a banner")
            }
            // The owners have the text: the greeting greets with it, and each to-do page adds its to-do.
            for entry in pages where entry.screen.path == "/ui/greeting" {
                let greeted = try await entry.page.evaluate(
                    LivePageTests.until("document.body.innerText.includes('Hello, \(entry.typed)!')"))
                #expect(greeted as? Bool == true, "\(entry.typed)")
            }
            for entry in pages where entry.screen.path == "/ui/todos" {
                try await entry.page.click(entry.screen.field)
                try await entry.page.press("\r")
            }
            let wrk = try await load.value
            #expect(!wrk.output.contains("Non-2xx") && !wrk.output.contains("Socket errors"), "\(wrk.output)")
            return (recoveries, pages.filter { $0.screen.path == "/ui/todos" }.map(\.typed), restarted)
        }
        // The to-dos reach PostgreSQL: listed through another instance.
        var listed = ""
        for _ in 0..<100 {
            listed = try await RawHTTPClient.get(port: ports[0], "/todos/export").text
            if figures.1.allSatisfy(listed.contains) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        for title in figures.1 { #expect(listed.contains(title), "\(title) is not in the database") }
        let times = figures.0.sorted()
        print(
            "re-mounted \(times.count) pages of the instances stopped, after (median) \(times[times.count / 2]), slowest \(times.last ?? .zero)"
        )
        _ = try await runCommand(["psql", postgres, "-q", "-c", "DROP DATABASE IF EXISTS \(databaseName) WITH (FORCE)"])
    }
}
