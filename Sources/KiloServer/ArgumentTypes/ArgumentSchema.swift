/// What a parameter type accepts, as the API description and the OpenAPI document show it.
public struct ArgumentSchema: Sendable, Equatable {
    /// The type as a person reads it: `Double`, `[Double]`, `Int?`, `file`.
    public var typeName: String
    /// The JSON Schema of one value (OpenAPI 3.1 dialect).
    public var jsonSchema: JSONSchema
    /// Whether the request must supply the argument.
    public var isRequired: Bool
    /// Whether the argument takes repeated values (`values=1&values=2`).
    public var isRepeated: Bool
    /// Whether a value is a file upload (a multipart part with a file name).
    public var isFile: Bool
    /// The phrase error messages use for a value that does not convert: "a number", "true or false".
    public var expectation: String

    /// Describes a required single value.
    public init(typeName: String, jsonSchema: JSONSchema, expectation: String, isFile: Bool = false) {
        self.typeName = typeName
        self.jsonSchema = jsonSchema
        self.isRequired = true
        self.isRepeated = false
        self.isFile = isFile
        self.expectation = expectation
    }

    /// The same value type, no longer required.
    public func optional() -> ArgumentSchema {
        var schema = self
        schema.typeName += "?"
        schema.isRequired = false
        return schema
    }

    /// Zero or more values of this type.
    public func repeated(unique: Bool) -> ArgumentSchema {
        var schema = self
        schema.typeName = unique ? "Set<\(typeName)>" : "[\(typeName)]"
        schema.jsonSchema = .array(of: jsonSchema, uniqueItems: unique)
        schema.isRequired = false
        schema.isRepeated = true
        return schema
    }
}

/// A small JSON Schema value, enough to describe arguments and results in an OpenAPI 3.1 document.
public indirect enum JSONSchema: Sendable, Equatable, Encodable {
    /// A value of a JSON type, with an optional format (`int32`, `date-time`, `uuid`, …) and allowed values.
    case primitive(type: String, format: String? = nil, allowedValues: [String]? = nil, title: String? = nil)
    /// An array of values.
    case array(of: JSONSchema, uniqueItems: Bool = false)
    /// An object whose shape is described elsewhere (by the named type).
    case object(title: String?)
    /// A value that may also be `null`.
    case nullable(JSONSchema)
    /// Any JSON value.
    case any

    private enum Keys: String, CodingKey { case type, format, items, uniqueItems, `enum`, title }

    public func encode(to encoder: any Encoder) throws {
        if case .nullable(let wrapped) = self {
            try NullableSchema(wrapped: wrapped).encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .primitive(let type, let format, let allowedValues, let title):
            try container.encode(type, forKey: .type)
            try container.encodeIfPresent(format, forKey: .format)
            try container.encodeIfPresent(allowedValues, forKey: .enum)
            try container.encodeIfPresent(title, forKey: .title)
        case .array(let items, let unique):
            try container.encode("array", forKey: .type)
            try container.encode(items, forKey: .items)
            if unique { try container.encode(true, forKey: .uniqueItems) }
        case .object(let title):
            try container.encode("object", forKey: .type)
            try container.encodeIfPresent(title, forKey: .title)
        case .nullable, .any:
            break
        }
    }
}

/// `{"anyOf": [schema, {"type": "null"}]}`.
private struct NullableSchema: Encodable {
    let wrapped: JSONSchema
    private enum Keys: String, CodingKey { case anyOf }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var alternatives = container.nestedUnkeyedContainer(forKey: .anyOf)
        try alternatives.encode(wrapped)
        try alternatives.encode(JSONSchema.primitive(type: "null"))
    }
}
