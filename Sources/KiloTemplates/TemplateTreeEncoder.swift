import Foundation

/// Turns an `Encodable` value into the tree a template renders: ``TemplateObject``s, ``TemplateArray``s and leaves
/// that keep what they are (a `Date` stays a date, so that a template can format it), not JSON's text.
///
/// A `nil` the value encodes is ``TemplateNull``; a `nil` left out (`encodeIfPresent`, what synthesized conformances
/// do for optionals) is no member at all, so that Mustache looks for the name further up the stack, as its rules say.
enum TemplateTreeEncoder {
    static func tree<T: Encodable>(of value: T, formatting: TemplateFormatting) throws -> Any {
        try node(value, formatting: formatting, codingPath: [])
    }

    /// A value's node: the types the server's JSON writes in its own way first, then what the value encodes.
    static func node<T: Encodable>(_ value: T, formatting: TemplateFormatting, codingPath: [any CodingKey]) throws -> Any {
        switch value {
        case let text as String: return TemplateText(text: text, formatting: formatting)
        case let flag as Bool: return flag
        case let date as Date: return TemplateDate(date: date, formatting: formatting)
        case let data as Data: return TemplateText(text: data.base64EncodedString(), formatting: formatting)
        case let url as URL: return TemplateText(text: url.absoluteString, formatting: formatting)
        case let decimal as Decimal:
            return TemplateNumber(storage: .double(NSDecimalNumber(decimal: decimal).doubleValue), formatting: formatting)
        default:
            if let number = number(value, formatting: formatting) { return number }
            let slot = Slot()
            try value.encode(to: TreeEncoder(slot: slot, formatting: formatting, codingPath: codingPath))
            // A value that encodes nothing is an empty object, as the server's JSON writes `{}`.
            return slot.value ?? TemplateObject()
        }
    }

    static func number(_ value: Any, formatting: TemplateFormatting) -> TemplateNumber? {
        let storage: TemplateNumber.Storage
        switch value {
        case let value as Int: storage = .integer(Int64(value))
        case let value as Int8: storage = .integer(Int64(value))
        case let value as Int16: storage = .integer(Int64(value))
        case let value as Int32: storage = .integer(Int64(value))
        case let value as Int64: storage = .integer(value)
        case let value as UInt: storage = .unsigned(UInt64(value))
        case let value as UInt8: storage = .unsigned(UInt64(value))
        case let value as UInt16: storage = .unsigned(UInt64(value))
        case let value as UInt32: storage = .unsigned(UInt64(value))
        case let value as UInt64: storage = .unsigned(value)
        case let value as Double: storage = .double(value)
        case let value as Float: storage = .double(Double(value))
        default: return nil
        }
        return TemplateNumber(storage: storage, formatting: formatting)
    }

    /// Where one value's node goes; `place`, when given, puts it where it belongs as soon as it is known (a
    /// superclass's node, whose encoder the caller uses after asking for it).
    final class Slot {
        var value: Any? {
            didSet { if let value { place?(value) } }
        }
        private let place: ((Any) -> Void)?

        init(place: ((Any) -> Void)? = nil) {
            self.place = place
        }
    }

    struct TreeEncoder: Encoder {
        let slot: Slot
        let formatting: TemplateFormatting
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            // Asked twice (a class and its superclass), the same object.
            let object = slot.value as? TemplateObject ?? TemplateObject()
            slot.value = object
            return KeyedEncodingContainer(ObjectContainer<Key>(object: object, formatting: formatting, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let array = slot.value as? TemplateArray ?? TemplateArray()
            slot.value = array
            return ArrayContainer(array: array, formatting: formatting, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            ValueContainer(slot: slot, formatting: formatting, codingPath: codingPath)
        }
    }

    struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let object: TemplateObject
        let formatting: TemplateFormatting
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) { object.members[key.stringValue] = TemplateNull() }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            object.members[key.stringValue] = try node(value, formatting: formatting, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let nested = TemplateObject()
            object.members[key.stringValue] = nested
            return KeyedEncodingContainer(
                ObjectContainer<NestedKey>(object: nested, formatting: formatting, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = TemplateArray()
            object.members[key.stringValue] = nested
            return ArrayContainer(array: nested, formatting: formatting, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Encoder {
            let object = self.object
            return TreeEncoder(slot: Slot { object.members[name] = $0 }, formatting: formatting, codingPath: codingPath)
        }
    }

    struct ArrayContainer: UnkeyedEncodingContainer {
        let array: TemplateArray
        let formatting: TemplateFormatting
        let codingPath: [any CodingKey]
        var count: Int { array.elements.count }

        mutating func encodeNil() { array.elements.append(TemplateNull()) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            array.elements.append(try node(value, formatting: formatting, codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey>
        {
            let nested = TemplateObject()
            array.elements.append(nested)
            return KeyedEncodingContainer(
                ObjectContainer<NestedKey>(object: nested, formatting: formatting, codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = TemplateArray()
            array.elements.append(nested)
            return ArrayContainer(array: nested, formatting: formatting, codingPath: codingPath)
        }

        mutating func superEncoder() -> any Encoder {
            let index = array.elements.count
            array.elements.append(TemplateNull())
            let array = self.array
            return TreeEncoder(slot: Slot { array.elements[index] = $0 }, formatting: formatting, codingPath: codingPath)
        }
    }

    struct ValueContainer: SingleValueEncodingContainer {
        let slot: Slot
        let formatting: TemplateFormatting
        let codingPath: [any CodingKey]

        mutating func encodeNil() { slot.value = TemplateNull() }

        mutating func encode<T: Encodable>(_ value: T) throws {
            slot.value = try node(value, formatting: formatting, codingPath: codingPath)
        }
    }
}
