import Foundation
import KiloServer
import Logging
import ServiceLifecycle

/// Runs a real server on 127.0.0.1 on a free port for the duration of `body`, then shuts it down gracefully.
public func withTestServer<T: Sendable>(
    maxBodySize: Int = 10 * 1024 * 1024,
    mount: (inout ServiceMounts) throws -> Void,
    _ body: @Sendable (_ port: Int, _ shutdown: @escaping @Sendable () async -> Void) async throws -> T
) async throws -> T {
    var logger = Logger(label: "test")
    logger.logLevel = .critical
    var server = WebServer(configuration: .init(host: "127.0.0.1", port: 0, maxBodySize: maxBodySize), logger: logger)
    try mount(&server.mounts)
    let (ports, portContinuation) = AsyncStream<Int>.makeStream()
    let application = server.makeApplication { port in portContinuation.yield(port) }
    let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
    return try await withThrowingTaskGroup(of: T?.self) { tasks in
        tasks.addTask {
            try await group.run()
            return nil
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
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
    maxBodySize: Int = 10 * 1024 * 1024, _ body: @Sendable (_ port: Int) async throws -> T
) async throws -> T {
    try await withTestServer(maxBodySize: maxBodySize, mount: { try ExampleServicesForTests.mount(&$0) }) { port, _ in
        try await body(port)
    }
}
