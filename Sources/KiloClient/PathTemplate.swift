import Foundation

/// Fills `{name}` placeholders in a path with percent-encoded values.
enum PathTemplate {
    /// `/employees/{employeeNumber}` with `["employeeNumber": 10004]` → `/employees/10004`. Each value is
    /// percent-encoded as a whole, so a `/`, `?` or `#` inside it stays part of its segment; so does a value of `.` or
    /// `..`, sent as `%2E` and `%2E%2E` because URL resolution removes dot segments (a `DELETE` of `items/{id}` with
    /// `..` would reach the collection). An empty value is refused: it would leave its segment empty, which most
    /// servers read as another resource.
    static func fill(_ template: String, keys: [String: any Sendable]) throws(WebServiceRequestError) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = keys[name].flatMap(text) else { throw .missingPathKey(name) }
            guard !value.isEmpty else { throw .emptyPathKey(name) }
            result += value == "." || value == ".." ? value.replacing(".", with: "%2E") : ArgumentEncoding.percentEncode(value)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func text(_ value: any Sendable) -> String? {
        let pairs = try? ArgumentEncoding.pairs(["key": value])
        guard let first = pairs?.first, case .text(let text) = first.value else { return nil }
        return text
    }
}
