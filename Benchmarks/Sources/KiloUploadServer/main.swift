// Uploads to our server: the example upload service (seed 000's `upload`, multipart), and a form of one large field
// whose size it answers (url-encoded), with a body limit large enough for the benchmark.
import BenchSupport
import KiloServer
import Logging
import ServiceExamples

/// Answers the size of a url-encoded field: the form is parsed, nothing is echoed back.
@WebService("form")
struct FormSizeService {
    @RequestMethod("POST")
    func size(name: String, data: String) -> Int { data.utf8.count }
}

var logger = Logger(label: "bench")
logger.logLevel = .warning
var server = WebServer(
    configuration: .init(host: "127.0.0.1", port: benchmarkPort(), maxBodySize: 1 << 30, requestLogLevel: .debug),
    logger: logger)
try server.mount(UploadService())
try server.mount(FormSizeService())
try await server.run()
