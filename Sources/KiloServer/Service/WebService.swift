/// A type whose operations are served over HTTP at a path.
///
/// Adopt it with the ``WebService(_:)`` macro, which generates ``operations`` from the methods marked
/// `@RequestMethod`; or adopt a `WebServiceInterface` (KiloInterface) too, which gives the operations (see
/// ``WebService/operations``); or write the conformance by hand with ``ServiceOperation`` values. A service must be
/// `Sendable`: one instance serves all requests at once, so mutable state belongs in an actor or behind a lock.
public protocol WebService: Sendable {
    /// The path the service is mounted at, such as `math` or `api/v1/employees`.
    static var servicePath: String { get }
    /// The type's documentation comment, shown in the API description.
    static var serviceDocumentation: String? { get }
    /// The service's operations, in declaration order.
    static var operations: [ServiceOperation<Self>] { get }
}

extension WebService {
    public static var serviceDocumentation: String? { nil }
}
