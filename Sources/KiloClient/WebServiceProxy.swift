public import Foundation
import HTTPTypes
import KiloPaths
import KiloShared

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Invokes REST operations by HTTP method, path and arguments, and hands back decoded results.
///
/// <!-- snippet-prelude
/// struct Employee: Decodable {}
/// -->
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
/// string too. See ``invoke(_:path:keys:arguments:body:)`` for the value rules; the result comes decoded
/// (``invoke(_:path:keys:arguments:body:as:)``), as it came (``invokeForData(_:path:keys:arguments:body:)``), as
/// `JSONSerialization` reads it (``invokeForJSONObject(_:path:keys:arguments:body:)``) or as it arrives
/// (``invokeStreaming(_:path:keys:arguments:body:_:)``).
///
/// A proxy is a value: configure it, then share it freely between tasks.
public struct WebServiceProxy: Sendable {
    /// How POST arguments are sent in the body.
    public enum Encoding: Sendable {
        /// `application/x-www-form-urlencoded`: text values only (a file URL is sent as its path).
        case formURLEncoded
        /// `multipart/form-data`: file `URL`s become file parts.
        case multipartFormData
    }

    /// What carries the requests: ``URLSessionTransport`` unless the proxy was made with another.
    public let transport: any WebServiceTransport
    /// The URL paths are resolved against.
    public let baseURL: URL
    /// Headers sent with every request, such as `Authorization`. A new proxy has one: `Accept-Language`, the user's
    /// languages (`Locale.preferredLanguages`, as ``acceptLanguage(for:)`` writes them), so that a service answers in
    /// them; set it to others, or remove it to send none.
    public var headers: [String: String] = [:]
    /// How POST arguments are encoded in the body.
    public var encoding: Encoding = .formURLEncoded
    /// The longest a request may take, start to finish, or `nil` (the default) for no limit of the proxy's own.
    ///
    /// Enforced by the proxy itself, whatever the transport (URLSession on Linux ignores
    /// `timeoutIntervalForResource`): the call answers at the deadline even if the transfer is still winding down. It
    /// covers a streaming response handler too. How long connecting may take is the transport's to say: see
    /// ``URLSessionTransport`` and the `KiloAsyncHTTPClient` transport's client configuration. Without it, the call costs
    /// one task hop less (about 5% of a loopback call's CPU).
    public var timeout: Duration?
    /// The statuses a call must be answered with to succeed, or `nil` (the default) for any 2xx.
    ///
    /// A create that must answer 201 fails with ``WebServiceRequestError/unexpectedStatus(_:expected:)`` when it
    /// answers 200; a status outside 2xx that is expected is a success, its body the result. See ``expecting(_:)``.
    public var expectedStatuses: Set<Int>?
    /// Told of every request as it goes out and of its response or failure (``WebServiceTrace``); `nil` by default.
    public var monitor: (@Sendable (WebServiceTrace) -> Void)?

    /// Creates a proxy for the services at `baseURL`, sending through `session`.
    public init(session: URLSession, baseURL: URL) {
        self.init(transport: URLSessionTransport(session: session), baseURL: baseURL)
    }

    /// Creates a proxy for the services at `baseURL`, sending through `transport`.
    public init(transport: some WebServiceTransport, baseURL: URL) {
        self.transport = transport
        self.baseURL = baseURL
        headers["Accept-Language"] = Self.acceptLanguage(for: Locale.preferredLanguages)
        origin = Self.origin(of: baseURL)
        directory = origin.map { Self.directory(of: baseURL, origin: $0) }
    }

    /// The base URL's `scheme://authority`, which a path starting with `/` is appended to; `nil` when it has none.
    private let origin: String?
    /// The origin and the base URL's path up to its last `/`, which a relative path (`math/sum`) is appended to.
    private let directory: String?

