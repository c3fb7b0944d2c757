// Our server: the seed's MathService through @WebService, as `httprpc serve` runs it.
import BenchSupport
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
var server = WebServer(configuration: .init(host: "127.0.0.1", port: benchmarkPort()), logger: logger)
try server.mount(MathService())
try await server.run()
