import Foundation
public import KiloServer
import KiloServerTesting
import Logging
public import NIOCore
import NIOPosix
import ServiceLifecycle
import Synchronization

/// Runs the services `mount` mounts on 127.0.0.1, on a free port, for the duration of `body`, through the public test
/// harness (`KiloServerTesting`'s `server.test(.live)`), as a user's test would: the package's own tests exercise what
/// its users run. `eventLoopGroup` is where it accepts and serves; by default an event loop of the test's own
/// (``withTestEventLoops(_:_:)``).
public func withTestServer<T: Sendable>(
    maxBodySize: Int = 10 * 1024 * 1024,
    eventLoopGroup: (any EventLoopGroup)? = nil,
    configure: (inout WebServer.Configuration) -> Void = { _ in },
    mount: (inout ServiceMounts) throws -> Void,
    _ body: @Sendable (_ port: Int) async throws -> T
) async throws -> T {
    try await withTestEventLoops(eventLoopGroup) { eventLoopGroup in
        try await serveForTest(
            maxBodySize: maxBodySize, eventLoopGroup: eventLoopGroup, configure: configure, mount: mount, body)
    }
}

private func serveForTest<T: Sendable>(
    maxBodySize: Int, eventLoopGroup: any EventLoopGroup,
    configure: (inout WebServer.Configuration) -> Void,
    mount: (inout ServiceMounts) throws -> Void,
    _ body: @Sendable (_ port: Int) async throws -> T
) async throws -> T {
    var server = WebServer(
        configuration: .init(host: "127.0.0.1", port: 0, maxBodySize: maxBodySize), eventLoopGroup: eventLoopGroup)
    configure(&server.configuration)
    try mount(&server.mounts)
    return try await InFlight.during("a test server: starting, serving or stopping") {
        try await server.test(.live) { client in
            guard let port = client.port else { throw TestServerError.noPort }
            return try await InFlight.during("the test server on port \(port): the test's body") { try await body(port) }
        }
    }
}

/// The server gave no port: the live harness had none, or the server ended before it listened.
public enum TestServerError: Error { case noPort }

/// Like ``withTestServer(maxBodySize:eventLoopGroup:configure:mount:_:)`` without the harness, which keeps a client
/// connection of its own open, and with a way to start the server's graceful shutdown: for the tests that count
/// connections or drive shutdown themselves.
public func withBareTestServer<T: Sendable>(
    configure: (inout WebServer.Configuration) -> Void = { _ in },
    mount: (inout ServiceMounts) throws -> Void,
    _ body: @Sendable (_ port: Int, _ shutdown: @escaping @Sendable () async -> Void) async throws -> T
) async throws -> T {
    try await withTestEventLoops(nil) { eventLoopGroup in
        try await serveBareForTest(eventLoopGroup: eventLoopGroup, configure: configure, mount: mount, body)
    }
}

private func serveBareForTest<T: Sendable>(
    eventLoopGroup: any EventLoopGroup,
    configure: (inout WebServer.Configuration) -> Void,
    mount: (inout ServiceMounts) throws -> Void,
    _ body: @Sendable (_ port: Int, _ shutdown: @escaping @Sendable () async -> Void) async throws -> T
) async throws -> T {
    var logger = Logger(label: "test")
    logger.logLevel = .critical
    var server = WebServer(
        configuration: .init(host: "127.0.0.1", port: 0), eventLoopGroup: eventLoopGroup, logger: logger)
    configure(&server.configuration)
    try mount(&server.mounts)
    let (ports, portContinuation) = AsyncStream<Int>.makeStream()
    let application = server.makeApplication { port in portContinuation.yield(port) }
    let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
    return try await withThrowingTaskGroup(of: T?.self) { tasks in
        tasks.addTask {
            // A server that ends before it listens (it could not bind) ends the wait for its port.
            defer { portContinuation.finish() }
            try await group.run()
            return nil
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await tasks.waitForAll()
            throw TestServerError.noPort
        }
        let shutdown: @Sendable () async -> Void = { await group.triggerGracefulShutdown() }
        do {
            let result = try await body(port, shutdown)
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
            return result
        } catch {
            await group.triggerGracefulShutdown()
            tasks.cancelAll()
            throw error
        }
    }
}

/// The example services, mounted.
public func withExampleServer<T: Sendable>(
    maxBodySize: Int = 10 * 1024 * 1024, eventLoopGroup: (any EventLoopGroup)? = nil,
    _ body: @Sendable (_ port: Int) async throws -> T
) async throws -> T {
    try await withTestServer(
        maxBodySize: maxBodySize, eventLoopGroup: eventLoopGroup, mount: { try ExampleServicesForTests.mount(&$0) }, body)
}

/// A flag one task raises and others poll.
public final class Flag: Sendable {
    private let value = Atomic(false)

    public init() {}

    public var isSet: Bool { value.load(ordering: .relaxed) }

    public func set() { value.store(true, ordering: .relaxed) }
}

/// Runs `body` with `group`, or with an event loop of its own when that is nil, and makes it the one
/// ``RawHTTPClient`` connects from: a test's server and raw clients then never wait behind another test's NIO work on
/// NIO's shared loops (on a 2-core machine, a million streamed rows held them for tens of seconds, and unrelated
/// tests failed with read timeouts and lost responses).
public func withTestEventLoops<T: Sendable>(
    _ group: (any EventLoopGroup)?, _ body: (any EventLoopGroup) async throws -> T
) async throws -> T {
    if let group {
        return try await RawHTTPClient.$eventLoopGroup.withValue(group) { try await body(group) }
    }
    return try await withOwnEventLoops(threads: 1) { group in
        try await RawHTTPClient.$eventLoopGroup.withValue(group) { try await body(group) }
    }
}

/// Runs `body` with event loops of its own, shut down afterwards: for load tests that must not wait behind other
/// tests' NIO work on the shared loops.
public func withOwnEventLoops<T: Sendable>(
    threads: Int = 2, _ body: (any EventLoopGroup) async throws -> T
) async throws -> T {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
    do {
        let result = try await body(group)
        try await group.shutdownGracefully()
        return result
    } catch {
        try? await group.shutdownGracefully()
        throw error
    }
}
