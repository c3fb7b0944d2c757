import KiloShared

/// The server's content-type tests (beside `ContentType`'s, which the client shares) and header-parameter parsing
/// (`multipart/form-data; boundary="x"`).
enum MediaTypes {
    static func isFormURLEncoded(_ contentType: String) -> Bool {
        ContentType.essence(contentType).lowercased() == "application/x-www-form-urlencoded"
    }

    static func isMultipartFormData(_ contentType: String) -> Bool {
        ContentType.essence(contentType).lowercased() == "multipart/form-data"
    }

    /// The 415 for a body of a content type the operation does not take, naming the ones it does.
    static func unsupported(_ contentType: String?, accepted: [String]) -> ServiceError {
        ServiceError(
            .unsupportedMediaType,
            "The content type \"\(contentType ?? "none")\" is not supported here; send "
                + (accepted.isEmpty ? ["application/json"] : accepted).joined(separator: " or ") + ".")
    }

    /// Whether `Accept` prefers `text/csv` to `application/json`: CSV's weight is higher than JSON's, each weighed by
    /// the most specific range that matches it (`text/csv`, then `text/*`, then `*/*`). JSON wins ties and is what no
    /// `Accept` gets. Reads 32 ranges at most, so that a header of thousands costs no more.
    static func prefersCSV(_ accept: [String]) -> Bool {
        var csv: (specificity: Int, weight: Double) = (-1, 0)
        var json: (specificity: Int, weight: Double) = (-1, 0)
        var count = 0
        for value in accept {
            for range in value.split(separator: ",", omittingEmptySubsequences: true) {
                count += 1
                if count > 32 { break }
                let type = essenceOf(range)
                let weight = parameter("q", in: String(range)).flatMap(Double.init).map { min(max($0, 0), 1) } ?? 1
                func weigh(_ target: String, _ best: inout (specificity: Int, weight: Double)) {
                    let family = target.prefix { $0 != "/" } + "/*"
                    let specificity = type == target ? 2 : type == family ? 1 : type == "*/*" ? 0 : -1
                    if specificity > best.specificity { best = (specificity, weight) }
                }
                weigh("text/csv", &csv)
                weigh("application/json", &json)
            }
        }
        return csv.specificity >= 0 && csv.weight > 0 && (json.specificity < 0 || csv.weight > json.weight)
    }

    private static func essenceOf(_ range: Substring) -> String {
        ContentType.essence(range).lowercased()
    }

    /// The value of parameter `name` in a header such as `Content-Type` or `Content-Disposition`, unquoted.
    /// Quoted values may contain `;` and `=`; `\"` is a quote, but any other backslash is kept, because browsers send
    /// Windows paths (`C:\Users\ann\b.png`) in `filename` unescaped.
    static func parameter(_ name: String, in header: String) -> String? {
        var index = header.firstIndex(of: ";") ?? header.endIndex
        while index < header.endIndex {
            index = header.index(after: index)  // past ';'
            while index < header.endIndex, header[index] == " " || header[index] == "\t" { index = header.index(after: index) }
            let keyStart = index
            while index < header.endIndex, header[index] != "=", header[index] != ";" { index = header.index(after: index) }
            let key = header[keyStart..<index].trimmingSpaces().lowercased()
            var value = ""
            if index < header.endIndex, header[index] == "=" {
                index = header.index(after: index)
                if index < header.endIndex, header[index] == "\"" {
                    index = header.index(after: index)
                    while index < header.endIndex, header[index] != "\"" {
                        let next = header.index(after: index)
                        if header[index] == "\\", next < header.endIndex, header[next] == "\"" { index = next }
                        value.append(header[index])
                        index = header.index(after: index)
                    }
                    if index < header.endIndex { index = header.index(after: index) }
                    while index < header.endIndex, header[index] != ";" { index = header.index(after: index) }
                } else {
                    let valueStart = index
                    while index < header.endIndex, header[index] != ";" { index = header.index(after: index) }
                    value = String(header[valueStart..<index].trimmingSpaces())
                }
            }
            if key == name.lowercased() { return value }
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingSpaces() -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}
