// The server for the client's streaming benchmark: it takes an upload of any size as it arrives and counts it, and
// streams a download of any size, 64 KB at a time, under backpressure: bytes, or a list of `size / 64` elements of
// 64 bytes each (`{"index":7,"label":"xxx…"}` and its comma, or a CSV row and its line break). Hummingbird, so that the server never holds a
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
router.get("elements") { request, _ -> Response in
    let count = (request.uri.queryParameters.get("size", as: Int.self) ?? 0) / 64
    let csv = request.uri.queryParameters.get("format") == "csv"
    /// Appends element `index`, padded to 63 bytes, written straight into the buffer (a string per element made this
    /// server slower than the clients it measures).
    @Sendable func write(_ index: Int, into buffer: inout ByteBuffer) {
        let start = buffer.writerIndex
        if csv {
            buffer.writeString("\(index),\"")
        } else {
            buffer.writeString("{\"index\":\(index),\"label\":\"")
        }
        let tail: StaticString = csv ? "\"\r" : "\"}"
        buffer.writeRepeatingByte(UInt8(ascii: "x"), count: 63 - (buffer.writerIndex - start) - tail.utf8CodeUnitCount)
        buffer.writeStaticString(tail)
    }
    return Response(
        status: .ok, headers: [.contentType: csv ? "text/csv" : "application/json"],
        body: .init { writer in
            var buffer = ByteBuffer(string: csv ? "index,label\r\n" : "")
            for index in 0..<count {
                if !csv { buffer.writeString(index == 0 ? "[" : ",") }
                write(index, into: &buffer)
                if csv { buffer.writeString("\n") }
                if buffer.readableBytes >= 64 * 1024 {
                    try await writer.write(buffer)
                    buffer.clear()
                }
            }
            if !csv { buffer.writeString(count == 0 ? "[]" : "]") }
            try await writer.write(buffer)
            try await writer.finish(nil)
        })
}
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: benchmarkPort())), logger: logger)
try await app.runService()
