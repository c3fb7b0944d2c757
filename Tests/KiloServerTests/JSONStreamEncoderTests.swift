import Foundation
import KiloServer
import NIOCore
import ServerTestSupport
import Testing

@Suite("JSONStreamEncoder")
struct JSONStreamEncoderTests {
    func json<T: Encodable>(_ value: T) throws -> String {
        String(buffer: try JSONStreamEncoder().encode(value))
    }

    struct Nested: Codable, Equatable {
        struct Inner: Codable, Equatable {
            var list: [Int]
            var flag: Bool?
        }
        var title: String
        var inner: Inner
        var items: [Inner]
        var map: [String: Int]
    }

    @Test("scalars")
    func scalars() throws {
        #expect(try json(42) == "42")
        #expect(try json(-7) == "-7")
        #expect(try json(Int64.min) == "-9223372036854775808")
        #expect(try json(UInt64.max) == "18446744073709551615")
        #expect(try json(6.0) == "6")
        #expect(try json(-0.5) == "-0.5")
        #expect(try json(1e300) == "1e+300")
        #expect(try json(Float(0.1)) == "0.1")
        #expect(try json(true) == "true")
        #expect(try json(Optional<Int>.none) == "null")
        #expect(try json(Date(timeIntervalSince1970: 1.5)) == "1500")
        #expect(try json(Data([1, 2, 3])) == "\"AQID\"")
        #expect(try json(URL(string: "https://example.com/a?b=c")) == #""https://example.com/a?b=c""#)
        #expect(try json(Decimal(string: "12.50")) == "12.5")
    }

    @Test("strings are escaped as JSON requires, and non-ASCII stays UTF-8")
    func strings() throws {
        #expect(try json("plain") == "\"plain\"")
        #expect(try json("quote \" backslash \\ slash /") == #""quote \" backslash \\ slash /""#)
        #expect(try json("\n\r\t\u{8}\u{C}\u{1}\u{1F}") == #""\n\r\t\b\f\u0001\u001f""#)
        #expect(try json("héllo 🍕") == "\"héllo 🍕\"")
    }

    @Test("non-finite numbers are an encoding error")
    func nonFinite() {
        #expect(throws: EncodingError.self) { try json(Double.nan) }
        #expect(throws: EncodingError.self) { try json([1, Double.infinity]) }
    }

    @Test("nested values keep declaration order and round-trip through Foundation's decoder")
    func nested() throws {
        let value = Nested(
            title: "t", inner: .init(list: [1, 2], flag: nil),
            items: [.init(list: [], flag: true), .init(list: [3], flag: false)],
            map: ["only": 1])
        let text = try json(value)
        #expect(
            text
                == #"{"title":"t","inner":{"list":[1,2]},"items":[{"list":[],"flag":true},{"list":[3],"flag":false}],"map":{"only":1}}"#
        )
        #expect(try JSONDecoder().decode(Nested.self, from: Data(text.utf8)) == value)
    }

    @Test("empty containers and empty encodables")
    func empties() throws {
        struct Empty: Encodable {}
        #expect(try json([Int]()) == "[]")
        #expect(try json([String: Int]()) == "{}")
        #expect(try json(Empty()) == "{}")
        #expect(try json([Empty(), Empty()]) == "[{},{}]")
    }

    @Test("hand-written encode(to:) with nested and repeated container requests")
    func handWritten() throws {
        struct Custom: Encodable {
            enum Keys: String, CodingKey { case a, b, c }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .a)
                var nested = container.nestedUnkeyedContainer(forKey: .b)
                try nested.encode("x")
                try nested.encodeNil()
                var again = encoder.container(keyedBy: Keys.self)
                try again.encode([true], forKey: .c)
            }
        }
        #expect(try json(Custom()) == #"{"a":1,"b":["x",null],"c":[true]}"#)
    }

    @Test("a class's superclass encodes under \"super\" even when its keys have no such case")
    func superEncoder() throws {
        class Base: Encodable {
            var id = 1
        }
        final class Derived: Base {
            enum Keys: String, CodingKey { case name }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode("n", forKey: .name)
                try super.encode(to: container.superEncoder())
            }
        }
        #expect(try json(Derived()) == #"{"name":"n","super":{"id":1}}"#)
    }

    @Test("a container written after a later sibling was encoded is an error, not broken JSON")
    func reopenedContainer() {
        struct Reopen: Encodable {
            enum Keys: String, CodingKey { case first, second }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var first = container.nestedUnkeyedContainer(forKey: .first)
                try container.encode(2, forKey: .second)
                try first.encode(1)
            }
        }
        #expect(throws: EncodingError.self) { try json(Reopen()) }
    }
}
