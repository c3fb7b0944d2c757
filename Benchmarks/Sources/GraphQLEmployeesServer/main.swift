// The peer for the seed's "You don't need GraphQL" claim: the same employee data served through GraphQL
// (Graphiti 3.1 over GraphQL 4.3) behind a Hummingbird 2 route, reading the same SQLite file with the same three
// queries through KiloSQL, so that the difference measured is the API layer, not the database access.
import BenchSupport
import Foundation
import GraphQL
import Graphiti
import Hummingbird
import KiloSQL
import Logging
import ServiceExamples

struct Title: Codable, Sendable {
    let title: String
    let fromDate: Timestamp
    let toDate: Timestamp
}

struct Salary: Codable, Sendable {
    let salary: Int
    let fromDate: Timestamp
    let toDate: Timestamp
}

struct Employee: Codable, Sendable {
    let employeeNumber: Int
    let firstName: String
    let lastName: String
}

/// Milliseconds since 1970, as the REST endpoint writes dates. GraphQL's `Int` is 32-bit, hence a scalar of our own.
struct Timestamp: Codable, Sendable {
    let milliseconds: Int64

    init(_ value: SQLValue?) throws {
        guard let milliseconds = value?.integerValue else {
            throw GraphQLError(message: "Not a date: \(String(describing: value))")
        }
        self.milliseconds = milliseconds
    }

    init(from decoder: any Decoder) throws {
        milliseconds = try decoder.singleValueContainer().decode(Int64.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }
}

struct Store: Sendable {
    let database: SQLiteDatabase

    func employee(_ number: Int) async throws -> Employee? {
        let row = try await database.first(
            #"""
            SELECT emp_no AS "employeeNumber", first_name AS "firstName", last_name AS "lastName"
            FROM employees WHERE emp_no = :employeeNumber
            """#, ["employeeNumber": number])
        guard let row else { return nil }
        return Employee(
            employeeNumber: Int(row["employeeNumber"]?.integerValue ?? 0), firstName: row["firstName"]?.textValue ?? "",
            lastName: row["lastName"]?.textValue ?? "")
    }

    func titles(of number: Int) async throws -> [Title] {
        var titles: [Title] = []
        for try await row in try await database.query(
            #"""
            SELECT title, from_date AS "fromDate", to_date AS "toDate"
            FROM titles WHERE emp_no = :employeeNumber ORDER BY from_date DESC
            """#, ["employeeNumber": number])
        {
            titles.append(
                Title(
                    title: row["title"]?.textValue ?? "", fromDate: try Timestamp(row["fromDate"]),
                    toDate: try Timestamp(row["toDate"])))
        }
        return titles
    }

    func salaries(of number: Int) async throws -> [Salary] {
        var salaries: [Salary] = []
        for try await row in try await database.query(
            #"""
            SELECT salary, from_date AS "fromDate", to_date AS "toDate"
            FROM salaries WHERE emp_no = :employeeNumber ORDER BY from_date DESC
            """#, ["employeeNumber": number])
        {
            salaries.append(
                Salary(
                    salary: Int(row["salary"]?.integerValue ?? 0), fromDate: try Timestamp(row["fromDate"]),
                    toDate: try Timestamp(row["toDate"])))
        }
        return salaries
    }
}

struct GQLContext: Sendable { let store: Store }
struct EmployeeArguments: Codable, Sendable { let id: Int }
struct GQLResolver: Sendable {}

struct EmployeeAPI: API {
    let resolver = GQLResolver()
    let schema: Schema<GQLResolver, GQLContext>
}

let schema = try Schema<GQLResolver, GQLContext> {
    Scalar(Timestamp.self, as: "Timestamp")
    Type(Title.self) {
        Field("title", at: \.title)
        Field("fromDate", at: \.fromDate)
        Field("toDate", at: \.toDate)
    }
    Type(Salary.self) {
        Field("salary", at: \.salary)
        Field("fromDate", at: \.fromDate)
        Field("toDate", at: \.toDate)
    }
    Type(Employee.self) {
        Field("employeeNumber", at: \.employeeNumber)
        Field("firstName", at: \.firstName)
        Field("lastName", at: \.lastName)
        Field(
            "titles",
            at: { (employee: Employee) in
                { (context: GQLContext, _: NoArguments) async throws -> [Title] in
                    try await context.store.titles(of: employee.employeeNumber)
                }
            })
        Field(
            "salaries",
            at: { (employee: Employee) in
                { (context: GQLContext, _: NoArguments) async throws -> [Salary] in
                    try await context.store.salaries(of: employee.employeeNumber)
                }
            })
    }
    Query {
        Field(
            "employee",
            at: { (_: GQLResolver) in
                { (context: GQLContext, arguments: EmployeeArguments) async throws -> Employee? in
                    try await context.store.employee(arguments.id)
                }
            }
        ) {
            Argument("id", at: \.id)
        }
    }
}

let options = EmployeesOptions()
let database = try await ExampleData.openSQLite(in: options.dataDirectory, employees: options.employees)
if options.generateOnly {
    await database.close()
} else {
    let api = EmployeeAPI(schema: schema)
    let context = GQLContext(store: Store(database: database))
    let router = Router()
    router.post("/graphql") { request, requestContext -> Response in
        let query = try await request.decode(as: GraphQLRequest.self, context: requestContext)
        let result = try await api.execute(request: query, context: context)
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(result))))
    }
    var logger = Logger(label: "bench")
    logger.logLevel = .warning
    let app = Application(
        router: router, configuration: .init(address: .hostname("127.0.0.1", port: options.port)), logger: logger)
    try await app.runService()
    await database.close()
}
