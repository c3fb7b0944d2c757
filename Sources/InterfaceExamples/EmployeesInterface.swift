public import Foundation
public import KiloInterface

/// The employees service of seed 004 ("You don't need GraphQL"): one request answers what the GraphQL query
/// `employee(id:) { …, titles { … }, salaries { … } }` does.
@WebServiceInterface("employees")
public protocol EmployeesInterface: WebServiceInterface {
    /// One employee with the details asked for attached (none by default); 404 (`nil`) when there is no such
    /// employee.
    @RequestMethod("GET") @ResourcePath("?:employeeNumber") @ArgumentDefault([], for: "details")
    func getEmployee(employeeNumber: Int, details: [EmployeeDetail]) async throws -> Employee?

    /// The employees whose first or last name matches `name` (SQL `LIKE`: `%` and `_` are wildcards).
    @RequestMethod("GET")
    func getEmployees(name: String) async throws -> [Employee]

    /// A page of the employees whose first or last name begins with `prefix` (in any case; every employee for an
    /// empty one), in employee-number order: the first `limit` (1 to 100, 20 by default) numbered after `after`. Each
    /// has its hire date. The next page is the one after the last employee of this one; a page shorter than `limit`
    /// is the last.
    @RequestMethod("GET") @ResourcePath("search") @ArgumentDefault(20, for: "limit")
    func searchEmployees(prefix: String, after: Int?, limit: Int) async throws -> [Employee]
}

/// The related records a request can ask to have attached to an employee.
public enum EmployeeDetail: String, Codable, CaseIterable, Sendable {
    /// The employee's titles, most recent first.
    case titles
    /// The employee's salaries, most recent first.
    case salaries
}

/// An employee, with the details a request asked for.
public struct Employee: Codable, Sendable, Equatable {
    /// A title held from one date to another.
    public struct Title: Codable, Sendable, Equatable {
        /// The title.
        public var title: String
        /// When the employee took it.
        public var fromDate: Date
        /// When the employee left it (9999-01-01 for the current one, as in the sample data).
        public var toDate: Date

        /// Creates a title.
        public init(title: String, fromDate: Date, toDate: Date) {
            self.title = title
            self.fromDate = fromDate
            self.toDate = toDate
        }
    }

    /// A salary paid from one date to another.
    public struct Salary: Codable, Sendable, Equatable {
        /// The yearly salary.
        public var salary: Int
        /// When it started.
        public var fromDate: Date
        /// When it ended (9999-01-01 for the current one).
        public var toDate: Date

        /// Creates a salary.
        public init(salary: Int, fromDate: Date, toDate: Date) {
            self.salary = salary
            self.fromDate = fromDate
            self.toDate = toDate
        }
    }

    /// The employee number.
    public var employeeNumber: Int
    /// The first name.
    public var firstName: String
    /// The last name.
    public var lastName: String
    /// When the employee was hired, when the answer says.
    public var hireDate: Date?
    /// The titles, when asked for.
    public var titles: [Title]?
    /// The salaries, when asked for.
    public var salaries: [Salary]?

    /// Creates an employee.
    public init(
        employeeNumber: Int, firstName: String, lastName: String, hireDate: Date? = nil, titles: [Title]? = nil,
        salaries: [Salary]? = nil
    ) {
        self.employeeNumber = employeeNumber
        self.firstName = firstName
        self.lastName = lastName
        self.hireDate = hireDate
        self.titles = titles
        self.salaries = salaries
    }
}
