public import Foundation
public import HTTPTypes
public import Hummingbird
public import Logging
import NIOCore

/// The request a service method is answering: what a method can read besides its arguments.
///
/// A method receives it by declaring a parameter of this type (any name); it is not a request argument.
public struct ServiceRequest: Sendable {
    /// The HTTP method.
    public let method: HTTPRequest.Method
    /// The path as sent, still percent-encoded, without the query.
    public let path: String
    /// The raw query string, without `?`; `nil` when the URL has none.
    public let query: String?
    /// The values of the path's `?` keys.
    public let keys: PathKeys
    /// The request headers.
    public let headers: HTTPFields
    /// The host and port the client addressed (the `Host` header of HTTP/1.1), if it named one.
    public let authority: String?
    /// The client's IP address: the connection's peer, or the address a trusted proxy forwarded
    /// (`WebServer.Configuration.trustedProxies`); `nil` when the server cannot tell (a request made in process).
    public var clientAddress: String? {
        switch client {
        case .given(let address): address
        case .peer(let peer, let rule): rule.of(headers, peer: peer)
        }
    }
    /// Where ``clientAddress`` comes from: spelt only when a method asks, as few do.
    private let client: Client
    /// The logger for this request (its `hb.request.id` metadata is the request ID of the `X-Request-ID` header).
    public let logger: Logger
    /// The Hummingbird request context the request was served with, which middleware may have filled.
    private let requestContext: (any RequestContext)?

    private enum Client: Sendable {
        case given(String?)
        case peer(SocketAddress?, ClientAddress)
    }

    /// Creates a request description.
    public init(
        method: HTTPRequest.Method, path: String, query: String?, keys: PathKeys, headers: HTTPFields, authority: String? = nil,
        clientAddress: String? = nil, logger: Logger, context: (any RequestContext)? = nil
    ) {
        self.init(
            method: method, path: path, query: query, keys: keys, headers: headers, authority: authority,
            client: .given(clientAddress), logger: logger, context: context)
    }

    /// A request from `peer`, whose client address `rule` finds.
    init(
        method: HTTPRequest.Method, path: String, query: String?, keys: PathKeys, headers: HTTPFields, authority: String?,
        peer: SocketAddress?, clientAddressRule rule: ClientAddress, logger: Logger, context: any RequestContext
    ) {
        self.init(
            method: method, path: path, query: query, keys: keys, headers: headers, authority: authority,
            client: .peer(peer, rule), logger: logger, context: context)
    }

    private init(
        method: HTTPRequest.Method, path: String, query: String?, keys: PathKeys, headers: HTTPFields, authority: String?,
        client: Client, logger: Logger, context: (any RequestContext)?
    ) {
        self.client = client
        self.requestContext = context
        self.method = method
        self.path = path
        self.query = query
        self.keys = keys
        self.headers = headers
        self.authority = authority
        self.logger = logger
    }

    /// The request context the request was served with, as `Context`: what the application's middleware put there
    /// (hummingbird-auth's `identity`, say). `nil` when it was served with a context of another type, or none.
    public func context<Context: RequestContext>(as type: Context.Type) -> Context? {
        requestContext as? Context
    }

    /// The languages of `Accept-Language`, most preferred first (by `q` weight, then order), as the client spelt
    /// them: `fr-CH, fr;q=0.9, *;q=0.1` is `["fr-CH", "fr"]`.
    ///
    /// What is not a language range (`fr_CH`, `en-`, a tag part longer than 8 characters) or has a weight that is
    /// not one (`q=2`, `q=high`) is left out; `*` and `q=0` mean no language in particular. The first 32 ranges are
    /// read: a header may be 16 KB, and no client prefers more.
    public var acceptedLanguages: [String] {
        LanguagePreference.ranked(headers[.acceptLanguage] ?? "")
    }

    /// The language of `supported` the client prefers most (RFC 4647's lookup, case-insensitive): for each language
    /// it accepts, best first, the same tag, then the tag with its last parts cut (`fr-CA` → `fr`), then a supported
    /// tag that extends it (`fr` → `fr-FR`). `nil` when it accepts none of them: answer in your default.
    ///
    /// <!-- snippet-prelude
    /// func greeting(request: ServiceRequest) -> String {
    /// …
    /// }
    /// -->
    /// ```swift
    /// // Accept-Language: fr-CA, en;q=0.5
    /// let language = request.preferredLanguage(among: ["en", "fr", "de"]) ?? "en"  // "fr"
    /// return language == "fr" ? "Bonjour" : "Hello"
    /// ```
    public func preferredLanguage(among supported: [String]) -> String? {
        LanguagePreference.lookup(acceptedLanguages, among: supported)
    }

    /// The client's preferred locale from `Accept-Language`, or `en-US` when it sent none.
    public var locale: Locale {
        Locale(identifier: acceptedLanguages.first ?? "en-US")
    }
}
