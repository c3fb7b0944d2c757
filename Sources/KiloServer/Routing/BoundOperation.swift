import HTTPTypes

/// An operation joined to the service instance that serves it: what the route table stores.
///
/// A class: a request picks one among its overloads, and copying a struct of this many fields cost a retain and a
/// release each.
final class BoundOperation: Sendable {
    /// The service's mount path, for descriptions.
    let servicePath: PathPattern
    /// The full pattern, service path included.
    let pattern: PathPattern
    /// The pattern as OpenAPI writes it (`/todos/{id}`): the `route` that metrics count by, spelt once at mount.
    let route: String
    /// The names of the pattern's keys, `nil` for unnamed ones, for ``PathKeys``.
    let keyNames: [String?]
    let method: HTTPRequest.Method
    let name: String
    let documentation: String?
    let deprecation: EndpointDeprecation?
    let parameters: [OperationParameter]
    let result: ResultDescription
    let argumentNames: Set<String>
    let acceptsAnyArgument: Bool
    /// Declaration order within the service, for tie-breaking between overloads.
    let order: Int
    let invoke: @Sendable (Arguments) async throws -> OperationResult

    init<Service: WebService>(
        _ operation: ServiceOperation<Service>, of service: Service, servicePath: PathPattern, order: Int
    )
        throws(PathPatternError)
    {
        self.servicePath = servicePath
        let pattern = servicePath.appending(try PathPattern(operation.path))
        self.pattern = pattern
        self.route = pattern.openAPIPath
        self.keyNames = pattern.keyNames
        self.method = operation.method
        self.name = operation.name
        self.documentation = operation.documentation
        self.deprecation = operation.deprecation
        self.parameters = operation.parameters
        self.result = operation.result
        self.argumentNames = operation.argumentNames
        self.acceptsAnyArgument = operation.acceptsAnyArgument
        self.order = order
        let handler = operation.handler
        self.invoke = { arguments in try await handler(service, arguments) }
    }

    /// `getSum(a: Double, b: Double)`: how error messages and descriptions name an overload.
    var signature: String {
        let shown = parameters.filter { $0.source != .request && $0.source != .allArguments }.map { parameter in
            let prefix = parameter.source == .body ? "body " : ""
            return "\(prefix)\(parameter.name): \(parameter.schema.typeName)"
        }
        return "\(name)(\(shown.joined(separator: ", ")))"
    }
}
