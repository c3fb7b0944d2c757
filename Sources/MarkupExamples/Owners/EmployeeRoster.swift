import Foundation
public import InterfaceExamples
public import KiloClient
public import MarkupOwners
public import Observation

/// An employee as the roster shows one: name, hire date, and whether the user starred them.
public struct RosterRow: Identifiable, Equatable, Sendable, KeyPathBindingSource {
    /// The employee number.
    public var id: Int
    /// First and last name.
    public var name: String
    /// When the employee was hired.
    public var hireDate: Date?
    /// Whether the user starred the employee.
    public var starred = false

    /// The row of `employee`, not starred.
    public init(_ employee: Employee) {
        id = employee.employeeNumber
        name = employee.firstName + " " + employee.lastName
        hireDate = employee.hireDate
    }

    public static var bindingKeyPaths: [String: PartialKeyPath<RosterRow>] {
        ["id": \.id, "name": \.name, "hireDate": \.hireDate, "starred": \.starred]
    }
}

/// The owner of `Roster.xml`: every employee, one row each — the long list a live page shows a window of — and a
/// tap that stars one (a one-row change). It holds the pages the person has scrolled to, not the table: the first
/// ``pageSize`` employees as it appears, and the next page each time the person reaches the last row it holds
/// (`onEndReached="loadMore"`), from the service's keyset pages (`searchEmployees(prefix:after:limit:)`).
@MainActor @MarkupOwner @Observable
public final class EmployeeRoster {
    /// The employees loaded so far, in employee-number order.
    @Rows public private(set) var employees: [RosterRow] = []
    /// How many are loaded, or what went wrong loading them.
    public private(set) var summary = ""
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let service: EmployeesInterfaceClient
    /// Whether the last page was full: there may be more.
    @ObservationIgnored private var hasMore = true
    /// How many employees a page holds: the most the service gives at once.
    public static let pageSize = 100

    /// The roster of the employees service that `proxy` reaches (at `/employees`).
    public init(proxy: WebServiceProxy) {
        service = EmployeesInterfaceClient(proxy: proxy)
    }

    public func viewWillAppear() async throws {
        guard employees.isEmpty else { return }
        try await loadMore()
    }

    /// Loads the next page, if there is one.
    @Action func loadMore() async throws {
        guard hasMore else { return }
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        let page: [Employee]
        do {
            page = try await service.searchEmployees(prefix: "", after: employees.last?.id, limit: Self.pageSize)
        } catch {
            summary = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
        hasMore = page.count == Self.pageSize
        employees += page.map(RosterRow.init)
        summary = "\(employees.count)\(hasMore ? "+" : "") employees"
    }

    /// Stars an employee, or takes the star away.
    @Action func star(_ employee: RosterRow) {
        guard let index = employees.firstIndex(where: { $0.id == employee.id }) else { return }
        employees[index].starred.toggle()
    }
}
