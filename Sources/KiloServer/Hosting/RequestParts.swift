import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The request parts arriving on one connection, and where each request's body ends.
///
/// `@unchecked Sendable` because NIO's inbound iterator is not `Sendable`: it must not be iterated by two tasks at
/// once. It never is: the responder reads a request's body (through ``body``) while the connection's loop waits for
/// it, and the loop reads on only once the responder has returned.
final class RequestParts: @unchecked Sendable {
    private var iterator: NIOAsyncChannelInboundStream<HTTPRequestPart>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>
    /// Whether the current request's `.end` has been read.
    private var isBodyComplete = true
    /// Whether the current request declares a body (a `Content-Length` above 0 or a `Transfer-Encoding`).
    private var declaresBody = false
    /// Whether the client waits for `100 Continue` before it sends the body.
    private var awaitsContinue = false

    init(
        _ iterator: NIOAsyncChannelInboundStream<HTTPRequestPart>.AsyncIterator,
        outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>
    ) {
        self.iterator = iterator
        self.outbound = outbound
    }

    /// The current request's body.
    var body: Body { Body(parts: self) }

    /// The next request's head, or `nil` once the client has closed the connection.
    func nextHead() async throws -> HTTPRequest? {
        guard let part = try await iterator.next() else { return nil }
        guard case .head(let head) = part else {
            // NIO's decoder sends every request's parts in order; anything else is a broken connection.
            throw RequestRejection(.badRequest, "The request is not valid HTTP/1.1.")
        }
        isBodyComplete = false
        let length = head.headerFields[.contentLength]
        declaresBody = head.headerFields[.transferEncoding] != nil || (length != nil && length != "0")
        awaitsContinue = head.headerFields[.expect]?.lowercased() == "100-continue"
        return head
    }

    /// The next chunk of the current body, or `nil` at its end; first tells a waiting client to send it.
    func nextBodyChunk() async throws -> ByteBuffer? {
        guard !isBodyComplete else { return nil }
        if awaitsContinue {
            awaitsContinue = false
            if declaresBody { try await outbound.write(.head(HTTPResponse(status: .continue))) }
        }
        switch try await iterator.next() {
        case .body(let chunk):
            return chunk
        case .end:
            isBodyComplete = true
            return nil
        case .head, nil:
            isBodyComplete = true
            throw RequestRejection(.badRequest, "The request ended before its body was complete.")
        }
    }

    /// Reads what the responder left of the current body; `false` when that is more than `limit` bytes, or the
    /// client has yet to be asked for it: the connection must then close.
    func skipRestOfBody(upTo limit: Int) async throws -> Bool {
        if awaitsContinue, declaresBody, !isBodyComplete { return false }
        var skipped = 0
        while let chunk = try await nextBodyChunk() {
            skipped += chunk.readableBytes
            if skipped > limit { return false }
        }
        return true
    }

    /// Reads and drops what the client still sends, up to `limit` bytes, until it closes the connection.
    func drain(upTo limit: Int) async {
        var drained = 0
        while drained <= limit, let part = try? await iterator.next() {
            if case .body(let chunk) = part { drained += chunk.readableBytes }
        }
    }

    /// A request's body, as the responder reads it.
    struct Body: AsyncSequence, Sendable {
        typealias Element = ByteBuffer
        let parts: RequestParts

        func makeAsyncIterator() -> Iterator { Iterator(parts: parts) }

        struct Iterator: AsyncIteratorProtocol {
            let parts: RequestParts
            mutating func next() async throws -> ByteBuffer? { try await parts.nextBodyChunk() }
        }
    }
}
