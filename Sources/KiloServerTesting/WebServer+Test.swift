// A test of services needs the server's types, HummingbirdTesting's and the client's (`client.proxy` calls the
// services as their users do): one import brings all three.
@_exported public import HummingbirdTesting
@_exported public import KiloClient
@_exported public import KiloServer
public import Logging

extension WebServer {
    /// Runs the mounted services for the length of `test`, then shuts them down quietly.
    ///
    /// <!-- snippet-prelude
    /// import ServiceExamples
    /// import Testing
    /// -->
    /// ```swift
    /// var server = WebServer()
    /// try server.mount(MathService())
    /// try await server.test { client in
    ///     let response = try await client.execute(.get, "/math/sum?a=2&b=4")
    ///     #expect(response.status == .ok && response.text == "6")
    ///     let sum: Double = try await client.proxy.invoke(.get, path: "math/sum", arguments: ["a": 2, "b": 4])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - setup: `.router` (the default) hands each request to the services in process, with no socket: fast, and
    ///     everything from the request on is the server's own code. `.live` runs the server on a free port of
    ///     127.0.0.1, HTTP/1.1 connection handling included (`client.port` says which); `.ahc()` calls it through
    ///     AsyncHTTPClient. These are HummingbirdTesting's modes.
    ///   - logLevel: what the server logs meanwhile; by default its errors, so that a 500 shows its cause (the
    ///     response says only that an internal error occurred) beside the test that met it, and nothing else: a test's
    ///     output is its own.
    ///   - test: the test, given a client of the running services.
    /// - Returns: what `test` returns.
    public func test<Value: Sendable>(
        _ setup: TestingSetup = .router, logLevel: Logger.Level = .error,
        _ test: @Sendable (ServiceTestClient) async throws -> Value
    ) async throws -> Value {
        var server = self
        server.logger.logLevel = logLevel
        return try await server.makeApplication().test(setup) { client in try await test(ServiceTestClient(client)) }
    }
}
