import NIOCore

/// Counting an array body's elements before decoding it, in one pass over the bytes with no allocation, so that a
/// body of a million tiny elements within the byte limit is refused for what it holds before it costs a million
/// decoded values (``Arguments`` applies ``WebServer/Configuration/maxBodyElements``).
enum JSONArrayCount {
    /// The elements of the top-level JSON array in `bytes`, counting no further than `limit`; 0 when the body is not
    /// an array (the decoder then says what is wrong with it).
    static func elements(in bytes: ByteBuffer, upTo limit: Int) -> Int {
        bytes.withUnsafeReadableBytes { raw in
            var index = 0
            func skipSpace() {
                while index < raw.count, raw[index] == 0x20 || raw[index] == 0x09 || raw[index] == 0x0A || raw[index] == 0x0D {
                    index += 1
                }
            }
            skipSpace()
            guard index < raw.count, raw[index] == UInt8(ascii: "[") else { return 0 }
            index += 1
            skipSpace()
            guard index < raw.count, raw[index] != UInt8(ascii: "]") else { return 0 }
            var count = 1
            var depth = 1
            var inString = false
            while index < raw.count, depth > 0, count < limit {
                let byte = raw[index]
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                    case UInt8(ascii: ",") where depth == 1: count += 1
                    default: break
                    }
                }
                index += 1
            }
            return count
        }
    }
}

extension CSVBodyDecoder {
    /// The records after the header of the CSV table in `bytes`, counting no further than `limit`: line ends outside
    /// quoted fields (a blank line counts, which only makes the count an upper bound).
    static func recordCount(of bytes: ByteBuffer, upTo limit: Int) -> Int {
        bytes.withUnsafeReadableBytes { raw in
            var lines = 0
            var inQuotes = false
            var index = 0
            while index < raw.count, lines <= limit {
                let byte = raw[index]
                if byte == UInt8(ascii: "\"") {
                    inQuotes.toggle()
                } else if !inQuotes, byte == 0x0A || (byte == 0x0D && (index + 1 == raw.count || raw[index + 1] != 0x0A)) {
                    lines += 1
                }
                index += 1
            }
            // The last line may have no line end; the first is the header.
            if !raw.isEmpty, raw[raw.count - 1] != 0x0A, raw[raw.count - 1] != 0x0D { lines += 1 }
            return max(0, lines - 1)
        }
    }
}
