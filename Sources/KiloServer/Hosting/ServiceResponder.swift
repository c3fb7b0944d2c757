public import CoreMetrics
import Foundation
public import Hummingbird
import KiloCore
import KiloShared
public import Logging
import NIOCore

/// Serves mounted web services as a Hummingbird `HTTPResponder`.
///
/// ``WebServer`` runs one for you; build one yourself to serve web services from your own Hummingbird application
/// (for example behind your own router or middleware). Each request is routed by path and method, its arguments
/// are read from the query string and body, the overload is chosen by argument names, and the result is written
/// as JSON. Every failure is answered with a status and a `text/plain` message that says what was wrong.
public struct ServiceResponder<Context: RequestContext>: HTTPResponder {
    let table: RouteTable
    let directory: ServiceDirectory?
    let bodyReader: BodyReader
    let requestLogLevel: Logger.Level
    let argumentLimit: Int
    let metrics: RequestMetrics?
    let clientAddress: ClientAddress
    let allowedHosts: AllowedHosts?

    /// Creates a responder for the services in `mounts`.
    /// - Parameters:
    ///   - mounts: the services to serve.
    ///   - maxBodySize: the largest request body accepted, in bytes; larger ones are answered with 413.
    ///   - maxArgumentCount: the most argument values a request may bring (query arguments, form fields and parts
    ///     together); more are answered with 400.
    ///   - maxBodyElements: the most elements an array body (JSON or CSV) may hold, counted before it is decoded; more
    ///     are answered with 413.
    ///   - requestLogLevel: the level of the one log line written per request.
    ///   - description: what to say about the services (`?api`, the index at `/`, `/openapi.json`); `nil` says
    ///     nothing.
    ///   - metrics: where to count requests and their durations (`http_requests_total` and
    ///     `http_request_duration_seconds` by method, route and status), such as swift-prometheus's
    ///     `PrometheusMetricsFactory` or `MetricsSystem.factory`; `nil` (the default) counts nothing.
    ///   - trustedProxies: the IP addresses of proxies in front of the server, whose `X-Forwarded-For` names the
    ///     client (``ServiceRequest/clientAddress``); the context must be a `RemoteAddressRequestContext` for any
    ///     address to be known.
    ///   - allowedHosts: the host names requests must name in `Host`, others answered 403 before any route
    ///     (``AllowedHosts``); `nil` (the default) answers any.
    public init(
        mounts: ServiceMounts, maxBodySize: Int = 10 * 1024 * 1024, maxArgumentCount: Int = 1000,
        maxBodyElements: Int = 10_000, requestLogLevel: Logger.Level = .info, description: APIDescription? = APIDescription(),
        metrics: (any MetricsFactory)? = nil, trustedProxies: Set<String> = [], allowedHosts: AllowedHosts? = nil
    ) {
        self.allowedHosts = allowedHosts
        self.clientAddress = ClientAddress(trustedProxies: trustedProxies)
        self.metrics = metrics.map { RequestMetrics(factory: $0) }
        self.argumentLimit = maxArgumentCount
        self.table = mounts.table
        self.directory = description.map { ServiceDirectory(mounts: mounts, description: $0) }
        self.bodyReader = BodyReader(limit: maxBodySize, elementLimit: maxBodyElements)
        self.requestLogLevel = requestLogLevel
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        var logger = context.logger
        let requestID = RequestID.assign(request.headers, logger: &logger)
        let logsRequest = logger.logLevel <= requestLogLevel
        let start = logsRequest || metrics != nil ? ContinuousClock.now : nil
        var temporaryFiles: [URL] = []
        var response: Response
        var route = "unmatched"
        do {
            if let refusal = allowedHosts?.refusal(ofHost: request.head.authority) {
                // Before any route: a page on a rebinding name reaches nothing, not even a read.
                logger.log(level: requestLogLevel, "\(Self.logLine(request, refusal))")
                response = Self.text(.forbidden, refusal)
            } else {
                response = try await dispatch(
                    request, context: context, logger: logger, temporaryFiles: &temporaryFiles, route: &route)
            }
        } catch {
            response = errorResponse(error, request: request, logger: logger)
        }
        response.headers[RequestID.field] = requestID
        // No browser reads a body as anything but its declared type (an error's text/plain as HTML, say).
        response.headers[.xContentTypeOptions] = "nosniff"
        // HEAD is GET without the body (RFC 9110): the same status and headers, Content-Length included when known.
        if request.method == .head { response = Self.headResponse(for: response) }
        if !temporaryFiles.isEmpty { response = Self.removing(temporaryFiles, after: response) }
        if let start, let metrics {
            metrics.record(
                method: request.method, route: route, status: Int(response.status.code),
                duration: ContinuousClock.now - start)
        }
        if let start, logsRequest {
            let milliseconds = (ContinuousClock.now - start).milliseconds
            logger.log(
                level: requestLogLevel,
                "\(request.method) \(UntrustedText.escaped(request.uri.string)) \(response.status.code) \(String(format: "%.2f", milliseconds))ms"
            )
        }
        return response
    }

