import HTTPTypes

/// One endpoint of a web service: a method at a resource path, its parameters, and the code that serves it.
///
/// `@WebService` generates these from annotated methods; they can also be written by hand:
/// <!-- snippet-prelude
/// import ServiceExamples
/// -->
/// ```swift
/// ServiceOperation<MathService>(
///     method: .get, path: "sum", name: "getSum",
///     parameters: [.argument("a", Double.self), .argument("b", Double.self)],
///     result: .of(Double.self)
/// ) { service, arguments in
///     try OperationResult(service.getSum(a: arguments.decode("a"), b: arguments.decode("b")))
/// }
/// ```
public struct ServiceOperation<Service: Sendable>: Sendable {
    /// The HTTP method.
    public var method: HTTPRequest.Method
    /// The resource path below the service's path: literal segments and `?` or `?:name` keys; empty for the service itself.
    public var path: String
    /// The name shown in the API description (the Swift method's name).
    public var name: String
    /// The method's documentation comment.
    public var documentation: String?
    /// What its `@Deprecated` said; `nil` when it is current. A deprecated operation is served as any other, and
    /// marked in `?api` and the OpenAPI document.
    public var deprecation: EndpointDeprecation?
    /// The parameters, in declaration order.
    public var parameters: [OperationParameter]
    /// What a successful call returns.
    public var result: ResultDescription
    /// Serves one call.
    public var handler: @Sendable (Service, Arguments) async throws -> OperationResult
    /// Why the operation cannot be served, found when it was made from an interface whose types the server cannot
    /// take; mounting fails with it.
    var unusableReason: String?

    /// Creates an operation.
    public init(
        method: HTTPRequest.Method, path: String, name: String, documentation: String? = nil,
        deprecation: EndpointDeprecation? = nil, parameters: [OperationParameter], result: ResultDescription,
        handler: @escaping @Sendable (Service, Arguments) async throws -> OperationResult
    ) {
        self.method = method
        self.path = path
        self.name = name
        self.documentation = documentation
        self.deprecation = deprecation
        self.parameters = parameters
        self.result = result
        self.handler = handler
    }

    /// The names of the request arguments this operation accepts (query and form parameters).
    var argumentNames: Set<String> {
        Set(parameters.lazy.filter { $0.source == .argument }.map(\.name))
    }

    /// Whether the operation takes every argument (it has a ``RequestArguments`` parameter).
    var acceptsAnyArgument: Bool {
        parameters.contains { $0.source == .allArguments }
    }
}

/// A parameter of an operation and where its value comes from.
public struct OperationParameter: Sendable, Equatable {
    /// Where a parameter's value comes from.
    public enum Source: String, Sendable, Equatable {
        /// A query or form argument of the same name.
        case argument
        /// A named key of the resource path (`?:name`).
        case pathKey
        /// The request body.
        case body
        /// The ``ServiceRequest`` itself.
        case request
        /// Every argument (``RequestArguments``): the operation accepts any argument name.
        case allArguments
    }

    /// The argument, key or parameter name.
    public var name: String
    /// Where the value comes from.
    public var source: Source
    /// The accepted values.
    public var schema: ArgumentSchema
    /// Whether the Swift parameter has a default value (which makes it optional for callers).
    public var hasDefault: Bool
    /// The default as the API description shows it, when it is a constant it can show (`20`, `"name"`, `.ascending`).
    public var defaultValue: DefaultArgumentValue?

    /// The content types a body parameter takes: `application/json`, and `text/csv` for an array of rows.
    public var bodyContentTypes: [String] = []

    /// Whether a caller must supply it.
    public var isRequired: Bool { schema.isRequired && !hasDefault && source != .request && source != .allArguments }

    /// Creates a parameter description.
    public init(name: String, source: Source, schema: ArgumentSchema, hasDefault: Bool = false) {
        self.name = name
        self.source = source
        self.schema = schema
        self.hasDefault = hasDefault
    }

