/// A value that writes its own JSON, faster than going through `Encodable`.
///
/// The server's encoder checks for this conformance on each top-level value and array element it writes, so a type
/// from a module that does not know the server (a database row, say) can still be sent at full speed.
public protocol JSONWritable {
    /// Appends the value's JSON text.
    func writeJSON(to writer: inout JSONWriter) throws
}
