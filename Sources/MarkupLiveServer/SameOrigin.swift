public import KiloServer

/// The rule that keeps other sites out of a live page: a request that a browser says comes from another origin is
/// refused, so that a page elsewhere can neither read a session's updates nor act in it.
///
/// Browsers send `Origin` with cross-origin requests and with every `POST`, and `Sec-Fetch-Site` with all requests;
/// a request with neither is not from a browser's page (`curl`), which a session's unguessable id already guards.
public enum SameOrigin {
    /// Why `request` is refused, or nil when it comes from the server's own pages.
    public static func refusal(of request: ServiceRequest) -> String? {
        if let site = request.headers.first(where: { $0.name.canonicalName == "sec-fetch-site" })?.value,
            site != "same-origin", site != "none"
        {
            return "Live pages take requests only from their own origin (Sec-Fetch-Site is \(site))."
        }
        guard let origin = request.headers[.origin] else { return nil }
        // `Origin` is scheme://host[:port]; the server sees the host and port the browser addressed in `Host`.
        let authority = origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
        guard let authority, let host = request.authority, authority.lowercased() == host.lowercased() else {
            return "Live pages take requests only from their own origin, not from \(origin)."
        }
        return nil
    }
}
