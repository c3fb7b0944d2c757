/// A value a service method takes from the request rather than from its arguments: typically what middleware found,
/// such as the signed-in user. The method marks the parameter `@FromContext`; the value is read when the method is
/// called, and a request without one is answered with whatever `value(for:)` throws.
///
/// With hummingbird-auth's authenticators in front of a ``ServiceResponder``, the identity they set on the request
/// context becomes a parameter:
///
/// <!-- snippet: not compiled (BasicAuthRequestContext is hummingbird-auth's, which the package's products do not bring) -->
/// ```swift
/// struct User: RequestContextValue {
///     var name: String
///
///     static func value(for request: ServiceRequest) throws -> User {
///         guard let user = request.context(as: BasicAuthRequestContext<User>.self)?.identity else {
///             throw ServiceError(.unauthorized, "Sign in first.")
///         }
///         return user
///     }
/// }
///
/// @WebService("me")
/// struct ProfileService {
///     @RequestMethod("GET") func greeting(@FromContext user: User) -> String { "Hello, \(user.name)!" }
/// }
/// ```
///
/// Such a parameter is no request argument: a request cannot supply it, and descriptions do not show it.
public protocol RequestContextValue: Sendable {
    /// The value for `request`; throws when the request has none (a ``ServiceError`` with the status to answer).
    static func value(for request: ServiceRequest) throws -> Self
}
