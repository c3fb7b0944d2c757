public import Foundation
public import HTTPTypes
public import HummingbirdCore
public import NIOCore

/// A response a service method writes itself: an image, CSV, a file download, any content type and status.
///
/// ```swift
/// @RequestMethod("GET") @ResourcePath("report")
/// func report() -> ServiceResponse {
///     ServiceResponse(contentType: "text/csv", body: "a,b\r\n1,2\r\n")
/// }
/// ```
public struct ServiceResponse: Sendable {
    /// The status.
    public var status: HTTPResponse.Status
    /// The headers, including `Content-Type`.
    public var headers: HTTPFields
    let body: ResponseBody

    /// A response with a body held in memory.
    public init(status: HTTPResponse.Status = .ok, contentType: String, headers: HTTPFields = [:], body: ByteBuffer) {
        self.status = status
        self.headers = headers
        self.headers[.contentType] = contentType
        self.body = ResponseBody(byteBuffer: body)
    }

    /// A response whose body is `data`.
    public init(status: HTTPResponse.Status = .ok, contentType: String, headers: HTTPFields = [:], body: Data) {
        self.init(status: status, contentType: contentType, headers: headers, body: ByteBuffer(bytes: body))
    }

    /// A response whose body is `text` in UTF-8.
    public init(status: HTTPResponse.Status = .ok, contentType: String, headers: HTTPFields = [:], body: String) {
        self.init(status: status, contentType: contentType, headers: headers, body: ByteBuffer(string: body))
    }

    /// A response whose body `write` streams, with back-pressure: each `write` waits until the client can take more.
    /// The body is finished when `write` returns.
    public init(
        status: HTTPResponse.Status = .ok, contentType: String, headers: HTTPFields = [:], contentLength: Int? = nil,
        write: @escaping @Sendable (inout any ResponseBodyWriter) async throws -> Void
    ) {
        self.status = status
        self.headers = headers
        self.headers[.contentType] = contentType
        self.body = ResponseBody(contentLength: contentLength) { writer in
            try await write(&writer)
            try await writer.finish(nil)
        }
    }

    /// A response with no body.
    public init(status: HTTPResponse.Status, headers: HTTPFields = [:]) {
        self.status = status
        self.headers = headers
        self.body = ResponseBody()
    }
}
