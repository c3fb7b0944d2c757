// KiloEndpoints: the markers that make a method an endpoint — `@RequestMethod`, `@ResourcePath`, `@BodyParameter` —
// for a server's `@WebService` (KiloServer) and an interface's `@WebServiceInterface` (KiloInterface) alike. A module of
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
