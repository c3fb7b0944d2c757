import Logging
import ServerTestSupport
import Testing

@testable import KiloServer

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

    @Test("the log metadata holds the ID: the client's, else Hummingbird's, else one made here, new each time")
    func metadata() {
        var hummingbird = Logger(label: "test")
        hummingbird[metadataKey: "hb.request.id"] = "0123abcd"
        #expect(RequestID.assign([:], logger: &hummingbird) == "0123abcd")
        #expect(hummingbird[metadataKey: "hb.request.id"] == "0123abcd")

        var given = hummingbird
        #expect(RequestID.assign([RequestID.field: "from-proxy"], logger: &given) == "from-proxy")
        #expect(given[metadataKey: "hb.request.id"] == "from-proxy")

        var plain = Logger(label: "test")
        let first = RequestID.assign([:], logger: &plain)
        var other = Logger(label: "test")
        let second = RequestID.assign([:], logger: &other)
        #expect(!first.isEmpty && first != second)
        #expect(plain[metadataKey: "hb.request.id"] == "\(first)")
    }
}
