public import KiloServer

/// The rule that keeps other sites out of a live page: a request must name one of the server's own host names in
/// `Host` (a page on a site whose name resolves to this machine cannot use it: DNS rebinding), and a request that a
/// browser says comes from another origin — another scheme, host or port — is refused, so that a page elsewhere can
/// neither read a session's updates nor act in it.
///
/// Browsers send `Origin` with cross-origin requests and with every `POST`, and `Sec-Fetch-Site` with all requests;
/// a request with neither is not from a browser's page (`curl`), which a session's unguessable id already guards.
public struct SameOrigin: Sendable {
    /// The host names (without port) a request may address, lowercased: `localhost`, `127.0.0.1`, `::1`.
    public var hosts: Set<String>
    /// The scheme pages are served with, as browsers see it: `https` behind a proxy that ends TLS.
    public var scheme: String

    /// The loopback names: for a server that only this machine reaches.
    public static let loopback = SameOrigin(hosts: ["localhost", "127.0.0.1", "::1"])

    /// The rule for pages reached at `hosts` over `scheme`.
    public init(hosts: Set<String>, scheme: String = "http") {
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.scheme = scheme.lowercased()
    }

    /// This rule with more host names allowed.
    public func allowing(_ more: some Sequence<String>) -> SameOrigin {
        SameOrigin(hosts: hosts.union(more.map { $0.lowercased() }), scheme: scheme)
    }

    /// Why `request` is refused, or nil when it comes from the server's own pages.
    public func refusal(of request: ServiceRequest) -> String? {
        if let refusal = refusal(ofHost: request.authority) { return refusal }
        if let site = request.headers.first(where: { $0.name.canonicalName == "sec-fetch-site" })?.value,
            site != "same-origin", site != "none"
        {
            return "Live pages take requests only from their own origin (Sec-Fetch-Site is \(site))."
        }
        guard let origin = request.headers[.origin] else { return nil }
        // `Origin` is scheme://host[:port]; the server sees the host and port the browser addressed in `Host`.
        guard let host = request.authority, origin.lowercased() == "\(scheme)://\(host.lowercased())" else {
            return "Live pages take requests only from their own origin, not from \(UntrustedText.escaped(origin, limit: 200))."
        }
        return nil
    }

    /// Why a request for `authority` (a `Host` header, `name[:port]`) is refused, or nil when it names one of
    /// ``hosts``.
    public func refusal(ofHost authority: String?) -> String? {
        guard let authority, let name = Self.hostName(of: authority), hosts.contains(name) else {
            return
                "This server does not answer to the host name \(authority.map { "'\(UntrustedText.escaped($0, limit: 200))'" } ?? "(none)")."
        }
        return nil
    }

    /// The host name of `name[:port]` or `[address]:port`, lowercased, without a trailing dot.
    static func hostName(of authority: String) -> String? {
        var name: Substring
        if authority.hasPrefix("[") {
            guard let end = authority.firstIndex(of: "]") else { return nil }
            name = authority[authority.index(after: authority.startIndex)..<end]
        } else {
            name = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        }
        if name.hasSuffix(".") { name = name.dropLast() }
        return name.isEmpty ? nil : name.lowercased()
    }
}
