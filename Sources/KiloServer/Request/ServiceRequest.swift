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

    /// The languages of `Accept-Language`, most preferred first (by `q` weight, then order).
    public var acceptedLanguages: [String] {
        guard let header = headers[.acceptLanguage] else { return [] }
        var ranked: [(language: String, weight: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let language = parts.first, !language.isEmpty, language != "*" else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            if weight > 0 { ranked.append((language, weight, order)) }
        }
        return ranked.sorted { ($0.weight, -$0.order) > ($1.weight, -$1.order) }.map(\.language)
    }

    /// The client's preferred locale from `Accept-Language`, or `en-US` when it sent none.
    public var locale: Locale {
        Locale(identifier: acceptedLanguages.first ?? "en-US")
    }
}
