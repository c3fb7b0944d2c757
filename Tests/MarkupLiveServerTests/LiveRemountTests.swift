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

/// How many times a button was tapped.
final class TapCount: Sendable {
    private let count = Mutex(0)
    var taps: Int { count.withLock { $0 } }
    func tapped() { count.withLock { $0 += 1 } }
}

/// A sign-in form: a name the owner greets, a password, a one-time code it says not to recover, a switch, and a
/// button whose taps it counts.
@MainActor @MarkupOwner
final class SignIn {
    @Outlet let name = ViewHandle<Elements.TextField>()
    @Outlet let password = ViewHandle<Elements.TextField>()
    @Outlet(recoversInput: false) let code = ViewHandle<Elements.TextField>()
    @Outlet let remember = ViewHandle<Elements.Switch>()
    @Outlet let greeting = ViewHandle<Elements.Label>()
    let taps: TapCount

    init(taps: TapCount) { self.taps = taps }

    @Action func nameChanged(_ sender: ViewHandle<Elements.TextField>) { greeting.text = "Hello, \(sender.text ?? "")" }
    @Action func rememberChanged(_ sender: ViewHandle<Elements.Switch>) {
        greeting.text = (greeting.text ?? "") + (sender.isOn ? " (remembered)" : "")
    }
    @Action func signIn() { taps.tapped() }
}

@Suite("Live pages re-mounting on a new session")
struct LiveRemountTests {
    static let document = """
        <LMColumnView>
            <UITextField id="name" onEditingChanged="nameChanged:"/>
            <UITextField id="password" secureTextEntry="true"/>
            <UITextField id="code"/>
            <UISwitch id="remember" onValueChanged="rememberChanged:"/>
            <UILabel id="greeting" text="Hello"/>
            <UIButton title="Sign in" onPrimaryActionTriggered="signIn"/>
        </LMColumnView>
        """

    /// The views by number, as the page numbers them.
    enum View: Int { case name = 1, password, code, remember, greeting, submit }

    /// Serves the sign-in page at `/live/sign-in`, for the duration of `body`.
    static func withSignInPage<T: Sendable>(
        textBudget: Int = 256 * 1024,
        _ body: @Sendable (_ port: Int, _ sessions: LiveSessionRegistry, _ taps: TapCount) async throws -> T
    ) async throws -> T {
        let taps = TapCount()
        var limits = LivePageServiceTests.patientLimits
        limits.sessionBudget.maximumTextBytes = textBudget
        let sessions = LiveSessionRegistry(limits: limits)
        var loader = MarkupLoader(documents: .memory(["SignIn.xml": document]))
        loader.catalog = .standard
        let page = try LivePage(document: "SignIn", loader: loader) { SignIn(taps: taps) }
        return try await withTestServer(mount: { try $0.mount(LivePageService(page, sessions: sessions), at: "live/sign-in") }) {
            port in try await body(port, sessions, taps)
        }
    }

    static func remount(
        _ body: String, port: Int, contentType: String = "application/json", headers: [String] = []
    ) async throws -> RawResponse {
        try await LivePageServiceTests.send(
            "POST", "/live/sign-in/remount", port: port, headers: ["Content-Type: \(contentType)"] + headers, body: body)
    }

    static func typed(_ view: View, _ text: String) -> String {
        #"{"type":"event","view":\#(view.rawValue),"event":"editingChanged","values":{"text":"\#(text)"}}"#
    }

    /// The new session's id and version and the view it shows, from a re-mount's answer.
    static func answer(_ response: RawResponse) throws -> (session: String, version: Int, html: String) {
        let object = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any]
        let session = try #require(object?["session"] as? String, "\(response.text)")
        return (session, try #require(object?["version"] as? Int), try #require(object?["html"] as? String))
    }

    @Test("a re-mount opens a new session with what the person typed and chose, entered again: the owner's actions ran")
    func recoversInput() async throws {
        try await Self.withSignInPage { port, sessions, _ in
            let response = try await Self.remount(
                #"{"messages":[\#(Self.typed(.name, "Ada")),{"type":"event","view":4,"event":["valueChanged","primaryActionTriggered"],"values":{"on":true}}]}"#,
                port: port)
            #expect(response.status == 200, "\(response.text)")
            #expect(response.header("Content-Type") == "application/json")
            let (session, version, html) = try Self.answer(response)
            #expect(html.contains("value=\"Ada\""), "\(html)")
            #expect(html.contains("Hello, Ada (remembered)"), "the owner's actions ran in order: \(html)")
            #expect(html.contains("checked"))
            // The session is there, at the version its view is, for the page's messages.
            let live = try #require(await sessions.session(session))
            #expect(await live.version == version)
            let message = try await LivePageServiceTests.send(
                "POST", "/live/sign-in/messages?session=\(session)", port: port, headers: ["Content-Type: application/json"],
                body: Self.typed(.name, "Grace"))
            #expect(message.status == 204)
        }
    }

