import KiloServer
import KiloServerTesting
import Testing

/// Answers with the address the server took the request to come from.
@WebService("whoami")
struct WhoAmI {
    @RequestMethod("GET")
    func address(request: ServiceRequest) -> String {
        request.clientAddress ?? "unknown"
    }
}

/// `ServiceRequest.clientAddress`: the peer, or what a trusted proxy forwarded (what per-client limits count by).
@Suite("Client addresses")
struct ClientAddressTests {
    @Test("the peer's address, whatever X-Forwarded-For says, unless the peer is a trusted proxy")
    func forwarded() async throws {
        var server = WebServer()
        try server.mount(WhoAmI())
        try await server.test(.live) { client in
            #expect(try await client.execute(.get, "/whoami").decode(String.self) == "127.0.0.1")
            let forged = try await client.execute(.get, "/whoami", headers: [.init("X-Forwarded-For")!: "203.0.113.9"])
            #expect(try forged.decode(String.self) == "127.0.0.1")
        }
        server.configuration.trustedProxies = ["127.0.0.1", "10.0.0.2"]
        try await server.test(.live) { client in
            #expect(try await client.execute(.get, "/whoami").decode(String.self) == "127.0.0.1")
            // The nearest address no trusted proxy holds: what the client wrote itself at the front is not believed.
            let chain = "198.51.100.1, 203.0.113.9, 10.0.0.2"
            let forwarded = try await client.execute(.get, "/whoami", headers: [.init("X-Forwarded-For")!: chain])
            #expect(try forwarded.decode(String.self) == "203.0.113.9")
        }
    }
}
