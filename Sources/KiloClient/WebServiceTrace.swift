public import Foundation

/// What a proxy's ``WebServiceProxy/monitor`` is told: each request as it goes out, then its response or its failure —
/// the Java client's monitor stream, for a test that checks what was sent or an app that logs its traffic.
///
/// <!-- snippet-prelude
/// let baseURL = URL(fileURLWithPath: "/")
/// -->
/// ```swift
/// var proxy = WebServiceProxy(session: .shared, baseURL: baseURL)
/// proxy.monitor = { trace in print(trace) }
/// // > GET http://localhost:8080/math/sum?a=2&b=4
/// // < 200 (1.2 ms) application/json
/// // < 6
/// ```
public enum WebServiceTrace: Sendable, CustomStringConvertible {
    /// A request, as it is handed to the transport.
    case request(Request)
    /// The response to a request, and how long it took from the request going out.
    case response(Response, to: Request, after: Duration)
    /// A request that failed: it could not be sent, the transfer failed, or the caller cancelled it.
    case failure(any Error, of: Request, after: Duration)

    /// A request as sent.
    public struct Request: Sendable {
        /// The method.
        public var method: HTTPRequest.Method
        /// The absolute URL, query string included.
        public var url: URL
        /// The headers the proxy set (a transport may add its own, such as `User-Agent`, which are not here).
        public var headers: [String: String]
        /// The body, or `nil` for none or one that is not in memory (a file, a stream).
        public var body: Data?
    }

    /// A response as received (whatever its status).
    public struct Response: Sendable {
        /// The HTTP status.
        public var statusCode: Int
        /// The headers, by the names the transport reports.
        public var headers: [String: String]
        /// The body, whole; empty for a response handed to a streaming response handler.
        public var body: Data
    }

    /// Lines as the Java client's monitor writes them: `>` for what was sent, `<` for what came back; bodies as text
    /// when they are text (the first 4 KB), otherwise as a byte count.
    public var description: String {
        switch self {
        case .request(let request):
            var lines = ["> \(request.method) \(request.url.absoluteString)"]
            lines += request.headers.sorted { $0.key < $1.key }.map { "> \($0.key): \($0.value)" }
            if let body = request.body { lines += Self.bodyLines(body, contentType: request.headers["Content-Type"], mark: ">") }
            return lines.joined(separator: "\n")
        case .response(let response, _, let duration):
            let contentType = response.headers.first { $0.key.lowercased() == "content-type" }?.value
            var lines = ["< \(response.statusCode) (\(Self.milliseconds(duration))) \(contentType ?? "")"]
            lines += Self.bodyLines(response.body, contentType: contentType, mark: "<")
            return lines.joined(separator: "\n")
        case .failure(let error, _, let duration):
            return "< failed (\(Self.milliseconds(duration))): \(error.localizedDescription)"
        }
    }

    private static func bodyLines(_ body: Data, contentType: String?, mark: String) -> [String] {
        guard !body.isEmpty else { return [] }
        let type = contentType?.lowercased() ?? ""
        let textual =
            type.hasPrefix("text/") || type.contains("json") || type.contains("xml")
            || type.hasPrefix("application/x-www-form-urlencoded")
        guard textual else { return ["\(mark) [\(body.count) bytes]"] }
        let limit = 4096
        var text = String(decoding: body.prefix(limit), as: UTF8.self)
        if body.count > limit { text += "… [\(body.count) bytes]" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { "\(mark) \($0)" }
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }
}

extension WebServiceTrace.Request {
    /// The request as the proxy made it; a body that is not all in memory (a file, a stream) is not shown.
    init(_ request: WebServiceRequest) {
        method = request.method
        url = request.url
        headers = request.headers
        body = request.body?.data
    }
}
