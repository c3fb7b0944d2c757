/// Makes a protocol the one declaration of a web service that its server and its clients share.
///
/// ```swift
/// import KiloInterface   // and KiloClient with it
///
/// /// Simple mathematical operations.
/// @WebServiceInterface("math")
/// public protocol MathInterface: WebServiceInterface {
///     /// Returns the sum of two numbers.
///     @RequestMethod("GET") @ResourcePath("sum")
///     func getSum(a: Double, b: Double) async throws -> Double
/// }
/// ```
/// The macro generates two things from the protocol:
/// - `MathInterfaceClient`, a struct that conforms to the protocol by calling a server through a
///   `WebServiceProxy`: `try await MathInterfaceClient(proxy: proxy).getSum(a: 2, b: 3)`.
/// - The protocol's ``WebServiceInterface/endpoints``, from which a server type that adopts both the protocol and
///   KiloServer's `WebService` gets its operations: `struct MathService: MathInterface, WebService { … }` declares
///   only the methods.
///
/// Each requirement marked `@RequestMethod` is an endpoint and must be `async throws` (a client call can
/// fail). Its parameters are request arguments of the same name, named path keys (`?:name` in the resource path)
/// or, with `@BodyParameter`, the JSON body. A result is `Void` (204), a `Codable` value, or an optional one
/// (`nil` is 404). Anything else is a compile error at the declaration.
///
/// A requirement cannot have default arguments, so an interface declares them with `@ArgumentDefault`: the
/// argument is optional on the wire, the server passes the default when a request leaves it out, the API
/// description shows it, and the protocol's extension gets a method for each combination of them a caller leaves
/// out (`books.list()` as well as `books.list(limit: 5)`).
@attached(peer, names: suffixed(Client))
@attached(extension, names: named(interfacePath), named(interfaceDocumentation), named(endpoints), arbitrary)
public macro WebServiceInterface(_ path: String) = #externalMacro(module: "KiloMacros", type: "WebServiceInterfaceMacro")
