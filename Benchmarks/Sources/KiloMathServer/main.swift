// Our server: the seed's math service (MathService, serving MathInterface's endpoints), as `httprpc serve` runs it.
import BenchSupport
import KiloServer
import Logging
import ServiceExamples

var logger = Logger(label: "bench")
logger.logLevel = .warning
var server = WebServer(configuration: .init(host: "127.0.0.1", port: benchmarkPort()), logger: logger)
try server.mount(MathService())
try await server.run()
