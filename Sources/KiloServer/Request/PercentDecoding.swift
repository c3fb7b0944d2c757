/// Percent-decoding of path segments and of `application/x-www-form-urlencoded` text.
enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`), requiring valid UTF-8; `nil` when the text is
    /// malformed.
    static func decode(_ text: Substring, plusIsSpace: Bool) -> String? {
        var utf8 = text.utf8
        // Fast path: nothing to decode.
        if !utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) {
            return String(text)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = utf8.popFirst().flatMap(hexValue), let low = utf8.popFirst().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Parses `a=1&b=2&a=3` into `arguments`. `+` is a space; a name without `=` has the value "".
    static func parseForm(_ text: Substring, into arguments: inout ArgumentList) throws(ServiceError) {
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: "=")
            let rawName = equals.map { pair[..<$0] } ?? pair
            let rawValue = equals.map { pair[pair.index(after: $0)...] } ?? ""
            guard let name = decode(rawName, plusIsSpace: true) else { throw malformed(rawName) }
            guard let value = decode(rawValue, plusIsSpace: true) else {
                throw ServiceError(.badRequest, "The value of \"\(name)\" is not valid percent-encoded UTF-8.")
            }
            try arguments.append(.text(value), for: name)
        }
    }

    private static func malformed(_ raw: Substring) -> ServiceError {
        ServiceError(.badRequest, "The argument name \"\(raw.prefix(100))\" is not valid percent-encoded UTF-8.")
    }
}
