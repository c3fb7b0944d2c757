import Foundation
import KiloCore
import NIOCore

/// Encodes `Encodable` values as compact JSON, written straight into a `ByteBuffer`.
///
/// Unlike Foundation's `JSONEncoder` it builds no intermediate tree, so keys come out in the order the value
/// encodes them (declaration order for synthesized conformances) and large values cost no extra copy.
/// Conventions, chosen to match HTTP-RPC: `Date` is a number of milliseconds since 1970, `Data` is base64,
/// `URL` is its absolute string, integral floating-point numbers are written without a fraction, and a `nil`
/// optional property is left out (as `encodeIfPresent` does). Non-finite numbers are an error.
public struct JSONStreamEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// Appends the JSON text of `value` to `buffer`.
    public func encode<T: Encodable>(_ value: T, into buffer: inout ByteBuffer) throws {
        // A result that writes itself (a database row) skips the `Encoder` machinery. Checked once per result or
        // streamed element, not for every nested value; nested, such a type still encodes through `Encodable`.
        if let writable = value as? any JSONWritable {
            var writer = JSONWriter(buffer: buffer)
            buffer = ByteBuffer()
            defer { buffer = writer.buffer }
            try writable.writeJSON(to: &writer)
            return
        }
        let state = EncoderState(writer: JSONWriter(buffer: buffer))
        buffer = ByteBuffer()  // the state owns the storage while it writes, so appends never copy
        defer { buffer = state.writer.buffer }
        try state.encodeValue(value, codingPath: [])
    }

    /// Returns the JSON text of `value` as bytes.
    public func encode<T: Encodable>(_ value: T) throws -> ByteBuffer {
        var buffer = ByteBufferAllocator().buffer(capacity: 256)
        try encode(value, into: &buffer)
        return buffer
    }
}

/// The shared state of one encoding run: the output and the stack of containers still open.
final class EncoderState {
    enum ContainerKind { case object, array }

    struct Frame {
        let kind: ContainerKind
        let id: Int
        var count = 0
    }

    var writer: JSONWriter
    private var stack: [Frame] = []
    private var nextID = 0
    /// Set when the value being encoded has written something; an `encode(to:)` that writes nothing yields `{}`.
    private var slotFilled = false

    init(writer: JSONWriter) {
        self.writer = writer
    }

    // MARK: Values

