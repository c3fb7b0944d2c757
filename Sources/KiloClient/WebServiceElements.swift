import Foundation
public import HTTPTypes
import KiloShared

extension WebServiceProxy {
    /// Invokes an operation whose result is a list, and returns its elements decoded one at a time as they arrive: a
    /// JSON array, or a CSV table (a header row, then a row per element) when the server answers `text/csv`.
    ///
    /// <!-- snippet-prelude
    /// struct Employee: Decodable, Sendable { var employeeNumber: Int }
    /// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
    /// -->
    /// ```swift
    /// for try await employee in proxy.invokeForElements(.get, path: "/employees", as: Employee.self) {
    ///     print(employee.employeeNumber)
    /// }
    /// ```
    ///
    /// The request is sent when the iteration starts (each iteration sends it again), and its elements are read only
    /// as fast as the loop takes them: what is held is the elements of the last piece that arrived (one element when
    /// elements are larger than pieces), whatever the result's size, through AsyncHTTPClient's transport, which waits
    /// for a slow reader. (URLSession cannot be made to wait on Linux; see ``URLSessionTransport``.) Leaving the loop, or cancelling its task, ends the transfer. The ``timeout`` covers
    /// the response's head; an answer other than success is thrown as ``WebServiceError`` before any element.
    ///
    /// Elements are decoded as ``invoke(_:path:keys:arguments:body:as:)`` decodes a result (dates as milliseconds
    /// since 1970 or ISO 8601); a CSV table's cells as the server reads a CSV body. To ask for CSV, send
    /// `Accept: text/csv` in ``headers``. A stream that is not a JSON array or a CSV table, an element that does not
    /// decode, or one longer than `maximumElementBytes` throws ``WebServiceRequestError/malformedElements(_:)``,
    /// which says where. The other parameters are ``invoke(_:path:keys:arguments:body:)``'s.
    public func invokeForElements<Element: Decodable & Sendable>(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil, as type: Element.Type = Element.self, maximumElementBytes: Int = 8 << 20
    ) -> WebServiceElements<Element> {
        let request = Result {
            try makeRequest(method, path: path, keys: keys, arguments: arguments, body: body, streams: true)
        }
        return WebServiceElements(proxy: self, request: request, maximumElementBytes: maximumElementBytes)
    }
}

/// The elements of a list a call answers, decoded as they arrive: what
/// ``WebServiceProxy/invokeForElements(_:path:keys:arguments:body:as:maximumElementBytes:)`` returns.
public struct WebServiceElements<Element: Decodable & Sendable>: AsyncSequence, Sendable {
    let proxy: WebServiceProxy
    let request: Result<WebServiceRequest, any Error>
    let maximumElementBytes: Int

    /// Sends the request and reads its elements.
    public func makeAsyncIterator() -> Iterator {
        Iterator(phase: .unsent(self))
    }

    /// Reads the elements of one response.
    public struct Iterator: AsyncIteratorProtocol {
        enum Phase {
            case unsent(WebServiceElements)
            case reading(ElementReader<Element>)
            case finished
        }

        var phase: Phase

        /// The next element, or `nil` after the last.
        public mutating func next() async throws -> Element? {
            try await next(isolation: nil)
        }

        /// The next element, or `nil` after the last, read and decoded on the caller's actor (what `for try await`
        /// calls). Without it, a loop on the main actor hopped to the global executor and back for every element:
        /// 40,000 elements a second instead of 470,000.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
            do {
                switch phase {
                case .finished:
                    return nil
                case .unsent(let elements):
                    phase = .finished
                    let response = try await elements.proxy.streamedResponse(to: elements.request.get())
                    phase = .reading(try ElementReader(response, maximumElementBytes: elements.maximumElementBytes))
                    return try await next(isolation: actor)
                case .reading(var reader):
                    phase = .finished
                    guard let element = try await reader.next(isolation: actor) else { return nil }
                    phase = .reading(reader)
                    return element
                }
            } catch {
                phase = .finished
                throw error
            }
        }
    }
}

/// Turns a response's body, piece by piece, into elements: through ``JSONArrayScanner`` and a `JSONDecoder`, or
/// KiloShared's CSV reader and table decoder.
struct ElementReader<Element: Decodable> {
    private enum Format {
        case json(JSONArrayScanner)
        case csv(CSVRecordReader, CSVTableDecoder?)
    }

