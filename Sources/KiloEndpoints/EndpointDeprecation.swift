/// What `@Deprecated` says of an endpoint, at run time: the server's operations and an interface's endpoint table
/// carry it to the API description.
public struct EndpointDeprecation: Sendable, Hashable {
    /// What to use instead, when the marker said (`@Deprecated("Use GET /math/sum.")`).
    public var message: String?

    /// A deprecation, with or without a message.
    public init(message: String? = nil) {
        self.message = message
    }
}
