// Our dispatch behind Hummingbird's Router instead of as the application's responder: measures what the router adds.
import BenchSupport
import Hummingbird
import HummingbirdCore
import KiloServer
import Logging
import ServiceExamples

var logger = Logger(label: "bench")
logger.logLevel = .warning
var mounts = ServiceMounts()
try mounts.mount(MathService())
let services = ServiceResponder<BasicRequestContext>(mounts: mounts)
let router = Router()
router.get("**") { request, context in try await services.respond(to: request, context: context) }
// The same HTTP/1 settings as WebServer's defaults, so that only the dispatch differs.
let http1 = HTTP1Channel.Configuration(
    idleTimeout: .seconds(60),
    httpDecoderConfiguration: .init(maxHeaderFieldSize: 64 * 1024, maxHeaderListSize: 64 * 1024, maxHeaderFieldCount: 100))
let app = Application(
    router: router, server: .http1(configuration: http1),
    configuration: .init(address: .hostname("127.0.0.1", port: benchmarkPort())), logger: logger)
try await app.runService()
