// A hand-written Hummingbird route doing the same parsing as our server.
import BenchSupport
import Hummingbird
import Logging

var logger = Logger(label: "bench")
logger.logLevel = .warning
let router = Router()
router.get("math/sum") { request, _ -> Response in
    switch MathQuery.answer(query: request.uri.query.map { Substring($0) }) {
    case .sum(let text):
        return Response(
            status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
    case .badRequest(let message):
        return Response(
            status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: message)))
    }
}
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: benchmarkPort())), logger: logger)
try await app.runService()
