import Foundation
import HTTPTypes
import KiloCore
import KiloShared
import NIOCore

/// Health endpoints for a load balancer or an orchestrator's probes.
///
/// - `GET /health/live`: the process answers requests (200). Restart it when this fails.
/// - `GET /health/ready`: every check passes within the timeout (200), or not (503), with each check's outcome; stop
///   sending it traffic while this fails. A check is any `async` closure that throws when what it checks is down,
///   such as a query of the database.
///
/// <!-- snippet-prelude
/// import KiloSQL
/// var server = WebServer()
/// let database = try await SQLiteDatabase(path: nil)
/// -->
/// ```swift
/// try server.mount(HealthService(checks: ["database": { _ = try await database.first("SELECT 1 AS one") }]))
/// ```
///
/// ```
/// GET /health/ready
/// 503 {"status":"down","checks":{"database":{"status":"down","error":"the database is unavailable: …","milliseconds":2.1}}}
/// ```
///
/// The checks run side by side on every request, so a probe sees the state now, not a cached one; a check that does
/// not finish within ``timeout`` counts as down (a frozen database would otherwise hold the probe past its own
/// timeout, which reads as "no answer" rather than "not ready").
@WebService("health")
public struct HealthService {
    /// Something that is down when it throws.
    public typealias Check = @Sendable () async throws -> Void

    private let checks: [(name: String, check: Check)]
    /// How long each check may take before it counts as down.
    public let timeout: Duration

    /// A service running `checks` (by name) for readiness, each within `timeout`.
    public init(checks: KeyValuePairs<String, Check> = [:], timeout: Duration = .seconds(2)) {
        self.checks = checks.map { ($0.key, $0.value) }
        self.timeout = timeout
    }

    /// 200 while the process answers.
    @RequestMethod("GET") @ResourcePath("live")
    public func getLive() -> ServiceResponse {
        ServiceResponse(contentType: "application/json", body: #"{"status":"up"}"#)
    }

    /// 200 when every check passes within the timeout, else 503; the body gives each check's outcome and time.
    @RequestMethod("GET") @ResourcePath("ready")
    public func getReady() async -> ServiceResponse {
        let outcomes = await withTaskGroup(of: (Int, CheckOutcome).self) { group in
            for (index, entry) in checks.enumerated() {
                group.addTask { (index, await Self.run(entry.check, within: timeout)) }
            }
            var outcomes = [CheckOutcome?](repeating: nil, count: checks.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes.compactMap { $0 }
        }
        let isUp = outcomes.allSatisfy { $0.error == nil }
        var json = JSONWriter(buffer: ByteBuffer())
        json.writeRawJSON(#"{"status":"\#(isUp ? "up" : "down")","checks":{"#)
        for (position, (entry, outcome)) in zip(checks, outcomes).enumerated() {
            if position > 0 { json.writeByte(UInt8(ascii: ",")) }
            json.writeString(entry.name)
            json.writeRawJSON(#":{"status":"\#(outcome.error == nil ? "up" : "down")""#)
            if let error = outcome.error {
                json.writeRawJSON(#","error":"#)
                json.writeString(error)
            }
            json.writeRawJSON(#","milliseconds":\#(String(format: "%.1f", outcome.duration.milliseconds))}"#)
        }
        json.writeRawJSON("}}")
        return ServiceResponse(
            status: isUp ? .ok : .serviceUnavailable, contentType: "application/json",
            headers: [.cacheControl: "no-store"], body: json.buffer)
    }

    private struct CheckOutcome: Sendable {
        var error: String?
        var duration: Duration
    }

    /// Runs `check`, counting it down when it throws or outlasts `timeout`. A check past its timeout is cancelled and
    /// left to end on its own (a frozen server's client may not notice): the probe is answered now.
    private static func run(_ check: @escaping Check, within timeout: Duration) async -> CheckOutcome {
        let start = ContinuousClock.now
        do {
            try await DeadlineRace.run(until: start + timeout, expired: { CheckTimeout(timeout: timeout) }, check)
            return CheckOutcome(error: nil, duration: ContinuousClock.now - start)
        } catch {
            return CheckOutcome(error: String(describing: error), duration: ContinuousClock.now - start)
        }
    }

    /// A check that did not answer in time.
    private struct CheckTimeout: Error, CustomStringConvertible {
        let timeout: Duration
        var description: String { "no answer within \(timeout)" }
    }
}