    // MARK: Dispatch

    private func dispatch(
        _ request: Request, context: Context, logger: Logger, temporaryFiles: inout [URL], route: inout String
    ) async throws -> Response {
        let segments = try Self.decodePath(request.uri.path)
        let query = request.uri.query
        let method = request.method == .head ? .get : request.method

        if method == .get, let directory {
            // The descriptions never hide a service: each is served only where no service answers.
            if segments == ["openapi.json"], table.match(segments).isNotFound {
                route = "/openapi.json"
                return Self.response(for: directory.openAPIDocument)
            }
            if segments.isEmpty, table.match(segments).isNotFound {
                route = "/"
                return Self.response(for: directory.index(asJSON: Self.acceptsJSON(request.headers)))
            }
            if let query, Self.queryAsksForAPI(query), let service = directory.service(at: segments) {
                route = "/" + segments.joined(separator: "/") + "?api"
                return Self.response(for: directory.describe(service, asJSON: Self.acceptsJSON(request.headers)))
            }
        }

        guard case .found(let node, let keyValues) = table.match(segments) else {
            throw ServiceError(.notFound, "Nothing is served at \(request.uri.path).")
        }
        if let served = node.operations.values.first?.first { route = served.route }
        if request.method == .options {
            return Response(status: .noContent, headers: [.allow: node.allowedMethods + ", OPTIONS"])
        }
        guard let candidates = node.operations[method] else {
            let allowed = node.allowedMethods
            var response = Self.text(
                .methodNotAllowed, "The method \(request.method) is not allowed for \(request.uri.path); allowed: \(allowed).")
            response.headers[.allow] = allowed
            return response
        }

        let supplied = try await SuppliedArguments.read(
            query: query, headers: request.headers, body: request.body, using: bodyReader, argumentLimit: argumentLimit)
        let body = supplied.body
        temporaryFiles = body.temporaryFiles

        guard let operation = RouteTable.choose(among: candidates, supplied: supplied.order) else {
            // A form sent where only a JSON body is wanted is a content-type mistake; where some operation takes form
            // fields, a field none accepts is an argument mistake, answered with the operations.
            if body.fieldCount > 0, let contentType = body.contentType,
                candidates.allSatisfy({ operation in operation.parameters.contains { $0.source == .body } })
            {
                let bodies = candidates.flatMap { $0.parameters.filter { $0.source == .body } }
                throw MediaTypes.unsupported(
                    contentType,
                    accepted: ["application/json", "text/csv"].filter { type in
                        bodies.allSatisfy { $0.bodyContentTypes.contains(type) }
                    })
            }
            throw noOperation(for: request, candidates: candidates, supplied: Set(supplied.order))
        }
        if body.raw != nil, !operation.parameters.contains(where: { $0.source == .body }) {
            throw ServiceError(
                .unsupportedMediaType,
                "\(operation.name) takes no request body, but one of type \"\(body.contentType ?? "")\" was sent.")
        }

        let serviceRequest = ServiceRequest(
            method: request.method, path: request.uri.path, query: query,
            keys: PathKeys(values: keyValues, names: operation.keyNames), headers: request.headers,
            authority: request.head.authority,
            peer: (context as? any RemoteAddressRequestContext)?.remoteAddress, clientAddressRule: clientAddress, logger: logger,
            context: context)
        return try Self.response(
            for: try await operation.invoke(supplied.arguments(for: serviceRequest)), accept: request.headers[values: .accept])
    }

