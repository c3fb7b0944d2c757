public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Invokes REST operations by HTTP method, path and arguments, and hands back decoded results.
///
/// ```swift
/// var proxy = WebServiceProxy(session: .shared, baseURL: URL(string: "http://localhost:8080")!)
/// proxy.headers["Authorization"] = "Bearer …"
///
/// let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])   // 6
/// let total: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["values": [1, 2, 3, 4]])
/// try await proxy.invoke(.put, path: "/ac/status", arguments: ["temperature": 72])
/// let employee: Employee = try await proxy.invoke(
///     .get, path: "/employees/{employeeNumber}", keys: ["employeeNumber": 10004],
///     arguments: ["details": ["titles", "salaries"]])
/// ```
///
/// Arguments are encoded the way an HTML form would: in the query string for GET, PUT, PATCH and DELETE; in the body
/// for POST (``encoding-swift.property``), unless the request has a body of its own, when they go in the query
/// string too. See ``invoke(_:path:keys:arguments:content:contentType:)->()`` for the value rules.
///
/// A proxy is a value: configure it, then share it freely between tasks.
public struct WebServiceProxy: Sendable {
    /// An HTTP method: the common ones by name, any other by its token, spelled as the server expects it (methods are
    /// case-sensitive): `Method("PROPFIND")`.
    public struct Method: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// `GET`: read a resource.
        public static let get = Method("GET")
        /// `HEAD`: `GET` without the body.
        public static let head = Method("HEAD")
        /// `POST`: arguments go in the body.
        public static let post = Method("POST")
        /// `PUT`: replace a resource.
        public static let put = Method("PUT")
        /// `PATCH`: change part of a resource.
        public static let patch = Method("PATCH")
        /// `DELETE`: remove a resource.
        public static let delete = Method("DELETE")
        /// `OPTIONS`: ask what a resource allows.
        public static let options = Method("OPTIONS")

        /// The method's token, as sent.
        public let rawValue: String

        /// A method by its token. One that is not a token (empty, or with spaces or separators) is refused when a
        /// request is made with it (``WebServiceRequestError/invalidMethod(_:)``).
        public init(_ token: String) { rawValue = token }

        /// A method by its token (the same as ``init(_:)``).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The token.
        public var description: String { rawValue }

