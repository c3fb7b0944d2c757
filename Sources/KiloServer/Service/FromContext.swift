/// Marks a method parameter that is filled from the request context rather than from the request's arguments: a
/// ``RequestContextValue`` such as the signed-in user that middleware found.
///
/// <!-- snippet: not compiled (a declaration without its body, as the service's protocol would show it) -->
/// ```swift
/// @RequestMethod("GET") @ResourcePath("todos")
/// func todos(@FromContext user: User) async throws -> [Todo]
/// ```
/// Inside the method the parameter is an ordinary value: the wrapper only marks it.
@propertyWrapper
public struct FromContext<Value> {
    /// The value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension FromContext: Sendable where Value: Sendable {}
