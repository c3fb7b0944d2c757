/// HTML being written, as UTF-8 bytes: what `CSSMapping`, the HTML renderer and the server's pages write into, so
/// that a page is one growing buffer rather than strings concatenated per element.
///
/// Text from a document goes through ``writeEscaped(_:)``, the one place where `&`, `<`, `>`, `"` and `'` become
/// character references: in element content and in double- or single-quoted attribute values alike.
public struct HTMLOutput: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8]

    /// An empty output with room for `capacity` bytes.
    public init(capacity: Int = 4_096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Writes markup as it is.
    public mutating func write(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes markup as it is: use ``writeEscaped(_:)`` for anything that came from a document or a user.
    public mutating func write(_ markup: String) {
        var markup = markup
        markup.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Writes text with the characters HTML gives a meaning to as character references.
    public mutating func writeEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): write("&amp;")
            case UInt8(ascii: "<"): write("&lt;")
            case UInt8(ascii: ">"): write("&gt;")
            case UInt8(ascii: "\""): write("&quot;")
            case UInt8(ascii: "'"): write("&#39;")
            default: bytes.append(byte)
            }
        }
    }

    /// Writes a CSS length: whole numbers without a fraction, others as Swift prints them.
    public mutating func write(length value: Double, unit: StaticString = "px") {
        if value.rounded() == value, abs(value) < 1e15 {
            write(Int(value))
        } else {
            write(String(value))
        }
        write(unit)
    }

    /// Writes an integer in decimal, without making a string of it (indices are on every element).
    public mutating func write(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }  // never past the value, so never overflows
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// The HTML as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}

extension HTMLOutput {
    /// `text` with the characters HTML gives a meaning to as character references, for HTML built as a string.
    public static func escaped(_ text: String) -> String {
        var output = HTMLOutput(capacity: text.utf8.count + 16)
        output.writeEscaped(text)
        return output.string
    }

    /// Writes what another output holds.
    public mutating func append(_ other: HTMLOutput) {
        bytes.append(contentsOf: other.bytes)
    }
}
