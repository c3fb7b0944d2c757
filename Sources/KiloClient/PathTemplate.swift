import KiloPaths

extension PathTemplate {
    /// `/employees/{employeeNumber}` with `["employeeNumber": 10004]` → `/employees/10004`. Each value is
    /// percent-encoded as a whole, so a `/`, `?` or `#` inside it stays part of its segment; so does a value of `.` or
    /// `..`, sent as `%2E` and `%2E%2E` because URL resolution removes dot segments (a `DELETE` of `items/{id}` with
    /// `..` would reach the collection). An empty value is refused: it would leave its segment empty, which most
    /// servers read as another resource.
    static func fill(_ template: String, keys: [String: any Sendable]) throws(WebServiceRequestError) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var result = ""
        for part in PathTemplate(template).parts {
            switch part {
            case .text(let text):
                result += text
            case .key(let name):
                guard let value = keys[name].flatMap(text) else { throw .missingPathKey(name) }
                guard !value.isEmpty else { throw .emptyPathKey(name) }
                result +=
                    value == "." || value == ".." ? value.replacing(".", with: "%2E") : ArgumentEncoding.percentEncode(value)
            }
        }
        return result
    }

    private static func text(_ value: any Sendable) -> String? {
        let pairs = try? ArgumentEncoding.pairs(["key": value])
        guard let first = pairs?.first, case .text(let text) = first.value else { return nil }
        return text
    }
}
