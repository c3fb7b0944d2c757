public import KiloCore

/// What went wrong talking to a database.
///
/// Errors in the SQL a program wrote (a parameter with no value) name the parameter; errors from the database carry
/// its message. When a web service lets one escape, the server answers 503 for ``unavailable(_:)`` and 500 otherwise,
/// and logs the detail.
public enum SQLError: Error, CustomStringConvertible, StatusReportingError {
    /// The query uses `:name`, and no argument or (for an attached subquery) column supplies it.
    case missingArgument(String, query: String)
    /// An argument was given that no statement of the query uses.
    case unusedArgument(String, query: String)
    /// The SQL text is malformed where named parameters are concerned (an unterminated quote or comment).
    case syntax(String, query: String)
    /// The database rejected the statement or failed running it.
    case database(String, query: String?)
    /// The database cannot be reached (connection refused, server shut down, file cannot be opened).
    case unavailable(String)
    /// A value the database returned that JSON or Swift cannot represent here.
    case unsupportedValue(String)

    public var description: String {
        switch self {
        case .missingArgument(let name, let query): "The parameter :\(name) has no value in: \(query)"
        case .unusedArgument(let name, let query): "The argument \"\(name)\" matches no parameter of: \(query)"
        case .syntax(let message, let query): "\(message) in: \(query)"
        case .database(let message, let query?): "\(message) in: \(query)"
        case .database(let message, nil): message
        case .unavailable(let message): "The database is unavailable: \(message)"
        case .unsupportedValue(let message): message
        }
    }

    public var statusCode: Int {
        if case .unavailable = self { 503 } else { 500 }
    }

    public var clientMessage: String {
        if case .unavailable = self { "The database is unavailable; try again later." } else { "An internal error occurred." }
    }
}
