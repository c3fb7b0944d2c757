/// A protocol that declares a web service once for its server and its clients.
///
/// Adopt it with the ``WebServiceInterface(_:)`` macro, which generates ``interfacePath``, ``interfaceDocumentation``
/// and ``endpoints`` from the protocol's annotated requirements, and a client struct that conforms to the protocol.
/// (The names differ from KiloServer's `WebService` requirements so that a type can adopt both: the server takes
/// its path and documentation from these.)
public protocol WebServiceInterface: Sendable {
    /// The path the service is mounted at, such as `math` or `api/v1/employees`.
    static var interfacePath: String { get }
    /// The protocol's documentation comment, shown in the API description.
    static var interfaceDocumentation: String? { get }
    /// The service's endpoints, in declaration order.
    static var endpoints: [InterfaceEndpoint<Self>] { get }
}

/// One endpoint of a ``WebServiceInterface``: its HTTP method, its path and its parameters, and how to call the
/// method on a type that implements the interface.
///
/// The server turns each into an operation. The types are here as metatypes because an interface's module knows
/// neither the server nor its argument protocols: the server checks them when a service is mounted.
public struct InterfaceEndpoint<Service: Sendable>: Sendable {
    /// The HTTP method: `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    public let method: HTTPRequest.Method
    /// The resource path below the service's path, in the server's grammar (`employees/?:id`); empty for the service.
    public let path: String
    /// The Swift method's name.
    public let name: String
    /// The method's documentation comment.
    public let documentation: String?
    /// What its `@Deprecated` said; `nil` when it is current.
    public let deprecation: EndpointDeprecation?
    /// The parameters, in declaration order.
    public let parameters: [InterfaceParameter]
    /// The method's result type; `Void.self` for none.
    public let resultType: any Any.Type
    /// Calls the method on `service` with the parameters' values in declaration order.
    public let call: @Sendable (Service, InterfaceArguments) async throws -> InterfaceResult

    /// Creates an endpoint; the ``WebServiceInterface(_:)`` macro writes these.
    public init(
        method: HTTPRequest.Method, path: String, name: String, documentation: String?,
        deprecation: EndpointDeprecation? = nil, parameters: [InterfaceParameter], resultType: any Any.Type,
        call: @escaping @Sendable (Service, InterfaceArguments) async throws -> InterfaceResult
    ) {
        self.method = method
        self.path = path
        self.name = name
        self.documentation = documentation
        self.deprecation = deprecation
        self.parameters = parameters
        self.resultType = resultType
        self.call = call
    }
}

/// A parameter of an ``InterfaceEndpoint`` and where its value comes from.
public struct InterfaceParameter: Sendable {
    /// Where a parameter's value comes from.
    public enum Source: Sendable, Equatable {
        /// A query or form argument of the same name.
        case argument
        /// A named key of the resource path (`?:name`).
        case pathKey
        /// The request body, as JSON.
        case body
    }

    /// The argument, key or parameter name.
    public let name: String
    /// Where the value comes from.
    public let source: Source
    /// The parameter's type.
    public let type: any Any.Type
    /// An argument's `@ArgumentDefault`: makes the value the server passes when a request leaves the argument out;
    /// nil when a request must send it (or, for an optional type, the method gets `nil`).
    public let defaultValue: (@Sendable () -> any Sendable)?
    /// Whether the default is a constant (a literal, a type's member), which the API description shows.
    public let defaultIsConstant: Bool

    /// Creates a parameter description.
    public init(
        name: String, source: Source, type: any Any.Type, defaultValue: (@Sendable () -> any Sendable)? = nil,
        defaultIsConstant: Bool = false
    ) {
        self.name = name
        self.source = source
        self.type = type
        self.defaultValue = defaultValue
        self.defaultIsConstant = defaultIsConstant
    }
}

/// The values of an endpoint's parameters for one call, in declaration order, as the server decoded them.
public struct InterfaceArguments: Sendable {
    private let values: [any Sendable]

    /// Wraps the decoded values.
    public init(_ values: [any Sendable]) {
        self.values = values
    }

    /// The value of the parameter at `index`, as the method's parameter type.
    public func value<T>(_ index: Int) throws(InterfaceArgumentMismatch) -> T {
        guard values.indices.contains(index), let value = values[index] as? T else {
            throw InterfaceArgumentMismatch(index: index, expected: "\(T.self)")
        }
        return value
    }
}

/// A server handed an endpoint a value of another type than its parameter's: a fault in the server, not the request.
public struct InterfaceArgumentMismatch: Error, Sendable, CustomStringConvertible {
    /// The parameter's position.
    public let index: Int
    /// The parameter's type.
    public let expected: String

    public var description: String { "The server passed no \(expected) as parameter \(index)." }
}

/// What one call of an interface endpoint returned.
public enum InterfaceResult: Sendable {
    /// The method returns `Void`.
    case none
    /// The method returned `nil`.
    case missing
    /// The method returned this value.
    case value(any Sendable)

    /// The result of a `Void` method.
    public init(_ value: Void) { self = .none }

    /// The result of a method with an optional result.
    public init<T: Sendable>(_ value: T?) { self = value.map { .value($0) } ?? .missing }

    /// The result of a method with a result.
    public init<T: Sendable>(_ value: T) { self = .value(value) }
}
