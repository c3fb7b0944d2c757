import BrowserSupport
import Foundation
import ServerTestSupport
import TestSupport
import Testing

/// Live pages of `httprpc serve` while the server goes away and comes back: a deploy, a crash.
@Suite("Live pages across a server restart")
struct LiveRestartTests {
    /// `httprpc serve` on `port` (0: a free one), with its data in `directory`.
    static func serve(port: Int, directory: URL) async throws -> RunningServer {
        try await RunningServer(toolPath, ["--port", "\(port)", "--employees", "50", "--data-directory", directory.path])
    }

    /// Waits until the page is connected on a session other than `old`; returns it, or nil after 10 s.
    static func newSession(of page: BrowserPage, since old: String) async throws -> String? {
        let session = "document.documentElement.dataset.session"
        let connected = try await page.evaluate(
            LivePageTests.until("document.documentElement.dataset.live === 'connected' && \(session) !== '\(old)'"))
        guard connected as? Bool == true else { return nil }
        return try await page.evaluate(session) as? String
    }

    /// Serves the example pages from a new directory, opens `/ui/greeting` in Chromium and waits for it to connect;
    /// runs `body` with the page, the server, its port and directory (for a server started again), and the session.
    static func withGreeting(
        _ body: @escaping @Sendable (BrowserPage, RunningServer, Int, URL, String) async throws -> Void
    ) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await serve(port: 0, directory: directory)
        let port = try await server.port()
        try await BrowserPage.with(width: 390, height: 844) { page in
            try await page.navigate(to: "http://127.0.0.1:\(port)/ui/greeting")
            let session = try #require(try await newSession(of: page, since: ""))
            try await body(page, server, port, directory, session)
        }
    }

    @Test(
        "a page outlives its server's restart, graceful or a crash: it re-mounts without a reload, with what was typed while it was down",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func greetingAcrossRestarts() async throws {
        try await Self.withGreeting { page, first, port, directory, opened in
            var (server, session) = (first, opened)
            // A mark that a reload would lose.
            _ = try await page.evaluate("window.notReloaded = true")
            try await page.click("#nameField input")
            try await page.type("Ada")
            _ = try await page.evaluate("document.querySelector('#languagePicker select').focus()")
            try await page.press("F")
            #expect(
                try await page.evaluate(LivePageTests.until("document.body.innerText.includes('Bonjour, Ada!')")) as? Bool == true
            )
            for (stop, signal) in [("graceful", SIGTERM), ("crash", SIGKILL)] {
                server.signal(signal)
                #expect(try await server.waitForExit(limit: .seconds(20)), "\(stop): still running")
                // The person goes on typing while no server answers.
                try await page.click("#nameField input")
                _ = try await page.evaluate(
                    "document.querySelector('#nameField input').setSelectionRange(1000, 1000)")
                try await page.type(stop == "graceful" ? " Lovelace" : " King")
                #expect(
                    try await page.evaluate(LivePageTests.until("document.documentElement.dataset.live === 'reconnecting'"))
                        as? Bool == true, "\(stop)")
                try await Task.sleep(for: .milliseconds(300))
                server = try await Self.serve(port: port, directory: directory)
                _ = try await server.port()
                let started = ContinuousClock.now
                let remounted = try #require(try await Self.newSession(of: page, since: session), "\(stop): no new session")
                let took = ContinuousClock.now - started
                #expect(remounted != session)
                session = remounted
                // The new session's owner has the name and the language: it greets with them.
                let name = stop == "graceful" ? "Ada Lovelace" : "Ada Lovelace King"
                let greeted = try await page.evaluate(
                    LivePageTests.until("document.body.innerText.includes('Bonjour, \(name)!')"))
                let shown = try await page.evaluate("document.body.innerText") as? String ?? ""
                #expect(greeted as? Bool == true, "\(stop): \(shown)")
                #expect(try await page.evaluate("window.notReloaded") as? Bool == true, "\(stop): the page reloaded")
                #expect(try await page.evaluate("document.querySelector('#languagePicker select').value") as? String == "fr")
                #expect(
                    try await page.evaluate(
                        "(document.getElementById('mk-live-banner') || { hidden: true }).hidden") as? Bool == true,
                    "\(stop): a banner still shows")
                print("re-mounted after a \(stop) restart \(took) after the server listened")
            }
            // The new session is live: Clear reaches its owner.
            try await page.click(".mk-button")
            #expect(
                try await page.evaluate(
                    LivePageTests.until("document.body.innerText.includes('Bonjour! Comment vous appelez-vous ?')"))
                    as? Bool == true)
        }
    }

    @Test(
        "a tap sent to a session the server lost reaches the new one once, and the field it left does not send its text after it",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func tapAfterCrash() async throws {
        try await Self.withGreeting { page, first, port, directory, old in
            try await page.click("#nameField input")
            try await page.type("Ada")
            #expect(
                try await page.evaluate(LivePageTests.until("document.body.innerText.includes('Hello, Ada!')")) as? Bool == true)
            // The stream cannot come back, so that the page learns the session is gone from the tap's answer (410).
            _ = try await page.send("Network.enable")
            _ = try await page.send("Network.setBlockedURLs", ["urls": ["*/events?*"]])
            first.signal(SIGKILL)
            #expect(try await first.waitForExit(limit: .seconds(20)))
            let second = try await Self.serve(port: port, directory: directory)
            _ = try await second.port()
            // A scripted click: a mouse press and release either side of the view's swap would be no click at all. The
            // field keeps its focus and its edit, as when a person taps a button on a phone.
            _ = try await page.evaluate("document.querySelector('.mk-button').click(); true")
            // What reached a server, in order: the tap (410 from the old session), the re-mount, the tap again.
            let requests = """
                performance.getEntriesByType('resource').map(function (entry) {
                  var url = new URL(entry.name), kind = url.pathname.split('/').pop();
                  if (kind !== 'messages' && kind !== 'remount') return null;
                  return [kind + (url.searchParams.get('session') === '\(old)' ? ' old' : ''), entry.responseStatus];
                }).filter(Boolean)
                """
            let delivered = try await page.evaluate(
                LivePageTests.until(
                    "(\(requests)).some(function (entry) { return entry[0] === 'messages' && entry[1] === 204; })"))
            #expect(delivered as? Bool == true)
            // Long enough for a stale message to follow.
            try await Task.sleep(for: .milliseconds(500))
            let sent = try await page.evaluate("JSON.stringify(\(requests))") as? String ?? ""
            #expect(sent.hasSuffix(#"["messages old",410],["remount",200],["messages",204]]"#), "\(sent)")
            _ = try await page.send("Network.setBlockedURLs", ["urls": [String]()])
            let cleared = """
                document.documentElement.dataset.live === 'connected' &&
                  document.body.innerText.includes('Hello! What is your name?') &&
                  document.querySelector('#nameField input').value === ''
                """
            #expect(try await page.evaluate(LivePageTests.until(cleared)) as? Bool == true, "\(sent)")
            second.signal(SIGTERM)
            _ = try await second.waitForExit(limit: .seconds(20))
        }
    }

    @Test("a server shutting down tells each open page's stream to re-mount before it ends it")
    func shutdownEvent() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await Self.serve(port: 0, directory: directory)
        let port = try await server.port()
        let html = try await RawHTTPClient.get(port: port, "/ui/greeting").text
        let session = try #require(html.firstMatch(of: /"session":"([0-9a-f]+)"/)?.output.1)
        let connection = try await RawConnection.open(port: port)
        defer { connection.close() }
        var responses = connection.responses()
        try await connection.write(
            "GET /ui/greeting/events?session=\(session)&version=1 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        var text = ""
        while !text.contains("retry: 1000") {
            guard let chunk = await responses.nextChunk() else { break }
            text += chunk
        }
        server.signal(SIGTERM)
        while let chunk = await responses.nextChunk() { text += chunk }
        #expect(text.contains("event: shutdown\ndata: \n\n"), "\(text)")
        #expect(try await server.waitForExit(limit: .seconds(20)))
    }
}
