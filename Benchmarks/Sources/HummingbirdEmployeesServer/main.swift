// The hand-written peer for the employee endpoint: a Hummingbird 2 route running the same three queries through
// sqlite-nio's connection API (four connections to the same file, taken in turn) and encoding the answer with
// Codable, as one would write `GET /employees/10004?details=titles&details=salaries` without HTTP-RPC.
import BenchSupport
import Foundation
import Hummingbird
import Logging
import NIOCore
import SQLiteNIO
import ServiceExamples
import Synchronization

struct Dated: Encodable {
    var title: String?
    var salary: Int?
    var fromDate: Int64
    var toDate: Int64
}

struct Employee: Encodable {
    var employeeNumber: Int
    var firstName: String
    var lastName: String
    var titles: [Dated]?
    var salaries: [Dated]?
}

/// Milliseconds since 1970 of local midnight of a `YYYY-MM-DD` text in the example data's zone, as the REST endpoint
/// writes dates.
func milliseconds(_ data: SQLiteData?) -> Int64 {
    guard let text = data?.string else { return 0 }
    let parts = text.split(separator: "-").compactMap { Int64($0) }
    guard parts.count == 3 else { return 0 }
    // Days from civil (Howard Hinnant's algorithm).
    let (month, day) = (parts[1], parts[2])
    let year = month <= 2 ? parts[0] - 1 : parts[0]
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let utcMidnight = (era * 146_097 + dayOfEra - 719_468) * 86_400
    let offset = ExampleData.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utcMidnight)))
    return (utcMidnight - Int64(offset)) * 1000
}

final class Connections: Sendable {
    private let connections: [SQLiteConnection]
    private let next = Atomic<Int>(0)

    init(path: String, count: Int) async throws {
        var connections: [SQLiteConnection] = []
        for _ in 0..<count { connections.append(try await SQLiteConnection.open(storage: .file(path: path))) }
        self.connections = connections
    }

    var any: SQLiteConnection { connections[next.wrappingAdd(1, ordering: .relaxed).oldValue % connections.count] }
}

let options = EmployeesOptions()
// Generates the file when it is missing, as the other servers do; then reads it through sqlite-nio alone.
await (try await ExampleData.openSQLite(in: options.dataDirectory, employees: options.employees)).close()
let path = options.dataDirectory.appendingPathComponent("employees-\(options.employees).sqlite").path
let connections = try await Connections(path: path, count: 4)
let router = Router()
router.get("/employees/:employeeNumber") { request, context -> Response in
    guard let number = context.parameters.get("employeeNumber", as: Int.self) else { throw HTTPError(.badRequest) }
    let details = Set(request.uri.queryParameters.getAll("details").map { String($0) })
    let database = connections.any
    let rows = try await database.query(
        "SELECT emp_no, first_name, last_name FROM employees WHERE emp_no = ?", [.integer(number)])
    guard let row = rows.first else { throw HTTPError(.notFound) }
    var employee = Employee(
        employeeNumber: row.column("emp_no")?.integer ?? 0, firstName: row.column("first_name")?.string ?? "",
        lastName: row.column("last_name")?.string ?? "")
    if details.contains("titles") {
        employee.titles = try await database.query(
            "SELECT title, from_date, to_date FROM titles WHERE emp_no = ? ORDER BY from_date DESC", [.integer(number)]
        ).map {
            Dated(
                title: $0.column("title")?.string, fromDate: milliseconds($0.column("from_date")),
                toDate: milliseconds($0.column("to_date")))
        }
    }
    if details.contains("salaries") {
        employee.salaries = try await database.query(
            "SELECT salary, from_date, to_date FROM salaries WHERE emp_no = ? ORDER BY from_date DESC", [.integer(number)]
        ).map {
            Dated(
                salary: $0.column("salary")?.integer, fromDate: milliseconds($0.column("from_date")),
                toDate: milliseconds($0.column("to_date")))
        }
    }
    return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(employee))))
}
var logger = Logger(label: "bench")
logger.logLevel = .warning
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: options.port)), logger: logger)
try await app.runService()
