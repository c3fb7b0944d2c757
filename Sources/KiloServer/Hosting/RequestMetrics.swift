import CoreMetrics
import HTTPTypes
import Synchronization

/// What the server counts of its requests, through swift-metrics: `http_requests_total` (a counter) and
/// `http_request_duration_seconds` (a timer, which Prometheus shows as a histogram), each by `method`, `route` (the
/// operation's path as OpenAPI writes it, `/todos/{id}`, so that ids do not make a series each; `unmatched` for a
/// path nothing serves) and, for the counter, `status`.
///
/// Every label is bounded by the server, never by what a client sends: a method outside RFC 9110's (any token is a
/// valid method) is counted as `other`, so that requests with made-up methods cannot make a series each. The
/// instruments of each label set are made once and kept: asking the factory for them on every request cost a
/// registry lookup under its lock, with the label strings built anew.
final class RequestMetrics: Sendable {
    private let factory: any MetricsFactory
    private let instruments = Mutex<[Labels: Instruments]>([:])

    private struct Labels: Hashable {
        var method: String
        var route: String
        var status: Int
    }

    private struct Instruments {
        let requests: Counter
        let duration: CoreMetrics.Timer
    }

    /// The methods RFC 9110 defines, and PATCH: counted by name.
    private static let knownMethods: Set<HTTPRequest.Method> = [
        .get, .head, .post, .put, .delete, .connect, .options, .trace, .patch,
    ]

    init(factory: any MetricsFactory) {
        self.factory = factory
    }

    func record(method: HTTPRequest.Method, route: String, status: Int, duration: Duration) {
        let labels = Labels(
            method: Self.knownMethods.contains(method) ? method.rawValue : "other", route: route, status: status)
        let instruments = self.instruments.withLock { instruments in
            if let made = instruments[labels] { return made }
            let made = Instruments(
                requests: Counter(
                    label: "http_requests_total",
                    dimensions: [("method", labels.method), ("route", route), ("status", String(status))], factory: factory),
                duration: CoreMetrics.Timer(
                    label: "http_request_duration_seconds", dimensions: [("method", labels.method), ("route", route)],
                    factory: factory))
            instruments[labels] = made
            return made
        }
        instruments.requests.increment()
        let (seconds, attoseconds) = duration.components
        instruments.duration.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
