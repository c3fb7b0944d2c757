import Foundation
import Hummingbird
import KiloServer
import Logging
import ServerTestSupport
import ServiceLifecycle
import Testing

/// The services behind Hummingbird's router and its middleware, as the README shows: what a team adds in front of
/// them (CORS for a browser app on another origin, static files) is Hummingbird's, not ours.
@Suite("Behind Hummingbird middleware")
struct MiddlewareTests {
    @Test("CORS and static files in front of the services: a preflight, a cross-origin call, a file, a service call")
    func corsAndStaticFiles() async throws {
        let files = FileManager.default.temporaryDirectory.appendingPathComponent("kilo-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: files) }
        try Data("<h1>Pizza</h1>".utf8).write(to: files.appendingPathComponent("index.html"))

        // The README's example, as written there.
        var mounts = ServiceMounts()
        try ExampleServicesForTests.mount(&mounts)
        let services = ServiceResponder<BasicRequestContext>(mounts: mounts)
        let router = Router()
        router.add(middleware: CORSMiddleware(allowOrigin: .oneOf("https://app.example"), exposedHeaders: ["X-Request-ID"]))
        router.add(middleware: FileMiddleware(files.path, searchForIndexHtml: true))
        for method in [HTTPRequest.Method.get, .head, .post, .put, .patch, .delete] {
            router.on("**", method: method) { request, context in try await services.respond(to: request, context: context) }
        }

        let (ports, port) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in port.yield(channel.localAddress?.port ?? 0) }, logger: logger)
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())

            let preflight = try await RawHTTPClient.request(
                port: port, "OPTIONS", "/math/sum",
                headers: [("Origin", "https://app.example"), ("Access-Control-Request-Method", "GET")])
            #expect(preflight.status == 204)
            #expect(preflight.header("Access-Control-Allow-Origin") == "https://app.example")
            // Hummingbird 2.28 sends the exposed headers on the preflight only (where the Fetch standard does not look).
            #expect(preflight.header("Access-Control-Expose-Headers") == "X-Request-ID")

            let call = try await RawHTTPClient.get(port: port, "/math/sum?a=2&b=4", headers: [("Origin", "https://app.example")])
            #expect(call.status == 200 && call.text == "6")
            #expect(call.header("Access-Control-Allow-Origin") == "https://app.example")
            #expect(call.header("X-Request-ID") != nil)

            let stranger = try await RawHTTPClient.get(
                port: port, "/math/sum?a=2&b=4", headers: [("Origin", "https://evil.example")])
            #expect(stranger.header("Access-Control-Allow-Origin") == nil)

            let page = try await RawHTTPClient.get(port: port, "/")
            #expect(page.status == 200 && page.text == "<h1>Pizza</h1>")

            let missing = try await RawHTTPClient.get(port: port, "/no/such/thing")
            #expect(missing.status == 404 && missing.text == "Nothing is served at /no/such/thing.")

            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }
}
