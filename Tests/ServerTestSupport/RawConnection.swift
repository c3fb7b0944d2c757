public import NIOCore
import NIOPosix

/// A connection a test drives step by step: write some bytes, read a response (`100 Continue` included), write
/// more, see whether the server closed it. For what a one-shot ``RawHTTPClient`` request cannot show.
public struct RawConnection: Sendable {
    let channel: any Channel
    private let timedOut: Flag
    /// The bytes received, until the connection closes.
    public let received: AsyncStream<ByteBuffer>

    /// Connects to the server on 127.0.0.1; the connection is closed by the test after `deadline`, so that a server
    /// that never answers fails the test instead of hanging it (``hitDeadline`` then tells).
    /// `reading: false` leaves what the server sends unread (a client that has stopped reading) until
    /// ``startReading()``. `sending` is written as soon as the connection is made, on its event loop: nothing the
    /// test's own tasks wait for (a busy test run can hold them for seconds) comes between connecting and sending.
    /// `from` is the loopback address the connection comes from (`127.0.0.2`: another client network).
    public static func open(
        port: Int, deadline: Duration = .seconds(60), reading: Bool = true, sending first: String? = nil,
        from source: String? = nil
    ) async throws
        -> RawConnection
    {
        try await open(
            port: port, deadline: deadline, reading: reading, sendingBytes: first.map { Array($0.utf8) }, from: source)
    }

    /// ``open(port:deadline:reading:sending:from:)`` with bytes to send, which need not be text.
    static func open(
        port: Int, deadline: Duration, reading: Bool = true, sendingBytes first: [UInt8]?, from source: String? = nil
    ) async throws -> RawConnection {
        let (received, continuation) = AsyncStream<ByteBuffer>.makeStream()
        var bootstrap = ClientBootstrap(group: RawHTTPClient.eventLoopGroup)
        if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
        let channel =
            try await bootstrap
            .channelOption(.autoRead, value: reading)
            // A small receive buffer, so that a client that does not read fills the server's send buffer soon.
            .channelOption(.socketOption(.so_rcvbuf), value: reading ? 128 * 1024 : 4096)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(continuation: continuation, first: first))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        let timedOut = Flag()
        channel.eventLoop.scheduleTask(in: TimeAmount(deadline)) {
            timedOut.set()
            channel.close(promise: nil)
        }
        return RawConnection(channel: channel, timedOut: timedOut, received: received)
    }

    /// Whether the test's deadline closed the connection (rather than the server).
    public var hitDeadline: Bool { timedOut.isSet }

    public func write(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes))
    }

    public func write(_ text: String) async throws {
        try await write(Array(text.utf8))
    }

    /// Starts reading what the server sent (for a connection opened with `reading: false`).
    public func startReading() {
        channel.setOption(.autoRead, value: true).whenSuccess { [channel] in channel.read() }
    }

    public func close() {
        channel.close(promise: nil)
    }

    /// Reads responses from ``received`` one at a time.
    public func responses() -> Responses { Responses(iterator: received.makeAsyncIterator()) }

    public struct Responses {
        var iterator: AsyncStream<ByteBuffer>.AsyncIterator
        var pending: [UInt8] = []

        /// The next response (a `1xx` is one), or `nil` once the connection has closed without one.
        public mutating func next() async throws -> RawResponse? {
            while true {
                if let (response, consumed) = try RawHTTPClient.parse(pending, complete: false) {
                    pending.removeFirst(consumed)
                    return response
                }
                guard let chunk = await iterator.next() else {
                    guard let (response, _) = try RawHTTPClient.parse(pending, complete: true) else { return nil }
                    pending = []
                    return response
                }
                pending += chunk.readableBytesView
            }
        }

        /// The next bytes received, as text, or `nil` once the connection has closed.
        public mutating func nextChunk() async -> String? {
            if !pending.isEmpty {
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            return await iterator.next().map { String(buffer: $0) }
        }

        /// Reads until the connection closes; returns the number of bytes that arrived meanwhile.
        public mutating func untilClosed() async -> Int {
            var count = pending.count
            pending = []
            while let chunk = await iterator.next() { count += chunk.readableBytes }
            return count
        }
    }

    private final class Collector: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let continuation: AsyncStream<ByteBuffer>.Continuation
        /// What to send once connected.
        let first: [UInt8]?

        init(continuation: AsyncStream<ByteBuffer>.Continuation, first: [UInt8]?) {
            self.continuation = continuation
            self.first = first
        }

        func channelActive(context: ChannelHandlerContext) {
            if let first { context.writeAndFlush(NIOAny(ByteBuffer(bytes: first)), promise: nil) }
            context.fireChannelActive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            continuation.yield(unwrapInboundIn(data))
        }

        func channelInactive(context: ChannelHandlerContext) {
            continuation.finish()
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
