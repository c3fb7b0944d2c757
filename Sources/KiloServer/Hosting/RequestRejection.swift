import HTTPTypes
import NIOHTTP1

/// A request refused before it reaches a service: it is not valid HTTP/1.1, or breaks a rule of the protocol that
/// the server enforces. The connection is closed after the answer, because what follows on it cannot be trusted.
struct RequestRejection: Error, Equatable {
    var status: HTTPResponse.Status
    /// A plain-text message for the client (and the log), saying what was wrong.
    var message: String
    /// When the client may try again (`Retry-After`), for a refusal that passes.
    var retryAfterSeconds: Int?

    init(_ status: HTTPResponse.Status, _ message: String, retryAfterSeconds: Int? = nil) {
        self.status = status
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// The rejection for a parse error of NIO's HTTP/1.1 decoder.
    init(_ error: HTTPParserError) {
        switch error {
        case .headerOverflow:
            self.init(
                .requestHeaderFieldsTooLarge, "The request's header is larger than the server accepts (too many fields or bytes)."
            )
        case .invalidChunkSize:
            self.init(.badRequest, "The chunked request body is malformed: a chunk size is not hexadecimal.")
        case .invalidContentLength, .unexpectedContentLength:
            self.init(.badRequest, "The request's Content-Length header is invalid.")
        case .invalidEOFState:
            self.init(.badRequest, "The request ended before it was complete.")
        case .invalidURL, .invalidPath, .invalidQueryString, .invalidFragment, .invalidHost, .invalidPort:
            self.init(.badRequest, "The request target is not a valid URL: send it percent-encoded ASCII.")
        case .invalidCharactersUsed:
            self.init(
                .badRequest, "The request line or a header contains characters HTTP does not allow; percent-encode them.")
        case .invalidMethod:
            self.init(.badRequest, "The request method is not valid.")
        case .invalidVersion:
            self.init(.badRequest, "The request's HTTP version is not valid.")
        default:
            self.init(.badRequest, "The request is not valid HTTP/1.1: \(error.debugDescription).")
        }
    }

    /// The rejection for an error met while reading a request, or `nil` for errors of the connection itself (a
    /// reset, a closed socket), which have no one left to answer.
    static func of(_ error: any Error) -> RequestRejection? {
        switch error {
        case let rejection as RequestRejection: rejection
        case let error as HTTPParserError: RequestRejection(error)
        default: nil
        }
    }
}
