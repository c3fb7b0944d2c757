/// What every hand-written peer does for `GET /math/sum?a=2&b=4`: decode the query (`+` is a space, `%XX` escapes),
/// convert `a` and `b` to `Double`, and answer their sum as JSON, or 400 with a message.
public enum MathQuery {
    public enum Outcome {
        case sum(String)
        case badRequest(String)
    }

    public static func answer(query: Substring?) -> Outcome {
        var a: Double?
        var b: Double?
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]) else { return .badRequest("Malformed argument name.") }
            let value = parts.count > 1 ? decode(parts[1]) : ""
            guard let value else { return .badRequest("The value of \"\(name)\" is malformed.") }
            switch name {
            case "a":
                guard let number = Double(value) else { return .badRequest("Parameter \"a\" is not a number.") }
                a = number
            case "b":
                guard let number = Double(value) else { return .badRequest("Parameter \"b\" is not a number.") }
                b = number
            default:
                return .badRequest("Unknown parameter \"\(name)\".")
            }
        }
        guard let a else { return .badRequest("Parameter \"a\" is required.") }
        guard let b else { return .badRequest("Parameter \"b\" is required.") }
        let sum = a + b
        return .sum(sum.rounded() == sum && abs(sum) < 1e15 ? String(Int64(sum)) : String(sum))
    }

    static func decode(_ text: Substring) -> String? {
        guard text.contains(where: { $0 == "%" || $0 == "+" }) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hex), let low = iterator.next().flatMap(hex) else { return nil }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }
}

/// The port from the first command-line argument (default 8080).
public func benchmarkPort() -> Int {
    CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
}
