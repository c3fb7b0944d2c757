/// Marks the method parameter that receives the request body.
///
/// <!-- snippet: not compiled (a declaration without its body) -->
/// ```swift
/// @RequestMethod("POST") @ResourcePath("pets")
/// func addPet(@RequestBody pet: Pet) throws -> Pet
/// ```
/// A `Decodable` parameter is decoded from a JSON body (`application/json` or any `…+json` type; another content
/// type is answered with 415); `Data` takes the raw bytes of any content type; `String` takes them as UTF-8 text.
/// An optional parameter is `nil` when the body is empty. At most one parameter per method is the body.
/// Inside the method the parameter is an ordinary value: the wrapper only marks it.
@propertyWrapper
public struct RequestBody<Value> {
    /// The body value.
    public var wrappedValue: Value

    /// Wraps a body value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension RequestBody: Sendable where Value: Sendable {}
