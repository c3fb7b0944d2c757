import Foundation

/// What an operation returns, as the API description and the OpenAPI document show it.
public struct ResultDescription: Sendable, Equatable {
    /// The type as a person reads it: `Double`, `[Pet]`, `Status?`.
    public var typeName: String
    /// The JSON Schema of the response body; `nil` when there is none (204).
    public var jsonSchema: JSONSchema?
    /// The status of a successful answer: 200, 201 for `Created`, 202 for `Accepted`, 204 with no body.
    public var status: Int
    /// The headers a successful answer carries, by name (`Location`).
    public var headers: [String]
    /// The content types the body may have, the one sent unless the client asks otherwise first: `application/json`,
    /// and `text/csv` for a sequence (only `text/csv` for ``CSVResult``); none without a body.
    public var contentTypes: [String]

    /// Creates a description.
    public init(
        typeName: String, jsonSchema: JSONSchema?, status: Int? = nil, headers: [String] = [], contentTypes: [String]? = nil
    ) {
        self.typeName = typeName
        self.jsonSchema = jsonSchema
        self.status = status ?? (jsonSchema == nil ? 204 : 200)
        self.headers = headers
        self.contentTypes = contentTypes ?? (jsonSchema == nil ? [] : ["application/json"])
    }

    /// No response body: the method returns `Void` and is answered with 204.
    public static let none = ResultDescription(typeName: "Void", jsonSchema: nil)

    /// Describes values of `type`, as precisely as the type lets itself be seen (see `JSONSchema.of(_:)`).
    public static func of<T>(_ type: T.Type) -> ResultDescription {
        if let declared = type as? any DeclaresStatus.Type {
            return ResultDescription(
                typeName: displayName(of: type), jsonSchema: schema(of: declared.bodyType), status: declared.declaredStatus,
                headers: declared.declaredHeaders)
        }
        // `nil` is answered with 404 and no body, so a 200 carries the value itself.
        let answered = (type as? any OptionalShape.Type)?.wrappedType ?? type
        return ResultDescription(typeName: displayName(of: type), jsonSchema: schema(of: answered))
    }

    /// Describes a sequence the server streams as a JSON array of its elements (a lazy sequence); an `Encodable`
    /// sequence is described as it encodes itself.
    public static func of<S: Sequence>(_ type: S.Type) -> ResultDescription where S.Element: Encodable {
        if type is any Encodable.Type {
            return ResultDescription(
                typeName: displayName(of: type), jsonSchema: schema(of: type),
                contentTypes: CSVTableWriter.mayBeRows(S.Element.self) ? tabular : nil)
        }
        return streamed(S.Element.self)
    }

    /// Describes an asynchronous sequence, which the server streams as a JSON array of its elements (a query's rows).
    public static func of<S: AsyncSequence>(_ type: S.Type) -> ResultDescription where S.Element: Encodable {
        streamed(S.Element.self)
    }

    /// Describes a sequence sent as CSV alone.
    public static func of<S: Sequence>(_ type: CSVResult<S>.Type) -> ResultDescription where S.Element: Encodable {
        streamed(S.Element.self, contentTypes: ["text/csv"])
    }

    /// Describes an asynchronous sequence sent as CSV alone.
    public static func of<S: AsyncSequence>(_ type: CSVResult<S>.Type) -> ResultDescription where S.Element: Encodable {
        streamed(S.Element.self, contentTypes: ["text/csv"])
    }

    /// What a sequence may be sent as: JSON unless the client prefers CSV.
    static let tabular = ["application/json", "text/csv"]

    private static func streamed(_ element: Any.Type, contentTypes: [String]? = nil) -> ResultDescription {
        ResultDescription(
            typeName: "[\(displayName(of: element))]", jsonSchema: .array(of: schema(of: element)),
            contentTypes: contentTypes ?? (CSVTableWriter.mayBeRows(element) ? tabular : nil))
    }

    var argumentSchema: ArgumentSchema {
        ArgumentSchema(typeName: typeName, jsonSchema: jsonSchema ?? .any, expectation: "JSON")
    }

    static func displayName(of type: Any.Type) -> String {
        if let optional = type as? any OptionalShape.Type { return displayName(of: optional.wrappedType) + "?" }
        if let array = type as? any ArrayShape.Type { return "[\(displayName(of: array.elementType))]" }
        if let set = type as? any SetShape.Type { return "Set<\(displayName(of: set.elementType))>" }
        if let dictionary = type as? any DictionaryShape.Type {
            return "[\(displayName(of: dictionary.keyType)): \(displayName(of: dictionary.valueType))]"
        }
        return String(describing: type)
    }

    static func schema(of type: Any.Type) -> JSONSchema {
        type == ServiceResponse.self ? .any : .of(type)
    }
}