    func encodeValue<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        let depth = stack.count
        // Metatype comparisons first: a dynamic cast per value would cost more than writing most values.
        if T.self == Date.self, let date = value as? Date {
            writer.writeInteger(Int64((date.timeIntervalSince1970 * 1000).rounded()))
        } else if T.self == Data.self, let data = value as? Data {
            writer.writeString(data.base64EncodedString())
        } else if T.self == URL.self, let url = value as? URL {
            writer.writeString(url.absoluteString)
        } else if T.self == Decimal.self, let decimal = value as? Decimal {
            try wrap(codingPath) { () throws(JSONWriterError) in try writer.writeDecimal(decimal) }
        } else {
            slotFilled = false
            try value.encode(to: ValueEncoder(state: self, codingPath: codingPath))
            if !slotFilled && stack.count == depth {
                writer.writeByte(UInt8(ascii: "{"))
                writer.writeByte(UInt8(ascii: "}"))
            }
            close(above: depth)
        }
        slotFilled = true
    }

    func wrap(_ codingPath: [any CodingKey], _ body: () throws(JSONWriterError) -> Void) throws {
        do {
            try body()
        } catch {
            throw EncodingError.invalidValue(
                error, EncodingError.Context(codingPath: codingPath, debugDescription: error.description))
        }
    }

    func markFilled() { slotFilled = true }

    // MARK: Containers

    /// Opens a container and returns its position and identity.
    func open(_ kind: ContainerKind) -> (depth: Int, id: Int) {
        writer.writeByte(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        nextID += 1
        stack.append(Frame(kind: kind, id: nextID))
        slotFilled = true
        return (stack.count - 1, nextID)
    }

    /// Prepares the container at `depth` for one more element: closes containers nested in it and writes the separator.
    func beginElement(depth: Int, id: Int, codingPath: [any CodingKey]) throws {
        guard depth < stack.count, stack[depth].id == id else {
            throw EncodingError.invalidValue(
                (),
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "A container was written to after a later sibling value was encoded; streaming JSON cannot reopen it."))
        }
        close(above: depth + 1)
        if stack[depth].count > 0 { writer.writeByte(UInt8(ascii: ",")) }
        stack[depth].count += 1
    }

    func close(above depth: Int) {
        while stack.count > depth {
            let frame = stack.removeLast()
            writer.writeByte(frame.kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    var openCount: Int { stack.count }

    /// The container already open at `depth` when it is of `kind`.
    func frame(at depth: Int, kind: ContainerKind) -> (depth: Int, id: Int)? {
        guard depth < stack.count, stack[depth].kind == kind else { return nil }
        return (depth, stack[depth].id)
    }
}

/// The `Encoder` handed to `encode(to:)`: one per value slot.
///
/// Asking it twice for a container of the same kind gives the same container, as with Foundation's encoder.
struct ValueEncoder: Encoder {
    let state: EncoderState
    let codingPath: [any CodingKey]
    /// The stack depth at which this value's container, if any, sits.
    let depth: Int
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(state: EncoderState, codingPath: [any CodingKey]) {
        self.state = state
        self.codingPath = codingPath
        self.depth = state.openCount
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let (depth, id) = state.frame(at: depth, kind: .object) ?? state.open(.object)
        return KeyedEncodingContainer(ObjectContainer<Key>(state: state, depth: depth, id: id, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let (depth, id) = state.frame(at: depth, kind: .array) ?? state.open(.array)
        return ArrayContainer(state: state, depth: depth, id: id, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(state: state, codingPath: codingPath)
    }
}

/// Writes the primitive encode calls shared by all three container kinds.
private protocol PrimitiveWriting {
    var state: EncoderState { get }
}

extension PrimitiveWriting {
    func writeNil() {
        state.writer.writeNull()
        state.markFilled()
    }
    func write(_ value: Bool) {
        state.writer.writeBool(value)
        state.markFilled()
    }
    func write(_ value: String) {
        state.writer.writeString(value)
        state.markFilled()
    }
    func write<T: FixedWidthInteger>(_ value: T) {
        state.writer.writeInteger(value)
        state.markFilled()
    }
    func write(_ value: Double, _ codingPath: [any CodingKey]) throws {
        try state.wrap(codingPath) { () throws(JSONWriterError) in try state.writer.writeDouble(value) }
        state.markFilled()
    }
    func write(_ value: Float, _ codingPath: [any CodingKey]) throws {
        try state.wrap(codingPath) { () throws(JSONWriterError) in try state.writer.writeFloat(value) }
        state.markFilled()
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, PrimitiveWriting {
    let state: EncoderState
    let depth: Int
    let id: Int
    let codingPath: [any CodingKey]

    private func key(_ key: Key) throws {
        try name(key.stringValue, codingPath + [key])
    }

    private func name(_ name: String, _ path: [any CodingKey]) throws {
        try state.beginElement(depth: depth, id: id, codingPath: path)
        state.writer.writeString(name)
        state.writer.writeByte(UInt8(ascii: ":"))
    }

    mutating func encodeNil(forKey key: Key) throws {
        try self.key(key)
        writeNil()
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try self.key(key)
        try write(value, codingPath + [key])
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try self.key(key)
        try write(value, codingPath + [key])
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try self.key(key)
        write(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try self.key(key)
        try state.encodeValue(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        // The protocol gives this no way to throw; a reopened container is caught on its next write instead.
        try? self.key(key)
        return ValueEncoder(state: state, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        try? self.key(key)
        return ValueEncoder(state: state, codingPath: codingPath + [key]).unkeyedContainer()
    }

    /// The superclass's encoding goes under the key "super", whether or not `Key` has such a case.
    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [AnyCodingKey("super")]
        try? name("super", path)
        return ValueEncoder(state: state, codingPath: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        try? self.key(key)
        return ValueEncoder(state: state, codingPath: codingPath + [key])
    }
}

private struct ArrayContainer: UnkeyedEncodingContainer, PrimitiveWriting {
    let state: EncoderState
    let depth: Int
    let id: Int
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(state: EncoderState, depth: Int, id: Int, codingPath: [any CodingKey]) {
        self.state = state
        self.depth = depth
        self.id = id
        self.codingPath = codingPath
    }

    private mutating func element() throws {
        try state.beginElement(depth: depth, id: id, codingPath: codingPath + [IndexKey(count)])
        count += 1
    }

    mutating func encodeNil() throws {
        try element()
        writeNil()
    }
    mutating func encode(_ value: Bool) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: String) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: Double) throws {
        try element()
        try write(value, codingPath)
    }
    mutating func encode(_ value: Float) throws {
        try element()
        try write(value, codingPath)
    }
    mutating func encode(_ value: Int) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: Int8) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: Int16) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: Int32) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: Int64) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: UInt) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: UInt8) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: UInt16) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: UInt32) throws {
        try element()
        write(value)
    }
    mutating func encode(_ value: UInt64) throws {
        try element()
        write(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [IndexKey(count)]
        try element()
        try state.encodeValue(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        try? element()
        return ValueEncoder(state: state, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        try? element()
        return ValueEncoder(state: state, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [IndexKey(count)]
        try? element()
        return ValueEncoder(state: state, codingPath: path)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer, PrimitiveWriting {
    let state: EncoderState
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { writeNil() }
    mutating func encode(_ value: Bool) throws { write(value) }
    mutating func encode(_ value: String) throws { write(value) }
    mutating func encode(_ value: Double) throws { try write(value, codingPath) }
    mutating func encode(_ value: Float) throws { try write(value, codingPath) }
    mutating func encode(_ value: Int) throws { write(value) }
    mutating func encode(_ value: Int8) throws { write(value) }
    mutating func encode(_ value: Int16) throws { write(value) }
    mutating func encode(_ value: Int32) throws { write(value) }
    mutating func encode(_ value: Int64) throws { write(value) }
    mutating func encode(_ value: UInt) throws { write(value) }
    mutating func encode(_ value: UInt8) throws { write(value) }
    mutating func encode(_ value: UInt16) throws { write(value) }
    mutating func encode(_ value: UInt32) throws { write(value) }
    mutating func encode(_ value: UInt64) throws { write(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try state.encodeValue(value, codingPath: codingPath) }
}

/// The coding key of an array element, for error paths.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
