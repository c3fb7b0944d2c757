import KiloServer
import ServerTestSupport
import Testing

/// `X-Request-ID`: each response names its request, as its log lines do.
@Suite("Request IDs")
struct RequestIDTests {
    @Test("every response carries an ID of its own; a usable one the client sent is kept, any other replaced")
    func requestIDs() async throws {
        try await withExampleServer { port in
            let first = try await RawHTTPClient.get(port: port, "/hello")
            let second = try await RawHTTPClient.get(port: port, "/no/such/path")
            let firstID = try #require(first.header("X-Request-ID"))
            let secondID = try #require(second.header("X-Request-ID"), "an error response is named too")
            #expect(firstID != secondID)

            let given = try await RawHTTPClient.get(port: port, "/hello", headers: [("X-Request-ID", "gateway-7f3a.42")])
            #expect(given.header("X-Request-ID") == "gateway-7f3a.42")
            for unusable in ["two words", String(repeating: "x", count: 129), ""] {
                let response = try await RawHTTPClient.get(port: port, "/hello", headers: [("X-Request-ID", unusable)])
                let id = try #require(response.header("X-Request-ID"))
                #expect(id != unusable && !id.isEmpty)
            }
        }
    }
}
