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
    /// Whether text cells a spreadsheet would run as formulas (`=`, `+`, `-`, `@`, a tab or CR first: `CSVFormula`)
    /// are written after a `'`, as text. On by default: whoever opens a download must not run what a user typed. Off
    /// for data that must round-trip byte for byte to a program rather than a spreadsheet; an import that reads an
    /// export back can undo it with `CSVFormula.restored(_:)`.
    public var neutralizesFormulas: Bool

    /// Rows sent as CSV, saved as `filename` when there is one, with the given `columns` (or the first row's), formula
    /// cells neutralised unless `neutralizingFormulas` is `false`.
    public init(
        _ elements: Elements, filename: String? = nil, columns: [String]? = nil, neutralizingFormulas: Bool = true
    ) {
        self.elements = elements
        self.filename = filename
        self.columns = columns
        self.neutralizesFormulas = neutralizingFormulas
    }
}
