import Foundation

/// Credentials sent with every request, up front: URLSession answers only a server's 401 challenge, and a service
/// that expects a token never sends one.
///
/// <!-- snippet-prelude
/// let baseURL = URL(fileURLWithPath: "/")
/// let token = "t"
/// -->
/// ```swift
/// var proxy = WebServiceProxy(session: .shared, baseURL: baseURL)
/// proxy.authorize(bearerToken: token)                        // Authorization: Bearer …
/// try proxy.authorize(user: "ann", password: "secret")      // Authorization: Basic YW5uOnNlY3JldA==
/// ```
///
/// Both only set ``WebServiceProxy/headers``' `Authorization`: set it yourself for any other scheme. Send credentials
/// over HTTPS only, except to a server on your own machine.
extension WebServiceProxy {
    /// Sends `Authorization: Bearer <token>` with every request (RFC 6750).
    public mutating func authorize(bearerToken token: String) {
        headers["Authorization"] = "Bearer \(token)"
    }

    /// Sends HTTP Basic credentials with every request (RFC 7617, in UTF-8).
    /// - Throws: ``WebServiceRequestError/invalidUserName(_:)`` when `user` contains a colon, which Basic
    ///   authentication cannot carry (the server would split the name there).
    public mutating func authorize(user: String, password: String) throws(WebServiceRequestError) {
        guard !user.contains(":") else { throw .invalidUserName(user) }
        headers["Authorization"] = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }
}
