/// What a `Content-Type` header says, as the client and the server both read it.
package enum ContentType {
    /// The media type without parameters or surrounding spaces: `application/json` of `application/json; charset=utf-8`.
    package static func essence(_ contentType: some StringProtocol) -> Substring {
        let text = Substring(contentType)
        let end = text.firstIndex(of: ";") ?? text.endIndex
        var start = text.startIndex
        var stop = end
        while start < stop, text[start] == " " || text[start] == "\t" { start = text.index(after: start) }
        while stop > start, text[text.index(before: stop)] == " " || text[text.index(before: stop)] == "\t" {
            stop = text.index(before: stop)
        }
        return text[start..<stop]
    }

    /// Whether the content is JSON: `application/json`, or any `application/…+json` (`application/problem+json`); no
    /// `Content-Type` is not JSON.
    package static func isJSON(_ contentType: (some StringProtocol)?) -> Bool {
        guard let contentType else { return false }
        let type = essence(contentType).lowercased()
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// Whether the content is CSV (`text/csv`, RFC 4180).
    package static func isCSV(_ contentType: (some StringProtocol)?) -> Bool {
        guard let contentType else { return false }
        return essence(contentType).lowercased() == "text/csv"
    }
}
