// Our server for the employee benchmarks: the seed 004 EmployeeService, as `httprpc serve` runs it.
import BenchSupport
import KiloServer
import Logging
import ServiceExamples

let options = EmployeesOptions()
let database = try await ExampleData.openSQLite(in: options.dataDirectory, employees: options.employees)
if options.generateOnly {
    await database.close()
} else {
    var logger = Logger(label: "bench")
    logger.logLevel = .warning
    var server = WebServer(configuration: .init(host: "127.0.0.1", port: options.port), logger: logger)
    try server.mount(try EmployeeService(database: database))
    try await server.run()
    await database.close()
}
