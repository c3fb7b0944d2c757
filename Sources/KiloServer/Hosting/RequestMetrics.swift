import CoreMetrics

/// What the server counts of its requests, through swift-metrics: `http_requests_total` (a counter) and
/// `http_request_duration_seconds` (a timer, which Prometheus shows as a histogram), each by `method`, `route` (the
/// operation's path as OpenAPI writes it, `/todos/{id}`, so that ids do not make a series each; `unmatched` for a
/// path nothing serves) and, for the counter, `status`.
struct RequestMetrics: Sendable {
    let factory: any MetricsFactory

    func record(method: String, route: String, status: Int, duration: Duration) {
        Counter(
            label: "http_requests_total", dimensions: [("method", method), ("route", route), ("status", String(status))],
            factory: factory
        ).increment()
        let (seconds, attoseconds) = duration.components
        CoreMetrics.Timer(
            label: "http_request_duration_seconds", dimensions: [("method", method), ("route", route)], factory: factory
        ).recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
