import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP proxy on 127.0.0.1 that can be cut and restored: a database that goes away and comes back, for one test,
/// without stopping the real server other tests are using.
public final class TCPProxy: Sendable {
    private let targetHost: String
    private let targetPort: Int
    private let state = NIOLockedValueBox<(server: (any Channel)?, connections: [any Channel])>((nil, []))
    private let frozen = NIOLockedValueBox(false)

    public init(targetHost: String, targetPort: Int) {
        self.targetHost = targetHost
        self.targetPort = targetPort
    }

    /// Starts listening on `port` (0 picks one) and returns the port.
    public func start(port: Int = 0) async throws -> Int {
        let (host, targetPort) = (targetHost, self.targetPort)
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.autoRead, value: false)
            .childChannelInitializer { inbound in
                self.state.withLockedValue { $0.connections.append(inbound) }
                return ClientBootstrap(group: inbound.eventLoop)
                    .connect(host: host, port: targetPort)
                    .flatMap { outbound in
                        self.state.withLockedValue { $0.connections.append(outbound) }
                        return outbound.pipeline.addHandler(Relay(peer: inbound, frozen: self.frozen)).flatMap {
                            inbound.pipeline.addHandler(Relay(peer: outbound, frozen: self.frozen))
                        }.map { inbound.read() }
                    }
            }
            .bind(host: "127.0.0.1", port: port).get()
        state.withLockedValue { $0.server = server }
        return server.localAddress?.port ?? port
    }

    /// Stops passing bytes on, keeping every connection open: a server that is frozen (stopped with SIGSTOP, or its
    /// host gone from the network).
    public func freeze() {
        frozen.withLockedValue { $0 = true }
    }

    /// Passes bytes on again.
    public func thaw() {
        frozen.withLockedValue { $0 = false }
        for connection in state.withLockedValue({ $0.connections }) {
            connection.pipeline.fireUserInboundEventTriggered(Thawed())
        }
    }

    private struct Thawed {}

    /// Stops listening and closes every connection, as a server that goes down does.
    public func stop() async {
        let (server, connections) = state.withLockedValue { state in
            defer { state = (nil, []) }
            return (state.server, state.connections)
        }
        try? await server?.close()
        for connection in connections { try? await connection.close() }
    }

    /// Copies what one side reads to the other, reading on only when the other side can take more.
    private final class Relay: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let peer: any Channel
        let frozen: NIOLockedValueBox<Bool>
        /// What arrived while frozen, passed on at the thaw.
        let held = NIOLockedValueBox<[ByteBuffer]>([])

        init(peer: any Channel, frozen: NIOLockedValueBox<Bool>) {
            self.peer = peer
            self.frozen = frozen
        }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard event is Thawed else { return context.fireUserInboundEventTriggered(event) }
            let held = self.held.withLockedValue { held in
                defer { held = [] }
                return held
            }
            for buffer in held { peer.write(buffer, promise: nil) }
            peer.flush()
            context.read()
        }

        func channelActive(context: ChannelHandlerContext) {
            context.read()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let channel = context.channel
            // Frozen, it holds what it reads and reads no more; `thaw()` passes it on and reads again.
            guard !frozen.withLockedValue({ $0 }) else {
                held.withLockedValue { $0.append(unwrapInboundIn(data)) }
                return
            }
            let frozen = self.frozen
            peer.writeAndFlush(unwrapInboundIn(data)).whenComplete { _ in
                if !frozen.withLockedValue({ $0 }) { channel.read() }
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            peer.close(promise: nil)
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
