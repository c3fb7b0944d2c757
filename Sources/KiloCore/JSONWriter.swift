public import Foundation
public import NIOCore

/// Writes JSON tokens into a `ByteBuffer`.
///
/// The low layer of the server's `JSONStreamEncoder` and of the SQL helpers' row writer: it knows the JSON grammar's
/// spelling (string escapes, number formats) but not Swift's `Encodable` model. Output is compact; non-ASCII text is
/// written as raw UTF-8. Structure (commas, colons, brackets) is the caller's: write it with ``writeByte(_:)``.
public struct JSONWriter {
    /// The bytes written so far.
    public var buffer: ByteBuffer

    /// A writer that appends to `buffer`.
    public init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    /// Writes `null`.
    public mutating func writeNull() { buffer.writeStaticString("null") }

    /// Writes `true` or `false`.
    public mutating func writeBool(_ value: Bool) {
        if value { buffer.writeStaticString("true") } else { buffer.writeStaticString("false") }
    }

    /// Writes an integer in decimal.
    ///
    /// Inlinable so that callers in other modules get it specialized for their integer type: unspecialized, the
    /// generic arithmetic goes through witness tables and cost a sixth of a database-backed request's CPU.
    @inlinable
    public mutating func writeInteger<T: FixedWidthInteger>(_ value: T) {
        if let magnitude = UInt64(exactly: value.magnitude) {
            writeDigits(of: magnitude, negative: value < 0)
        } else {
            buffer.writeString(value.description)  // 128-bit values beyond UInt64's range
        }
    }

    @usableFromInline
    mutating func writeDigits(of magnitude: UInt64, negative: Bool) {
        // `description` allocates a String; digits are cheap to produce by hand.
        if negative { writeByte(UInt8(ascii: "-")) }
        if magnitude == 0 {
            writeByte(UInt8(ascii: "0"))
            return
        }
        var magnitude = magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits; UInt64.max has 20
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            while magnitude > 0 {
                let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
                raw[23 - count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remainder)
                magnitude = quotient
                count += 1
            }
        }
        withUnsafeBytes(of: &digits) { raw in _ = buffer.writeBytes(UnsafeRawBufferPointer(rebasing: raw[(24 - count)...])) }
    }

    /// Writes a finite floating-point number; integral values below 2^53 are written without a fraction (`6`, not `6.0`).
    public mutating func writeDouble(_ value: Double) throws(JSONWriterError) {
        guard value.isFinite else { throw .nonFiniteNumber(value) }
        if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 {
            writeInteger(Int64(value))
        } else {
            buffer.writeString(value.description)
        }
    }

    /// Writes a finite `Float` in its shortest round-tripping form.
    public mutating func writeFloat(_ value: Float) throws(JSONWriterError) {
        guard value.isFinite else { throw .nonFiniteNumber(Double(value)) }
        if value.rounded(.towardZero) == value, abs(value) < 16_777_216 {
            writeInteger(Int64(value))
        } else {
            // Float's own description is the shortest text that round-trips the Float (0.1, not 0.10000000149011612).
            buffer.writeString(value.description)
        }
    }

    /// Writes a decimal number in plain notation.
    public mutating func writeDecimal(_ value: Decimal) throws(JSONWriterError) {
        guard value.isFinite else { throw .nonFiniteNumber(Double.nan) }
        buffer.writeString(value.description)
    }

    /// Writes a string literal, escaping quotes, backslashes and control characters.
    public mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { writeString(utf8: $0) }
    }

    /// Writes a string literal from UTF-8 bytes (a database's text, say) without making a `String` first.
    public mutating func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        writeByte(UInt8(ascii: "\""))
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if start < index { buffer.writeBytes(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            writeEscape(byte)
            start = index + 1
        }
        if start < bytes.count { buffer.writeBytes(UnsafeBufferPointer(rebasing: bytes[start...])) }
        writeByte(UInt8(ascii: "\""))
    }

    /// Writes text that is already JSON (a number's exact digits, a database's `json` column) as it is.
    public mutating func writeRawJSON(_ text: String) {
        buffer.writeString(text)
    }

    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): buffer.writeStaticString("\\\"")
        case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
        case 0x0A: buffer.writeStaticString("\\n")
        case 0x0D: buffer.writeStaticString("\\r")
        case 0x09: buffer.writeStaticString("\\t")
        case 0x08: buffer.writeStaticString("\\b")
        case 0x0C: buffer.writeStaticString("\\f")
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            buffer.writeStaticString("\\u00")
            writeByte(hex[Int(byte >> 4)])
            writeByte(hex[Int(byte & 0x0F)])
        }
    }

    /// Writes one byte as it is: structure such as `{`, `,` or `:`.
    public mutating func writeByte(_ byte: UInt8) { buffer.writeInteger(byte, as: UInt8.self) }
}

/// A value that JSON cannot represent.
public enum JSONWriterError: Error, CustomStringConvertible {
    /// NaN or an infinity.
    case nonFiniteNumber(Double)

    public var description: String {
        switch self {
        case .nonFiniteNumber(let value): "JSON cannot represent the number \(value)."
        }
    }
}