        /// RFC 9110's `token`: what a method may be spelled with.
        var isToken: Bool {
            !rawValue.isEmpty
                && rawValue.utf8.allSatisfy { byte in
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"):
                        true
                    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
                    }
                }
        }
    }

    /// How POST arguments are sent in the body.
    public enum Encoding: Sendable {
        /// `application/x-www-form-urlencoded`: text values only (a file URL is sent as its path).
        case formURLEncoded
        /// `multipart/form-data`: file `URL`s become file parts.
        case multipartFormData
    }

    /// Decodes a response body of a given content type into a result.
    public typealias ResponseHandler<T> = @Sendable (_ content: Data, _ contentType: String?) throws -> T

    /// The session requests are made with.
    public let session: URLSession
    /// The URL paths are resolved against.
    public let baseURL: URL
    /// Headers sent with every request, such as `Authorization`.
    public var headers: [String: String] = [:]
    /// How POST arguments are encoded in the body.
    public var encoding: Encoding = .formURLEncoded
    /// The longest a request may take, start to finish, or `nil` (the default) for no limit of the proxy's own.
    ///
    /// Enforced by the proxy itself, because URLSession on Linux ignores `timeoutIntervalForResource`: the call answers
    /// at the deadline even if the transfer is still winding down. Without it, the session's own
    /// `timeoutIntervalForRequest` (an idle timeout, 60 s by default) still applies, and the request costs one task hop
    /// less (about 5% of a loopback call's CPU).
    public var timeout: Duration?
    /// The statuses a call must be answered with to succeed, or `nil` (the default) for any 2xx.
    ///
    /// A create that must answer 201 fails with ``WebServiceRequestError/unexpectedStatus(_:expected:)`` when it
    /// answers 200; a status outside 2xx that is expected is a success, its body the result. See ``expecting(_:)``.
    public var expectedStatuses: Set<Int>?
    /// Told of every request as it goes out and of its response or failure (``WebServiceTrace``); `nil` by default.
    public var monitor: (@Sendable (WebServiceTrace) -> Void)?
    /// The session requests go through: ``session``, or on Linux its twin (`URLSession.transferSession`), found once.
    private let transferSession: URLSession

    /// Creates a proxy for the services at `baseURL`.
    public init(session: URLSession, baseURL: URL) {
        self.session = session
        transferSession = session.transferSession
        self.baseURL = baseURL
    }

    /// This proxy, with calls that succeed only when answered with one of `statuses`.
    ///
    /// ```swift
    /// let item: Item = try await proxy.expecting(201).invoke(.post, path: "/items", body: draft)
    /// ```
    public func expecting(_ statuses: Int...) -> WebServiceProxy {
        var proxy = self
        proxy.expectedStatuses = Set(statuses)
        return proxy
    }

    // MARK: Invoking

    /// Invokes an operation that returns nothing (or whose result is not needed).
    ///
    /// - Parameters:
    ///   - method: the HTTP method.
    ///   - path: the resource's path, resolved against ``baseURL``: `/math/sum`. `{name}` segments are filled from
    ///     `keys`, each value percent-encoded: `/employees/{employeeNumber}`.
    ///   - keys: the values of the path's `{name}` segments.
    ///   - arguments: the arguments. Arrays and sets are repeated names (`values=1&values=2`), `Date` is milliseconds
    ///     since 1970, `Bool` is `true`/`false`, `nil` leaves the argument out, a file `URL` is a file part of a
    ///     multipart body, anything else is its `description`. Names are sent in sorted order.
    ///   - content: a request body of your own; arguments then go in the query string.
    ///   - contentType: the body's content type (`application/octet-stream` when not given).
    public func invoke(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: Data? = nil, contentType: String? = nil
    ) async throws {
        _ = try await send(method, path: path, keys: keys, arguments: arguments, body: content.map { ($0, contentType) })
    }

    /// Invokes an operation with a JSON body, ignoring its result.
    public func invoke<Body: Encodable>(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: Body
    ) async throws {
        _ = try await send(
            method, path: path, keys: keys, arguments: arguments, body: (try Self.encodeJSON(body), "application/json"))
    }

    /// Invokes an operation and decodes its JSON result. An optional `Result` is `nil` for 204 or an empty body.
    public func invoke<Result: Decodable>(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: Data? = nil, contentType: String? = nil
    ) async throws -> Result {
        let response = try await send(
            method, path: path, keys: keys, arguments: arguments, body: content.map { ($0, contentType) })
        return try Self.decodeJSON(Result.self, from: response)
    }

    /// Invokes an operation with a JSON body and decodes its JSON result.
    public func invoke<Body: Encodable, Result: Decodable>(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: Body
    ) async throws -> Result {
        let response = try await send(
            method, path: path, keys: keys, arguments: arguments, body: (try Self.encodeJSON(body), "application/json"))
        return try Self.decodeJSON(Result.self, from: response)
    }

    /// Invokes an operation and returns its JSON result loosely typed, as `JSONSerialization` reads it
    /// (`[String: Any]`, `[Any]`, `String`, `NSNumber`…); `nil` for 204 or an empty body.
    ///
    /// ```swift
    /// let status = try await proxy.invoke(.get, path: "/ac/status", as: Any.self) as? [String: Any]
    /// ```
    /// (`as: Any.self` tells this overload from the one with no result: `()` converts to `Any?` too.)
    public func invoke(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: Data? = nil, contentType: String? = nil, as type: Any.Type
    ) async throws -> sending Any? {
        let response = try await send(
            method, path: path, keys: keys, arguments: arguments, body: content.map { ($0, contentType) })
        return try Self.decodeLooseJSON(from: response)
    }

    /// Invokes an operation and decodes its result with `responseHandler`, which gets the body and its content type
    /// (an image, text, CSV…).
    public func invoke<Result>(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: Data? = nil, contentType: String? = nil, responseHandler: ResponseHandler<Result>
    ) async throws -> Result {
        let response = try await send(
            method, path: path, keys: keys, arguments: arguments, body: content.map { ($0, contentType) })
        return try responseHandler(response.body, response.contentType)
    }

    // MARK: The request

    /// A successful response: its body and content type (without parameters).
    struct SuccessfulResponse: Sendable {
        var body: Data
        var contentType: String?
        var statusCode: Int
    }

    /// Builds the request, sends it within the timeout, and returns a 2xx response or throws.
    func send(
        _ method: Method, path: String, keys: [String: any Sendable], arguments: [String: any Sendable], body: (Data, String?)?
    ) async throws -> SuccessfulResponse {
        let request = try makeRequest(method, path: path, keys: keys, arguments: arguments, body: body)
        let (data, http) = try await exchange(request)
        let contentType = http.mimeType
        let succeeded = expectedStatuses?.contains(http.statusCode) ?? (200..<300).contains(http.statusCode)
        guard succeeded else {
            if let expectedStatuses, (200..<300).contains(http.statusCode) {
                throw WebServiceRequestError.unexpectedStatus(http.statusCode, expected: expectedStatuses.sorted())
            }
            let message =
                contentType?.lowercased() == "text/plain"
                ? String(decoding: data, as: UTF8.self) : HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            throw WebServiceError(statusCode: http.statusCode, message: message, contentType: contentType, body: data)
        }
        return SuccessfulResponse(body: data, contentType: contentType, statusCode: http.statusCode)
    }

    /// Sends `request` within the timeout, telling the monitor.
    private func exchange(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let traced = monitor.flatMap { monitor in WebServiceTrace.Request(request).map { (monitor, $0) } }
        if let (monitor, sent) = traced { monitor(.request(sent)) }
        let start = ContinuousClock.now
        do {
            let session = transferSession
            let (data, response) =
                if let timeout {
                    try await Deadline.run(timeout) { try await session.transfer(request) }
                } else {
                    try await session.transfer(request)
                }
            guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
            if let (monitor, sent) = traced {
                monitor(.response(WebServiceTrace.Response(http, body: data), to: sent, after: .now - start))
            }
            return (data, http)
        } catch {
            if let (monitor, sent) = traced { monitor(.failure(error, of: sent, after: .now - start)) }
            throw error
        }
    }

    func makeRequest(
        _ method: Method, path: String, keys: [String: any Sendable], arguments: [String: any Sendable], body: (Data, String?)?
    ) throws -> URLRequest {
        guard method.isToken else { throw WebServiceRequestError.invalidMethod(method.rawValue) }
        let pairs = try ArgumentEncoding.pairs(arguments)
        let argumentsInBody = method == .post && body == nil && !pairs.isEmpty
        var target = try PathTemplate.fill(path, keys: keys)
        if !pairs.isEmpty && !argumentsInBody {
            target += (target.contains("?") ? "&" : "?") + ArgumentEncoding.urlEncoded(pairs)
        }
        // Resolved once here: URLSession works from the absolute URL, and resolving it again on every use costs.
        guard let url = URL(string: target, relativeTo: baseURL)?.absoluteURL else {
            throw WebServiceRequestError.invalidPath(target)
        }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let (content, contentType) = body {
            request.setValue(contentType ?? "application/octet-stream", forHTTPHeaderField: "Content-Type")
            request.httpBody = content
        } else if argumentsInBody {
            switch encoding {
            case .formURLEncoded:
                request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data(ArgumentEncoding.urlEncoded(pairs).utf8)
            case .multipartFormData:
                let boundary = "Kilo-\(UUID().uuidString)"
                request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
                request.httpBody = try ArgumentEncoding.multipart(pairs, boundary: boundary)
            }
        }
        return request
    }

    // MARK: Coding

    static func encodeJSON<Body: Encodable>(_ body: Body) throws -> Data {
        try jsonEncoder.encode(body)
    }

    /// One encoder for every call: dates as milliseconds since 1970, keys sorted so a body is the same from run to run.
    static let jsonEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func decodeJSON<Result: Decodable>(_ type: Result.Type, from response: SuccessfulResponse) throws -> Result {
        if response.body.isEmpty {
            // 204 or an empty body: nil for an optional result, never a decoding error.
            if let optional = Result.self as? any ExpressibleByNilLiteral.Type,
                let none = optional.init(nilLiteral: ()) as? Result
            {
                return none
            }
            throw WebServiceRequestError.missingBody
        }
        guard isJSON(response.contentType) else { throw WebServiceRequestError.unexpectedContentType(response.contentType) }
        return try jsonDecoder.decode(Result.self, from: response.body)
    }

    /// One decoder for every call (it is `Sendable` and keeps no state between decodes): dates as milliseconds since
    /// 1970, as HTTP-RPC servers write them, or ISO 8601 text.
    static let jsonDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let milliseconds = try? container.decode(Double.self) { return Date(timeIntervalSince1970: milliseconds / 1000) }
            let text = try container.decode(String.self)
            if let date = try? Date(text, strategy: .iso8601) { return date }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected milliseconds since 1970 or ISO 8601.")
        }
        return decoder
    }()

    static func decodeLooseJSON(from response: SuccessfulResponse) throws -> Any? {
        guard !response.body.isEmpty else { return nil }
        guard isJSON(response.contentType) else { throw WebServiceRequestError.unexpectedContentType(response.contentType) }
        return try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
    }

    static func isJSON(_ contentType: String?) -> Bool {
        guard let type = contentType?.lowercased() else { return false }
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }
}
