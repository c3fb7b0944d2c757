public import KiloInterface

extension WebService {
    /// The operations of the `WebServiceInterface` (KiloInterface) the service implements: none for a service that
    /// implements none. `@WebService` adds them to the operations of the type's own annotated methods.
    public static var interfaceOperations: [ServiceOperation<Self>] { [] }
}

extension WebService where Self: WebServiceInterface {
    /// The interface's path.
    public static var servicePath: String { interfacePath }

    /// The interface's documentation comment.
    public static var serviceDocumentation: String? { interfaceDocumentation }

    /// The operations of a service that implements a `WebServiceInterface` (KiloInterface): those of its interface.
    ///
    /// <!-- snippet-prelude
    /// import InterfaceExamples
    /// -->
    /// ```swift
    /// struct MathService: MathInterface, WebService {
    ///     func getSum(a: Double, b: Double) async throws -> Double { a + b }
    ///     func getSum(values: [Double]) async throws -> Double { values.reduce(0, +) }
    /// }
    /// ```
    /// A type marked `@WebService` that implements an interface serves both: its own annotated methods (server-side
    /// endpoints, such as one that streams rows) and the interface's.
    public static var operations: [ServiceOperation<Self>] { interfaceOperations }

    /// One operation per endpoint of the interface, with its method, path, parameter names and documentation.
    ///
    /// The interface's module knows nothing of the server, so its parameter and result types are checked here, when
    /// the service is mounted: a parameter that is not ``ArgumentDecodable`` (a body: not `Decodable`), or a result
    /// that is not `Encodable`, fails the mount with a ``MountError`` that names it.
    public static var interfaceOperations: [ServiceOperation<Self>] {
        endpoints.map(ServiceOperation.init(endpoint:))
    }
}

extension ServiceOperation {
    /// An operation that serves `endpoint`, or one that cannot be mounted, saying why.
    init(endpoint: InterfaceEndpoint<Service>) {
        var problems: [String] = []
        var parameters: [OperationParameter] = []
        var decoders: [@Sendable (Arguments) throws -> any Sendable] = []
        for parameter in endpoint.parameters {
            let name = parameter.name
            switch parameter.source {
            case .argument, .pathKey:
                guard let type = parameter.type as? any ArgumentDecodable.Type else {
                    problems.append(
                        "the parameter \"\(name)\" is a \(parameter.type), which is not ArgumentDecodable: make it a TextArgument, or send it as the body"
                    )
                    continue
                }
                if parameter.source == .argument, let value = parameter.defaultValue {
                    guard let (described, decoder) = Self.defaulted(name, type, value, shown: parameter.defaultIsConstant)
                    else {
                        problems.append(
                            "the default of \"\(name)\" is a \(Swift.type(of: value())), not the parameter's \(type)")
                        continue
                    }
                    parameters.append(described)
                    decoders.append(decoder)
                } else if parameter.source == .argument {
                    parameters.append(.argument(name, type))
                    decoders.append { arguments in try arguments.decode(name, as: type) }
                } else {
                    parameters.append(.pathKey(name, type))
                    decoders.append { arguments in try arguments.key(name, as: type) }
                }
            case .body:
                guard let type = parameter.type as? any (Decodable & Sendable).Type else {
                    problems.append("the body \"\(name)\" is a \(parameter.type), which is not Decodable")
                    continue
                }
                parameters.append(.body(name, type))
                decoders.append { arguments in try Self.decodeBody(name, as: type, from: arguments) }
            }
        }
        let result: ResultDescription
        let encode: @Sendable (InterfaceResult) throws -> OperationResult
        if endpoint.resultType == Void.self {
            result = .none
            encode = { _ in .noContent }
        } else if endpoint.resultType is any RespondsWithStatus.Type {
            // Created, Accepted: their own status and Location.
            result = .of(endpoint.resultType)
            encode = { value in
                switch value {
                case .value(let value as any RespondsWithStatus): return try value.operationResult()
                case .missing: return .notFound
                default: throw ServiceError(.internalServerError, "The method returned no \(endpoint.resultType).")
                }
            }
        } else if let encodable = endpoint.resultType as? any Encodable.Type {
            result = .of(endpoint.resultType)
            encode = Self.encoder(for: encodable)
        } else {
            result = .of(endpoint.resultType)
            encode = { _ in .noContent }
            problems.append("the result is a \(endpoint.resultType), which is not Encodable")
        }
        let call = endpoint.call
        let decodeAll = decoders
        self.init(
            method: endpoint.method, path: endpoint.path, name: endpoint.name,
            documentation: endpoint.documentation, deprecation: endpoint.deprecation, parameters: parameters,
            result: result
        ) { service, arguments in
            let values = try decodeAll.map { try $0(arguments) }
            return try encode(await call(service, InterfaceArguments(values)))
        }
        unusableReason = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Encodes what the endpoint returns as `T`, its result type: cast to the type itself, by a generic encoder made
    /// once per endpoint, not to `any Encodable` on every call (a protocol conformance lookup each time).
    private static func encoder<T: Encodable>(for _: T.Type) -> @Sendable (InterfaceResult) throws -> OperationResult {
        let encoder: any InterfaceResultEncoding = InterfaceResultEncoder<T>()
        return { try encoder.encode($0) }
    }

    /// An argument with an interface's default: its description (with the value when it is `shown`), and its
    /// decoding with the default, made anew, when a request leaves it out; nil when the default is not a `T`.
    private static func defaulted<T: ArgumentDecodable>(
        _ name: String, _ type: T.Type, _ value: @escaping @Sendable () -> any Sendable, shown: Bool
    ) -> (OperationParameter, @Sendable (Arguments) throws -> any Sendable)? {
        guard let first = value() as? T else { return nil }
        let described: OperationParameter =
            shown ? .argument(name, type, default: first) : .argument(name, type, hasDefault: true)
        return (described, { arguments in try arguments.decode(name, as: type, default: value() as? T ?? first) })
    }

    private static func decodeBody<T: Decodable & Sendable>(
        _ name: String, as type: T.Type, from arguments: Arguments
    ) throws -> T {
        try arguments.body(name, as: type)
    }
}

/// Turns what an interface endpoint returned into its response.
private protocol InterfaceResultEncoding: Sendable {
    func encode(_ value: InterfaceResult) throws -> OperationResult
}

/// An ``InterfaceResultEncoding`` for an endpoint whose result type is `T`.
private struct InterfaceResultEncoder<T: Encodable>: InterfaceResultEncoding {
    func encode(_ value: InterfaceResult) throws -> OperationResult {
        switch value {
        case .none: return .noContent
        case .missing: return .notFound
        case .value(let value):
            guard let typed = value as? T else {
                throw ServiceError(.internalServerError, "The method returned a \(type(of: value)), not a \(T.self).")
            }
            return try OperationResult(typed)
        }
    }
}
