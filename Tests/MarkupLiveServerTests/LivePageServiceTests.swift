import Foundation
import KiloServer
import KiloServerTesting
import MarkupKit
import MarkupLive
import MarkupLiveServer
import MarkupOwners
import ServerTestSupport
import Synchronization
import Testing

/// A counter an owner reports to: how many owners were made, how many heard their views appear, and go.
final class OwnerCount: Sendable {
    private let state = Mutex((made: 0, appeared: 0, gone: 0))
    var made: Int { state.withLock { $0.made } }
    var appeared: Int { state.withLock { $0.appeared } }
    var gone: Int { state.withLock { $0.gone } }
    func madeOne() { state.withLock { $0.made += 1 } }
    func oneAppeared() { state.withLock { $0.appeared += 1 } }
    func oneGone() { state.withLock { $0.gone += 1 } }
}

/// A switch whose action echoes its state into a label: a local action, no service.
@MainActor @MarkupOwner
final class Echo {
    @Outlet let toggle = ViewHandle<Elements.Switch>()
    @Outlet let state = ViewHandle<Elements.Label>()
    let count: OwnerCount

    init(count: OwnerCount) {
        self.count = count
        count.madeOne()
    }

    func viewWillAppear() async throws { state.text = "off" }
    func viewDidAppear() { count.oneAppeared() }
    func viewDidDisappear() { count.oneGone() }

    @Action func toggled(_ sender: ViewHandle<Elements.Switch>) {
        state.text = sender.isOn ? "on" : "off"
        // A property the script cannot set in place: the page gets the whole view.
        if sender.isOn { state["textColor"] = .color(MarkupColor(red: 1, green: 0, blue: 0, alpha: 1)) }
    }
}

@Suite("Live page service")
struct LivePageServiceTests {
    static let document = """
        <LMColumnView>
            <UISwitch id="toggle" onValueChanged="toggled:"/>
            <UILabel id="state" text="?"/>
        </LMColumnView>
        """

    /// Limits for tests that open pages without connecting their streams, on a machine the whole suite loads: no
    /// session ends for want of a connection while a test runs.
    static var patientLimits: LiveSessionRegistry.Limits {
        var limits = LiveSessionRegistry.Limits()
        limits.connectTimeout = .seconds(600)
        limits.reconnectGrace = .seconds(600)
        return limits
    }

    /// Serves the echo page at `/live/echo` with `limits`, for the duration of `body`.
    static func withEchoPage<T: Sendable>(
        limits: LiveSessionRegistry.Limits = patientLimits, heartbeat: Duration = .milliseconds(100),
        _ body: @Sendable (_ port: Int, _ count: OwnerCount, _ sessions: LiveSessionRegistry) async throws -> T
    ) async throws -> T {
        let count = OwnerCount()
        let sessions = LiveSessionRegistry(limits: limits)
        var loader = MarkupLoader(documents: .memory(["Echo.xml": document]))
        loader.catalog = .standard
        let page = try LivePage(document: "Echo", loader: loader) { Echo(count: count) }
        return try await withTestServer(mount: {
            try $0.mount(LivePageService(page, sessions: sessions, heartbeat: heartbeat), at: "live/echo")
        }) {
            port in
            try await body(port, count, sessions)
        }
    }

    /// Opens a page; returns its session's id and version.
    static func open(port: Int) async throws -> (session: String, version: Int) {
        let response = try await send("GET", "/live/echo", port: port)
        #expect(response.status == 200)
        let html = response.text
        guard let start = html.range(of: "id=\"mk-live-config\">"), let end = html[start.upperBound...].range(of: "</script>"),
            let config = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
                as? [String: Any], let session = config["session"] as? String, let version = config["version"] as? Int
        else { throw CancellationError() }
        return (session, version)
    }

    static func send(
        _ method: String, _ target: String, port: Int, headers: [String] = [], body: String? = nil
    ) async throws -> RawResponse {
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for header in headers { request += header + "\r\n" }
        if let body { request += "Content-Length: \(body.utf8.count)\r\n" }
        request += "\r\n" + (body ?? "")
        return try await RawHTTPClient.send(port: port, Array(request.utf8))
    }

