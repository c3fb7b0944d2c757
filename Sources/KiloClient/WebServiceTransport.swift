/// How a proxy's requests reach their server: ``URLSessionTransport`` by default, or another HTTP client.
///
/// The proxy makes each request (path, arguments, headers, body) and reads each response (statuses, JSON, errors,
/// the monitor); a transport only carries them. So every transport gives the same results for the same exchange. On
/// Linux, the `KiloAsyncHTTPClient` module's transport sends through AsyncHTTPClient, which costs a fraction of
/// URLSession's CPU there:
///
/// <!-- snippet-prelude
/// import KiloAsyncHTTPClient
/// let baseURL = URL(fileURLWithPath: "/")
/// -->
/// ```swift
/// let proxy = WebServiceProxy(transport: AsyncHTTPClientTransport(), baseURL: baseURL)
/// ```
///
/// A transport must:
/// - send the request's method, URL, headers and body as they are (a body's parts in order, read as they go out);
/// - answer with the response head as soon as it has arrived, whatever its status, and its body whole, or as it
///   arrives when ``WebServiceRequest/streamsResponse`` is set;
/// - stop the exchange when the calling task is cancelled, and throw (`CancellationError` or `URLError(.cancelled)`);
/// - report a failure to connect or a broken exchange as a `URLError` where one fits, so that callers can handle
///   failures the same way whichever transport is used.
public protocol WebServiceTransport: Sendable {
    /// Sends `request` and returns its response.
    func send(_ request: WebServiceRequest) async throws -> WebServiceResponse
}
