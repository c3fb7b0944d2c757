import KiloInterface

/// The set of services a server serves, each at its path.
public struct ServiceMounts: Sendable {
    var table = RouteTable()
    private(set) var services: [MountedService] = []

    /// Creates an empty set.
    public init() {}

    /// Mounts `service` at its ``WebService/servicePath``.
    public mutating func mount<S: WebService>(_ service: S) throws(MountError) {
        // A client of the service's interface calls it at the interface's path.
        if let interface = S.self as? any WebServiceInterface.Type,
            (try? PathPattern(interface.interfacePath)) != (try? PathPattern(S.servicePath))
        {
            throw MountError(
                service: "\(S.self)",
                reason:
                    "its path \"\(S.servicePath)\" is not its interface's \"\(interface.interfacePath)\", where the interface's clients call it"
            )
        }
        try mount(service, at: S.servicePath)
    }

    /// Mounts `service` at `path` (literal segments only).
    public mutating func mount<S: WebService>(_ service: S, at path: String) throws(MountError) {
        let servicePath: PathPattern
        do {
            servicePath = try PathPattern(path)
        } catch {
            throw MountError(service: "\(S.self)", reason: error.description)
        }
        guard servicePath.keyNames.isEmpty else {
            throw MountError(service: "\(S.self)", reason: "a service path cannot contain keys (\"\(path)\")")
        }
        guard !services.contains(where: { $0.path == servicePath }) else {
            throw MountError(service: "\(S.self)", reason: "another service is already mounted at \"/\(servicePath)\"")
        }
        var bound: [BoundOperation] = []
        for (order, operation) in S.operations.enumerated() {
            if let reason = operation.unusableReason {
                throw MountError(service: "\(S.self)", reason: "\(operation.name): \(reason)")
            }
            let boundOperation: BoundOperation
            do {
                boundOperation = try BoundOperation(operation, of: service, servicePath: servicePath, order: order)
            } catch {
                throw MountError(service: "\(S.self)", reason: "\(operation.name): \(error.description)")
            }
            let keyNames = Set(boundOperation.pattern.keyNames.compactMap { $0 })
            for parameter in operation.parameters where parameter.source == .pathKey && !keyNames.contains(parameter.name) {
                throw MountError(
                    service: "\(S.self)",
                    reason:
                        "\(operation.name): the parameter \"\(parameter.name)\" is a path key, but the path \"\(operation.path)\" has no key \"?:\(parameter.name)\""
                )
            }
            // `@WebService` reports this at compile time among a type's own methods; an interface's endpoints and
            // operations written by hand meet them only here.
            if let twin = bound.first(where: {
                $0.method == boundOperation.method && $0.pattern.shape == boundOperation.pattern.shape
                    && $0.argumentNames == boundOperation.argumentNames
            }) {
                throw MountError(
                    service: "\(S.self)",
                    reason:
                        "\(twin.signature) and \(boundOperation.signature) are both \(operation.method) \"/\(boundOperation.pattern)\" with the same arguments; requests could not tell them apart"
                )
            }
            bound.append(boundOperation)
        }
        for operation in bound { table.add(operation) }
        services.append(
            MountedService(path: servicePath, name: "\(S.self)", documentation: S.serviceDocumentation, operations: bound))
    }
}

/// A service that cannot be mounted.
public struct MountError: Error, Sendable, CustomStringConvertible {
    /// The service type's name.
    public let service: String
    /// Why it cannot be mounted.
    public let reason: String

    public var description: String { "Cannot mount \(service): \(reason)." }
}

/// What the descriptions need to know of a mounted service.
struct MountedService: Sendable {
    let path: PathPattern
    let name: String
    let documentation: String?
    let operations: [BoundOperation]
}
