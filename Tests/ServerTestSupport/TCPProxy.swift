import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP proxy on 127.0.0.1 that can be cut and restored: a database that goes away and comes back, for one test,
/// without stopping the real server other tests are using.
public final class TCPProxy: Sendable {
    private let targetHost: String
    private let targetPort: Int
    private let state = NIOLockedValueBox<(server: (any Channel)?, connections: [any Channel])>((nil, []))

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
                        return outbound.pipeline.addHandler(Relay(peer: inbound)).flatMap {
                            inbound.pipeline.addHandler(Relay(peer: outbound))
                        }.map { inbound.read() }
                    }
            }
            .bind(host: "127.0.0.1", port: port).get()
        state.withLockedValue { $0.server = server }
        return server.localAddress?.port ?? port
    }

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

        init(peer: any Channel) {
            self.peer = peer
        }

        func channelActive(context: ChannelHandlerContext) {
            context.read()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let channel = context.channel
            peer.writeAndFlush(unwrapInboundIn(data)).whenComplete { _ in channel.read() }
        }

        func channelInactive(context: ChannelHandlerContext) {
            peer.close(promise: nil)
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
