import KiloCore

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

/// A small JSON Schema value, enough to describe arguments, bodies and results in an OpenAPI 3.1 document.
public indirect enum JSONSchema: Sendable, Equatable, Encodable {
    /// A value of a JSON type, with an optional format (`int32`, `date-time`, `uuid`, …) and allowed values.
    case primitive(type: String, format: String? = nil, allowedValues: [String]? = nil, title: String? = nil)
    /// An array of values.
    case array(of: JSONSchema, uniqueItems: Bool = false)
    /// An object whose properties are not known (a type that does not let itself be read).
    case object(title: String?)
    /// An object of known properties: a `Codable` type, named by `title`. The OpenAPI document shares each such type
    /// as a component that its uses refer to.
    case properties(title: String?, [Property])
    /// An object whose values all have one schema: a dictionary.
    case dictionary(of: JSONSchema)
    /// The component named so (a type that contains itself refers to itself this way).
    case reference(String)
    /// A value that may also be `null`.
    case nullable(JSONSchema)
    /// A value of any of these schemas (the results of overloads).
    case anyOf([JSONSchema])
    /// A schema with words on what its values mean.
    case described(JSONSchema, description: String)
    /// An argument's schema with the value its parameter takes when a request leaves it out.
    case defaulted(JSONSchema, DefaultArgumentValue)
    /// Any JSON value.
    case any

    /// One property of an object.
    public struct Property: Sendable, Equatable {
        /// The key.
        public var name: String
        /// Its values.
        public var schema: JSONSchema
        /// Whether every object has it.
        public var isRequired: Bool

        /// Describes a property.
        public init(name: String, schema: JSONSchema, isRequired: Bool) {
            self.name = name
            self.schema = schema
            self.isRequired = isRequired
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try write(into: &container)
    }

    /// Writes the schema's keys into `container`; a description joins the keys of what it describes.
    private func write(into container: inout KeyedEncodingContainer<AnyCodingKey>) throws {
        switch self {
        case .primitive(let type, let format, let allowedValues, let title):
            try container.encode(type, forKey: "type")
            try container.encodeIfPresent(format, forKey: "format")
            try container.encodeIfPresent(allowedValues, forKey: "enum")
            try container.encodeIfPresent(title, forKey: "title")
        case .array(let items, let unique):
            try container.encode("array", forKey: "type")
            try container.encode(items, forKey: "items")
            if unique { try container.encode(true, forKey: "uniqueItems") }
        case .object(let title):
            try container.encode("object", forKey: "type")
            try container.encodeIfPresent(title, forKey: "title")
        case .properties(let title, let properties):
            try container.encode("object", forKey: "type")
            try container.encodeIfPresent(title, forKey: "title")
            var named = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: "properties")
            for property in properties { try named.encode(property.schema, forKey: AnyCodingKey(property.name)) }
            let required = properties.filter(\.isRequired).map(\.name)
            if !required.isEmpty { try container.encode(required, forKey: "required") }
        case .dictionary(let values):
            try container.encode("object", forKey: "type")
            try container.encode(values, forKey: "additionalProperties")
        case .reference(let name):
            try container.encode("#/components/schemas/\(name)", forKey: "$ref")
        case .nullable(let wrapped):
            var alternatives = container.nestedUnkeyedContainer(forKey: "anyOf")
            try alternatives.encode(wrapped)
            try alternatives.encode(JSONSchema.primitive(type: "null"))
        case .anyOf(let schemas):
            try container.encode(schemas, forKey: "anyOf")
        case .described(let schema, let description):
            try schema.write(into: &container)
            try container.encode(description, forKey: "description")
        case .defaulted(let schema, let value):
            try schema.write(into: &container)
            try container.encode(value, forKey: "default")
        case .any:
            break
        }
    }
}
