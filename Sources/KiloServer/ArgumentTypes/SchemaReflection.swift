import Foundation

/// A type that states its own JSON Schema for the API description and the OpenAPI document, instead of the one read
/// from its `Decodable` conformance.
public protocol JSONSchemaDescribing {
    /// The schema of this type's JSON form.
    static var jsonSchema: JSONSchema { get }
}

extension JSONSchema {
    /// The schema of `type`'s JSON form, as the server writes and reads it, as precisely as the type lets itself be
    /// seen.
    ///
    /// Scalars, `Date` (milliseconds since 1970), `Data` (base64), `URL`, `UUID`, arrays, sets, optionals and
    /// dictionaries are spelled out. A `Decodable` type is read by decoding a stand-in value and noting each key it
    /// asks for: its properties, which are required (those not decoded with `decodeIfPresent`), and their types, nested
    /// types in turn. An enumeration with raw values is described by its raw type, with its cases when it is
    /// `CaseIterable`. A type adopting ``JSONSchemaDescribing`` says its own schema; any other type is an object named
    /// by its type.
    ///
    /// A type whose `init(from:)` rejects stand-in values (checks that a string is not empty, say) is described up to
    /// the key it rejected; adopt ``JSONSchemaDescribing`` to describe it fully.
    public static func of(_ type: Any.Type) -> JSONSchema {
        SchemaReader().schema(of: type)
    }
}

/// Reads schemas of types, remembering which types it is inside so that a type containing itself is a reference.
final class SchemaReader {
    private var reading: Set<ObjectIdentifier> = []
    private var standInDepth = 0

    func schema(of type: Any.Type) -> JSONSchema {
        if let described = type as? any JSONSchemaDescribing.Type { return described.jsonSchema }
        if let json = Self.jsonScalar(type) { return json }
        if let element = type as? any ArgumentElement.Type { return element.elementSchema.jsonSchema }
        if let optional = type as? any OptionalShape.Type { return .nullable(schema(of: optional.wrappedType)) }
        if let array = type as? any ArrayShape.Type { return .array(of: schema(of: array.elementType)) }
        if let set = type as? any SetShape.Type { return .array(of: schema(of: set.elementType), uniqueItems: true) }
        if let dictionary = type as? any DictionaryShape.Type {
            // String and Int keys are written as an object's keys; other keys as an array of keys and values.
            return dictionary.keyType == String.self || dictionary.keyType == Int.self
                ? .dictionary(of: schema(of: dictionary.valueType)) : .array(of: .any)
        }
        if let enumeration = type as? any (RawRepresentable & CaseIterable & Decodable).Type {
            return Self.cases(of: enumeration)
        }
        if let decodable = type as? any Decodable.Type { return read(decodable) }
        return .object(title: Self.name(of: type))
    }

    /// The stand-in value `recorded` returns for a key of type `type`, which it must construct to go on.
    func standIn<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = Self.scalarStandIn(type) { return value }
        if let enumeration = type as? any (RawRepresentable & CaseIterable).Type,
            let first = Self.firstCase(of: enumeration) as? T
        {
            return first
        }
        // A type that holds itself other than through an optional or a collection cannot be made; stop there.
        guard standInDepth < 32 else { throw CancellationError() }
        standInDepth += 1
        defer { standInDepth -= 1 }
        return try T(from: ShapeDecoder(reader: self, recording: false))
    }

    private func read<T: Decodable>(_ type: T.Type) -> JSONSchema {
        let name = Self.name(of: type)
        let identifier = ObjectIdentifier(type)
        guard reading.insert(identifier).inserted else { return .reference(name) }
        defer { reading.remove(identifier) }
        let decoder = ShapeDecoder(reader: self, recording: true)
        // A rejected stand-in ends the reading; what was read until then stands.
        _ = try? T(from: decoder)
        return decoder.shape.schema(title: name)
    }

    /// Types the JSON encoder and decoder write in a form of their own (see `JSONStreamEncoder`).
    private static func jsonScalar(_ type: Any.Type) -> JSONSchema? {
        switch type {
        case is Date.Type:
            .described(
                .primitive(type: "integer", format: "int64"),
                description: "Milliseconds since 1970-01-01T00:00:00Z (a request may also send ISO 8601 text).")
        case is Data.Type: .primitive(type: "string", format: "byte")
        case is URL.Type: .primitive(type: "string", format: "uri")
        case is Decimal.Type: .primitive(type: "number")
        case is LocalDate.Type: LocalDate.elementSchema.jsonSchema
        case is LocalTime.Type: LocalTime.elementSchema.jsonSchema
        default: nil
        }
    }

    private static func scalarStandIn<T>(_ type: T.Type) -> T? {
        let value: Any? =
            switch type {
            case is Bool.Type: false
            case is String.Type: ""
            case is Double.Type: 0.0
            case is Float.Type: Float(0)
            case is Int.Type: 0
            case is Int8.Type: Int8(0)
            case is Int16.Type: Int16(0)
            case is Int32.Type: Int32(0)
            case is Int64.Type: Int64(0)
            case is UInt.Type: UInt(0)
            case is UInt8.Type: UInt8(0)
            case is UInt16.Type: UInt16(0)
            case is UInt32.Type: UInt32(0)
            case is UInt64.Type: UInt64(0)
            case is Date.Type: Date(timeIntervalSince1970: 0)
            case is Data.Type: Data()
            case is URL.Type: URL(fileURLWithPath: "/")
            case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
            case is Decimal.Type: Decimal(0)
            case is LocalDate.Type: LocalDate(year: 1970, month: 1, day: 1)
            case is LocalTime.Type: LocalTime(hour: 0, minute: 0)
            default: nil
            }
        return value as? T
    }

    private static func cases<E: RawRepresentable & CaseIterable & Decodable>(of type: E.Type) -> JSONSchema {
        let values = type.allCases.map { "\($0.rawValue)" }
        return E.RawValue.self == String.self
            ? .primitive(type: "string", allowedValues: values, title: name(of: type))
            : SchemaReader().schema(of: E.RawValue.self)
    }

    private static func firstCase<E: RawRepresentable & CaseIterable>(of type: E.Type) -> Any? {
        type.allCases.first
    }

    /// A type's name as a component name (`[A-Za-z0-9._-]`): `Page<Todo>` is `Page_Todo`.
    static func name(of type: Any.Type) -> String {
        var name = ""
        for character in String(describing: type) {
            if character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character)) {
                name.append(character)
            } else if name.last != "_" {
                name.append("_")
            }
        }
        while name.last == "_" { name.removeLast() }
        return name
    }
}

