import Foundation
import HTTPTypes
import HummingbirdCore
import NIOCore

/// What a request supplies to an operation: the query string's arguments, then a form body's, merged under one
/// namespace in first-seen order; and a body that is not a form, kept as bytes.
struct SuppliedArguments: Sendable {
    /// The values under each name, the query's first, then the form's; names in the order they first appeared.
    var arguments: ArgumentList
    /// The body as read: how many form fields it brought (merged above), raw bytes and temporary files.
    var body = ParsedBody()
    /// The most elements an array body may hold (``BodyReader/elementLimit``).
    var bodyElementLimit = 10_000

    /// The names in the order they first appeared.
    var order: [String] { arguments.order }

    /// Reads the query string and, when the request has one, the body.
    /// - Throws: ``ServiceError`` for malformed percent-encoding, more arguments than `argumentLimit` (400), a body
    ///   over the limit (413) or of a kind that cannot be read (415).
    static func read(
        query: String?, headers: HTTPFields, body: HummingbirdCore.RequestBody, using reader: BodyReader,
        argumentLimit: Int
    ) async throws -> SuppliedArguments {
        var supplied = SuppliedArguments(arguments: ArgumentList(limit: argumentLimit))
        supplied.bodyElementLimit = reader.elementLimit
        if let query { try PercentDecoding.parseForm(query[...], into: &supplied.arguments) }
        // NIO's parser lets through only digits; a length that does not fit in an `Int` is over any limit.
        let contentLength = headers[.contentLength].map { Int($0) ?? .max }
        // HTTP/1.1: a request with neither Content-Length nor Transfer-Encoding has no body.
        let hasBody = (contentLength ?? 0) > 0 || (contentLength == nil && headers[.transferEncoding] != nil)
        guard hasBody else { return supplied }
        supplied.body = try await reader.read(
            body, contentType: headers[.contentType], contentLength: contentLength, into: &supplied.arguments)
        return supplied
    }

    /// The arguments an operation decodes its parameters from.
    func arguments(for request: ServiceRequest) -> Arguments {
        // A form body counts as an empty raw body, so that an optional `@RequestBody` reads `nil` rather than
        // "missing"; no body at all has no content type.
        let raw = body.raw ?? (body.contentType == nil ? nil : ByteBuffer())
        var arguments = Arguments(
            request: request, values: arguments.values, order: arguments.order, body: raw, bodyContentType: body.contentType)
        arguments.bodyElementLimit = bodyElementLimit
        return arguments
    }
}
