public import HTTPTypes

/// What a method that makes a resource returns: the new resource, sent as JSON with status 201 and a `Location`
/// header naming where it now lives — and what a client that called it gets back, the value and the `Location`.
///
/// ```swift
/// struct Todo: Codable, Sendable { var id: Int }
/// let created = Created(Todo(id: 7), location: "/todos/7")
/// ```
///
/// A service method returns it (`-> Created<Todo>`): the value is written by the server's JSON encoder (keys in
/// declaration order, dates as milliseconds), as any result is, and the OpenAPI document describes the operation's
/// answer as 201 with the value's schema and the header. A `@WebServiceInterface` requirement declares it too, and its
/// client returns the value the server sent and the `Location` it answered with.
public struct Created<Value: Sendable>: Sendable {
    /// The new resource.
    public var value: Value
    /// Where the new resource lives: a path (`/todos/7`) or an absolute URL.
    public var location: String
    /// Further response headers (a client's: every header of the response).
    public var headers: HTTPFields

    /// A new resource at `location`.
    public init(_ value: Value, location: String, headers: HTTPFields = [:]) {
        self.value = value
        self.location = location
        self.headers = headers
    }
}

extension Created: Equatable where Value: Equatable {}

extension Created: Decodable where Value: Decodable {
    /// The value alone, from a body without its response: the `Location` is a header, which only a whole response
    /// has (`WebServiceProxy.invoke` reads both, as ``DecodableWithHeaders`` says).
    public init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder), location: "")
    }
}

extension Created: DecodableWithHeaders where Value: Decodable {
    /// The value the body holds, and the `Location` the response names (empty when it names none).
    public init(body: Value, headers: HTTPFields) {
        self.init(body, location: headers[.location] ?? "", headers: headers)
    }
}
