// The server for the client's streaming benchmark: it takes an upload of any size as it arrives and counts it, and
// streams a download of any size, 64 KB at a time, under backpressure. Hummingbird, so that the server never holds a
// body and only the client's memory is measured.
import BenchSupport
import Hummingbird
import Logging

var logger = Logger(label: "bench")
logger.logLevel = .warning
let router = Router()
router.post("upload") { request, _ -> String in
    var size = 0
    for try await chunk in request.body { size += chunk.readableBytes }
    return "\(size)"
}
router.get("download") { request, _ -> Response in
    let size = request.uri.queryParameters.get("size", as: Int.self) ?? 0
    let piece = ByteBuffer(repeating: 0x2A, count: 64 * 1024)
    return Response(
        status: .ok, headers: [.contentType: "application/octet-stream", .contentLength: "\(size)"],
        body: .init { writer in
            var sent = 0
            while sent < size {
                let count = min(piece.readableBytes, size - sent)
                try await writer.write(piece.getSlice(at: 0, length: count) ?? piece)
                sent += count
            }
            try await writer.finish(nil)
        })
}
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: benchmarkPort())), logger: logger)
try await app.runService()
