import KiloServer
import Prometheus

/// `GET /metrics`: what the server counted, in Prometheus's text format, for a Prometheus server to scrape.
@WebService("metrics")
struct MetricsService {
    let registry: PrometheusCollectorRegistry

    /// The requests served and their durations, by method, route and status, in Prometheus's text format.
    @RequestMethod("GET")
    func get() -> ServiceResponse {
        ServiceResponse(contentType: "text/plain; version=0.0.4; charset=utf-8", body: registry.emitToString())
    }
}
