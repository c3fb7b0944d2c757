import KiloServer
import Logging
import ServerTestSupport
import Testing

/// `WebServer.run` stopping on requests: the shutdown timeout, and a second request that cancels at once.
@Suite("Shutdown")
struct ShutdownTests {
    @Test("past the shutdown timeout, a request still in flight is cancelled and the server returns")
    func shutdownTimeout() async throws {
        try await withStoppableServer(shutdownTimeout: .milliseconds(500)) { port, stop in
            async let slow = try? RawHTTPClient.get(port: port, "/behaviour/slow?milliseconds=60000&probe=deadline")
            try await SlowRequestProbe.shared.waitUntilStarted("deadline")
            stop.yield("stop")
            // Whatever the client hears (a 5xx or a closed connection), the request's own task was cancelled: it did
            // not keep the server waiting for its minute.
            _ = await slow
            #expect(await SlowRequestProbe.shared.wasCancelled("deadline"), "the slow request was cancelled")
        }
    }

    @Test("a second request to stop cancels at once, without a shutdown timeout")
    func secondStop() async throws {
        try await withStoppableServer(shutdownTimeout: nil) { port, stop in
            async let slow = try? RawHTTPClient.get(port: port, "/behaviour/slow?milliseconds=60000&probe=second")
            try await SlowRequestProbe.shared.waitUntilStarted("second")
            stop.yield("stop")
            try await Task.sleep(for: .milliseconds(200))
            stop.yield("stop")
            _ = await slow
            #expect(await SlowRequestProbe.shared.wasCancelled("second"), "the slow request was cancelled")
        }
    }

    @Test(
        "with nothing in flight, one request to stop ends the server: it closes an idle keep-alive connection, with no timeout set that could"
    )
    func idleStop() async throws {
        // No shutdown or idle timeout: a server that waited for its idle connection to go would never return, and the
        // helper fails the test at its 60 s guard.
        try await withStoppableServer(shutdownTimeout: nil, idleTimeout: nil) { port, stop in
            let connection = try await RawConnection.open(port: port, deadline: .seconds(120))
            defer { connection.close() }
            var responses = connection.responses()
            try await connection.write("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let answer = try #require(try await responses.next())
            #expect(answer.status == 200 && answer.text == #""Hello, World!""#)
            stop.yield("stop")
            // The server closes the idle connection itself, sending nothing more.
            #expect(await responses.untilClosed() == 0)
            #expect(!connection.hitDeadline, "the server left its idle connection open")
        }
    }

    /// Runs the example services with `WebServer.run(stopRequests:)` until `body` and the server have both ended; a
    /// server that does not return within 60 s (a hang, on a busy test run) fails the test.
    func withStoppableServer(
        shutdownTimeout: Duration?, idleTimeout: Duration? = .seconds(60),
        _ body: @escaping @Sendable (_ port: Int, _ stop: AsyncStream<String>.Continuation) async throws -> Void
    ) async throws {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        var server = WebServer(
            configuration: .init(host: "127.0.0.1", port: 0, idleTimeout: idleTimeout, shutdownTimeout: shutdownTimeout),
            logger: logger)
        try ExampleServicesForTests.mount(&server.mounts)
        let (stops, stop) = AsyncStream<String>.makeStream()
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask { [server] in
                // A server that ends before it listens ends the wait for its port.
                defer { portContinuation.finish() }
                try await server.run(onRunning: { portContinuation.yield($0) }, stopRequests: stops)
                return true
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else {
                try await group.waitForAll()
                throw TestServerError.noPort
            }
            group.addTask {
                try await body(port, stop)
                try await Task.sleep(for: .seconds(60))
                return false
            }
            let serverReturned = try await group.next()
            group.cancelAll()
            #expect(serverReturned == true, "the server returned within 60 s of the body's end")
        }
    }
}
