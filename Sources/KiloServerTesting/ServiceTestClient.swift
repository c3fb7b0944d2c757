import Foundation
public import HTTPTypes
public import HummingbirdTesting
import KiloClient
public import NIOCore
import NIOFoundationCompat

/// A client of services running for a test (``KiloServer/WebServer/test(_:logLevel:_:)``): raw requests with the
/// response as the server sent it, or typed calls through ``proxy``.
public struct ServiceTestClient: Sendable {
    /// HummingbirdTesting's client underneath.
    public let client: any TestClientProtocol

    /// Wraps a HummingbirdTesting client.
    public init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// The port of a live server; `nil` when requests go to the services in process.
    public var port: Int? { client.port }

    /// Sends a request: `uri` is the path with its query (`/math/sum?a=2&b=4`).
    public func execute(
        _ method: HTTPRequest.Method, _ uri: String, headers: HTTPFields = [:], body: ByteBuffer? = nil
    ) async throws -> TestResponse {
        try await client.executeRequest(uri: uri, method: method, headers: headers, body: body)
    }

    /// Sends `value` as a JSON body, dates as milliseconds since 1970 as the server reads them.
    public func execute<Body: Encodable>(
        _ method: HTTPRequest.Method, _ uri: String, json value: Body, headers: HTTPFields = [:]
    ) async throws -> TestResponse {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        var headers = headers
        headers[.contentType] = "application/json"
        return try await execute(method, uri, headers: headers, body: ByteBuffer(data: try encoder.encode(value)))
    }

    /// A proxy whose requests go through this client, live or in process: typed calls, and the generated clients of
    /// `@WebServiceInterface` protocols (`MathInterfaceClient(proxy: client.proxy)`).
    public var proxy: WebServiceProxy {
        WebServiceProxy(transport: TestClientTransport(client: client), baseURL: TestClientTransport.baseURL)
    }
}

extension TestResponse {
    /// The body as UTF-8 text.
    public var text: String { String(buffer: body) }

    /// The body decoded from JSON, dates as milliseconds since 1970 as the server writes them.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try decoder.decode(type, from: Data(buffer: body))
    }
}

/// Sends a proxy's requests through a test client, so that typed calls reach services running in process.
struct TestClientTransport: WebServiceTransport {
    static let baseURL = URL(string: "http://localhost/") ?? URL(fileURLWithPath: "/")

    let client: any TestClientProtocol

    func send(_ request: WebServiceRequest) async throws -> WebServiceResponse {
        var uri = request.url.path(percentEncoded: true)
        if let query = request.url.query(percentEncoded: true) { uri += "?" + query }
        var headers = HTTPFields()
        for (name, value) in request.headers {
            if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
        }
        var body: ByteBuffer?
        if let requestBody = request.body {
            var bytes = Data()
            for try await chunk in requestBody.chunks { bytes.append(chunk) }
            body = ByteBuffer(data: bytes)
        }
        let response = try await client.executeRequest(uri: uri, method: request.method, headers: headers, body: body)
        var responseHeaders: [String: String] = [:]
        for field in response.headers {
            let name = field.name.canonicalName
            responseHeaders[name] = responseHeaders[name].map { $0 + ", " + field.value } ?? field.value
        }
        return WebServiceResponse(
            statusCode: Int(response.status.code), headers: responseHeaders, body: .init(Data(buffer: response.body)))
    }
}
