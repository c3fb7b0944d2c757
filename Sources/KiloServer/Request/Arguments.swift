public import Foundation
import KiloShared
public import NIOCore

/// The arguments of one request, from which an operation's parameters are decoded.
///
/// Values come from the query string and from a form body (`application/x-www-form-urlencoded` or
/// `multipart/form-data`) under one namespace, in request order; path keys and the body are read separately.
/// Generated dispatch code calls these methods; hand-written operations can too.
public struct Arguments: Sendable {
    /// The request being answered.
    public let request: ServiceRequest
    /// The values supplied under each name.
    public let values: [String: [ArgumentValue]]
    /// The names in the order they first appeared.
    public let order: [String]
    /// The body when it is not a form: its bytes and content type.
    let body: RawBody?
    /// The most elements an array body may hold (JSON or CSV), counted before anything is decoded: a body of a
    /// million tiny elements within the byte limit must not cost a million decoded values.
    var bodyElementLimit = 10_000

    struct RawBody: Sendable {
        var bytes: ByteBuffer
        var contentType: String?
    }

    /// Creates arguments from their parts.
    public init(
        request: ServiceRequest, values: [String: [ArgumentValue]], order: [String]? = nil, body: ByteBuffer? = nil,
        bodyContentType: String? = nil
    ) {
        self.request = request
        self.values = values
        self.order = order ?? values.keys.sorted()
        self.body = body.map { RawBody(bytes: $0, contentType: bodyContentType) }
    }

    /// Every argument, in first-seen order.
    public var all: RequestArguments {
        RequestArguments(entries: order.map { ($0, values[$0] ?? []) })
    }

    /// Decodes the argument `name` as `type`.
    public func decode<T: ArgumentDecodable>(_ name: String, as type: T.Type = T.self) throws(ArgumentError) -> T {
        try T.decodeArgument(named: name, from: values[name] ?? [])
    }

    /// Decodes the argument `name`, or returns `defaultValue` when the request did not supply it.
    public func decode<T: ArgumentDecodable>(
        _ name: String, as type: T.Type = T.self, default defaultValue: @autoclosure () -> T
    ) throws(ArgumentError) -> T {
        guard let supplied = values[name], !supplied.isEmpty else { return defaultValue() }
        return try T.decodeArgument(named: name, from: supplied)
    }

    /// Decodes the path key `name` (a `?:name` segment) as `type`. An integer key is written as the integer is
    /// (`7`, not `+7` or `007`), so that one resource has one URL and a URL never names another.
    public func key<T: ArgumentDecodable>(_ name: String, as type: T.Type = T.self) throws(ArgumentError) -> T {
        let text = request.keys[name]
        do throws(ArgumentError) {
            let value = try T.decodeArgument(named: name, from: text.map { [.text($0)] } ?? [])
            if let text, let integer = value as? any BinaryInteger, String(describing: integer) != text {
                throw ArgumentError(
                    parameter: name, problem: .invalid(value: text, expected: "an integer written as \(integer)"))
            }
            return value
        } catch {
            var error = error
            error.isPathKey = true
            throw error
        }
    }

    /// Any other type: a compile error, at the parameter (where `@WebService` reads it), that says how to take it.
    @available(
        *, unavailable,
        message:
            "A parameter read from the query or a form must be ArgumentDecodable: conform its type to ArgumentDecodable (TextArgument for one made from a string), or take the JSON body with @RequestBody."
    )
    public func decode<T>(_ name: String, as type: T.Type = T.self) throws(ArgumentError) -> T {
        throw ArgumentError(parameter: name, problem: .missing)
    }

    /// Any other type: a compile error, at the parameter, that says how to take it.
    @available(
        *, unavailable,
        message:
            "A parameter read from the query or a form must be ArgumentDecodable: conform its type to ArgumentDecodable (TextArgument for one made from a string), or take the JSON body with @RequestBody."
    )
    public func decode<T>(
        _ name: String, as type: T.Type = T.self, default defaultValue: @autoclosure () -> T
    ) throws(ArgumentError) -> T {
        defaultValue()
    }

    /// Any other type: a compile error, at the parameter, that says what a path key may be.
    @available(
        *, unavailable,
        message:
            "A path key must be ArgumentDecodable: conform its type to ArgumentDecodable (TextArgument for one made from a string)."
    )
    public func key<T>(_ name: String, as type: T.Type = T.self) throws(ArgumentError) -> T {
        throw ArgumentError(parameter: name, problem: .missing)
    }

