public import Foundation

/// A request as the proxy hands it to its ``WebServiceTransport``: the path filled, the arguments encoded, the headers
/// set. A transport sends it as it is.
public struct WebServiceRequest: Sendable {
    /// The method.
    public var method: HTTPRequest.Method
    /// The absolute URL, query string included.
    public var url: URL
    /// The headers to send, `Content-Type` included when there is a body.
    public var headers: [String: String]
    /// The body, or `nil` for none.
    public var body: Body?
    /// Whether the caller reads the response body as it arrives (a streaming response handler). A transport then hands
    /// the body over in pieces instead of collecting it first; otherwise it may collect it as it likes.
    public var streamsResponse: Bool

    /// A request to send.
    public init(
        method: HTTPRequest.Method, url: URL, headers: [String: String] = [:], body: Body? = nil,
        streamsResponse: Bool = false
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.streamsResponse = streamsResponse
    }
}

extension WebServiceRequest {
    /// A request body and its content type: the JSON of a value, bytes in memory, a file read as it is sent, or a
    /// sequence of bytes produced as it is sent — or several of these one after another (a multipart body's file parts
    /// are read from disk as they go out).
    ///
    /// <!-- snippet-prelude
    /// struct Pet: Codable {}
    /// let pet = Pet()
    /// let movieURL = URL(fileURLWithPath: "movie.mp4")
    /// let lines = AsyncThrowingStream<Data, any Error> { $0.finish() }
    /// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
    /// -->
    /// ```swift
    /// try await proxy.invoke(.post, path: "/pets", body: .json(pet))
    /// try await proxy.invoke(.put, path: "/files/{name}", keys: ["name": "movie.mp4"], body: .file(movieURL, type: "video/mp4"))
    /// try await proxy.invoke(.post, path: "/log", body: .stream(lines, length: nil, type: "text/plain"))
    /// ```
    ///
    /// A body made with ``stream(_:length:type:)`` can be sent once: its sequence is read as it goes out.
    public struct Body: Sendable {
        /// One piece of a body.
        public enum Part: Sendable {
            /// Bytes in memory.
            case data(Data)
            /// A file's contents, read as they are sent.
            case file(URL, size: Int64)
            /// Bytes as a sequence produces them, and their number when it is known.
            case stream(any AsyncSequence<Data, any Error> & Sendable, length: Int64?)
        }

        /// The pieces, in order.
        public var parts: [Part]
        /// The content type sent with the body; `application/octet-stream` when `nil`.
        public var contentType: String?

        /// A body of its pieces.
        public init(parts: [Part], contentType: String? = nil) {
            self.parts = parts
            self.contentType = contentType
        }

        /// The JSON of `value` (`application/json`), encoded as the proxy encodes every body: dates as milliseconds
        /// since 1970, keys sorted, so that a body is the same from run to run.
        ///
        /// - Throws: `EncodingError` when the value has no JSON (a `Double` that is not finite).
        public static func json(_ value: some Encodable) throws -> Body {
            Body(parts: [.data(try WebServiceProxy.jsonEncoder.encode(value))], contentType: "application/json")
        }

        /// Bytes in memory.
        public static func data(_ data: Data, type: String? = nil) -> Body {
            Body(parts: [.data(data)], contentType: type)
        }

        /// A file's contents, read from disk as they are sent, so that a large file takes no memory to upload.
        ///
        /// - Throws: ``WebServiceRequestError/unreadableFile(_:)`` when the file cannot be read.
        public static func file(_ url: URL, type: String? = nil) throws(WebServiceRequestError) -> Body {
            Body(parts: [.file(url, size: try fileSize(url))], contentType: type)
        }

        /// Bytes as `chunks` produces them, sent as they come: a body made elsewhere, or larger than memory.
        ///
        /// - Parameters:
        ///   - chunks: the body's bytes, in order.
        ///   - length: the number of bytes, sent as `Content-Length`; `nil` when unknown (the body is then sent in
        ///     chunks, or, through URLSession on Linux, spooled to a temporary file first).
        ///   - type: the content type.
        public static func stream(
            _ chunks: some AsyncSequence<Data, any Error> & Sendable, length: Int64?, type: String? = nil
        ) -> Body {
            Body(parts: [.stream(chunks, length: length)], contentType: type)
        }

        /// The number of bytes, or `nil` when a stream part's length is not known.
        public var length: Int64? {
            var total: Int64 = 0
            for part in parts {
                switch part {
                case .data(let data): total += Int64(data.count)
                case .file(_, let size): total += size
                case .stream(_, let length):
                    guard let length else { return nil }
                    total += length
                }
            }
            return total
        }

        /// The whole body, when it is all in memory.
        public var data: Data? {
            var whole = Data()
            for part in parts {
                guard case .data(let data) = part else { return nil }
                if parts.count == 1 { return data }
                whole.append(data)
            }
            return whole
        }

        /// The body's bytes, in pieces of at most 64 KB for files; a stream's pieces as it produces them.
        public var chunks: Chunks { Chunks(parts: parts) }

        /// The size of a readable file.
        static func fileSize(_ url: URL) throws(WebServiceRequestError) -> Int64 {
            guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path),
                let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType != .typeDirectory,
                let size = attributes[.size] as? NSNumber
            else { throw .unreadableFile(url) }
            return size.int64Value
        }
    }
}

extension WebServiceRequest.Body {
    /// A body's bytes as they are sent: each part's, in order; files read 64 KB at a time.
    public struct Chunks: AsyncSequence, Sendable {
        /// A piece of the body.
        public typealias Element = Data

        let parts: [Part]

        /// Starts reading the body.
        public func makeAsyncIterator() -> Iterator { Iterator(parts: parts[...]) }

        /// Reads a body piece by piece.
        public struct Iterator: AsyncIteratorProtocol {
            var parts: ArraySlice<Part>
            var file: FileHandle?
            var stream: (any AsyncIteratorProtocol<Data, any Error>)?

            /// The next piece, or `nil` at the end.
            public mutating func next() async throws -> Data? {
                while true {
                    if let handle = file {
                        if let chunk = try handle.read(upToCount: 64 * 1024), !chunk.isEmpty { return chunk }
                        try handle.close()
                        file = nil
                        continue
                    }
                    if var iterator = stream {
                        let chunk = try await iterator.next()
                        stream = iterator
                        if let chunk {
                            if chunk.isEmpty { continue }
                            return chunk
                        }
                        stream = nil
                        continue
                    }
                    guard let part = parts.popFirst() else { return nil }
                    switch part {
                    case .data(let data) where data.isEmpty: continue
                    case .data(let data): return data
                    case .file(let url, _):
                        do {
                            file = try FileHandle(forReadingFrom: url)
                        } catch {
                            throw WebServiceRequestError.unreadableFile(url)
                        }
                    case .stream(let sequence, _): stream = sequence.makeAsyncIterator()
                    }
                }
            }
        }
    }
}
