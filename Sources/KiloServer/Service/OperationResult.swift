import HTTPTypes
import HummingbirdCore
import NIOCore

/// What one call of an operation produced, ready to become a response.
///
/// Generated dispatch code passes the method's return value to one of these initializers; the compiler picks the
/// one for the return type, so a type the framework cannot send is a compile error there. Every initializer is
/// `throws` (even those that cannot fail) so that generated code can always write `try`.
/// - `Encodable` values are JSON (``JSONStreamEncoder`` conventions), status 200.
/// - `nil` from an optional result is 404 with no body; a `Void` method is 204 (``noContent``).
/// - A lazy `Sequence` or an `AsyncSequence` of `Encodable` elements is streamed as a JSON array, so it is never
///   held in memory whole.
/// - Any sequence of `Encodable` elements (an array, a lazy sequence, a query's rows) is a table too: a client that
///   prefers `text/csv` (`Accept`) gets it as CSV, streamed alike; ``CSVResult`` makes CSV its only form.
/// - ``ServiceResponse`` is sent as it is.
public struct OperationResult: Sendable {
    enum Payload: Sendable {
        case empty(HTTPResponse.Status)
        case json(ByteBuffer)
        case rows(Rows)
        case custom(ServiceResponse)
    }

    /// A body held whole or written as the client reads it.
    enum Body: Sendable {
        case bytes(ByteBuffer)
        case stream(@Sendable (inout any ResponseBodyWriter) async throws -> Void)
    }

    /// A sequence's elements, as JSON or CSV: each made only when the client's `Accept` chooses it (`csvOnly`: always
    /// CSV), so that an in-memory result is encoded once and its errors still reach the status.
    struct Rows: Sendable {
        let json: @Sendable () throws -> Body
        /// `nil` when the elements are no rows (numbers, text): CSV is not offered.
        var csv: (@Sendable () throws -> Body)?
        var csvOnly = false
        var filename: String?
    }

    let payload: Payload

    private init(payload: Payload) {
        self.payload = payload
    }

    /// 204 No Content: what a `Void` method answers.
    public static let noContent = OperationResult(payload: .empty(.noContent))

    /// 404 Not Found with no body: what `nil` from an optional result answers.
    public static let notFound = OperationResult(payload: .empty(.notFound))

    /// A value sent as JSON.
    public init<T: Encodable>(_ value: T) throws {
        payload = .json(try JSONStreamEncoder().encode(value))
    }

    /// A value sent as JSON, or 404 when it is `nil`.
    public init<T: Encodable>(_ value: T?) throws {
        guard let value else {
            self = .notFound
            return
        }
        try self.init(value)
    }

    /// An in-memory sequence (an array or set): sent as one JSON buffer, or as CSV when the client asks for it.
    public init<S: Sequence & Encodable & Sendable>(_ value: S) throws where S.Element: Encodable {
        let json = try JSONStreamEncoder().encode(value)
        var rows = Rows(json: { .bytes(json) }, csv: { .bytes(try CSVTableWriter.table(of: value)) })
        if !CSVTableWriter.mayBeRows(S.Element.self) { rows.csv = nil }
        payload = .rows(rows)
    }

    /// A lazy sequence, streamed as a JSON array (or CSV): elements are encoded as the client reads.
    public init<S: Sequence & Sendable>(_ elements: S) throws where S.Element: Encodable {
        var rows = Self.streamedRows(elements)
        if !CSVTableWriter.mayBeRows(S.Element.self) { rows.csv = nil }
        payload = .rows(rows)
    }

    /// An asynchronous sequence, streamed as a JSON array (or CSV).
    public init<S: AsyncSequence & Sendable>(_ elements: S) throws where S.Element: Encodable {
        var rows = Self.streamedRows(elements)
        if !CSVTableWriter.mayBeRows(S.Element.self) { rows.csv = nil }
        payload = .rows(rows)
    }

    /// A sequence sent as CSV whatever the client accepts.
    public init<S: Sequence & Sendable>(_ result: CSVResult<S>) throws where S.Element: Encodable {
        var rows = Self.streamedRows(
            result.elements, columns: result.columns, neutralizingFormulas: result.neutralizesFormulas)
        rows.csvOnly = true
        rows.filename = result.filename
        payload = .rows(rows)
    }

