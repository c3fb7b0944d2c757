public import HTTPTypes

/// What a method that takes work to finish later returns: status 202, the value (what was accepted, or where the
/// work stands) as JSON, and, when there is one, a `Location` where the client can follow the work.
///
/// <!-- snippet-prelude
/// struct Export: Codable, Sendable { var id: Int; var state: String }
/// actor Exports { func start() -> Export { Export(id: 1, state: "queued") } }
/// @WebService("accepted")
/// struct Reports {
///     let exports = Exports()
/// …
/// }
/// -->
/// ```swift
/// @RequestMethod("POST") @ResourcePath("exports")
/// func export() async throws -> Accepted<Export> {
///     let export = await exports.start()
///     return Accepted(export, location: "/exports/\(export.id)")
/// }
/// ```
///
/// As with ``Created``, the value is written by the server's JSON encoder and the OpenAPI document describes the
/// answer as 202 with the value's schema and the header.
public struct Accepted<Value: Encodable & Sendable>: Sendable {
    /// What was accepted, or where the work stands.
    public var value: Value
    /// Where the client can follow the work: a path (`/exports/7`) or an absolute URL; `nil` for none.
    public var location: String?
    /// Further response headers.
    public var headers: HTTPFields

    /// Work accepted, followed at `location` when there is one.
    public init(_ value: Value, location: String? = nil, headers: HTTPFields = [:]) {
        self.value = value
        self.location = location
        self.headers = headers
    }
}

extension Accepted: DeclaresStatus {
    static var declaredStatus: Int { 202 }
    static var declaredHeaders: [String] { ["Location"] }
    static var bodyType: Any.Type { Value.self }
}
