/// Reads the fixed-width decimal fields of ISO 8601 text: `2026-11-27`, `14:30:05.250`.
struct FixedDigits {
    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index == bytes.count }

    /// The number written by the next `count` bytes, all of them decimal digits.
    mutating func number(digits count: Int) -> Int? {
        guard bytes.count - index >= count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += count
        return value
    }

    /// Reads `separator` if it comes next.
    mutating func skip(_ separator: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: separator) else { return false }
        index += 1
        return true
    }

    /// A decimal fraction of 1 to 9 digits as nanoseconds (`250` → 250,000,000).
    mutating func nanoseconds() -> Int? {
        var value = 0
        var count = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), count < 9 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            count += 1
            index += 1
        }
        guard count > 0 else { return nil }
        for _ in count..<9 { value *= 10 }
        return value
    }
}

/// `value` in `width` digits, zeros in front.
func padded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