    /// An asynchronous sequence sent as CSV whatever the client accepts.
    public init<S: AsyncSequence & Sendable>(_ result: CSVResult<S>) throws where S.Element: Encodable {
        var rows = Self.streamedRows(
            result.elements, columns: result.columns, neutralizingFormulas: result.neutralizesFormulas)
        rows.csvOnly = true
        rows.filename = result.filename
        payload = .rows(rows)
    }

    private static func streamedRows<S: Sequence & Sendable>(
        _ elements: S, columns: [String]? = nil, neutralizingFormulas: Bool = true
    ) -> Rows where S.Element: Encodable {
        Rows(
            json: { .stream { writer in try await write(elements, with: JSONArrayStream(), to: &writer) } },
            csv: {
                .stream { writer in
                    let table = CSVTableWriter(columns: columns, neutralizingFormulas: neutralizingFormulas)
                    try await write(elements, with: table, to: &writer)
                }
            })
    }

    private static func streamedRows<S: AsyncSequence & Sendable>(
        _ elements: S, columns: [String]? = nil, neutralizingFormulas: Bool = true
    ) -> Rows where S.Element: Encodable {
        Rows(
            json: { .stream { writer in try await write(elements, with: JSONArrayStream(), to: &writer) } },
            csv: {
                .stream { writer in
                    let table = CSVTableWriter(columns: columns, neutralizingFormulas: neutralizingFormulas)
                    try await write(elements, with: table, to: &writer)
                }
            })
    }

    /// Writes `elements` a chunk at a time. A reader that keeps up never makes `write` wait, so the loop gives up its
    /// thread after each chunk: a large result read fast must not starve the server's other requests.
    private static func write<S: Sequence, Chunks: ChunkedElements>(
        _ elements: S, with chunks: Chunks, to writer: inout any ResponseBodyWriter
    ) async throws where S.Element: Encodable {
        var chunks = chunks
        for element in elements {
            try chunks.append(element)
            if chunks.isFull {
                try await writer.write(chunks.take())
                await Task.yield()
            }
        }
        try await writer.write(chunks.finish())
    }

    private static func write<S: AsyncSequence, Chunks: ChunkedElements>(
        _ elements: S, with chunks: Chunks, to writer: inout any ResponseBodyWriter
    ) async throws where S.Element: Encodable {
        var chunks = chunks
        for try await element in elements {
            try chunks.append(element)
            if chunks.isFull {
                try await writer.write(chunks.take())
                await Task.yield()
            }
        }
        try await writer.write(chunks.finish())
    }

    /// Any other type: a compile error that says what a result may be. (Chosen only when no other initializer fits.)
    @available(
        *, unavailable,
        message:
            "A web service method must return Void, an Encodable value, a Sequence or AsyncSequence of Encodable elements, or ServiceResponse."
    )
    public init<T>(_ value: T) throws {
        self = .noContent
    }

    /// A new resource: 201 with its `Location`, the value as JSON.
    public init<Value: Encodable>(_ created: Created<Value>) throws {
        try self.init(status: .created, created.value, location: created.location, headers: created.headers)
    }

    /// Work accepted: 202 with its `Location` when it has one, the value as JSON.
    public init<Value: Encodable>(_ accepted: Accepted<Value>) throws {
        try self.init(status: .accepted, accepted.value, location: accepted.location, headers: accepted.headers)
    }

    /// A value as JSON with another status than 200, and a `Location` when there is one.
    private init(
        status: HTTPResponse.Status, _ value: some Encodable, location: String?, headers: HTTPFields
    ) throws {
        var headers = headers
        if let location { headers[.location] = location }
        payload = .custom(
            ServiceResponse(
                status: status, contentType: "application/json", headers: headers,
                body: try JSONStreamEncoder().encode(value)))
    }

    /// A response the method wrote itself.
    public init(_ response: ServiceResponse) throws {
        payload = .custom(response)
    }

    /// A response the method wrote itself, or 404 when it is `nil`.
    public init(_ response: ServiceResponse?) throws {
        guard let response else {
            self = .notFound
            return
        }
        payload = .custom(response)
    }
}
