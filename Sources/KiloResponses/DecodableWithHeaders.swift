public import HTTPTypes

/// A result a client reads from a response's JSON body and its headers: ``Created`` and ``Accepted``, whose
/// `Location` is a header. `WebServiceProxy.invoke` returns one (and so does a `@WebServiceInterface` client whose
/// requirement declares one).
public protocol DecodableWithHeaders: Sendable {
    /// What the body holds.
    associatedtype Body: Decodable
    /// The result from the decoded body and every header of the response.
    init(body: Body, headers: HTTPFields)
}
