public import AsyncHTTPClient
import Foundation
public import KiloClient
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOPosix

/// Sends a proxy's requests through AsyncHTTPClient: on Linux, the same calls as `URLSessionTransport` for a fraction
/// of its CPU, with bodies streamed both ways under backpressure.
///
/// <!-- snippet-prelude
/// import KiloClient
/// let baseURL = URL(fileURLWithPath: "/")
/// -->
/// ```swift
/// import KiloAsyncHTTPClient
///
/// let proxy = WebServiceProxy(transport: AsyncHTTPClientTransport(), baseURL: baseURL)
/// let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
/// ```
///
/// The proxy's `WebServiceProxy.timeout` limits each request start to finish; how long connecting may take is the
/// client's to say. To set it, give the transport a client of your own (and shut it down when done):
///
/// <!-- snippet: not compiled (a fragment: `…` stands for the calls made with the proxy) -->
/// ```swift
/// let client = HTTPClient(
///     eventLoopGroup: HTTPClient.defaultEventLoopGroup,
///     configuration: HTTPClient.Configuration(timeout: .init(connect: .seconds(2))))
/// let proxy = WebServiceProxy(transport: AsyncHTTPClientTransport(client: client), baseURL: baseURL)
/// …
/// try await client.shutdown()
/// ```
///
/// Failures are reported as `URLError`s where one fits (a refused connection is `.cannotConnectToHost`, a connect
/// timeout `.timedOut`, a dropped connection `.networkConnectionLost`), with AsyncHTTPClient's error as the underlying
/// one, so that a caller handles failures the same way whichever transport it uses; cancellation is a
/// `CancellationError`. As URLSession does, a request is sent once more on a new connection when the server closed its
/// kept-alive one: any request whose connection was closed before it was written, and one that may be repeated (`GET`,
/// `HEAD`, `PUT`, `DELETE`, `OPTIONS`, `TRACE`) when it was closed as the request went out; in both cases only a
/// request with no body or one in memory.
public struct AsyncHTTPClientTransport: WebServiceTransport {
    /// The client requests are made with.
    public let client: HTTPClient

    /// A transport over a client shared by all transports made this way, which needs no shutting down.
    ///
    /// It is AsyncHTTPClient's shared configuration with URLSession's limits: a connection that is refused fails the
    /// request at once (AsyncHTTPClient would retry it until the connect timeout), and connecting or waiting for the
    /// next bytes may take up to 60 s (URLSession's `timeoutIntervalForRequest`; AsyncHTTPClient's is 90 s).
    public init() {
        client = Self.sharedClient
    }

    /// A transport over `client`, configured as you need; you shut it down when you are done with it.
    public init(client: HTTPClient) {
        self.client = client
    }

    private static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .seconds(60), read: .seconds(60))
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// Sends `request` through the client.
    public func send(_ request: WebServiceRequest) async throws -> WebServiceResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        outgoing.headers.reserveCapacity(request.headers.count)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body {
            if let data = body.data {
                outgoing.body = .bytes(ByteBuffer(data: data))
            } else {
                let length: HTTPClientRequest.Body.Length = body.length.map { .known($0) } ?? .unknown
                outgoing.body = .stream(body.chunks.map { ByteBuffer(data: $0) }, length: length)
            }
        }
        do {
            // The proxy keeps the time limit; the client's own deadline is only a backstop.
            let response: HTTPClientResponse
            do {
                response = try await client.execute(outgoing, deadline: .distantFuture)
            } catch let error where Self.mayRetry(request, after: error) {
                response = try await client.execute(outgoing, deadline: .distantFuture)
            }
            var headers: [String: String] = [:]
            for (name, value) in response.headers {
                if let earlier = headers[name] { headers[name] = earlier + ", " + value } else { headers[name] = value }
            }
            let body: WebServiceResponse.Body =
                if request.streamsResponse {
                    .init(response.body.map { Data(buffer: $0, byteTransferStrategy: .noCopy) })
                } else {
                    .init(Data(buffer: try await response.body.collect(upTo: .max), byteTransferStrategy: .noCopy))
                }
            return WebServiceResponse(statusCode: Int(response.status.code), headers: headers, body: body)
        } catch {
            throw Self.reported(error)
        }
    }

    /// Whether `request` may be sent again on a new connection after `error`, which a kept-alive connection that the
    /// server closed (its idle timeout) causes, as URLSession would send it again.
    static func mayRetry(_ request: WebServiceRequest, after error: any Error) -> Bool {
        // The body must be one that can be sent twice.
        guard request.body == nil || request.body?.data != nil else { return false }
        switch error {
        case ChannelError.ioOnClosedChannel:
            // The pool handed out a connection already closed: nothing was written, so any request may go again.
            return true
        case let error as HTTPClientError where error == .remoteConnectionClosed:
            // Closed as the request went out: it may have reached the server, so only a request that may be repeated
            // (RFC 9110's idempotent methods).
            return ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"].contains(request.method.rawValue)
        default:
            return false
        }
    }

    /// AsyncHTTPClient's errors, as the `URLError` a URLSession caller would have seen where one fits.
    static func reported(_ error: any Error) -> any Error {
        if error is CancellationError || error is URLError || error is WebServiceRequestError { return error }
        let code: URLError.Code
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .cancelled: return CancellationError()
            case .connectTimeout, .readTimeout, .writeTimeout, .deadlineExceeded, .getConnectionFromPoolTimeout,
                .tlsHandshakeTimeout:
                code = .timedOut
            case .remoteConnectionClosed: code = .networkConnectionLost
            case .invalidURL, .emptyHost, .emptyScheme: code = .badURL
            default: code = .badServerResponse
            }
        case is NIOConnectionError:
            code = .cannotConnectToHost
        case ChannelError.ioOnClosedChannel:
            code = .networkConnectionLost
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED, EHOSTUNREACH, ENETUNREACH: code = .cannotConnectToHost
            case ECONNRESET, EPIPE: code = .networkConnectionLost
            default: return error
            }
        default:
            return error
        }
        return URLError(code, userInfo: [NSUnderlyingErrorKey: error])
    }
}