    /// A query or form argument.
    public static func argument<T: ArgumentDecodable>(_ name: String, _ type: T.Type, hasDefault: Bool = false) -> Self {
        Self(name: name, source: .argument, schema: T.argumentSchema, hasDefault: hasDefault)
    }

    /// A query or form argument with a default value, which the API description shows when it can
    /// (``DefaultArgumentValue``).
    public static func argument<T: ArgumentDecodable>(_ name: String, _ type: T.Type, default value: T) -> Self {
        var parameter = Self(name: name, source: .argument, schema: T.argumentSchema, hasDefault: true)
        parameter.defaultValue = DefaultArgumentValue(value)
        return parameter
    }

    /// A named path key.
    public static func pathKey<T: ArgumentDecodable>(_ name: String, _ type: T.Type) -> Self {
        Self(name: name, source: .pathKey, schema: T.argumentSchema)
    }

    /// Any other type: a compile error, at the parameter (where `@WebService` lists it), that says how to take it.
    @available(
        *, unavailable,
        message:
            "A parameter read from the query or a form must be ArgumentDecodable: conform its type to ArgumentDecodable (TextArgument for one made from a string), or take the JSON body with @RequestBody."
    )
    public static func argument<T>(_ name: String, _ type: T.Type, hasDefault: Bool = false) -> Self {
        Self(name: name, source: .argument, schema: ArgumentSchema(typeName: "\(T.self)", jsonSchema: .any, expectation: ""))
    }

    /// Any other type: a compile error, at the parameter (where `@WebService` lists it), that says how to take it.
    @available(
        *, unavailable,
        message:
            "A parameter read from the query or a form must be ArgumentDecodable: conform its type to ArgumentDecodable (TextArgument for one made from a string), or take the JSON body with @RequestBody."
    )
    public static func argument<T>(_ name: String, _ type: T.Type, default value: T) -> Self {
        Self(name: name, source: .argument, schema: ArgumentSchema(typeName: "\(T.self)", jsonSchema: .any, expectation: ""))
    }

    /// Any other type: a compile error, at the parameter, that says what a path key may be.
    @available(
        *, unavailable,
        message:
            "A path key must be ArgumentDecodable: conform its type to ArgumentDecodable (TextArgument for one made from a string)."
    )
    public static func pathKey<T>(_ name: String, _ type: T.Type) -> Self {
        Self(name: name, source: .pathKey, schema: ArgumentSchema(typeName: "\(T.self)", jsonSchema: .any, expectation: ""))
    }

    /// The request body, decoded from JSON.
    public static func body<T: Decodable>(_ name: String, _ type: T.Type) -> Self {
        var parameter = Self(name: name, source: .body, schema: ResultDescription.of(T.self).argumentSchema)
        parameter.bodyContentTypes = ["application/json"]
        if let rows = T.self as? any CSVRowsDecodable.Type, CSVTableWriter.mayBeRows(rows.csvElementType) {
            parameter.bodyContentTypes.append("text/csv")
        }
        return parameter
    }

    /// The request body, optional.
    public static func body<T: Decodable>(_ name: String, _ type: T?.Type) -> Self {
        var parameter = body(name, T.self)
        parameter.schema.isRequired = false
        return parameter
    }

    /// Every argument, as ``RequestArguments``.
    public static func allArguments(_ name: String) -> Self {
        Self(
            name: name, source: .allArguments,
            schema: ArgumentSchema(typeName: "RequestArguments", jsonSchema: .any, expectation: "any arguments"))
    }

    /// A `@FromContext` parameter: a value of the request context, no request argument.
    public static func context<T: RequestContextValue>(_ name: String, _ type: T.Type) -> Self {
        Self(
            name: name, source: .request,
            schema: ArgumentSchema(typeName: "\(T.self)", jsonSchema: .any, expectation: "a value of the request context"))
    }

    /// The ``ServiceRequest``.
    public static func request(_ name: String) -> Self {
        Self(
            name: name, source: .request,
            schema: ArgumentSchema(typeName: "ServiceRequest", jsonSchema: .any, expectation: "the request"))
    }
}
