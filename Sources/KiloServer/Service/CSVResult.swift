/// What a method returns to answer with CSV alone: a table for a spreadsheet, whatever the client's `Accept` says.
///
/// <!-- snippet-prelude
/// struct Employee: Codable, Sendable { var id: Int; var name: String }
/// @WebService("csv")
/// struct Reports {
///     let staff = [Employee(id: 1, name: "Ann")]
/// …
/// }
/// -->
/// ```swift
/// @RequestMethod("GET") @ResourcePath("employees.csv")
/// func export() -> CSVResult<[Employee]> {
///     CSVResult(staff, filename: "employees.csv")
/// }
/// ```
///
/// Any sequence result is CSV already when the client prefers `text/csv`; this one is CSV only, and with a
/// `filename` it is a download (`Content-Disposition: attachment`). The elements are written as
/// <doc:ParametersResultsAndErrors#CSV> describes, streamed as the client reads when they are a lazy or asynchronous
/// sequence (a query's rows).
public struct CSVResult<Elements: Sendable>: Sendable {
    /// The rows.
    public var elements: Elements
    /// The name a browser saves the table under; `nil` to show it inline. Characters other than letters, digits,
    /// `.`, `-`, `_` and spaces become `_`, so that no name can break the header.
    public var filename: String?
    /// The columns, in order, by their dotted names (`office.city`); the other keys are left out. `nil`: the
    /// first row's keys, in the order it encodes them.
    public var columns: [String]?

    /// Rows sent as CSV, saved as `filename` when there is one, with the given `columns` (or the first row's).
    public init(_ elements: Elements, filename: String? = nil, columns: [String]? = nil) {
        self.elements = elements
        self.filename = filename
        self.columns = columns
    }
}
