public import KiloServer

/// The rule that keeps other sites out of a live page: a request must name one of the server's own host names in
/// `Host` (a page on a site whose name resolves to this machine cannot use it: DNS rebinding), and a request that a
/// browser says comes from another origin — another scheme, host or port — is refused, so that a page elsewhere can
/// neither read a session's updates nor act in it.
///
/// Browsers send `Origin` with cross-origin requests and with every `POST`, and `Sec-Fetch-Site` with all requests;
/// a request with neither is not from a browser's page (`curl`), which a session's unguessable id already guards.
public struct SameOrigin: Sendable {
    /// The host names a request may address (`AllowedHosts`, KiloServer's server-wide rule, which this one applies too).
    public var allowedHosts: AllowedHosts
    /// The host names (without port), lowercased: `localhost`, `127.0.0.1`, `::1`.
    public var hosts: Set<String> { allowedHosts.names }
    /// The scheme pages are served with, as browsers see it: `https` behind a proxy that ends TLS.
    public var scheme: String

    /// The loopback names: for a server that only this machine reaches.
    public static let loopback = SameOrigin(allowedHosts: .loopback)

    /// The rule for pages reached at `hosts` over `scheme`.
    public init(hosts: Set<String>, scheme: String = "http") {
        self.init(allowedHosts: AllowedHosts(hosts), scheme: scheme)
    }

    /// The rule for pages reached at the names `allowedHosts` allows over `scheme`.
    public init(allowedHosts: AllowedHosts, scheme: String = "http") {
        self.allowedHosts = allowedHosts
        self.scheme = scheme.lowercased()
    }

    /// This rule with more host names allowed.
    public func allowing(_ more: some Sequence<String>) -> SameOrigin {
        SameOrigin(allowedHosts: allowedHosts.allowing(more), scheme: scheme)
    }

    /// Why `request` is refused, or nil when it comes from the server's own pages.
    public func refusal(of request: ServiceRequest) -> String? {
        if let refusal = refusal(ofHost: request.authority) { return refusal }
        if let site = request.headers.first(where: { $0.name.canonicalName == "sec-fetch-site" })?.value,
            site != "same-origin", site != "none"
        {
            return
                "Live pages take requests only from their own origin (Sec-Fetch-Site is \(UntrustedText.escaped(site, limit: 100)))."
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
        allowedHosts.refusal(ofHost: authority)
    }
}