    static func post(
        _ message: String, session: String, port: Int, contentType: String = "application/json", headers: [String] = []
    ) async throws -> RawResponse {
        try await send(
            "POST", "/live/echo/messages?session=\(session)", port: port, headers: ["Content-Type: \(contentType)"] + headers,
            body: message)
    }

    /// The user turns the switch: the page's message, and the status it was answered with.
    static func turnSwitch(on: Bool, session: String, port: Int) async throws -> Int {
        try await post(#"{"type":"event","view":1,"event":"valueChanged","values":{"on":\#(on)}}"#, session: session, port: port)
            .status
    }

    /// A page's stream of events, read as it comes.
    struct EventStream {
        let connection: RawConnection
        var responses: RawConnection.Responses
        var text = ""

        init(port: Int, session: String, version: Int, headers: [String] = []) async throws {
            connection = try await RawConnection.open(port: port)
            responses = connection.responses()
            var request = "GET /live/echo/events?session=\(session)&version=\(version) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            for header in headers { request += header + "\r\n" }
            try await connection.write(request + "\r\n")
        }

        /// Reads until what has come holds `marker` after `offset`; returns what came, or nil if the stream ended.
        /// Reads until `marker` and the rest of its event (to the blank line that ends it) have come, however the
        /// network split them; nil if the stream ends first.
        mutating func until(_ marker: String) async -> String? {
            while !(text.range(of: marker).map { text[$0.upperBound...].contains("\n\n") } ?? false) {
                guard let chunk = await responses.nextChunk() else { return nil }
                text += chunk
            }
            return text
        }
    }

    @Test("a message that does not fit, from elsewhere, or for no session is refused with why; the session goes on")
    func refusals() async throws {
        try await Self.withEchoPage { port, _, _ in
            let (session, _) = try await Self.open(port: port)
            let refusals: [(message: String, contentType: String, headers: [String], status: Int, says: String)] = [
                ("[1,", "application/json", [], 400, "The page's message was refused: the message is malformed"),
                (#"{"type":"tap","view":1}"#, "application/json", [], 400, "unknown message type 'tap'"),
                (#"{"type":"event","view":99,"event":"valueChanged"}"#, "application/json", [], 400, "there is no view 99"),
                (
                    #"{"type":"event","view":1,"event":"valueChanged","values":{"on":"maybe"}}"#, "application/json", [], 400,
                    "'on' of <UISwitch>"
                ),
                (
                    #"{"type":"event","view":2,"event":"valueChanged","values":{"text":"forged"}}"#, "application/json", [], 400,
                    "'text' of <UILabel> is not something a page can change"
                ),
                (String(repeating: " ", count: 70_000), "application/json", [], 413, "The message is too large"),
                (#"{"type":"event","view":1,"event":"valueChanged"}"#, "text/plain", [], 415, "application/json"),
                (
                    #"{"type":"event","view":1,"event":"valueChanged"}"#, "application/json", ["Origin: http://evil.example"],
                    403,
                    "not from http://evil.example"
                ),
                (
                    #"{"type":"event","view":1,"event":"valueChanged"}"#, "application/json", ["Sec-Fetch-Site: cross-site"], 403,
                    "Sec-Fetch-Site is cross-site"
                ),
            ]
            for refusal in refusals {
                let response = try await Self.post(
                    refusal.message, session: session, port: port, contentType: refusal.contentType, headers: refusal.headers)
                #expect(response.status == refusal.status, "\(refusal.message.prefix(60))")
                #expect(response.text.contains(refusal.says), "\(response.text)")
            }
            let gone = try await Self.post(#"{"type":"event","view":1,"event":"valueChanged"}"#, session: "nope", port: port)
            #expect(gone.status == 410)
            let events = try await Self.send(
                "GET", "/live/echo/events?session=\(session)", port: port, headers: ["Origin: http://evil.example"])
            #expect(events.status == 403)
            // A time zone is an IANA name Foundation knows, checked before it is looked up.
            for zone in ["Mars%2FOlympus", "..%2F..%2Fetc%2Fpasswd", String(repeating: "A", count: 100), "%0Aforged"] {
                let refused = try await Self.send("GET", "/live/echo/events?session=\(session)&timeZone=\(zone)", port: port)
                #expect(refused.status == 400 && refused.text.contains("is not a time zone"), "\(zone): \(refused.text)")
            }
            // The same origin, as a browser says it, is welcome; the session still works.
            let accepted = try await Self.post(
                #"{"type":"event","view":1,"event":"valueChanged","values":{"on":true}}"#, session: session, port: port,
                headers: ["Origin: http://127.0.0.1:\(port)", "Sec-Fetch-Site: same-origin"])
            #expect(accepted.status == 204)
        }
    }

    @Test("updates come as events; a page that missed some, or whose change cannot be made in place, gets the whole view")
    func updatesAndResync() async throws {
        try await Self.withEchoPage { port, _, _ in
            let (session, version) = try await Self.open(port: port)
            var stream = try await EventStream(port: port, session: session, version: version)
            #expect(await stream.until("retry: 1000") != nil)
            #expect(try await Self.turnSwitch(on: false, session: session, port: port) == 204)
            // Off again: nothing changed, so nothing is sent; then on, with a color the script cannot set: a page.
            #expect(try await Self.turnSwitch(on: true, session: session, port: port) == 204)
            let text = await stream.until("event: page") ?? ""
            #expect(!text.contains("event: update"), "\(text)")
            #expect(
                text.contains("id: \(version + 1)\nevent: page\ndata: {\"alerts\":[],\"html\":\"<div class=\\\"mk-screen\\\""))
            stream.connection.close()

            // A page that says it has an older version gets the whole view first; one that is up to date does not.
            var stale = try await EventStream(port: port, session: session, version: 0, headers: ["Last-Event-ID: \(version)"])
            #expect(await stale.until("event: page") != nil)
            stale.connection.close()
            var current = try await EventStream(port: port, session: session, version: version + 1)
            #expect(await current.until("retry: 1000") != nil)
            #expect(try await Self.turnSwitch(on: false, session: session, port: port) == 204)
            let next = await current.until("event: update") ?? ""
            #expect(!next.contains("event: page"))
            #expect(
                next.contains(
                    #"{"alerts":[],"changes":[{"key":"text","value":"off","view":2}],"rows":[],"selections":[],"version":"#))
            current.connection.close()
        }
    }

    @Test(
        "200 pages opened and dropped end once their streams notice and the grace is over, owners told; past the cap a page is refused"
    )
    func manySessions() async throws {
        var limits = Self.patientLimits
        limits.maximumSessions = 200
        limits.maximumSessionsPerNetwork = 201
        // Long enough that no page opened expires before it connects, however busy the machine.
        limits.reconnectGrace = .seconds(600)
        limits.connectTimeout = .seconds(600)
        try await Self.withEchoPage(limits: limits) { port, count, sessions in
            let connections = try await withThrowingTaskGroup(of: RawConnection.self) { group in
                for _ in 0..<200 {
                    group.addTask {
                        let (session, version) = try await Self.open(port: port)
                        var stream = try await EventStream(port: port, session: session, version: version)
                        _ = await stream.until("retry:")
                        return stream.connection
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(count.made == 200)
            // All 200 connected: the next page is refused.
            let refused = try await Self.send("GET", "/live/echo", port: port)
            #expect(refused.status == 503)
            #expect(refused.text.contains("already keeps 200 live pages"))
            #expect(refused.header("Retry-After") == "5")
            await MainActor.run { sessions.limits.reconnectGrace = .milliseconds(200) }
            for connection in connections { connection.close() }
            #expect(await sessions.count <= 200)
            for _ in 0..<200 where await sessions.count > 0 { try await Task.sleep(for: .milliseconds(50)) }
            #expect(await sessions.count == 0)
            #expect(count.gone == count.made)
        }
    }

    @Test("a connected page that sends nothing for the idle time is told it expired; its owner hears its views went")
    func idleExpiry() async throws {
        var limits = Self.patientLimits
        limits.idleTimeout = .milliseconds(300)
        try await Self.withEchoPage(limits: limits) { port, count, _ in
            let (session, version) = try await Self.open(port: port)
            var stream = try await EventStream(port: port, session: session, version: version)
            #expect(await stream.until("event: expired") != nil)
            #expect(count.gone == 1)
            let late = try await Self.post(#"{"type":"event","view":1,"event":"valueChanged"}"#, session: session, port: port)
            #expect(late.status == 410)
        }
    }

    @Test("pages opened but never connected start nothing, end after the connect timeout, and their owners hear it")
    func neverConnected() async throws {
        var limits = Self.patientLimits
        limits.connectTimeout = .milliseconds(300)
        limits.maximumSessionsPerNetwork = 100
        try await Self.withEchoPage(limits: limits) { port, count, sessions in
            for _ in 0..<20 { _ = try await Self.open(port: port) }
            #expect(count.made == 20)
            for _ in 0..<200 where await sessions.count > 0 { try await Task.sleep(for: .milliseconds(25)) }
            #expect(await sessions.count == 0)
            // Nothing appeared (an owner's polling starts there), and every owner heard its views go.
            #expect(count.appeared == 0 && count.gone == 20)

            // A page that connects appears once, and disappears once when it goes (given all the time it needs to
            // connect on a loaded machine).
            await MainActor.run { sessions.limits.connectTimeout = .seconds(600) }
            let (session, version) = try await Self.open(port: port)
            var stream = try await EventStream(port: port, session: session, version: version)
            #expect(await stream.until("retry: 1000") != nil)
            for _ in 0..<100 where count.appeared == 0 { try await Task.sleep(for: .milliseconds(10)) }
            #expect(count.appeared == 1)
            stream.connection.close()
            for _ in 0..<200 where count.gone < 21 { try await Task.sleep(for: .milliseconds(25)) }
            #expect(count.gone == 21)
        }
    }

    @Test(
        "a page in two languages: each request gets the one it prefers, with the owner made for it; a translation that breaks the document is refused at start"
    )
    func languages() async throws {
        let document = """
            <LMColumnView>
                <UISwitch id="toggle" onValueChanged="toggled:"/>
                <UILabel id="state" text="?"/>
                <UILabel text="@greeting"/>
            </LMColumnView>
            """
        func loader(_ strings: String, _ document: String = document) throws -> MarkupLoader {
            var loader = MarkupLoader(documents: .memory(["Echo.xml": document]))
            loader.catalog = .standard
            loader.strings = try StringsTable(parsing: strings, file: "Localizable.strings")
            return loader
        }
        let languages = Mutex<[String]>([])
        let page = try LivePage(document: "Echo", loader: loader(#""greeting" = "Hello";"#), title: "Echo") { language in
            languages.withLock { $0.append(language) }
            return Echo(count: OwnerCount())
        }
        .translated(into: "de", loader: loader(#""greeting" = "Hallo";"#), title: "Echo auf Deutsch")
        #expect(page.translations.keys.sorted() == ["de"])
        // A translated document is checked against the owner as the page's own is.
        #expect(throws: MarkupError.self) {
            try page.translated(
                into: "fr", loader: loader(#""greeting" = "Bonjour";"#, #"<UILabel id="missing" text="@greeting"/>"#))
        }
        let sessions = LiveSessionRegistry(limits: Self.patientLimits)
        try await withTestServer(mount: { try $0.mount(LivePageService(page, sessions: sessions), at: "live/echo") }) {
            port in
            for (accepted, language, greeting, title) in [
                ("de-AT, en;q=0.5", "de", "Hallo", "Echo auf Deutsch"), ("en, de;q=0.9", "en", "Hello", "Echo"),
                ("fr", "en", "Hello", "Echo"), (nil, "en", "Hello", "Echo"),
            ] {
                let response = try await Self.send(
                    "GET", "/live/echo", port: port, headers: accepted.map { ["Accept-Language: \($0)"] } ?? [])
                #expect(response.status == 200)
                #expect(response.header("Content-Language") == language)
                #expect(response.header("Vary") == "Accept-Language")
                #expect(response.text.contains("<html lang=\"\(language)\""))
                #expect(response.text.contains(">\(greeting)<") && response.text.contains("<title>\(title)</title>"))
            }
            #expect(languages.withLock { $0 } == ["de", "en", "en", "en"])
            await MainActor.run { sessions.removeAll() }
        }
    }

    @Test("one client cannot take every session: past its share it is answered 429, and the others are not")
    func perClient() async throws {
        var limits = Self.patientLimits
        limits.maximumSessionsPerNetwork = 3
        try await Self.withEchoPage(limits: limits) { port, _, sessions in
            for _ in 0..<3 { _ = try await Self.open(port: port) }
            let refused = try await Self.send("GET", "/live/echo", port: port)
            #expect(refused.status == 429)
            #expect(refused.text.contains("You already have 3 live pages open"))
            // Another client still gets a session.
            var loader = MarkupLoader(documents: .memory(["Echo.xml": Self.document]))
            loader.catalog = .standard
            let document = LiveDocument(tree: try loader.load(named: "Echo"), loader: loader)
            let other = try await MainActor.run {
                try sessions.add(for: "192.0.2.7") { id in
                    LiveSession(id: id, document: document, owner: Echo(count: OwnerCount()))
                }
            }
            #expect(await sessions.count == 4)
            await MainActor.run { sessions.remove(other.id) }
            // A session that ends gives its client's place back.
            await MainActor.run { sessions.removeAll() }
            #expect(try await Self.send("GET", "/live/echo", port: port).status == 200)
        }
    }

    @Test("a host name the server does not answer to is refused (DNS rebinding), and so is another scheme's origin")
    func hostAndScheme() async throws {
        try await Self.withEchoPage { port, count, _ in
            func raw(
                _ method: String, _ target: String, host: String, headers: [String] = [], body: String? = nil
            )
                async throws -> RawResponse
            {
                var request = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
                for header in headers { request += header + "\r\n" }
                if let body { request += "Content-Length: \(body.utf8.count)\r\n" }
                return try await RawHTTPClient.send(port: port, Array((request + "\r\n" + (body ?? "")).utf8))
            }
            let evil = "evil.example:\(port)"
            let page = try await raw("GET", "/live/echo", host: evil)
            #expect(page.status == 403)
            #expect(page.text.contains("does not answer to the host name 'evil.example:\(port)'"))
            #expect(count.made == 0)

            let (session, _) = try await Self.open(port: port)
            let message = #"{"type":"event","view":1,"event":"valueChanged","values":{"on":true}}"#
            // The rebinding page's own origin, sent with its own host name.
            let rebound = try await raw(
                "POST", "/live/echo/messages?session=\(session)", host: evil,
                headers: ["Content-Type: application/json", "Origin: http://\(evil)"], body: message)
            #expect(rebound.status == 403)
            let events = try await raw("GET", "/live/echo/events?session=\(session)", host: evil)
            #expect(events.status == 403)
            // The right host and port over another scheme is another origin.
            let https = try await Self.post(message, session: session, port: port, headers: ["Origin: https://127.0.0.1:\(port)"])
            #expect(https.status == 403)
            // localhost is one of the server's names.
            let local = try await raw("GET", "/live/echo", host: "localhost:\(port)")
            #expect(local.status == 200)
        }
    }

    @Test("a message's names reach the log escaped: an event named with a line break forges no line")
    func logInjection() async throws {
        let log = LogRecords()
        var loader = MarkupLoader(documents: .memory(["Echo.xml": Self.document]))
        loader.catalog = .standard
        let page = try LivePage(document: "Echo", loader: loader) { Echo(count: OwnerCount()) }
        var server = WebServer(logger: log.logger)
        try server.mounts.mount(LivePageService(page, sessions: LiveSessionRegistry(limits: Self.patientLimits)), at: "live/echo")
        try await server.test(.live, logLevel: .trace) { client in
            let port = try #require(client.port)
            let (session, _) = try await Self.open(port: port)
            let forged = #"{"type":"event","view":1,"event":"x\n2026-01-01T00:00:00+0000 critical httprpc: FORGED"}"#
            #expect(try await Self.post(forged, session: session, port: port).status == 400)
            let key = #"{"type":"event","view":1,"event":"valueChanged","values":{"a\nFORGED\u2028":1}}"#
            #expect(try await Self.post(key, session: session, port: port).status == 400)
        }
        let lines = log.messages.filter { $0.contains("FORGED") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\u{2028}") }, "\(lines)")
    }
}
