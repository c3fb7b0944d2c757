// KiloEndpoints: the markers that make a method an endpoint — `@RequestMethod`, `@ResourcePath`, `@BodyParameter`,
// `@ArgumentName`, `@ArgumentDefault`, `@Deprecated` — for a server's `@WebService` (KiloServer) and an interface's `@WebServiceInterface` (KiloInterface) alike. A module of
// its own so that each of the two re-exports the markers without re-exporting the other: a server's file sees no
// client types, a client's no server types.

/// Makes a method an endpoint for the HTTP method `method` (`GET`, `POST`, `PUT`, `PATCH` or `DELETE`): a method of a
/// `@WebService` type (KiloServer), or a requirement of a `@WebServiceInterface` protocol (KiloInterface).
@attached(peer)
public macro RequestMethod(_ method: String) = #externalMacro(module: "KiloMacros", type: "EndpointMarkerMacro")

/// Places an endpoint at `path` below its service: literal segments, `?` for an unnamed key, `?:name` for a key
/// that fills the parameter `name`. Without it the endpoint is at the service's own path.
@attached(peer)
public macro ResourcePath(_ path: String) = #externalMacro(module: "KiloMacros", type: "EndpointMarkerMacro")

/// Makes the parameter `name` of an interface endpoint the request body, sent and read as JSON.
///
/// <!-- snippet-prelude
/// import KiloInterface
/// struct Pet: Codable, Sendable {}
/// @WebServiceInterface("store")
/// protocol Store: WebServiceInterface {
/// …
/// }
/// -->
/// ```swift
/// @RequestMethod("POST") @ResourcePath("pets") @BodyParameter("pet")
/// func addPet(pet: Pet) async throws -> Pet
/// ```
/// A protocol requirement's parameter cannot carry KiloServer's `@RequestBody` wrapper, so an interface names its
/// body on the method instead.
@attached(peer)
public macro BodyParameter(_ name: String) = #externalMacro(module: "KiloMacros", type: "EndpointMarkerMacro")

/// Sends and reads the argument of the parameter `parameter` as `name` in requests: a query or form name that is no
/// Swift identifier (`first_name`, `page[size]`), or one kept when the Swift name changes. Repeat it for each
/// parameter so named; the API description shows `name`.
///
/// <!-- snippet-prelude
/// import KiloServer
/// struct Person: Codable, Sendable {}
/// @WebService("people") struct People {
/// …
/// }
/// -->
/// ```swift
/// @RequestMethod("GET") @ArgumentName("first_name", for: "firstName")
/// func find(firstName: String, limit: Int = 20) -> [Person] { [] }
/// ```
/// Only arguments are renamed: a path key's name is the `?:name` its path gives it, and the body has none. The
/// macro refuses an empty name, one with a control character or a double quote (a multipart form cannot carry it),
/// two arguments with one name, and a parameter the method does not have.
@attached(peer)
public macro ArgumentName(_ name: String, for parameter: String) =
    #externalMacro(module: "KiloMacros", type: "EndpointMarkerMacro")

/// Gives the argument of the parameter `parameter` of an interface requirement the default `value`, which a
/// protocol requirement cannot write in its parameter: requests may leave the argument out, and the server then
/// passes `value`; `?api` and the OpenAPI document show it.
///
/// <!-- snippet-prelude
/// import KiloInterface
/// struct Book: Codable, Sendable {}
/// @WebServiceInterface("books")
/// protocol Books: WebServiceInterface {
/// …
/// }
/// func use(_ books: some Books) async throws {
///     _ = try await books.list()
///     _ = try await books.list(limit: 5)
/// }
/// -->
/// ```swift
/// @RequestMethod("GET") @ArgumentDefault(20, for: "limit")
/// func list(limit: Int) async throws -> [Book]
/// ```
/// The protocol's extension has a method for each combination of defaulted arguments a caller leaves out
/// (`list()` beside `list(limit:)`), so every type that adopts it, the generated client included, is called as if
/// the requirement had the default. A value of another type than the parameter's is a compile error at the
/// interface. A service method (`@WebService`) writes its default in the parameter instead (`limit: Int = 20`).
@attached(peer)
public macro ArgumentDefault<Value>(_ value: Value, for parameter: String) =
    #externalMacro(module: "KiloMacros", type: "EndpointMarkerMacro")

/// Marks an endpoint deprecated: it is still served, and `?api` and the OpenAPI document (`deprecated: true`) say
/// so. A `@WebServiceInterface` client's method for it is deprecated in Swift, so callers get the compiler's warning.
@attached(peer)
public macro Deprecated() = #externalMacro(module: "KiloMacros", type: "EndpointMarkerMacro")

/// Marks an endpoint deprecated with `message` — what to use instead — which the API description shows, as the
/// compiler shows it to callers of an interface's client.
///
/// <!-- snippet-prelude
/// import KiloServer
/// @WebService("math") struct Math {
/// …
/// }
/// -->
/// ```swift
/// @RequestMethod("GET") @ResourcePath("add") @Deprecated("Use GET /math/sum.")
/// func add(a: Double, b: Double) -> Double { a + b }
/// ```
@attached(peer)
public macro Deprecated(_ message: String) = #externalMacro(module: "KiloMacros", type: "EndpointMarkerMacro")
