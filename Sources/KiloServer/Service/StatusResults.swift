/// A result type whose status is not 200, for the description: its status, its headers and the type of its body.
protocol DeclaresStatus {
    static var declaredStatus: Int { get }
    static var declaredHeaders: [String] { get }
    static var bodyType: Any.Type { get }
}

/// A result that is its own response (`Created`, `Accepted`): how an interface endpoint, whose result the server
/// knows only at run time, answers one.
protocol RespondsWithStatus {
    func operationResult() throws -> OperationResult
}

extension Created: DeclaresStatus {
    static var declaredStatus: Int { 201 }
    static var declaredHeaders: [String] { ["Location"] }
    static var bodyType: Any.Type { Value.self }
}

extension Created: RespondsWithStatus where Value: Encodable {
    func operationResult() throws -> OperationResult { try OperationResult(self) }
}

extension Accepted: DeclaresStatus {
    static var declaredStatus: Int { 202 }
    static var declaredHeaders: [String] { ["Location"] }
    static var bodyType: Any.Type { Value.self }
}

extension Accepted: RespondsWithStatus where Value: Encodable {
    func operationResult() throws -> OperationResult { try OperationResult(self) }
}
