import NIOCore
import NIOHTTP1

/// Checks each request head for what RFC 9112 requires of it, where the HTTP version is still known: one `Host`
/// header in HTTP/1.1, no `CONNECT` (this is not a proxy), and no expectation other than `100-continue`. A request
/// that fails ends the inbound stream with a ``RequestRejection``, which the connection answers after the requests
/// before it, then closes.
///
/// It also spells the connection's fate for the handlers after it: a head that does not keep the connection alive
/// (`Connection: Close` in any case, or HTTP/1.0 without keep-alive) is given `Connection: close`.
final class RequestHeadCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    /// Set once a head is refused: what follows on the connection is discarded.
    private var hasRejected = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !hasRejected else { return }
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if let rejection = Self.check(head) {
            hasRejected = true
            context.fireErrorCaught(rejection)
            return
        }
        if !head.isKeepAlive { head.headers.replaceOrAdd(name: "connection", value: "close") }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    static func check(_ head: HTTPRequestHead) -> RequestRejection? {
        if head.method == .CONNECT {
            return RequestRejection(.methodNotAllowed, "CONNECT is not supported: this server is not a proxy.")
        }
        if head.version.major == 1, head.version.minor >= 1 {
            switch head.headers[canonicalForm: "host"].count {
            case 1: break
            case 0: return RequestRejection(.badRequest, "An HTTP/1.1 request must have a Host header.")
            default: return RequestRejection(.badRequest, "The request has more than one Host header.")
            }
        }
        for expectation in head.headers[canonicalForm: "expect"] where expectation.lowercased() != "100-continue" {
            return RequestRejection(
                .expectationFailed, "The expectation \"\(expectation)\" cannot be met; only 100-continue can.")
        }
        return nil
    }
}
