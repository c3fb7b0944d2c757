import Foundation
import Hummingbird
import KiloServer
import KiloServerTesting
import Logging
import ServerTestSupport
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

        var logger = Logger(label: "test")
        logger.logLevel = .critical
        // Loops of its own: on the shared ones another test's NIO work (a million rows) can hold the server past the
        // test client's 20 s read timeout on a two-core machine (CI saw .readTimeout).
        try await withOwnEventLoops { loops in
            try await Self.check(Application(router: router, eventLoopGroupProvider: .shared(loops), logger: logger))
        }
    }

    private static func check(_ application: some ApplicationProtocol) async throws {
        try await application.test(.live) { testClient in
            let client = ServiceTestClient(testClient)
            let preflight = try await client.execute(
                .options, "/math/sum", headers: [.origin: "https://app.example", .accessControlRequestMethod: "GET"])
            #expect(preflight.status == .noContent)
            #expect(preflight.headers[.accessControlAllowOrigin] == "https://app.example")
            // Hummingbird 2.28 sends the exposed headers on the preflight only (where the Fetch standard does not look).
            #expect(preflight.headers[.accessControlExposeHeaders] == "X-Request-ID")

            let call = try await client.execute(.get, "/math/sum?a=2&b=4", headers: [.origin: "https://app.example"])
            #expect(call.status == .ok && call.text == "6")
            #expect(call.headers[.accessControlAllowOrigin] == "https://app.example")
            #expect(call.headers.contains { $0.name.canonicalName == "x-request-id" })

            let stranger = try await client.execute(.get, "/math/sum?a=2&b=4", headers: [.origin: "https://evil.example"])
            #expect(stranger.headers[.accessControlAllowOrigin] == nil)

            let page = try await client.execute(.get, "/")
            #expect(page.status == .ok && page.text == "<h1>Pizza</h1>")

            let missing = try await client.execute(.get, "/no/such/thing")
            #expect(missing.status == .notFound && missing.text == "Nothing is served at /no/such/thing.")
        }
    }
}