    /// This proxy, with calls that succeed only when answered with one of `statuses`.
    ///
    /// <!-- snippet-prelude
    /// struct Item: Codable {}
    /// let draft = Item()
    /// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
    /// -->
    /// ```swift
    /// let item: Item = try await proxy.expecting(201).invoke(.post, path: "/items", body: .json(draft))
    /// ```
    public func expecting(_ statuses: Int...) -> WebServiceProxy {
        var proxy = self
        proxy.expectedStatuses = Set(statuses)
        return proxy
    }

    // MARK: Invoking

    /// Invokes an operation whose result is not needed (or that returns nothing).
    ///
    /// - Parameters:
    ///   - method: the HTTP method.
    ///   - path: the resource's path, resolved against ``baseURL``: `/math/sum`. `{name}` segments are filled from
    ///     `keys`, each value percent-encoded: `/employees/{employeeNumber}`.
    ///   - keys: the values of the path's `{name}` segments.
    ///   - arguments: the arguments. Arrays and sets are repeated names (`values=1&values=2`), `Date` is milliseconds
    ///     since 1970, `Duration` is ISO 8601 (`PT1H30M`), `Bool` is `true`/`false`, `nil` leaves the argument out, a file `URL` is a file part of a
    ///     multipart body (read from disk as it is sent), anything else is its `description`. Names are sent in sorted
    ///     order.
    ///   - body: a body of the request's own — JSON (``WebServiceRequest/Body/json(_:)``), bytes, a file, a stream;
    ///     arguments then go in the query string.
    public func invoke(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil
    ) async throws {
        _ = try await send(method, path: path, keys: keys, arguments: arguments, body: body)
    }

    /// Invokes an operation and decodes its JSON result as `type` (inferred from the context when not given).
    ///
    /// <!-- snippet-prelude
    /// struct Pet: Codable {}
    /// let draft = Pet()
    /// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
    /// -->
    /// ```swift
    /// let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
    /// let pet = try await proxy.invoke(.post, path: "/pets", body: .json(draft), as: Pet.self)
    /// let created: Created<Pet> = try await proxy.invoke(.post, path: "/pets", body: .json(draft))
    /// print(created.location)   // /pets/8
    /// ```
    ///
    /// An optional `Value` is `nil` for 204 or an empty body, and for a 404 with no body, which is how an HTTP-RPC
    /// server answers a method that returned `nil`; a 404 with a message (nothing is served at that path) is still a
    /// ``WebServiceError``. A `Created` or `Accepted` value (any `DecodableWithHeaders`) is the body and the
    /// response's headers — its `Location` —, what a `@WebServiceInterface` client returns for a requirement that
    /// declares one. The parameters are ``invoke(_:path:keys:arguments:body:)``'s.
    public func invoke<Value: Decodable>(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil, as type: Value.Type = Value.self
    ) async throws -> Value {
        do {
            let response = try await send(method, path: path, keys: keys, arguments: arguments, body: body)
            // Created, Accepted: the body and the response's headers (its Location).
            if let withHeaders = Value.self as? any DecodableWithHeaders.Type {
                guard let value = try Self.decode(withHeaders, from: response) as? Value else {
                    throw WebServiceRequestError.missingBody
                }
                return value
            }
            return try Self.decodeJSON(Value.self, from: response)
        } catch let error as WebServiceError where error.statusCode == 404 && error.body.isEmpty {
            guard let none = Self.none(of: Value.self) else { throw error }
            return none
        }
    }

    /// A result read from the JSON body and every header of the response.
    static func decode<Result: DecodableWithHeaders>(_ type: Result.Type, from response: SuccessfulResponse) throws -> Result {
        Result(body: try decodeJSON(Result.Body.self, from: response), headers: response.headers)
    }

    /// A response's headers as swift-http-types' fields (what `Created` and `Accepted` hold), by name; a name HTTP
    /// does not allow is left out.
    static func fields(_ headers: [String: String]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return fields
    }

