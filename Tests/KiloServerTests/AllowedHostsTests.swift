import KiloServer
import KiloServerTesting
import ServerTestSupport
import ServiceExamples
import Testing

@Suite("Allowed host names")
struct AllowedHostsTests {
    @Test("Host is name[:port] or [address][:port] naming an allowed host; anything else is refused")
    func hostForms() {
        let allowed = AllowedHosts.loopback.allowing(["Example.COM.", "fe80::1"])
        for host in [
            "localhost", "localhost:8080", "LOCALHOST.:1", "127.0.0.1:18080", "[::1]:80", "[::1]", "example.com:443",
            "[fe80::1]:8080",
        ] {
            #expect(allowed.refusal(ofHost: host) == nil, "\(host)")
        }
        for host in [
            "127.0.0.1:18080@evil.example", "evil.example", "127.0.0.1:abc", "127.0.0.1:", "127.0.0.1:123456", "",
            "127.0.0.1/x", "localhost evil", "[::1]x", "[::1", "localhost.evil.example", "127.0.0.1:80:80",
        ] {
            #expect(allowed.refusal(ofHost: host) != nil, "\(host)")
        }
        #expect(allowed.refusal(ofHost: nil) == "This server does not answer to the host name (none).")
        #expect(
            allowed.refusal(ofHost: "a\r\nb") == #"This server does not answer to the host name 'a\r\nb'."#)
    }

    @Test("a server with allowed hosts answers 403 on every route for another name")
    func serverWide() async throws {
        var configuration = WebServer.Configuration()
        configuration.allowedHosts = .loopback
        var server = WebServer(configuration: configuration)
        try server.mount(MathService())
        try await server.test(.live) { client in
            let port = try #require(client.port)
            let served = try await RawHTTPClient.get(port: port, "/math/sum?a=2&b=4")
            #expect(served.status == 200 && served.text == "6")
            for path in ["/math/sum?a=2&b=4", "/", "/openapi.json", "/nowhere"] {
                let refused = try await RawHTTPClient.send(
                    port: port, Array("GET \(path) HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n".utf8))
                #expect(refused.status == 403, "\(path)")
                #expect(refused.text == "This server does not answer to the host name 'evil.example:\(port)'.")
            }
        }
    }
}

@Suite("Client networks")
struct ClientNetworkTests {
    @Test("IPv6 counts as its /64, IPv4 as its address or a block of it, IPv4-mapped as IPv4; other text as itself")
    func networks() {
        #expect(ClientNetwork.of("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
        #expect(ClientNetwork.of("2001:db8:1:2:ffff:ffff:ffff:ffff") == ClientNetwork.of("2001:DB8:1:2::7"))
        #expect(ClientNetwork.of("2001:db8:1:3::1") != ClientNetwork.of("2001:db8:1:2::1"))
        #expect(ClientNetwork.of("::1") == "0:0:0:0::/64")
        #expect(ClientNetwork.of("192.0.2.77") == "192.0.2.77")
        #expect(ClientNetwork.of("192.0.2.77", ipv4PrefixLength: 24) == "192.0.2.0/24")
        #expect(ClientNetwork.of("::ffff:192.0.2.77", ipv4PrefixLength: 16) == "192.0.0.0/16")
        #expect(ClientNetwork.of("192.0.2.77", ipv4PrefixLength: 0) == "0.0.0.0/0")
        #expect(ClientNetwork.of("not an address") == "not an address")
    }
}
