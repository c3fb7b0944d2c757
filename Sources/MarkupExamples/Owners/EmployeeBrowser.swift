import Foundation
public import InterfaceExamples
public import KiloClient
public import MarkupOwners
public import Observation

/// An employee as a list row: number, name and hire date.
public struct EmployeeRow: Identifiable, Equatable, Sendable, KeyPathBindingSource {
    /// The employee number.
    public var id: Int
    /// First and last name.
    public var name: String
    /// When the employee was hired.
    public var hireDate: Date?

    /// The row of `employee`.
    public init(_ employee: Employee) {
        id = employee.employeeNumber
        name = employee.firstName + " " + employee.lastName
        hireDate = employee.hireDate
    }

    public static var bindingKeyPaths: [String: PartialKeyPath<EmployeeRow>] {
        ["id": \.id, "name": \.name, "hireDate": \.hireDate]
    }
}

/// The owner of `Employees.xml`: a search field, and the employees whose first or last name begins with what it
/// holds, in employee-number order, a page of ``pageSize`` at a time (More loads the next), through the typed client
/// of `EmployeesInterface`. A row links to the employee's own screen (`employees/{id}`).
@MainActor @MarkupOwner @Observable
public final class EmployeeBrowser {
    /// The employees found so far.
    @Rows public private(set) var employees: [EmployeeRow] = []
    /// Whether there may be more employees than those found (the last page was full).
    public private(set) var hasMore = false
    /// What the screen says about the search: how many it found, or the service's message.
    public private(set) var status = ""
    @Outlet let searchField = ViewHandle<Elements.TextField>()
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()
    @Outlet let statusLabel = ViewHandle<Elements.Label>()
    @Outlet let moreButton = ViewHandle<Elements.Button>()

    @ObservationIgnored private let service: EmployeesInterfaceClient
    /// Moves with each search, so that a page of an older search that comes late is not shown.
    @ObservationIgnored private var generation = 0
    /// How many employees a page holds.
    public static let pageSize = 20
    /// The most employees one search loads (as many as a live page shows of a list): past it, the person narrows the
    /// search rather than the session holding the table.
    public static let maximumRows = 2_000

    /// A browser of the employees service that `proxy` reaches (at `/employees`).
    public init(proxy: WebServiceProxy) {
        service = EmployeesInterfaceClient(proxy: proxy)
    }

    public func viewWillAppear() async throws {
        try await search()
    }

    /// Starts the search again with the field's text.
    @Action func search() async throws {
        generation += 1
        try await load(after: nil, generation: generation)
    }

    /// Loads the next page.
    @Action func more() async throws {
        guard hasMore else { return }
        try await load(after: employees.last?.id, generation: generation)
    }

    private func load(after: Int?, generation: Int) async throws {
        activityIndicator.isAnimating = true
        defer { if generation == self.generation { activityIndicator.isAnimating = false } }
        let prefix = (searchField.text ?? "").trimmingCharacters(in: .whitespaces)
        let page: [Employee]
        do {
            page = try await service.searchEmployees(prefix: prefix, after: after, limit: Self.pageSize)
        } catch {
            guard generation == self.generation else { return }
            status = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
        guard generation == self.generation else { return }
        let rows = page.map(EmployeeRow.init)
        employees = after == nil ? rows : employees + rows
        hasMore = page.count == Self.pageSize && employees.count < Self.maximumRows
        status =
            employees.isEmpty
            ? "No employee's name begins with “\(prefix)”."
            : page.count == Self.pageSize && !hasMore
                ? "\(employees.count)+ found: type more of the name to see the rest"
                : "\(employees.count)\(hasMore ? "+" : "") found"
    }
}

/// One employee's titles and salaries as rows: each known by when it began.
public struct EmployeeHistoryRow: Identifiable, Equatable, Sendable, KeyPathBindingSource {
    /// When it began, as text: its key.
    public var id: String
    /// The title, or the salary, as shown.
    public var text: String
    /// When it began.
    public var fromDate: Date
    /// When it ended; nil for the current one.
    public var toDate: Date?

    public static var bindingKeyPaths: [String: PartialKeyPath<EmployeeHistoryRow>] {
        ["id": \.id, "text": \.text, "fromDate": \.fromDate, "toDate": \.toDate]
    }
}

/// The owner of `Employee.xml`: one employee, with the titles and salaries seed 004's endpoint attaches
/// (`GET /employees/{employeeNumber}?details=titles&details=salaries`).
@MainActor @MarkupOwner @Observable
public final class EmployeeSheet {
    /// The employee's name, once loaded.
    public private(set) var name = ""
    /// The employee number and what the screen says about it.
    public private(set) var summary = ""
    /// The screen's title: the employee's name, once loaded.
    public var screenTitle: String? { name.isEmpty ? nil : name }
    @Rows public private(set) var titles: [EmployeeHistoryRow] = []
    @Rows public private(set) var salaries: [EmployeeHistoryRow] = []
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let service: EmployeesInterfaceClient
    @ObservationIgnored private let employeeNumber: Int

    /// The sheet of the employee numbered `key` (the last part of its screen's path).
    /// - Throws: `ScreenNotFound` when `key` is not an employee number.
    public init(key: String, proxy: WebServiceProxy) throws(ScreenNotFound) {
        employeeNumber = try ScreenNotFound.positiveNumber(key, expected: "an employee number")
        service = EmployeesInterfaceClient(proxy: proxy)
    }

    public func viewWillAppear() async throws {
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        guard let employee = try await service.getEmployee(employeeNumber: employeeNumber, details: [.titles, .salaries]) else {
            throw ScreenNotFound("There is no employee \(employeeNumber).")
        }
        name = employee.firstName + " " + employee.lastName
        summary = "Employee \(employee.employeeNumber)"
        // The current one ends on 9999-01-01 in the sample data: it has no end.
        func end(_ date: Date) -> Date? { date.timeIntervalSince1970 > 253_000_000_000 ? nil : date }
        titles = (employee.titles ?? []).map {
            EmployeeHistoryRow(
                id: "\($0.fromDate.timeIntervalSince1970)", text: $0.title, fromDate: $0.fromDate, toDate: end($0.toDate))
        }
        salaries = (employee.salaries ?? []).map {
            EmployeeHistoryRow(
                id: "\($0.fromDate.timeIntervalSince1970)", text: "\($0.salary)", fromDate: $0.fromDate, toDate: end($0.toDate))
        }
    }
}
