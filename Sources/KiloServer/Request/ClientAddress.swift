import Foundation
import HTTPTypes
import NIOCore

/// How a request's client is found: the connection's peer, or, when the peer is a proxy the server trusts, the
/// address that proxy appended to `X-Forwarded-For`.
struct ClientAddress: Sendable {
    /// The addresses of the proxies whose `X-Forwarded-For` is believed.
    let trustedProxies: Set<String>

    /// The client's IP address, or `nil` when the connection has none (a Unix socket, a test without one).
    func of(_ headers: HTTPFields, peer: SocketAddress?) -> String? {
        guard let address = peer?.ipAddress else { return nil }
        guard trustedProxies.contains(address) else { return address }
        // Each proxy appends the address it heard from: the nearest untrusted one is the client, whatever a client
        // wrote at the start of the header itself.
        var client = address
        let forwarded = headers[values: .xForwardedFor].flatMap { $0.split(separator: ",") }
        for entry in forwarded.reversed() {
            let hop = entry.trimmingCharacters(in: .whitespaces)
            guard !hop.isEmpty, hop.utf8.count <= 64 else { break }
            client = hop
            if !trustedProxies.contains(hop) { break }
        }
        return client
    }
}

extension HTTPField.Name {
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