    /// `nil` as a `Value`, when `Value` is optional.
    static func none<Value>(of type: Value.Type) -> Value? {
        (Value.self as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
    }

    /// Invokes an operation and returns its result as it came: the body's bytes and its content type (an image, text,
    /// CSV…). The parameters are ``invoke(_:path:keys:arguments:body:)``'s.
    public func invokeForData(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil
    ) async throws -> (data: Data, contentType: String?) {
        let response = try await send(method, path: path, keys: keys, arguments: arguments, body: body)
        return (response.body, response.contentType)
    }

    /// Invokes an operation and returns its JSON result loosely typed, as `JSONSerialization` reads it
    /// (`[String: Any]`, `[Any]`, `String`, `NSNumber`…): the seeds' `result as! [String: Any]`. `nil` for 204 or an
    /// empty body. The parameters are ``invoke(_:path:keys:arguments:body:)``'s.
    ///
    /// <!-- snippet-prelude
    /// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
    /// -->
    /// ```swift
    /// let status = try await proxy.invokeForJSONObject(.get, path: "/ac/status") as? [String: Any]
    /// ```
    public func invokeForJSONObject(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil
    ) async throws -> sending Any? {
        let response = try await send(method, path: path, keys: keys, arguments: arguments, body: body)
        return try Self.decodeLooseJSON(from: response)
    }

    /// Invokes an operation and hands its response to `handler` as it arrives: the body's bytes in pieces, so that a
    /// response larger than memory can be written to disk or processed as it comes. The other parameters are
    /// ``invoke(_:path:keys:arguments:body:)``'s.
    ///
    /// <!-- snippet-prelude
    /// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
    /// let file = FileHandle.standardOutput
    /// -->
    /// ```swift
    /// let written = try await proxy.invokeStreaming(.get, path: "/files/{name}", keys: ["name": "movie.mp4"]) { response in
    ///     var count = 0
    ///     for try await chunk in response.body {
    ///         try file.write(contentsOf: chunk)
    ///         count += chunk.count
    ///     }
    ///     return count
    /// }
    /// ```
    ///
    /// The handler is called for a successful status only (see ``expectedStatuses``); any other answer is read whole
    /// (up to 1 MB) and thrown as a ``WebServiceError``. The ``timeout`` covers the handler; the monitor is told of
    /// the response head, without its body.
    public func invokeStreaming<Value: Sendable>(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil, _ handler: @escaping @Sendable (WebServiceResponse) async throws -> Value
    ) async throws -> Value {
        let request = try makeRequest(method, path: path, keys: keys, arguments: arguments, body: body, streams: true)
        return try await withinTimeout {
            let response = try await exchange(request, collecting: false)
            try await check(response)
            return try await handler(response)
        }
    }

    /// Sends `request` and returns its successful response as it starts to arrive, the head within ``timeout``: what
    /// ``invokeForElements(_:path:keys:arguments:body:as:maximumElementBytes:)`` reads on from.
    func streamedResponse(to request: WebServiceRequest) async throws -> WebServiceResponse {
        try await withinTimeout {
            let response = try await exchange(request, collecting: false)
            try await check(response)
            return response
        }
    }

    // MARK: The request

    /// A successful response, read whole: its body and media type.
    struct SuccessfulResponse: Sendable {
        var body: Data
        var contentType: String?
        var statusCode: Int
        var headers: HTTPFields = [:]
    }

    /// Builds the request, sends it within the timeout, and returns a successful response read whole, or throws.
    func send(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable], arguments: [String: any Sendable],
        body: WebServiceRequest.Body?
    ) async throws -> SuccessfulResponse {
        let request = try makeRequest(method, path: path, keys: keys, arguments: arguments, body: body, streams: false)
        let response = try await withinTimeout { try await exchange(request, collecting: true) }
        let data = try await response.body.collect()
        try await check(response, body: data)
        return SuccessfulResponse(
            body: data, contentType: response.mediaType, statusCode: response.statusCode,
            headers: Self.fields(response.headers))
    }