/// What a type asked of its decoder: the shape of its JSON.
final class Shape {
    enum Kind {
        case unknown
        case keyed([(name: String, value: Value, isRequired: Bool)])
        case unkeyed(Value?)
        case single(JSONSchema)
    }

    /// A member's schema: known at once, or the shape of a nested container still being filled.
    enum Value {
        case schema(JSONSchema)
        case nested(Shape)

        var schema: JSONSchema {
            switch self {
            case .schema(let schema): schema
            case .nested(let shape): shape.schema(title: nil)
            }
        }
    }

    var kind = Kind.unknown
    /// Keys checked for null, which an object may leave out.
    var optionalKeys: Set<String> = []

    func add(_ name: String, _ value: Value, isRequired: Bool) {
        var members: [(name: String, value: Value, isRequired: Bool)] = []
        if case .keyed(let known) = kind { members = known }
        // A key asked for twice (`contains`, then `decode`) is one property.
        if let index = members.firstIndex(where: { $0.name == name }) {
            members[index].isRequired = members[index].isRequired || isRequired
        } else {
            members.append((name, value, isRequired))
        }
        kind = .keyed(members)
    }

    func schema(title: String?) -> JSONSchema {
        switch kind {
        case .unknown: .object(title: title)
        case .keyed(let members):
            .properties(
                title: title,
                members.map { JSONSchema.Property(name: $0.name, schema: $0.value.schema, isRequired: $0.isRequired) })
        case .unkeyed(let element): .array(of: element?.schema ?? .any)
        case .single(let schema): schema
        }
    }
}

/// Decodes a stand-in value of a type, recording what it asks for (`recording`) or merely producing one.
///
/// Recording, a keyed container notes each key; an unkeyed one yields one element (to learn its type) and ends.
/// Producing, optional keys are absent and arrays empty, so that a type containing itself ends.
struct ShapeDecoder: Decoder {
    let reader: SchemaReader
    let recording: Bool
    var shape = Shape()
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(reader: SchemaReader, recording: Bool, shape: Shape = Shape()) {
        self.reader = reader
        self.recording = recording
        self.shape = shape
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if case .unknown = shape.kind { shape.kind = .keyed([]) }
        return KeyedDecodingContainer(Keyed(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if case .unknown = shape.kind { shape.kind = .unkeyed(nil) }
        return Unkeyed(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(decoder: self)
    }

    /// The value of a member of type `T`: recorded with `record`, then a stand-in.
    func member<T: Decodable>(_ type: T.Type, record: (JSONSchema) -> Void) throws -> T {
        if recording { record(reader.schema(of: type)) }
        return try reader.standIn(type)
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ShapeDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { decoder.recording }

        func decodeNil(forKey key: Key) throws -> Bool {
            // A key checked for null may be absent (the standard `decodeIfPresent` checks before it decodes).
            if decoder.recording { decoder.shape.optionalKeys.insert(key.stringValue) }
            return !decoder.recording
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let isRequired = !decoder.shape.optionalKeys.contains(key.stringValue)
            return try decoder.member(type) { decoder.shape.add(key.stringValue, .schema($0), isRequired: isRequired) }
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard decoder.recording else { return nil }
            decoder.shape.add(key.stringValue, .schema(decoder.reader.schema(of: type)), isRequired: false)
            return nil
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try nested(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try nested(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { nested(key) }

        private func nested(_ key: Key) -> ShapeDecoder {
            let shape = Shape()
            if decoder.recording { decoder.shape.add(key.stringValue, .nested(shape), isRequired: true) }
            return ShapeDecoder(reader: decoder.reader, recording: decoder.recording, shape: shape)
        }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: ShapeDecoder
        var codingPath: [any CodingKey] { [] }
        var count: Int? { nil }
        var currentIndex = 0
        var isAtEnd: Bool { !decoder.recording || currentIndex > 0 }

        mutating func decodeNil() throws -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            return try decoder.member(type) { decoder.shape.kind = .unkeyed(.schema($0)) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try nested().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try nested().unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { nested() }

        private mutating func nested() -> ShapeDecoder {
            currentIndex += 1
            let shape = Shape()
            if decoder.recording { decoder.shape.kind = .unkeyed(.nested(shape)) }
            return ShapeDecoder(reader: decoder.reader, recording: decoder.recording, shape: shape)
        }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: ShapeDecoder
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try decoder.member(type) { decoder.shape.kind = .single($0) }
        }
    }
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