    private func noOperation(for request: Request, candidates: [BoundOperation], supplied: Set<String>) -> ServiceError {
        let accepted = candidates.reduce(into: Set<String>()) { $0.formUnion($1.argumentNames) }
        let unknown = supplied.subtracting(accepted).sorted()
        // "Did you mean" by markup's rule, among the names not already sent; for the first few unknown names and short
        // ones only, so that a request of a thousand long names costs no more than the others to answer.
        let unsent = accepted.subtracting(supplied).sorted()
        // Names are the client's: control characters escaped and each clipped, as in every message that echoes input.
        let named = unknown.enumerated().map { position, name in
            let shown = "\"\(UntrustedText.escaped(name, limit: 100))\""
            guard position < 3, name.utf8.count <= 64, let meant = Suggestion.nearest(to: name, in: unsent) else {
                return shown
            }
            return "\(shown) (did you mean \"\(meant)\"?)"
        }
        let problem =
            unknown.isEmpty
            ? "No single operation accepts the arguments "
                + supplied.sorted().map { "\"\(UntrustedText.escaped($0, limit: 100))\"" }.joined(separator: ", ")
                + " together."
            : "No operation accepts the argument" + (unknown.count == 1 ? " " : "s ") + named.joined(separator: ", ") + "."
        let operations = candidates.map { "  \(request.method) \($0.signature)" }.joined(separator: "\n")
        return ServiceError(
            .badRequest,
            "\(problem) The operations of \(request.method) \(UntrustedText.escaped(request.uri.path)) are:\n\(operations)")
    }

    // MARK: Responses

