import Foundation
import ServerTestSupport
import TestSupport
import Testing

/// `httprpc serve` answers only to its own host names, on every route (issue 61: a DNS-rebinding page could add and
/// delete to-dos, export them, set the air conditioner and read the metrics; only the live pages checked `Host`).
@Suite("Host names on every route of the example server")
struct HostCheckTests {
    static func send(
        _ method: String, _ target: String, host: String, port: Int, origin: String? = nil
    ) async throws
        -> RawResponse
    {
        var request = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        request += method == "POST" ? "Content-Type: application/json\r\nContent-Length: 16\r\n\r\n{\"title\":\"evil\"}" : "\r\n"
        return try await RawHTTPClient.send(port: port, Array(request.utf8))
    }

    @Test("a rebinding name, and the userinfo trick, are refused with 403 before any route; the loopback names are served")
    func everyRoute() async throws {
        let (server, directory) = try await LivePageTests.startServer()
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = try await server.port()
        let created = try await Self.send("POST", "/todos", host: "127.0.0.1:\(port)", port: port)
        #expect(created.status == 201, "\(created.text)")
        for host in ["evil.example:\(port)", "127.0.0.1:\(port)@evil.example", "127.0.0.1:\(port)/x", "localhost.evil.example"] {
            for (method, target) in [
                ("POST", "/todos"), ("DELETE", "/todos/1"), ("GET", "/todos/export"), ("PUT", "/ac/status?on=true"),
                ("GET", "/metrics"), ("GET", "/ui/todos"), ("GET", "/"),
            ] {
                let response = try await Self.send(method, target, host: host, port: port, origin: "http://\(host)")
                #expect(response.status == 403, "\(method) \(target) for \(host): \(response.status)")
                #expect(response.text.hasPrefix("This server does not answer to the host name"))
                #expect(response.header("X-Content-Type-Options") == "nosniff")
            }
        }
        // Nothing was changed: the one to-do is still there, the air conditioner still off.
        let todos = try await Self.send("GET", "/todos/1", host: "localhost:\(port)", port: port)
        #expect(todos.status == 200 && todos.text.contains(#""title":"evil""#))
        let status = try await Self.send("GET", "/ac/status", host: "[::1]:\(port)", port: port)
        #expect(status.status == 200 && status.text.contains(#""on":false"#), "\(status.text)")
        let metrics = try await Self.send("GET", "/metrics", host: "LOCALHOST.:\(port)", port: port)
        #expect(metrics.status == 200)
    }
}
