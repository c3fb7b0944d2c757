import Foundation
import KiloShared

/// The includes (`{{>name}}`) of a template, read from its text, so that a library can refuse at start what Mustache
/// would only show at render time: an include of a template that does not exist (rendered as nothing) and one that
/// includes itself again with no section between (rendered without end, until the stack overflows).
struct TemplateIncludes {
    /// One `{{>name}}` and where it is.
    struct Include {
        var name: String
        var line: Int
        var column: Int
        /// Whether it is outside every section, so that it is rendered whatever the data: a cycle of these never ends.
        var unconditional: Bool
    }

    var includes: [Include] = []

    /// Reads the tags of `text` with Mustache's default delimiters. A template that sets other delimiters (`{{=<% %>=}}`)
    /// is read up to there only: its later includes are not checked.
    init(of text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0
        func column(at position: Int) -> Int {
            // Characters, not bytes: a column a person counts in an editor.
            String(decoding: bytes[lineStart..<position], as: UTF8.self).count + 1
        }
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let start = index
            let triple = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "{")
            let closing = triple ? "}}}" : "}}"
            guard let end = Self.find(Array(closing.utf8), in: bytes, from: index + (triple ? 3 : 2)) else { return }
            let inner = bytes[(index + (triple ? 3 : 2))..<end]
            let tagLine = line
            let tagColumn = column(at: start)
            // A tag may span lines (a comment): count them.
            for position in index..<end where bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            index = end + closing.utf8.count
            if triple { continue }
            let body = String(decoding: inner, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let sigil = body.first else { continue }
            let name = String(body.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines)
            switch sigil {
            case "=": return
            case "#", "^", "$": depth += 1
            case "/": depth = max(0, depth - 1)
            case ">", "<":
                // `{{<parent}}` includes its parent and opens a block of overrides, closed by `{{/parent}}`.
                if !name.hasPrefix("*") {
                    includes.append(Include(name: name, line: tagLine, column: tagColumn, unconditional: depth == 0))
                }
                if sigil == "<" { depth += 1 }
            default: continue
            }
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - needle.count else { return nil }
        for position in start...(bytes.count - needle.count) where bytes[position] == needle[0] {
            if Array(bytes[position..<(position + needle.count)]) == needle { return position }
        }
        return nil
    }

    /// The first problem with the includes of `templates` (by name, each with its file): an include of a name that is
    /// not there, or a cycle of unconditional includes.
    static func check(_ templates: [String: (includes: TemplateIncludes, file: String)]) throws(TemplateError) {
        for name in templates.keys.sorted() {
            guard let template = templates[name] else { continue }
            for include in template.includes.includes where templates[include.name] == nil {
                throw TemplateError(
                    file: template.file, line: include.line, column: include.column,
                    message: "there is no template named \"\(include.name)\" to include"
                        + Suggestion.note(for: include.name, in: templates.keys))
            }
        }
        // Depth-first from each template along unconditional includes; reaching a template on the path is a cycle.
        for root in templates.keys.sorted() {
            var path: [String] = []
            // Templates already followed from this root: none of them leads back to it.
            var followed: Set<String> = []
            func visit(_ name: String) throws(TemplateError) {
                guard let template = templates[name], followed.insert(name).inserted else { return }
                path.append(name)
                defer { path.removeLast() }
                for include in template.includes.includes where include.unconditional {
                    if include.name == root {
                        throw TemplateError(
                            file: template.file, line: include.line, column: include.column,
                            message: "\"\(root)\" includes itself with no section between, so it would never end: "
                                + (path + [root]).joined(separator: " → "))
                    }
                    try visit(include.name)
                }
            }
            try visit(root)
        }
    }
}
