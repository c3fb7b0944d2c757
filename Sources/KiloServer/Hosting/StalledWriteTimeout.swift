import NIOCore

/// Closes a connection whose client has stopped reading: once the socket has stayed unwritable (its send buffer
/// full) for the timeout, the client is taken to be gone or hostile.
///
/// A response streamed to such a client (300,000 rows) would otherwise hold what produces it, a database connection
/// among them, for as long as the client likes. Closing fails the response's next write, which ends the stream and
/// gives back what it held.
final class StalledWriteTimeout: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny

    private let timeout: TimeAmount
    private var scheduled: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            scheduled?.cancel()
            scheduled = nil
        } else if scheduled == nil {
            let channel = context.channel
            scheduled = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
        }
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        scheduled?.cancel()
        scheduled = nil
        context.fireChannelInactive()
    }
}
