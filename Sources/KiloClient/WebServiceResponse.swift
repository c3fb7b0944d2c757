public import Foundation

/// A response as a ``WebServiceTransport`` hands it back: its status and headers, and its body whole or as it arrives.
public struct WebServiceResponse: Sendable {
    /// The HTTP status.
    public var statusCode: Int
    /// The headers, by the names the transport reports. Look one up with ``value(forHeader:)``: names are
    /// case-insensitive.
    public var headers: [String: String]
    /// The body.
    public var body: Body

    /// A response.
    public init(statusCode: Int, headers: [String: String], body: Body) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// The value of a header, whatever the case of its name.
    public func value(forHeader name: String) -> String? {
        if let value = headers[name] { return value }
        // Header names are ASCII: compared byte by byte, without Foundation, which costs microseconds a call on Linux.
        let wanted = name.utf8.map(Self.lowercased)
        return headers.first { $0.key.utf8.count == wanted.count && $0.key.utf8.map(Self.lowercased) == wanted }?.value
    }

    /// The media type, lowercased and without parameters: `application/json` for `application/json; charset=UTF-8`.
    public var mediaType: String? {
        guard let contentType = value(forHeader: "Content-Type") else { return nil }
        let type = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }.drop { $0 == UInt8(ascii: " ") }
        let trimmed = type.reversed().drop { $0 == UInt8(ascii: " ") }.reversed().map(Self.lowercased)
        return trimmed.isEmpty ? nil : String(decoding: trimmed, as: UTF8.self)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}

extension WebServiceResponse {
    /// A response body: pieces of bytes as they arrive, or all of them at once.
    ///
    /// <!-- snippet-prelude
    /// let response = WebServiceResponse(statusCode: 200, headers: [:], body: WebServiceResponse.Body(Data()))
    /// let file = FileHandle.standardOutput
    /// -->
    /// ```swift
    /// for try await chunk in response.body { try file.write(contentsOf: chunk) }
    /// ```
    ///
    /// It can be read once.
    public struct Body: AsyncSequence, Sendable {
        /// A piece of the body.
        public typealias Element = Data

        private enum Source: Sendable {
            case whole(Data)
            case chunks(any AsyncSequence<Data, any Error> & Sendable)
        }

        private let source: Source

        /// A body that has arrived whole.
        public init(_ data: Data) {
            source = .whole(data)
        }

        /// A body that arrives as `chunks` produces its pieces.
        public init(_ chunks: some AsyncSequence<Data, any Error> & Sendable) {
            source = .chunks(chunks)
        }

        /// The whole body, read to its end.
        ///
        /// - Parameter limit: the most bytes to read: past it, reading stops and
        ///   ``WebServiceRequestError/bodyTooLarge(_:)`` is thrown.
        public func collect(upTo limit: Int = .max) async throws -> Data {
            switch source {
            case .whole(let data):
                guard data.count <= limit else { throw WebServiceRequestError.bodyTooLarge(limit) }
                return data
            case .chunks(let chunks):
                var data = Data()
                for try await chunk in chunks {
                    guard data.count + chunk.count <= limit else { throw WebServiceRequestError.bodyTooLarge(limit) }
                    data.append(chunk)
                }
                return data
            }
        }

        /// Starts reading the body.
        public func makeAsyncIterator() -> Iterator {
            switch source {
            case .whole(let data): Iterator(whole: data.isEmpty ? nil : data, chunks: nil)
            case .chunks(let chunks): Iterator(whole: nil, chunks: chunks.makeAsyncIterator())
            }
        }

        /// Reads a body piece by piece.
        public struct Iterator: AsyncIteratorProtocol {
            var whole: Data?
            var chunks: (any AsyncIteratorProtocol<Data, any Error>)?

            /// The next piece, or `nil` at the end.
            public mutating func next() async throws -> Data? {
                try await next(isolation: nil)
            }

            /// The next piece, or `nil` at the end, read on the caller's actor (what `for try await` calls): a loop on
            /// an actor, the main actor among them, does not hop off it and back for every piece.
            public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Data? {
                if let data = whole {
                    whole = nil
                    return data
                }
                guard var iterator = chunks else { return nil }
                let chunk = try await iterator.next(isolation: actor)
                chunks = chunk == nil ? nil : iterator
                return chunk
            }
        }
    }
}
