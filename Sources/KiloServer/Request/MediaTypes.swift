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
