public import HTTPTypes

/// What a method that makes a resource returns: the new resource, sent as JSON with status 201 and a `Location`
/// header naming where it now lives.
///
/// <!-- snippet-prelude
/// struct NewTodo: Codable, Sendable {}
/// struct Todo: Codable, Sendable { var id: Int }
/// actor Store { func insert(_ todo: NewTodo) -> Todo { Todo(id: 1) } }
/// @WebService("created")
/// struct Todos {
///     let store = Store()
/// …
/// }
/// -->
/// ```swift
/// @RequestMethod("POST") @ResourcePath("todos")
/// func create(@RequestBody todo: NewTodo) async throws -> Created<Todo> {
///     let saved = try await store.insert(todo)
///     return Created(saved, location: "/todos/\(saved.id)")
/// }
/// ```
///
/// The value is written by the server's JSON encoder (keys in declaration order, dates as milliseconds), as any
/// result is, and the OpenAPI document describes the operation's answer as 201 with the value's schema and the
/// header.
public struct Created<Value: Encodable & Sendable>: Sendable {
    /// The new resource.
    public var value: Value
    /// Where the new resource lives: a path (`/todos/7`) or an absolute URL.
    public var location: String
    /// Further response headers.
    public var headers: HTTPFields

    /// A new resource at `location`.
    public init(_ value: Value, location: String, headers: HTTPFields = [:]) {
        self.value = value
        self.location = location
        self.headers = headers
    }
}

/// A result type whose status is not 200, for the description: its status, its headers and the type of its body.
protocol DeclaresStatus {
    static var declaredStatus: Int { get }
    static var declaredHeaders: [String] { get }
    static var bodyType: Any.Type { get }
}

extension Created: DeclaresStatus {
    static var declaredStatus: Int { 201 }
    static var declaredHeaders: [String] { ["Location"] }
    static var bodyType: Any.Type { Value.self }
}
