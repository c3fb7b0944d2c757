public import Foundation

/// A response whose status is not 2xx.
///
/// The message is the response body when the server sent `text/plain` (HTTP-RPC servers explain errors that way),
/// and otherwise the standard reason phrase for the status.
public struct WebServiceError: Error, LocalizedError, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status code.
    public let statusCode: Int
    /// The server's message, or the reason phrase.
    public let message: String
    /// The response's content type, if it had one.
    public let contentType: String?
    /// The response body.
    public let body: Data

    /// Creates an error.
    public init(statusCode: Int, message: String, contentType: String? = nil, body: Data = Data()) {
        self.statusCode = statusCode
        self.message = message
        self.contentType = contentType
        self.body = body
    }

    public var errorDescription: String? { message }
    public var description: String { "\(statusCode): \(message)" }
}

/// A request that could not be made, or a response that could not be read as asked.
public enum WebServiceRequestError: Error, LocalizedError, Sendable, Equatable {
    /// The path template names a key that `keys` has no value for.
    case missingPathKey(String)
    /// A path key's value is empty: its segment would be empty, and the request would address another resource.
    case emptyPathKey(String)
    /// The path, with the base URL, is not a valid URL.
    case invalidPath(String)
    /// An argument has an empty name.
    case emptyArgumentName
    /// A user name for Basic authentication contains a colon.
    case invalidUserName(String)
    /// A file to upload could not be read.
    case unreadableFile(URL)
    /// The response was not JSON, although a JSON result was asked for.
    case unexpectedContentType(String?)
    /// The response had no body, although a non-optional result was asked for.
    case missingBody
    /// The server answered with a success status other than the proxy's ``WebServiceProxy/expectedStatuses``.
    case unexpectedStatus(Int, expected: [Int])
    /// The request did not finish before the proxy's timeout.
    case timedOut(Duration)
    /// A response body was longer than the most bytes it was read with.
    case bodyTooLarge(Int)
    /// A streamed response arrived faster than it was read, by more than ``URLSessionTransport/maximumUnreadBytes``.
    case readerFellBehind(Int)
    /// A streamed result is not a JSON array or a CSV table of the elements asked for; the text says where.
    case malformedElements(String)

    public var errorDescription: String? {
        switch self {
        case .missingPathKey(let key): "The path key \"\(key)\" has no value."
        case .emptyPathKey(let key): "The path key \"\(key)\" is empty, which would address another resource."
        case .invalidPath(let path): "The path \"\(path)\" does not make a valid URL."
        case .emptyArgumentName: "An argument has an empty name."
        case .invalidUserName(let user): "The user name \"\(user)\" contains a colon, which Basic authentication cannot send."
        case .unreadableFile(let url): "The file \(url.path) could not be read."
        case .unexpectedContentType(let type): "Expected a JSON response, but its content type is \(type ?? "missing")."
        case .missingBody: "The response has no body, but a result was expected."
        case .unexpectedStatus(let status, let expected):
            "Expected status \(expected.map(String.init).joined(separator: " or ")), but the server answered \(status)."
        case .timedOut(let timeout): "The request did not finish within \(timeout)."
        case .bodyTooLarge(let limit): "The response body is longer than \(limit) bytes."
        case .readerFellBehind(let limit):
            "More than \(limit) bytes of the response arrived before they were read; URLSession cannot wait for a slow reader (AsyncHTTPClientTransport can)."
        case .malformedElements(let problem): "The streamed result cannot be read: \(problem)."
        }
    }
}
