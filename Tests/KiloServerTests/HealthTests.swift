import Foundation
import KiloServer
import ServerTestSupport
import Testing

/// `HealthService`, as a load balancer's probe sees it.
@Suite("Health")
struct HealthTests {
    struct Down: Error, CustomStringConvertible {
        var description: String { "the database is unavailable: connection refused" }
    }

    @Test("live is 200; ready is 200 while every check passes and 503 naming the check that failed, with its error")
    func liveAndReady() async throws {
        let databaseDown = Flag()
        // A timeout no busy test run reaches: this test is about the answers, the next about the timeout.
        let service = HealthService(
            checks: [
                "database": { if databaseDown.isSet { throw Down() } },
                "cache": {},
            ], timeout: .seconds(60))
        try await withTestServer(mount: { try $0.mount(service) }) { port in
            let live = try await RawHTTPClient.get(port: port, "/health/live")
            #expect(live.status == 200)
            #expect(live.text == #"{"status":"up"}"#)

            let ready = try await RawHTTPClient.get(port: port, "/health/ready")
            #expect(ready.status == 200)
            #expect(ready.header("Cache-Control") == "no-store")
            let up = try #require(try ready.json() as? [String: Any])
            #expect(up["status"] as? String == "up")
            let checks = try #require(up["checks"] as? [String: [String: Any]])
            #expect(checks.keys.sorted() == ["cache", "database"])
            #expect(checks["database"]?["status"] as? String == "up")
            #expect(checks["database"]?["milliseconds"] is Double)

            databaseDown.set()
            let notReady = try await RawHTTPClient.get(port: port, "/health/ready")
            #expect(notReady.status == 503)
            #expect(
                notReady.text.hasPrefix(
                    #"{"status":"down","checks":{"database":{"status":"down","error":"the database is unavailable: connection refused","#
                ), "\(notReady.text)")
            #expect(notReady.text.contains(#""cache":{"status":"up""#))
            // Still alive: only readiness depends on the checks.
            #expect(try await RawHTTPClient.get(port: port, "/health/live").status == 200)
        }
    }

    @Test("a check that hangs past the timeout is down, and the probe is answered at the timeout, not when it ends")
    func hangingCheck() async throws {
        let finished = Flag()
        let service = HealthService(
            checks: [
                // A frozen server's client that does not end on cancellation: only its own end, minutes away, would answer.
                "database": {
                    await Task.detached { try? await Task.sleep(for: .seconds(180)) }.value
                    finished.set()
                }
            ], timeout: .milliseconds(200))
        try await withTestServer(mount: { try $0.mount(service) }) { port in
            // A generous deadline (a busy test run can hold this process's threads for seconds), still well before the
            // check's own end.
            let response = try await RawHTTPClient.get(port: port, "/health/ready", timeout: .seconds(60))
            #expect(response.status == 503)
            #expect(response.text.contains(#""error":"no answer within 0.2 seconds""#), "\(response.text)")
            #expect(!finished.isSet, "the probe waited for the check")
        }
    }
}