    static func response(for result: OperationResult, accept: [String]) throws -> Response {
        switch result.payload {
        case .empty(let status):
            return Response(status: status)
        case .json(let buffer):
            return bytes(buffer, contentType: "application/json")
        case .rows(let rows):
            var headers = HTTPFields()
            headers.reserveCapacity(5)
            let body: OperationResult.Body
            if let csv = rows.csv, rows.csvOnly || MediaTypes.prefersCSV(accept) {
                headers[.contentType] = "text/csv; charset=utf-8"
                if let filename = rows.filename { headers[.contentDisposition] = Self.attachment(filename) }
                body = try csv()
            } else {
                headers[.contentType] = "application/json"
                body = try rows.json()
            }
            // A cache must keep the two forms apart.
            if rows.csv != nil, !rows.csvOnly { headers[.vary] = "Accept" }
            switch body {
            case .bytes(let buffer):
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: buffer))
            case .stream(let write):
                return Response(
                    status: .ok, headers: headers,
                    body: ResponseBody { writer in
                        try await write(&writer)
                        try await writer.finish(nil)
                    })
            }
        case .custom(let custom):
            return response(for: custom)
        }
    }

    /// `attachment; filename="…"` with only the characters no header or file system misreads.
    static func attachment(_ filename: String) -> String {
        let safe = String(
            filename.prefix(200).map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber || ".-_ ".contains(character)) ? character : "_"
            })
        return "attachment; filename=\"\(safe.isEmpty ? "download" : safe)\""
    }

    static func response(for custom: ServiceResponse) -> Response {
        Response(status: custom.status, headers: custom.headers, body: custom.body)
    }

    static func bytes(_ buffer: ByteBuffer, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        // Room for what follows, so that no header grows the list again: Content-Length (added by `Response`),
        // X-Request-ID and Hummingbird's Date.
        var headers = HTTPFields()
        headers.reserveCapacity(4)
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: buffer))
    }

    /// A log line about `request`: its method, path and `detail`, whatever the request brought escaped (``UntrustedText``).
    static func logLine(_ request: Request, _ detail: String) -> String {
        "\(request.method) \(UntrustedText.escaped(request.uri.string)): \(UntrustedText.escaped(detail))"
    }

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        bytes(ByteBuffer(string: message), contentType: "text/plain; charset=utf-8", status: status)
    }

    private func errorResponse(_ error: any Error, request: Request, logger: Logger) -> Response {
        if let rejection = RequestRejection.of(error) {
            // The body broke HTTP's framing while it was read (a malformed chunk): the client's fault.
            logger.log(level: requestLogLevel, "\(Self.logLine(request, rejection.message))")
            return Self.text(rejection.status, rejection.message)
        }
        switch error {
        case let error as ServiceError:
            if error.status.kind == .serverError { logger.error("\(Self.logLine(request, error.message))") }
            guard !error.translations.isEmpty else { return Self.text(error.status, error.message) }
            let accepted = LanguagePreference.ranked(request.headers[.acceptLanguage] ?? "")
            let languages = [error.messageLanguage] + error.translations.keys.sorted()
            let language = LanguagePreference.lookup(accepted, among: languages) ?? error.messageLanguage
            var response = Self.text(error.status, error.translations[language] ?? error.message)
            response.headers[.contentLanguage] = language
            response.headers[.vary] = "Accept-Language"
            return response
        case let error as ArgumentError:
            return Self.text(.badRequest, error.description)
        case let error as any StatusReportingError:
            logger.error("\(Self.logLine(request, "failed: \(String(reflecting: error))"))")
            var response = Self.text(HTTPResponse.Status(code: error.statusCode), error.clientMessage)
            if let seconds = error.retryAfterSeconds { response.headers[.retryAfter] = String(seconds) }
            return response
        case EncodingError.invalidValue(let value as JSONWriterError, _):
            // Arithmetic on the client's arguments overflowed (1e308 + 1e308): something the client can change.
            logger.log(level: requestLogLevel, "\(Self.logLine(request, "\(value)"))")
            return Self.text(
                .badRequest, "The result is not a finite number (it overflowed or is undefined), and JSON cannot carry it.")
        case let error as EncodingError:
            logger.error("\(Self.logLine(request, "the result could not be encoded: \(error)"))")
            return Self.text(.internalServerError, "The result could not be encoded.")
        default:
            // Details stay in the log: they may reveal internals that a client must not see.
            logger.error("\(Self.logLine(request, "failed: \(String(reflecting: error))"))")
            return Self.text(.internalServerError, "An internal error occurred.")
        }
    }

    /// The response to HEAD: GET's status and headers, no body. A stream's length is unknown, so it keeps GET's
    /// chunked framing rather than claiming a length of 0.
    private static func headResponse(for response: Response) -> Response {
        guard response.body.contentLength == nil else { return response.createHeadResponse() }
        return Response(
            status: response.status, headers: response.headers, body: ResponseBody { writer in try await writer.finish(nil) })
    }

    /// Wraps the body so that uploaded files are removed once it has been sent (or the client has gone).
    private static func removing(_ files: [URL], after response: Response) -> Response {
        var response = response
        let body = response.body
        response.body = ResponseBody(contentLength: body.contentLength) { writer in
            defer { for file in files { try? FileManager.default.removeItem(at: file) } }
            try await body.write(writer)
        }
        return response
    }

    // MARK: Request helpers

    /// Splits the path into percent-decoded segments; `+` stays a plus sign. Empty segments are ignored.
    static func decodePath(_ path: String) throws(ServiceError) -> [String] {
        // Runs for every request: one array, no intermediate list of slices.
        var segments: [String] = []
        let bytes = path.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            if start != end {
                guard let segment = PercentDecoding.decode(Substring(bytes[start..<end]), plusIsSpace: false) else {
                    throw ServiceError(.badRequest, "The path is not valid percent-encoded UTF-8.")
                }
                if segments.isEmpty { segments.reserveCapacity(4) }
                segments.append(segment)
            }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return segments
    }

    /// `?api`, as Kilo spells the request for a service's description.
    static func queryAsksForAPI(_ query: String) -> Bool {
        // Runs for every GET with a query: a byte scan, where splitting into substrings allocated.
        let bytes = query.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            // `index` starts a pair: does it read `api` followed by the end, `&` or `=`?
            var cursor = index
            var matched = true
            for expected in "api".utf8 {
                guard cursor != bytes.endIndex, bytes[cursor] == expected else {
                    matched = false
                    break
                }
                bytes.formIndex(after: &cursor)
            }
            if matched, cursor == bytes.endIndex || bytes[cursor] == UInt8(ascii: "&") || bytes[cursor] == UInt8(ascii: "=") {
                return true
            }
            guard let separator = bytes[index...].firstIndex(of: UInt8(ascii: "&")) else { return false }
            index = bytes.index(after: separator)
        }
        return false
    }

    static func acceptsJSON(_ headers: HTTPFields) -> Bool {
        headers[values: .accept].contains { $0.lowercased().contains("application/json") }
    }
}

extension RouteTable.Match {
    var isNotFound: Bool { if case .notFound = self { true } else { false } }
}
