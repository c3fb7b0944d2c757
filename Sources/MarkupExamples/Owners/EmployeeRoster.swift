import Foundation
public import KiloClient
public import MarkupOwners
public import Observation

/// An employee as the roster shows one: name, hire date, and whether the user starred them.
public struct RosterRow: Identifiable, Equatable, Sendable, Decodable, KeyPathBindingSource {
    /// The employee number.
    public var id: Int
    /// First and last name.
    public var name: String
    /// When the employee was hired.
    public var hireDate: Date?
    /// Whether the user starred the employee.
    public var starred = false

    private enum CodingKeys: String, CodingKey { case employeeNumber, firstName, lastName, hireDate }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .employeeNumber)
        name = try container.decode(String.self, forKey: .firstName) + " " + container.decode(String.self, forKey: .lastName)
        hireDate = try container.decodeIfPresent(Date.self, forKey: .hireDate)
    }

    public static var bindingKeyPaths: [String: PartialKeyPath<RosterRow>] {
        ["id": \.id, "name": \.name, "hireDate": \.hireDate, "starred": \.starred]
    }
}

/// The owner of `Roster.xml`: every employee, one row each — the long list a live page shows a window of, 100 rows
/// at first and more as they scroll into view — and a tap that stars one (a one-row change).
@MainActor @MarkupOwner @Observable
public final class EmployeeRoster {
    /// Every employee, in employee-number order.
    @Rows public private(set) var employees: [RosterRow] = []
    /// How many there are, or what went wrong loading them.
    public private(set) var summary = ""
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let proxy: WebServiceProxy

    /// The roster of the employees service that `proxy` reaches (at `/employees`).
    public init(proxy: WebServiceProxy) {
        self.proxy = proxy
    }

    public func viewWillAppear() async throws {
        guard employees.isEmpty else { return }
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        do {
            employees = try await proxy.invoke(.get, path: "/employees")
            summary = "\(employees.count) employees"
        } catch {
            summary = (error as? WebServiceError)?.message ?? String(describing: error)
            throw error
        }
    }

    /// Stars an employee, or takes the star away.
    @Action func star(_ employee: RosterRow) {
        guard let index = employees.firstIndex(where: { $0.id == employee.id }) else { return }
        employees[index].starred.toggle()
    }
}
