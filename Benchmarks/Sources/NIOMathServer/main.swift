// A raw SwiftNIO HTTP/1.1 server: the floor under every framework.
import BenchSupport
import NIOCore
import NIOHTTP1
import NIOPosix

final class MathHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else { return }
        let uri = head.uri
        let path = uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let status: HTTPResponseStatus
        let contentType: String
        let body: String
        if path[0] != "/math/sum" {
            (status, contentType, body) = (.notFound, "text/plain; charset=utf-8", "Not found.")
        } else {
            switch MathQuery.answer(query: path.count > 1 ? path[1] : nil) {
            case .sum(let text): (status, contentType, body) = (.ok, "application/json", text)
            case .badRequest(let message): (status, contentType, body) = (.badRequest, "text/plain; charset=utf-8", message)
            }
        }
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: contentType)
        headers.add(name: "Content-Length", value: String(body.utf8.count))
        let keepAlive = head.isKeepAlive
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
        // The context belongs to its event loop, where the future's callback runs.
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { bound.value.close(promise: nil) }
        }
    }
}

let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
    .serverChannelOption(.backlog, value: 256)
    .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
    .childChannelInitializer { channel in
        channel.pipeline.configureHTTPServerPipeline().flatMap { channel.pipeline.addHandler(MathHandler()) }
    }
    .bind(host: "127.0.0.1", port: benchmarkPort()).get()
try await channel.closeFuture.get()
