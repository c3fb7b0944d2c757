// A Vapor route doing the same parsing as our server.
import BenchSupport
import Vapor

@main
struct VaporMathServer {
    static func main() async throws {
        // Without this, Vapor logs every request at info level.
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .warning
            return handler
        }
        var environment = Environment.production
        environment.arguments = ["vapor"]
        let app = try await Application.make(environment)
        app.http.server.configuration.hostname = "127.0.0.1"
        app.http.server.configuration.port = benchmarkPort()
        app.get("math", "sum") { request -> Response in
            switch MathQuery.answer(query: request.url.query.map { Substring($0) }) {
            case .sum(let text):
                return Response(status: .ok, headers: ["Content-Type": "application/json"], body: .init(string: text))
            case .badRequest(let message):
                return Response(
                    status: .badRequest, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .init(string: message))
            }
        }
        try await app.execute()
        try await app.asyncShutdown()
    }
}