    @Test(
        "a recovery is input, not gestures: taps, return keys, row actions, secrets and outlets that say so are not entered again"
    )
    func inputOnly() async throws {
        try await Self.withSignInPage { port, _, taps in
            let messages = [
                #"{"type":"event","view":6,"event":["touchUpInside","primaryActionTriggered"]}"#,
                #"{"type":"event","view":1,"event":["primaryActionTriggered","editingDidEndOnExit"],"values":{"text":"Eve"}}"#,
                #"{"type":"event","view":1,"event":["editingChanged","primaryActionTriggered"],"values":{"text":"Eve"}}"#,
                #"{"type":"row","view":0,"section":0,"row":"1","action":"select"}"#,
                Self.typed(.password, "hunter2"), Self.typed(.code, "424242"), Self.typed(.name, "Ada"),
            ]
            let response = try await Self.remount(#"{"messages":[\#(messages.joined(separator: ","))]}"#, port: port)
            #expect(response.status == 200, "\(response.text)")
            let (_, _, html) = try Self.answer(response)
            #expect(taps.taps == 0)
            for secret in ["hunter2", "424242", "Eve"] { #expect(!html.contains(secret), "\(secret) was entered again") }
            #expect(html.contains("Hello, Ada"), "the input after the skipped messages still counts: \(html)")
        }
    }

    @Test("a re-mount that is not one opens nothing and says why: malformed, too many, too large, not JSON, from elsewhere")
    func refusals() async throws {
        try await Self.withSignInPage { port, sessions, _ in
            let many = "{\"messages\":[" + Array(repeating: Self.typed(.name, "x"), count: 129).joined(separator: ",") + "]}"
            let huge = "{\"messages\":[" + Self.typed(.name, String(repeating: "x", count: 300_000)) + "]}"
            let refusals: [(body: String, contentType: String, headers: [String], status: Int, says: String)] = [
                ("[1,", "application/json", [], 400, "The page's re-mount was refused: the message is malformed"),
                (
                    #"{"messages":[{"type":"tap","view":1}]}"#, "application/json", [], 400,
                    "message 0 of the recovery: unknown message type 'tap'"
                ),
                (#"{"messages":{}}"#, "application/json", [], 400, "\"messages\" has the wrong type"),
                (many, "application/json", [], 400, "a recovery has 129 messages; at most 128 are taken"),
                (huge, "application/json", [], 413, "The re-mount is too large"),
                (#"{"messages":[]}"#, "text/plain", [], 415, "application/json"),
                (#"{"messages":[]}"#, "application/json", ["Origin: http://evil.example"], 403, "not from http://evil.example"),
            ]
            for refusal in refusals {
                let response = try await Self.remount(
                    refusal.body, port: port, contentType: refusal.contentType, headers: refusal.headers)
                #expect(response.status == refusal.status, "\(refusal.body.prefix(60)): \(response.text)")
                #expect(response.text.contains(refusal.says), "\(response.text)")
            }
            #expect(await sessions.count == 0, "a refused re-mount opened a session")
        }
    }

    @Test("each recovered message is checked and counted as any message is: one past the text budget or for no view is skipped")
    func checkedAndCounted() async throws {
        try await Self.withSignInPage(textBudget: 1_000) { port, _, _ in
            let messages = [
                Self.typed(.name, String(repeating: "x", count: 2_000)),
                #"{"type":"event","view":99,"event":"editingChanged","values":{"text":"y"}}"#,
                #"{"type":"event","view":5,"event":"valueChanged","values":{"text":"forged"}}"#,
                Self.typed(.name, "Ada"),
            ]
            let response = try await Self.remount(#"{"messages":[\#(messages.joined(separator: ","))]}"#, port: port)
            #expect(response.status == 200, "\(response.text)")
            let (_, _, html) = try Self.answer(response)
            #expect(!html.contains("xxxxxxxxxx") && !html.contains("forged"), "\(html)")
            #expect(html.contains("Hello, Ada"))
        }
    }
}
