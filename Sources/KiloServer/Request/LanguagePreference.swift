/// `Accept-Language` read and matched (RFC 9110 §12.5.4, RFC 4647): what ``ServiceRequest/acceptedLanguages`` and
/// ``ServiceRequest/preferredLanguage(among:)`` answer.
enum LanguagePreference {
    /// The most ranges read from one header.
    static let maximumRanges = 32

    /// The language ranges of `header` with a weight above 0, best first (ties in the order sent); `*` left out.
    static func ranked(_ header: String) -> [String] {
        var ranked: [(range: Substring, weight: Int, order: Int)] = []
        for (order, item) in header.split(separator: ",", omittingEmptySubsequences: true).prefix(maximumRanges)
            .enumerated()
        {
            var parts = item.split(separator: ";").makeIterator()
            guard let range = parts.next().map(trimmed), isLanguageRange(range) else { continue }
            var weight = 1000
            var valid = true
            while let parameter = parts.next().map(trimmed) {
                guard parameter.hasPrefix("q=") || parameter.hasPrefix("Q=") else { continue }
                guard let thousandths = self.thousandths(parameter.dropFirst(2)) else {
                    valid = false
                    break
                }
                weight = thousandths
            }
            if valid, weight > 0, range != "*" { ranked.append((range, weight, order)) }
        }
        return ranked.sorted { ($0.weight, -$0.order) > ($1.weight, -$1.order) }.map { String($0.range) }
    }

    /// The first of `supported` that one of `accepted` (best first) asks for: the tag itself, then with its last parts
    /// cut, then a supported tag that extends it; case-insensitive.
    static func lookup(_ accepted: [String], among supported: [String]) -> String? {
        let lowered = supported.map { $0.lowercased() }
        for range in accepted.map({ $0.lowercased() }) {
            var prefix = Substring(range)
            while !prefix.isEmpty {
                if let index = lowered.firstIndex(where: { $0 == prefix }) { return supported[index] }
                prefix = prefix.lastIndex(of: "-").map { prefix[..<$0] } ?? ""
            }
            if let index = lowered.firstIndex(where: { $0.hasPrefix(range + "-") }) { return supported[index] }
        }
        return nil
    }

    /// `*`, or 1 to 8 letters followed by `-` parts of 1 to 8 letters or digits.
    private static func isLanguageRange(_ text: Substring) -> Bool {
        if text == "*" { return true }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (1...8).contains(first.utf8.count), first.utf8.allSatisfy(isLetter) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.utf8.count) && part.utf8.allSatisfy { isLetter($0) || (48...57).contains($0) }
        }
    }

    /// A weight as RFC 9110 writes it (`0`, `0.5`, `1.000`: at most three decimals, not above 1) in thousandths.
    private static func thousandths(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var value = Int(first - UInt8(ascii: "0")) * 1000
        if bytes.count > 1 {
            guard bytes[1] == UInt8(ascii: "."), (2...5).contains(bytes.count) else { return nil }
            var scale = 100
            for byte in bytes[2...] {
                guard (48...57).contains(byte) else { return nil }
                value += Int(byte - 48) * scale
                scale /= 10
            }
        }
        return value <= 1000 ? value : nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
