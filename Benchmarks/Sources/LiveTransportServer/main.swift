// The two ways a live page could talk to its server, on one Hummingbird server so that only the transport differs:
// a POST up with the answer down an open Server-Sent Events stream (what MarkupLiveServer does), and one WebSocket
// both ways (hummingbird-websocket). Each echoes the page's message back; `live_benchmark.py --transport` times both
// from the same page.
import BenchSupport
import Hummingbird
import HummingbirdWebSocket
import Logging
import Synchronization

/// The open event stream the POSTs answer on (the benchmark opens one).
let stream = Mutex<AsyncStream<String>.Continuation?>(nil)

var logger = Logger(label: "bench")
logger.logLevel = .warning
let router = Router()
router.get("/") { _, _ in
    Response(
        status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: "<!doctype html><title>transport</title><p>ready</p>")))
}
router.get("events") { _, _ -> Response in
    let (messages, continuation) = AsyncStream.makeStream(of: String.self)
    stream.withLock {
        $0?.finish()
        $0 = continuation
    }
    return Response(
        status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
        body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: ": open\n\n"))
            for await message in messages { try await writer.write(ByteBuffer(string: "data: \(message)\n\n")) }
            try await writer.finish(nil)
        })
}
router.post("messages") { request, _ -> Response in
    let body = try await request.body.collect(upTo: 1 << 16)
    let message = String(buffer: body)
    stream.withLock { _ = $0?.yield(message) }
    return Response(status: .noContent)
}
let app = Application(
    router: router,
    server: .http1WebSocketUpgrade { request, _, _ in
        guard request.path == "/ws" else { return .dontUpgrade }
        return .upgrade([:]) { inbound, outbound, _ in
            for try await message in inbound.messages(maxSize: 1 << 16) {
                if case .text(let text) = message { try await outbound.write(.text(text)) }
            }
        }
    },
    configuration: .init(address: .hostname("127.0.0.1", port: benchmarkPort())), logger: logger)
try await app.runService()