    /// Runs `operation` within ``timeout``, if there is one: at the timeout the caller is answered and the transfer,
    /// cancelled, is left to wind down alone. The race costs a task of its own (about 13–33 µs of CPU per request on
    /// Linux), so a call without a timeout does without it.
    private func withinTimeout<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        guard let timeout else { return try await operation() }
        return try await DeadlineRace.run(until: .now + timeout, expired: { WebServiceRequestError.timedOut(timeout) }, operation)
    }

    /// Throws unless `response` has a status the call succeeds with. A failure's body is read (up to 1 MB) for its
    /// message, unless the caller has it already.
    private func check(_ response: WebServiceResponse, body: Data? = nil) async throws {
        let status = response.statusCode
        if expectedStatuses?.contains(status) ?? (200..<300).contains(status) { return }
        if let expectedStatuses, (200..<300).contains(status) {
            throw WebServiceRequestError.unexpectedStatus(status, expected: expectedStatuses.sorted())
        }
        let data: Data
        if let body { data = body } else { data = try await response.body.collect(upTo: 1 << 20) }
        let contentType = response.mediaType
        let message =
            contentType == "text/plain"
            ? String(decoding: data, as: UTF8.self) : HTTPURLResponse.localizedString(forStatusCode: status)
        throw WebServiceError(statusCode: status, message: message, contentType: contentType, body: data)
    }

    /// Sends `request` through the transport, telling the monitor. A response that is `collecting` is read whole
    /// here, so that the monitor sees its body.
    private func exchange(_ request: WebServiceRequest, collecting: Bool) async throws -> WebServiceResponse {
        let traced = monitor.map { ($0, WebServiceTrace.Request(request)) }
        if let (monitor, sent) = traced { monitor(.request(sent)) }
        let start = ContinuousClock.now
        do {
            var response = try await transport.send(request)
            var body = Data()
            if collecting {
                body = try await response.body.collect()
                response.body = .init(body)
            }
            if let (monitor, sent) = traced {
                let received = WebServiceTrace.Response(statusCode: response.statusCode, headers: response.headers, body: body)
                monitor(.response(received, to: sent, after: .now - start))
            }
            return response
        } catch {
            if let (monitor, sent) = traced { monitor(.failure(error, of: sent, after: .now - start)) }
            throw error
        }
    }

    /// `languages` as an `Accept-Language` value, best first: `["fr-CA", "fr", "en"]` is `fr-CA, fr;q=0.9, en;q=0.8`.
    /// Only language tags are written (letters, digits and `-`), ten at most; `nil` when there are none.
    public static func acceptLanguage(for languages: [String]) -> String? {
        let tags = languages.filter { tag in
            !tag.isEmpty && tag.utf8.count <= 35
                && tag.utf8.allSatisfy {
                    (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0) || $0 == UInt8(ascii: "-")
                }
        }
        .prefix(10)
        guard !tags.isEmpty else { return nil }
        return tags.enumerated().map { index, tag in index == 0 ? tag : "\(tag);q=0.\(10 - index)" }.joined(separator: ", ")
    }

    func makeRequest(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable], arguments: [String: any Sendable],
        body: WebServiceRequest.Body?, streams: Bool = false
    ) throws -> WebServiceRequest {
        let pairs = try ArgumentEncoding.pairs(arguments)
        let argumentsInBody = method == .post && body == nil && !pairs.isEmpty
        var target = try PathTemplate.fill(path, keys: keys)
        if !pairs.isEmpty && !argumentsInBody {
            target += (target.utf8.contains(UInt8(ascii: "?")) ? "&" : "?") + ArgumentEncoding.urlEncoded(pairs)
        }
        guard let url = resolve(target) else { throw WebServiceRequestError.invalidPath(target) }
        var request = WebServiceRequest(method: method, url: url, headers: headers, streamsResponse: streams)
        if let body {
            request.headers["Content-Type"] = body.contentType ?? "application/octet-stream"
            request.body = body
        } else if argumentsInBody {
            switch encoding {
            case .formURLEncoded:
                request.headers["Content-Type"] = "application/x-www-form-urlencoded"
                request.body = .data(Data(ArgumentEncoding.urlEncoded(pairs).utf8))
            case .multipartFormData:
                let boundary = "Kilo-\(UUID().uuidString)"
                request.headers["Content-Type"] = "multipart/form-data; boundary=\(boundary)"
                request.body = try ArgumentEncoding.multipart(pairs, boundary: boundary)
            }
        }
        return request
    }

    /// `target` resolved against the base URL, as an absolute URL (transports work from it, and resolving it again on
    /// every use costs). A path from the root (`/math/sum`) is the origin and the path, and a relative path
    /// (`math/sum`, as typed clients send) the base URL's directory and the path, as RFC 3986 resolves them, made
    /// without Foundation's resolution, which costs as much as the rest of a request's making on Linux; any other
    /// reference (dot segments, a query or fragment alone, another scheme or host) is resolved by Foundation.
    private func resolve(_ target: String) -> URL? {
        let bytes = target.utf8
        if let origin, let directory, let first = bytes.first, !Self.hasDotSegment(target) {
            if first == UInt8(ascii: "/") {
                if bytes.dropFirst().first != UInt8(ascii: "/") { return URL(string: origin + target) }
            } else if first != UInt8(ascii: "?"), first != UInt8(ascii: "#"), !Self.hasScheme(target) {
                return URL(string: directory + target)
            }
        }
        return URL(string: target, relativeTo: baseURL)?.absoluteURL
    }

    /// Whether a reference starts with a scheme (`https:`): a colon before any `/`, `?` or `#`.
    private static func hasScheme(_ target: String) -> Bool {
        target.utf8.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
            .contains(UInt8(ascii: ":"))
    }

    private static func directory(of baseURL: URL, origin: String) -> String {
        let path = baseURL.absoluteString.dropFirst(origin.count).prefix { $0 != "?" && $0 != "#" }
        guard let lastSlash = path.lastIndex(of: "/") else { return origin + "/" }
        return origin + path[...lastSlash]
    }

    /// Whether a path has a `.` or `..` segment, which resolution removes.
    private static func hasDotSegment(_ target: String) -> Bool {
        let path = target.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        return path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains { segment in
            segment.count <= 2 && !segment.isEmpty && segment.allSatisfy { $0 == UInt8(ascii: ".") }
        }
    }

    private static func origin(of baseURL: URL) -> String? {
        let base = baseURL.absoluteString.utf8
        guard let schemeEnd = base.firstRange(of: "://".utf8) else { return nil }
        let authority = base[schemeEnd.upperBound...].prefix {
            $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
        }
        guard !authority.isEmpty else { return nil }
        return String(base[..<authority.endIndex])
    }

    // MARK: Coding

    /// One encoder for every call: dates as milliseconds since 1970, keys sorted so a body is the same from run to run.
    static let jsonEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func decodeJSON<Value: Decodable>(_ type: Value.Type, from response: SuccessfulResponse) throws -> Value {
        if response.body.isEmpty {
            // 204 or an empty body: nil for an optional result, never a decoding error.
            if let none = none(of: Value.self) { return none }
            throw WebServiceRequestError.missingBody
        }
        guard ContentType.isJSON(response.contentType) else {
            throw WebServiceRequestError.unexpectedContentType(response.contentType)
        }
        return try jsonDecoder.decode(Value.self, from: response.body)
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
        guard ContentType.isJSON(response.contentType) else {
            throw WebServiceRequestError.unexpectedContentType(response.contentType)
        }
        return try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
    }
}
