import Foundation
public import InterfaceExamples
public import KiloSQL
public import KiloServer
public import KiloTemplates

/// The employees service of seed 004 ("You don't need GraphQL"): one request answers what the GraphQL query
/// `employee(id:) { …, titles { … }, salaries { … } }` does, on the MySQL "employees" sample schema.
///
/// ```
/// GET /employees/10004?details=titles&details=salaries
/// GET /employees?name=Koblick
/// GET /employees            (every employee, streamed)
/// GET /employees/table?prefix=Ko  (a page of them as an HTML table, through the template employees.html)
/// ```
/// The first two are `EmployeesInterface`, which a typed client calls; the third streams rows as they are read and
/// the fourth renders a page of them through a template: server-side endpoints of the service's own.
@WebService("employees")
public struct EmployeeService: EmployeesInterface, Sendable {
    /// The related records a request can ask to have attached.
    public typealias Detail = EmployeeDetail

    private let database: any Database
    private let templates: TemplateLibrary

    /// A service over `database`, which holds the employees schema (see ``ExampleData``).
    /// - Throws: `TemplateError` when a template of the service's (`Templates/`, a resource) does not parse.
    public init(database: any Database) throws(TemplateError) {
        self.database = database
        templates = try TemplateLibrary(bundle: .module, subdirectory: "Templates")
    }

    // Aliases are quoted so that PostgreSQL keeps their capitals (it folds unquoted names to lower case).
    static let employee = SQLQuery(
        #"""
        SELECT emp_no AS "employeeNumber", first_name AS "firstName", last_name AS "lastName"
        FROM employees WHERE emp_no = :employeeNumber
        """#)
    // Most recent first, the order the seed's response shows; the seed's SQL leaves the order to the database.
    static let titles = SQLQuery(
        #"""
        SELECT title, from_date AS "fromDate", to_date AS "toDate"
        FROM titles WHERE emp_no = :employeeNumber ORDER BY from_date DESC
        """#)
    static let salaries = SQLQuery(
        #"""
        SELECT salary, from_date AS "fromDate", to_date AS "toDate"
        FROM salaries WHERE emp_no = :employeeNumber ORDER BY from_date DESC
        """#)

    /// One employee with the details asked for attached; 404 when there is no such employee.
    public func getEmployee(employeeNumber: Int, details: [Detail]) async throws -> Employee? {
        var query = Self.employee
        // Each detail once, in a fixed order, however often it was asked for: `details=titles` 1,000 times is one
        // subquery, not 1,000.
        for detail in Detail.allCases where details.contains(detail) {
            switch detail {
            case .titles: query = query.attach("titles", Self.titles)
            case .salaries: query = query.attach("salaries", Self.salaries)
            }
        }
        return try await database.first(query, ["employeeNumber": employeeNumber])?.decode(Employee.self)
    }

    /// The employees whose first or last name matches `name` (SQL `LIKE`: `%` and `_` are wildcards).
    public func getEmployees(name: String) async throws -> [Employee] {
        var employees: [Employee] = []
        let rows = try await database.query(
            #"""
            SELECT emp_no AS "employeeNumber", first_name AS "firstName", last_name AS "lastName"
            FROM employees WHERE first_name LIKE :name OR last_name LIKE :name ORDER BY emp_no
            """#, ["name": name])
        for try await row in rows { employees.append(try row.decode(Employee.self)) }
        return employees
    }

    /// A page of the employees whose first or last name begins with `prefix`, case-insensitively, after employee
    /// number `after`, in employee-number order (keyset pages: each page is one index range, however deep).
    public func searchEmployees(prefix: String, after: Int?, limit: Int) async throws -> [Employee] {
        guard (1...100).contains(limit) else {
            throw ServiceError(.badRequest, "The limit must be 1 to 100.", translations: ["fr": "La limite va de 1 à 100."])
        }
        // Bytes bound the pattern and the page: one character may be thousands of combining marks.
        guard prefix.utf8.count <= 64, prefix.count <= 16 else {
            throw ServiceError(
                .badRequest, "A name has at most 16 characters (64 bytes).",
                translations: ["fr": "Un nom a au plus 16 caractères (64 octets)."])
        }
        // The prefix is matched as it is written: `%` and `_` in it are characters, not wildcards.
        var pattern = ""
        for character in prefix.lowercased() {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        var employees: [Employee] = []
        let rows = try await database.query(
            #"""
            SELECT emp_no AS "employeeNumber", first_name AS "firstName", last_name AS "lastName", hire_date AS "hireDate"
            FROM employees
            WHERE (LOWER(first_name) LIKE :pattern ESCAPE '\' OR LOWER(last_name) LIKE :pattern ESCAPE '\')
            AND emp_no > :after
            ORDER BY emp_no LIMIT :limit
            """#, ["pattern": pattern + "%", "after": after ?? Int.min, "limit": limit])
        for try await row in rows { employees.append(try row.decode(Employee.self)) }
        return employees
    }

    /// A page of the employees whose name begins with `prefix` as an HTML table, the hire dates in the request's
    /// language, with a link to the next page: `searchEmployees(prefix:after:limit:)` through the template
    /// `employees.html`.
    @RequestMethod("GET") @ResourcePath("table")
    public func employeeTable(
        prefix: String = "", after: Int? = nil, limit: Int = 25, request: ServiceRequest
    ) async throws -> RenderedTemplate {
        let employees = try await searchEmployees(prefix: prefix, after: after, limit: limit)
        let table = EmployeeTable(
            prefix: prefix, employees: employees, limit: limit,
            next: employees.count == limit ? employees.last?.employeeNumber : nil,
            language: request.preferredLanguage(among: ["en", "fr", "de", "es", "it", "pt", "nl"]) ?? "en")
        return try templates.render("employees.html", table, locale: request.locale)
    }

    /// What `employees.html` shows.
    struct EmployeeTable: Encodable {
        var prefix: String
        var employees: [Employee]
        var limit: Int
        /// The employee number the next page starts after; `nil` on the last page.
        var next: Int?
        var language: String
    }

    /// Every employee, streamed as the rows are read.
    @RequestMethod("GET")
    public func getEmployees() async throws -> QueryResult {
        try await database.query(
            #"""
            SELECT emp_no AS "employeeNumber", birth_date AS "birthDate", first_name AS "firstName",
            last_name AS "lastName", gender, hire_date AS "hireDate"
            FROM employees ORDER BY emp_no
            """#)
    }
}

extension EmployeeDetail: TextArgument {}
