import NIOCore

/// The head timeout of ``WebServer/Configuration/headTimeout``: once the first byte of a request's head arrives, the
/// whole head must follow within the timeout, or the connection is closed.
///
/// It sits before the HTTP parser, which passes nothing on until a head is whole, so it sees the bytes; the
/// ``ConnectionGuard`` after the parser tells it when a head is whole (``headArrived()``) and when the request's end
/// has come and the next head may begin (``awaitHead()``). Bytes that arrive between the two are a body's. Without
/// it, a head dripped a byte at a time is bounded only by the idle timeout, which is for keep-alive connections.
final class HeadClock: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    /// Whether the next bytes start (or continue) a head.
    private var awaitingHead = true
    private var timer: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if awaitingHead, timer == nil {
            let channel = context.channel
            timer = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    /// A head is whole: its clock stops.
    func headArrived() {
        awaitingHead = false
        timer?.cancel()
        timer = nil
    }

    /// A request's end has come: the next bytes begin a head.
    func awaitHead() {
        awaitingHead = true
    }
}
