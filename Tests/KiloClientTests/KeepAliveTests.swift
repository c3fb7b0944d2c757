import Foundation
import KiloClient
import NIOCore
import NIOPosix
import Testing

/// A server that answers the first request on each connection, keeping it alive, and closes the connection when a
/// second request arrives on it, unanswered: a server whose idle timeout closes a kept-alive connection just as the
/// client reuses it.
enum KeepAliveDropServer {
    static func start() async throws -> (any Channel, Int) {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Connection()) }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return (channel, channel.localAddress?.port ?? 0)
    }

    /// One connection: counts request heads (the tests send no bodies).
    final class Connection: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer
        private var text = ""
        private var answered = 0

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var buffer = unwrapInboundIn(data)
            text += buffer.readString(length: buffer.readableBytes) ?? ""
            while let end = text.range(of: "\r\n\r\n") {
                text.removeSubrange(..<end.upperBound)
                if answered == 0 {
                    answered += 1
                    let response = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1\r\n\r\n7"
                    context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: response)), promise: nil)
                } else {
                    context.close(promise: nil)
                    return
                }
            }
        }
    }
}

@Suite("A kept-alive connection the server closes as a request goes out")
struct KeepAliveTests {
    @Test("a request that may be repeated is sent again on a new connection", arguments: Transport.allCases)
    func repeatable(_ transport: Transport) async throws {
        let (server, port) = try await KeepAliveDropServer.start()
        defer { server.close(promise: nil) }
        let proxy = transport.proxy(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
        for method in [WebServiceProxy.Method.get, .put, .delete] {
            // The first call may open a connection or reuse one answered once; either way one of the two calls goes
            // out on a connection the server then closes unanswered.
            let first: Int = try await proxy.invoke(method, path: "/value")
            let second: Int = try await proxy.invoke(method, path: "/value")
            #expect(first == 7 && second == 7, "\(method.rawValue)")
        }
    }

    @Test("a POST is sent again by URLSession (curl does) and not by AsyncHTTPClientTransport", arguments: Transport.allCases)
    func post(_ transport: Transport) async throws {
        let (server, port) = try await KeepAliveDropServer.start()
        defer { server.close(promise: nil) }
        let proxy = transport.proxy(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
        let first: Int = try await proxy.invoke(.post, path: "/value", content: .data(Data("a".utf8)), contentType: "text/plain")
        #expect(first == 7)
        var second: Int?
        var failure: (any Error)?
        do {
            second = try await proxy.invoke(.post, path: "/value", content: .data(Data("a".utf8)), contentType: "text/plain")
        } catch {
            failure = error
        }
        switch transport {
        case .urlSession: #expect(second == 7, "\(String(describing: failure))")
        case .asyncHTTPClient: #expect((failure as? URLError)?.code == .networkConnectionLost, "\(String(describing: failure))")
        }
    }
}
