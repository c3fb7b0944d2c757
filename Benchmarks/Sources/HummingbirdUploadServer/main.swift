// The peer for uploads: a hand-written Hummingbird route that streams the request body to a temporary file as it
// arrives, with no multipart parsing at all, and answers the byte count. What an upload costs at the least.
import BenchSupport
import Foundation
import Hummingbird
import Logging

var logger = Logger(label: "bench")
logger.logLevel = .warning
let router = Router()
router.post("upload") { request, _ -> Response in
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("peer-upload-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
        return Response(status: .internalServerError)
    }
    let file = try FileHandle(forWritingTo: url)
    defer {
        try? file.close()
        try? FileManager.default.removeItem(at: url)
    }
    var size = 0
    for try await chunk in request.body {
        size += chunk.readableBytes
        try chunk.withUnsafeReadableBytes { try file.write(contentsOf: $0) }
    }
    return Response(
        status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: "\(size)")))
}
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: benchmarkPort())), logger: logger)
try await app.runService()
