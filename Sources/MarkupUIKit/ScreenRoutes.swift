import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// Where an app's screens are, for the links of its dynamic sections (`link="employees/{employeeNumber}"`): each a
/// path pattern — literal segments, and one `{…}` segment for the key a row's link puts there — and the controller
/// that shows it. A `MarkupViewController` in a navigation controller pushes the controller a tapped row's link
/// names; a live page's browser goes to the same path under the app's screens (`/ui/employees/10001`).
///
/// <!-- snippet-prelude
/// import MarkupKit
/// import MarkupUIKit
/// @MainActor func routes(loader: MarkupLoader) {
/// …
/// }
/// -->
/// ```swift
/// var routes = ScreenRoutes()
/// routes.add("employees/{employeeNumber}") { key in
///     MarkupViewController(named: "Employee", owner: nil, loader: loader)
/// }
/// ```
@MainActor
public struct ScreenRoutes {
    private var routes: [(segments: [Substring], make: @MainActor (_ key: String?) throws -> UIViewController)] = []

    /// No routes.
    public init() {}

    /// Routes paths that match `pattern` to the controller `make` makes from the path's `{…}` segment (nil when the
    /// pattern has none).
    public mutating func add(_ pattern: String, _ make: @escaping @MainActor (_ key: String?) throws -> UIViewController) {
        routes.append((pattern.split(separator: "/"), make))
    }

    /// The controller for `link` (a path relative to the screens, its key percent-encoded), nil when no route
    /// matches it.
    /// - Throws: what the route's `make` throws (a key that names nothing).
    public func controller(for link: String) throws -> UIViewController? {
        let segments = link.split(separator: "/")
        for route in routes where route.segments.count == segments.count {
            var key: String?
            let matches = zip(route.segments, segments).allSatisfy { pattern, segment in
                if pattern.hasPrefix("{") && pattern.hasSuffix("}") {
                    key = String(segment).removingPercentEncoding ?? String(segment)
                    return true
                }
                return pattern == segment
            }
            if matches { return try route.make(key) }
        }
        return nil
    }
}
