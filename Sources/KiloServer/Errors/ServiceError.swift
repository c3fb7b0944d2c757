import HTTPTypes

/// An error a service method throws to answer with a status code and a message.
///
/// The message is sent as `text/plain`, so write it for the person who called the API:
/// <!-- snippet-prelude
/// func set(temperature: Int) throws {
/// …
/// }
/// -->
/// ```swift
/// guard (32...96).contains(temperature) else { throw ServiceError(.badRequest, "Invalid temperature.") }
/// ```
/// Any other error a method throws is answered with 500 and a generic message; its details go to the log only.
public struct ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The response status.
    public var status: HTTPResponse.Status
    /// The response text.
    public var message: String

    /// Creates an error answered with `status` and `message`.
    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { "\(status.code) \(message)" }
}
