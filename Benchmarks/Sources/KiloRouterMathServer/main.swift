// Our dispatch behind Hummingbird's Router instead of as the application's responder: measures what the router adds.
import BenchSupport
import Hummingbird
import KiloServer
import Logging

@WebService("math")
struct MathService {
    @RequestMethod("GET") @ResourcePath("sum")
    func getSum(a: Double, b: Double) -> Double { a + b }

    @RequestMethod("GET") @ResourcePath("sum")
    func getSum(values: [Double]) -> Double { values.reduce(0, +) }
}

var logger = Logger(label: "bench")
logger.logLevel = .warning
var mounts = ServiceMounts()
try mounts.mount(MathService())
let services = ServiceResponder<BasicRequestContext>(mounts: mounts)
let router = Router()
router.get("**") { request, context in try await services.respond(to: request, context: context) }
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: benchmarkPort())), logger: logger)
try await app.runService()
