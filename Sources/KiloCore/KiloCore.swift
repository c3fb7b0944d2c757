// KiloCore: what the server and the SQL helpers share without depending on each other — the JSON spelling
// (`JSONWriter`), values that write their own JSON (`JSONWritable`), and errors that carry their HTTP status
// (`StatusReportingError`). It depends on NIOCore's `ByteBuffer` only.

/// A value that writes its own JSON, faster than going through `Encodable`.
///
/// The server's encoder checks for this conformance on each top-level value and array element it writes, so a type
/// from a module that does not know the server (a database row, say) can still be sent at full speed.
public protocol JSONWritable {
    /// Appends the value's JSON text.
    func writeJSON(to writer: inout JSONWriter) throws
}

/// An error that says which HTTP status it deserves, for modules that cannot see the server's `ServiceError`.
///
/// The server answers such an error with ``statusCode`` and ``clientMessage``; the error itself (which may name
/// internals) goes only to the log.
public protocol StatusReportingError: Error {
    /// The HTTP status code, such as 503.
    var statusCode: Int { get }
    /// What the client is told.
    var clientMessage: String { get }
}