    private var body: WebServiceResponse.Body.Iterator
    private var format: Format
    /// Elements decoded from the bytes so far and not handed out yet.
    private var decoded = [Element]().makeIterator()
    private var ended = false
    private var count = 0

    init(_ response: WebServiceResponse, maximumElementBytes: Int) throws {
        body = response.body.makeAsyncIterator()
        switch response.mediaType {
        case "text/csv":
            format = .csv(CSVRecordReader(maximumFields: 1024, maximumFieldBytes: maximumElementBytes), nil)
        case let type where ContentType.isJSON(type):
            format = .json(JSONArrayScanner(maximumElementBytes: maximumElementBytes))
        case let type:
            throw WebServiceRequestError.unexpectedContentType(type)
        }
    }

    mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
        // A cancelled loop stops at once, not after the elements that have arrived.
        try Task.checkCancellation()
        while true {
            if let element = try nextBuffered() { return element }
            if ended { return nil }
            // A cancelled task ends its transfer: a transport's stream may end quietly rather than throw.
            try Task.checkCancellation()
            if let chunk = try await body.next(isolation: actor) {
                switch format {
                case .json(var scanner):
                    scanner.append(chunk)
                    format = .json(scanner)
                case .csv(var reader, let table):
                    reader.append(contentsOf: chunk)
                    format = .csv(reader, table)
                }
            } else {
                try Task.checkCancellation()
                ended = true
            }
        }
    }

    /// The next element the bytes so far hold, if any.
    private mutating func nextBuffered() throws -> Element? {
        switch format {
        case .json(var scanner):
            defer { format = .json(scanner) }
            if let element = decoded.next() { return element }
            // Every element that has arrived, decoded in one call: a decoder's fixed cost is paid per batch, not per
            // element (Foundation's on Linux is most of the work for small ones).
            var batch: [UInt8] = [UInt8(ascii: "[")]
            var ends: [Int] = []
            do {
                while ends.count < 4096, let bytes = try scanner.next(atEnd: ended) {
                    if !ends.isEmpty { batch.append(UInt8(ascii: ",")) }
                    batch.append(contentsOf: bytes)
                    ends.append(batch.count)
                }
            } catch {
                throw WebServiceRequestError.malformedElements("byte \(error.offset + 1): \(error.problem)")
            }
            guard !ends.isEmpty else { return nil }
            batch.append(UInt8(ascii: "]"))
            do {
                decoded = try WebServiceProxy.jsonDecoder.decode([Element].self, from: Data(batch)).makeIterator()
            } catch let error as DecodingError {
                throw WebServiceRequestError.malformedElements(Self.locate(error, in: batch, ends: ends, after: count))
            }
            count += ends.count
            return decoded.next()
        case .csv(var reader, var table):
            defer { format = .csv(reader, table) }
            do {
                while true {
                    let line = reader.line
                    guard let fields = try reader.next(atEnd: ended) else { return nil }
                    guard let known = table else {
                        table = try CSVTableDecoder(header: fields)
                        continue
                    }
                    count += 1
                    return try known.decode(Element.self, fields: fields, line: line)
                }
            } catch let error as CSVRecordReader.FormatError {
                throw WebServiceRequestError.malformedElements(CSVTableError(error).description)
            } catch let error as CSVTableError {
                throw WebServiceRequestError.malformedElements(error.description)
            }
        }
    }

    /// Which element of a batch did not decode, and why: each is decoded alone until one fails (the rare path).
    private static func locate(_ error: DecodingError, in batch: [UInt8], ends: [Int], after count: Int) -> String {
        var start = 1
        for (position, end) in ends.enumerated() {
            do {
                _ = try WebServiceProxy.jsonDecoder.decode(Element.self, from: Data(batch[start..<end]))
            } catch let error as DecodingError {
                return "element \(count + position + 1): \(describe(error))"
            } catch {
                return "element \(count + position + 1): \(error)"
            }
            start = end + 1
        }
        return describe(error)
    }

    /// Where a decoding error is and what it is, in a line.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the element" : "\"" + codingPath.map(\.stringValue).joined(separator: ".") + "\""
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .valueNotFound(let type, let context): return "\(path(context.codingPath)) is null; expected \(type)"
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)) is not \(type)"
        case .dataCorrupted(let context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "it does not decode"
        }
    }
}
