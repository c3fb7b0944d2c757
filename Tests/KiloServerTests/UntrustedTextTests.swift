import KiloServer
import KiloServerTesting
import ServerTestSupport
import Testing

/// A service whose failure message carries what the client sent, as many do.
@WebService("echoes")
struct FailingEcho {
    @RequestMethod("POST")
    func fail(text: String) throws -> String {
        throw ServiceError(.internalServerError, "could not store \(text)")
    }
}

/// No request writes a log line of its own (issue 38, defect 5).
@Suite("Log lines from requests")
struct UntrustedTextTests {
    @Test("control characters, separators and bidirectional overrides are escaped; long values are cut")
    func escaping() {
        let forged = "x\n2026-01-01T00:00:00+0000 critical httprpc: FORGED"
        #expect(UntrustedText.escaped(forged) == #"x\n2026-01-01T00:00:00+0000 critical httprpc: FORGED"#)
        #expect(
            UntrustedText.escaped("a\r\tb\u{1B}[31mc\u{7F}\u{85}\u{2028}\u{202E}d")
                == #"a\r\tb\u{1B}[31mc\u{7F}\u{85}\u{2028}\u{202E}d"#)
        #expect(UntrustedText.escaped("é 日本 😀") == "é 日本 😀")
        #expect(UntrustedText.escaped(String(repeating: "a", count: 5_000)) == String(repeating: "a", count: 1_000) + "…")
    }

    @Test("a value a request brings into a server error's log line stays on that line")
    func serverErrorLine() async throws {
        let log = LogRecords()
        var server = WebServer(logger: log.logger)
        try server.mount(FailingEcho())
        try await server.test(.router, logLevel: .trace) { client in
            let response = try await client.execute(
                .post, "/echoes", headers: [.contentType: "application/x-www-form-urlencoded"],
                body: .init(string: "text=x%0A2026-01-01T00:00:00%2B0000%20critical%20httprpc%3A%20FORGED"))
            #expect(response.status == .internalServerError)
        }
        let lines = log.messages.filter { $0.contains("FORGED") }
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { !$0.contains("\n") }, "\(lines)")
    }
}
