public import KiloCore

/// What went wrong talking to a database.
///
/// Errors in the SQL a program wrote (a parameter with no value) name the parameter; errors from the database carry
/// its message. When a web service lets one escape, the server answers 503 for ``unavailable(_:)`` and ``busy(_:)``
/// (with `Retry-After: 1` for the latter), 400 for ``invalidCursor(_:)``, and 500 otherwise, and logs the detail.
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
    /// No connection came free in time, or the database did not answer in time: try again shortly.
    case busy(String)
    /// A value the database returned that JSON or Swift cannot represent here.
    case unsupportedValue(String)
    /// A page cursor that this server did not give (altered, truncated, or from another query): the client's mistake,
    /// answered 400 with the message.
    case invalidCursor(String)

    public var description: String {
        switch self {
        case .missingArgument(let name, let query): "The parameter :\(name) has no value in: \(query)"
        case .unusedArgument(let name, let query): "The argument \"\(name)\" matches no parameter of: \(query)"
        case .syntax(let message, let query): "\(message) in: \(query)"
        case .database(let message, let query?): "\(message) in: \(query)"
        case .database(let message, nil): message
        case .unavailable(let message): "The database is unavailable: \(message)"
        case .busy(let message): "The database is busy: \(message)"
        case .unsupportedValue(let message), .invalidCursor(let message): message
        }
    }

    public var statusCode: Int {
        switch self {
        case .unavailable, .busy: 503
        case .invalidCursor: 400
        default: 500
        }
    }

    public var clientMessage: String {
        switch self {
        case .unavailable: "The database is unavailable; try again later."
        case .busy: "The database is busy; try again shortly."
        case .invalidCursor(let message): message
        default: "An internal error occurred."
        }
    }

    public var retryAfterSeconds: Int? {
        if case .busy = self { 1 } else { nil }
    }
}
