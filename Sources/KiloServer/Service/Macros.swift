/// Makes a type a ``WebService`` mounted at `path`, whose methods marked `@RequestMethod` are its endpoints.
///
/// ```swift
/// @WebService("math")
/// struct MathService {
///     /// Returns the sum of two numbers.
///     @RequestMethod("GET") @ResourcePath("sum")
///     func getSum(a: Double, b: Double) -> Double { a + b }
///
///     /// Returns the sum of all values.
///     @RequestMethod("GET") @ResourcePath("sum")
///     func getSum(values: [Double]) -> Double { values.reduce(0, +) }
/// }
/// ```
/// The macro generates the route table and the dispatch code. Parameters are request arguments of the same name
/// (``ArgumentDecodable`` types), named path keys (`?:name` in the resource path), the body (marked
/// ``RequestBody``) or the ``ServiceRequest``. The result must be `Void`, `Encodable`, a sequence of `Encodable`
/// elements, or ``ServiceResponse``. Anything else is a compile error that says what is missing.
@attached(extension, conformances: WebService, names: named(servicePath), named(serviceDocumentation), named(operations))
public macro WebService(_ path: String) = #externalMacro(module: "KiloMacros", type: "WebServiceMacro")
