import Foundation

/// What an operation returns, as the API description and the OpenAPI document show it.
public struct ResultDescription: Sendable, Equatable {
    /// The type as a person reads it: `Double`, `[Pet]`, `Status?`.
    public var typeName: String
    /// The JSON Schema of the response body; `nil` when there is none (204).
    public var jsonSchema: JSONSchema?

    /// Creates a description.
    public init(typeName: String, jsonSchema: JSONSchema?) {
        self.typeName = typeName
        self.jsonSchema = jsonSchema
    }

    /// No response body: the method returns `Void` and is answered with 204.
    public static let none = ResultDescription(typeName: "Void", jsonSchema: nil)

    /// Describes values of `type`, as precisely as the type lets itself be seen: scalars, arrays, sets, optionals
    /// and dictionaries are spelled out; other types are objects named by their type unless they adopt
    /// ``JSONSchemaDescribing``.
    public static func of<T>(_ type: T.Type) -> ResultDescription {
        ResultDescription(typeName: displayName(of: type), jsonSchema: schema(of: type))
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
        if let described = type as? any JSONSchemaDescribing.Type { return described.jsonSchema }
        if let element = type as? any ArgumentElement.Type { return element.elementSchema.jsonSchema }
        if let optional = type as? any OptionalShape.Type { return .nullable(schema(of: optional.wrappedType)) }
        if let array = type as? any ArrayShape.Type { return .array(of: schema(of: array.elementType)) }
        if let set = type as? any SetShape.Type { return .array(of: schema(of: set.elementType), uniqueItems: true) }
        if type is any DictionaryShape.Type { return .object(title: nil) }
        if type == ServiceResponse.self { return .any }
        return .object(title: String(describing: type))
    }
}

/// A type that states its own JSON Schema for the API description and the OpenAPI document.
public protocol JSONSchemaDescribing {
    /// The schema of this type's JSON form.
    static var jsonSchema: JSONSchema { get }
}

// Runtime views of generic containers, so that a description can look inside `[T]`, `T?` and so on.
protocol OptionalShape { static var wrappedType: Any.Type { get } }
protocol ArrayShape { static var elementType: Any.Type { get } }
protocol SetShape { static var elementType: Any.Type { get } }
protocol DictionaryShape {
    static var keyType: Any.Type { get }
    static var valueType: Any.Type { get }
}

extension Optional: OptionalShape { static var wrappedType: Any.Type { Wrapped.self } }
extension Array: ArrayShape { static var elementType: Any.Type { Element.self } }
extension Set: SetShape { static var elementType: Any.Type { Element.self } }
extension Dictionary: DictionaryShape {
    static var keyType: Any.Type { Key.self }
    static var valueType: Any.Type { Value.self }
}
