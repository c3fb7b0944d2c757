import Foundation
import KiloServer
import KiloServerTesting
import Logging
import Prometheus
import ServerTestSupport
import Synchronization
import Testing

@Suite("KiloServerTesting: services running for a test")
struct ServerTestingTests {
    static func server(logger: Logger = Logger(label: "test")) throws -> WebServer {
        var server = WebServer(logger: logger)
        try ExampleServicesForTests.mount(&server.mounts)
        return server
    }

    @Test(
        "raw requests, JSON bodies and typed calls reach the services, in process and on a port", arguments: ["router", "live"])
    func calls(mode: String) async throws {
        let setup: TestingSetup = mode == "live" ? .live : .router
        let port = try await Self.server().test(setup) { client in
            let sum = try await client.execute(.get, "/math/sum?a=2&b=4")
            #expect(sum.status == .ok && sum.text == "6")
            let created = try await client.execute(.post, "/behaviour/items/created", json: Item(name: "pen", quantity: 2))
            #expect(created.status == .created && created.headers[.location] == "/behaviour/items/pen")
            #expect(try created.decode(Item.self) == Item(name: "pen", quantity: 2))
            // A proxy through the same client: arguments, bodies and results typed.
            let total: Double = try await client.proxy.invoke(.get, path: "math/sum", arguments: ["values": [1, 2, 3]])
            #expect(total == 6)
            let echoed: Item = try await client.proxy.invoke(
                .post, path: "behaviour/items", body: .data(Data(#"{"name":"cup","quantity":1}"#.utf8), type: "application/json"))
            #expect(echoed == Item(name: "cup", quantity: 1))
            let missing = try await client.execute(.get, "/no/such/thing")
            #expect(missing.status == .notFound && missing.text == "Nothing is served at /no/such/thing.")
            return client.port
        }
        #expect((port != nil) == (mode == "live"))
        if let port {
            // Shut down once the test returned: the port no longer answers.
            await #expect(throws: (any Error).self) { try await RawHTTPClient.get(port: port, "/math/sum?a=1&b=1") }
        }
    }

    @Test("a 500's cause is logged by default, where the test's output shows it; a 4xx is not")
    func failureShown() async throws {
        let records = LogRecords()
        try await Self.server(logger: records.logger).test { client in
            let failed = try await client.execute(.get, "/behaviour/fail")
            #expect(failed.status == .internalServerError && !failed.text.contains("hunter2"))
            let refused = try await client.execute(.get, "/math/sum?a=x")
            #expect(refused.status == .badRequest)
        }
        let logged = records.records.withLock { $0 }
        #expect(logged.count == 1, "\(logged)")
        #expect(logged.first?.level == .error && logged.first?.message.contains("hunter2") == true, "\(logged)")
    }

    @Test("a live run logs no error, at start, during requests or at shutdown; the default logs only errors")
    func quiet() async throws {
        let records = LogRecords()
        try await Self.server(logger: records.logger).test(.live, logLevel: .info) { client in
            _ = try await client.execute(.get, "/math/sum?a=2&b=4")
        }
        let logged = records.records.withLock { $0 }
        #expect(logged.contains { $0.message.contains("/math/sum") }, "the request line is logged at info")
        #expect(logged.allSatisfy { $0.level < .error }, "\(logged)")
        let quiet = LogRecords()
        try await Self.server(logger: quiet.logger).test(.live) { client in _ = try await client.execute(.get, "/hello") }
        #expect(quiet.records.withLock { $0.isEmpty })
    }
}

@Suite("Request metrics")
struct RequestMetricsTests {
    @Test("requests are counted and timed by method, route (not the raw path) and status, for Prometheus")
    func counted() async throws {
        let registry = PrometheusCollectorRegistry()
        var server = WebServer()
        server.configuration.metrics = PrometheusMetricsFactory(registry: registry)
        try ExampleServicesForTests.mount(&server.mounts)
        try await server.test { client in
            _ = try await client.execute(.get, "/math/sum?a=1&b=2")
            _ = try await client.execute(.get, "/math/sum?values=1&values=2")
            _ = try await client.execute(.get, "/math/sum?x=1")
            _ = try await client.execute(.get, "/keys/employees/7")
            _ = try await client.execute(.get, "/keys/employees/8")
            _ = try await client.execute(.get, "/no/such/thing")
            _ = try await client.execute(.delete, "/math/sum")
            for made in ["PURGE", "X1", "X2"] { _ = try await client.execute(try #require(.init(made)), "/math/sum") }
        }
        let text = registry.emitToString()
        let lines = text.split(separator: "\n").map(String.init)
        func count(_ labels: String) -> String? {
            lines.first { $0.hasPrefix("http_requests_total{\(labels)}") }?.split(separator: " ").last.map(String.init)
        }
        #expect(count(#"method="GET",route="/math/sum",status="200""#) == "2", "\(text)")
        #expect(count(#"method="GET",route="/math/sum",status="400""#) == "1", "\(text)")
        // One series for every employee number.
        #expect(count(#"method="GET",route="/keys/employees/{employeeNumber}",status="200""#) == "2", "\(text)")
        #expect(count(#"method="GET",route="unmatched",status="404""#) == "1", "\(text)")
        #expect(count(#"method="DELETE",route="/math/sum",status="405""#) == "1", "\(text)")
        // A method a client makes up is one series, however many it makes up.
        #expect(count(#"method="other",route="/math/sum",status="405""#) == "3", "\(text)")
        #expect(!text.contains("PURGE") && !text.contains("X1"), "\(text)")
        #expect(lines.contains { $0.hasPrefix(#"http_request_duration_seconds_count{method="GET",route="/math/sum"}"#) })
    }
}
