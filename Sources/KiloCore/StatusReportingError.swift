/// An error that says which HTTP status it deserves, for modules that cannot see the server's `ServiceError`.
///
/// The server answers such an error with ``statusCode`` and ``clientMessage``; the error itself (which may name
/// internals) goes only to the log.
public protocol StatusReportingError: Error {
    /// The HTTP status code, such as 503.
    var statusCode: Int { get }
    /// What the client is told.
    var clientMessage: String { get }
    /// When the client may try again, in seconds (a `Retry-After` header), or `nil` to say nothing.
    var retryAfterSeconds: Int? { get }
}

extension StatusReportingError {
    /// Nothing: most errors do not pass with time.
    public var retryAfterSeconds: Int? { nil }
}
