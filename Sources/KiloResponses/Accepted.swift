public import HTTPTypes

/// What a method that takes work to finish later returns: status 202, the value (what was accepted, or where the
/// work stands) as JSON, and, when there is one, a `Location` where the client can follow the work — and what a
/// client that called it gets back.
///
/// ```swift
/// struct Export: Codable, Sendable { var id: Int; var state: String }
/// let accepted = Accepted(Export(id: 1, state: "queued"), location: "/exports/1")
/// ```
///
/// As with ``Created``, the server writes the value with its JSON encoder, the OpenAPI document describes the answer
/// as 202 with the value's schema and the header, and a `@WebServiceInterface` requirement may declare it.
public struct Accepted<Value: Sendable>: Sendable {
    /// What was accepted, or where the work stands.
    public var value: Value
    /// Where the client can follow the work: a path (`/exports/7`) or an absolute URL; `nil` for none.
    public var location: String?
    /// Further response headers (a client's: every header of the response).
    public var headers: HTTPFields

    /// Work accepted, followed at `location` when there is one.
    public init(_ value: Value, location: String? = nil, headers: HTTPFields = [:]) {
        self.value = value
        self.location = location
        self.headers = headers
    }
}

extension Accepted: Equatable where Value: Equatable {}

extension Accepted: Decodable where Value: Decodable {
    /// The value alone, from a body without its response: the `Location` is a header, which only a whole response
    /// has (`WebServiceProxy.invoke` reads both, as ``DecodableWithHeaders`` says).
    public init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder))
    }
}

extension Accepted: DecodableWithHeaders where Value: Decodable {
    /// The value the body holds, and the `Location` the response names, if any.
    public init(body: Value, headers: HTTPFields) {
        self.init(body, location: headers[.location], headers: headers)
    }
}