    // MARK: Body

    /// Decodes a JSON body as `type`.
    public func body<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        guard let body, body.bytes.readableBytes > 0 else { throw ArgumentError(parameter: name, problem: .missing) }
        return try decodeJSON(type, from: body, name: name)
    }

    /// Decodes a JSON body as `type`, or returns `nil` when the body is empty.
    public func body<T: Decodable>(_ name: String, as type: T?.Type) throws -> T? {
        guard let body, body.bytes.readableBytes > 0 else { return nil }
        return try decodeJSON(T.self, from: body, name: name)
    }

    /// The body's bytes, whatever their content type. (Declared `throws` like its siblings, so that generated code can
    /// call every body reader the same way.)
    public func body(_ name: String, as type: Data.Type) throws(ArgumentError) -> Data {
        body.map { Data($0.bytes.readableBytesView) } ?? Data()
    }

    /// The body as UTF-8 text, whatever its content type.
    public func body(_ name: String, as type: String.Type) throws(ArgumentError) -> String {
        guard let body else { return "" }
        guard let text = String(validating: body.bytes.readableBytesView, as: UTF8.self) else {
            throw ArgumentError(parameter: name, problem: .invalidBody("it is not valid UTF-8 text."))
        }
        return text
    }

    private func decodeJSON<T: Decodable>(_ type: T.Type, from body: RawBody, name: String) throws -> T {
        // An array takes CSV as well (a bulk load from a spreadsheet), a record per element.
        let rows = (T.self as? any CSVRowsDecodable.Type).flatMap { CSVTableWriter.mayBeRows($0.csvElementType) ? $0 : nil }
        if let rows, ContentType.isCSV(body.contentType) {
            guard CSVBodyDecoder.recordCount(of: body.bytes, upTo: bodyElementLimit + 1) <= bodyElementLimit else {
                throw Self.tooManyElements(bodyElementLimit)
            }
            do {
                if let value = try rows.decodeCSV(from: body.bytes) as? T { return value }
            } catch {
                throw ArgumentError(parameter: name, problem: .invalidBody(error.description))
            }
        }
        guard ContentType.isJSON(body.contentType) else {
            throw MediaTypes.unsupported(
                body.contentType, accepted: rows == nil ? ["application/json"] : ["application/json", "text/csv"])
        }
        if T.self is any CSVRowsDecodable.Type,
            JSONArrayCount.elements(in: body.bytes, upTo: bodyElementLimit + 1) > bodyElementLimit
        {
            throw Self.tooManyElements(bodyElementLimit)
        }
        do {
            return try JSONBodyDecoder.decode(type, from: body.bytes)
        } catch let error as DecodingError {
            throw ArgumentError(parameter: name, problem: .invalidBody(JSONBodyDecoder.describe(error)))
        }
    }

    private static func tooManyElements(_ limit: Int) -> ServiceError {
        ServiceError(.contentTooLarge, "The request body holds more than \(limit) elements, the limit of an array body.")
    }

    /// The value of a `@FromContext` parameter, read from the request.
    public func context<T: RequestContextValue>(as type: T.Type) throws -> T {
        try T.value(for: request)
    }
}

/// Decodes JSON request bodies: dates as milliseconds since 1970 or ISO 8601 text, like date arguments.
enum JSONBodyDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from bytes: ByteBuffer) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let milliseconds = try? container.decode(Int64.self) {
                return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            }
            let text = try container.decode(String.self)
            guard let date = Date(argumentText: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected milliseconds since 1970 or an ISO 8601 date.")
            }
            return date
        }
        return try decoder.decode(type, from: Data(bytes.readableBytesView))
    }

    /// A one-line account of a decoding error that says where in the document it happened.
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            guard !codingPath.isEmpty else { return "the top level" }
            return "\"" + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "\""
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath))."
        case .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context.codingPath)) but found null."
        case .keyNotFound(let key, let context):
            return "the key \"\(key.stringValue)\" is missing at \(path(context.codingPath))."
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "it is not valid JSON." }
            return "\(context.debugDescription) (at \(path(context.codingPath)))"
        @unknown default:
            return "it does not match the expected shape."
        }
    }
}
