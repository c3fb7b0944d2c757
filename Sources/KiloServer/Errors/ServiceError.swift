import HTTPTypes

/// An error a service method throws to answer with a status code and a message.
///
/// The message is sent as `text/plain`, so write it for the person who called the API:
/// <!-- snippet-prelude
/// func set(temperature: Int) throws {
/// …
/// }
/// -->
/// ```swift
/// guard (32...96).contains(temperature) else { throw ServiceError(.badRequest, "Invalid temperature.") }
/// ```
/// Any other error a method throws is answered with 500 and a generic message; its details go to the log only.
///
/// A message may come in other languages too: the one answered is the language the request's `Accept-Language`
/// prefers among the message's (``ServiceRequest/preferredLanguage(among:)``), `message` itself when it prefers none
/// of the translations, with `Content-Language` saying which.
/// <!-- snippet-prelude
/// func set(temperature: Int) throws {
/// …
/// }
/// -->
/// ```swift
/// guard (32...96).contains(temperature) else {
///     throw ServiceError(.badRequest, "Invalid temperature.", translations: ["fr": "Température invalide."])
/// }
/// ```
public struct ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The response status.
    public var status: HTTPResponse.Status
    /// The response text.
    public var message: String
    /// The language `message` is in (default: `en`).
    public var messageLanguage = "en"
    /// The message in other languages, by language tag (`fr`, `pt-BR`).
    public var translations: [String: String]

    /// Creates an error answered with `status` and `message`, or one of its `translations` for a client that prefers
    /// that language.
    public init(_ status: HTTPResponse.Status, _ message: String, translations: [String: String] = [:]) {
        self.status = status
        self.message = message
        self.translations = translations
    }

    public var description: String { "\(status.code) \(message)" }
}
