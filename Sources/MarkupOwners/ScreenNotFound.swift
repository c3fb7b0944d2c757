/// A screen's address names nothing: a detail screen's key is not one of its kind (`/ui/employees/x`), or names no
/// item (`/ui/employees/99999999`).
///
/// An owner throws it from its initializer, for a key it can check at once, or from
/// ``MarkupOwner/viewWillAppear()``, once a service has said there is no such item. A live page then answers 404 with
/// the error's description instead of a page; UIKit shows it as an alert.
///
/// <!-- snippet-prelude
/// struct EmployeeScreen {
///     let employeeNumber: Int
/// …
/// }
/// -->
/// ```swift
/// init(key: String) throws(ScreenNotFound) {
///     employeeNumber = try ScreenNotFound.positiveNumber(key, expected: "an employee number")
/// }
/// ```
public struct ScreenNotFound: Error, Sendable, CustomStringConvertible {
    /// What the person is told: `There is no employee 99999999.`
    public var description: String

    /// A screen that is not there, and why.
    public init(_ description: String) {
        self.description = description
    }

    /// The positive number `key` writes as its one canonical form (`10001`: not `+10001`, `010001` or `10001 `), so
    /// that one screen has one address.
    /// - Throws: ``ScreenNotFound`` saying that `key` is not `expected` (`an employee number`) otherwise.
    public static func positiveNumber(_ key: String, expected: String) throws(ScreenNotFound) -> Int {
        guard let number = Int(key), number > 0, String(number) == key else {
            throw ScreenNotFound("'\(key)' is not \(expected).")
        }
        return number
    }
}
