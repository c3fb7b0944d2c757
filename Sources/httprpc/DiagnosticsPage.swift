import Foundation
import HTMLWriting
import KiloServer
import Layout
import MarkupHTML
import MarkupKit

/// Diagnostics as a page: each as `file:line:column`, its message, the source line and a caret under the column. Files
/// are named relative to the documents' directory: the page never shows where the server keeps them.
enum DiagnosticsPage {
    static func render(_ diagnostics: [MarkupDiagnostic], title: String, in directory: URL, footer: String = "") -> HTMLOutput {
        var output = HTMLOutput()
        output.write("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
        output.writeEscaped(title)
        output.write(" has errors</title><style>body { font-family: system-ui, sans-serif; margin: 24px; } ")
        output.write("pre { background: #fff5f5; padding: 8px; } .error { color: #c00; } .warning { color: #a60; }</style>")
        output.write("</head><body><h1>")
        output.writeEscaped(title)
        output.write(" has errors</h1><ul class=\"mk-diagnostics\">")
        var lines: [String: [Substring]] = [:]
        for diagnostic in diagnostics {
            output.write("<li class=\"\(diagnostic.severity == .error ? "error" : "warning")\"><code>")
            var location = diagnostic.location
            location.file = Self.shown(location.file, in: directory)
            output.writeEscaped(location.description)
            output.write("</code>: ")
            output.writeEscaped(diagnostic.severity.rawValue + ": " + diagnostic.message)
            let file = diagnostic.location.file
            if lines[file] == nil {
                lines[file] =
                    (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)
                    ?? []
            }
            if let source = lines[file], source.indices.contains(diagnostic.location.line - 1) {
                let line = source[diagnostic.location.line - 1]
                output.write("<pre>")
                output.writeEscaped(String(line))
                output.write("\n")
                output.write(String(repeating: " ", count: max(0, diagnostic.location.column - 1)))
                output.write("^</pre>")
            }
            output.write("</li>")
        }
        output.write("</ul>")
        output.write(footer)
        output.write("</body></html>\n")
        return output
    }

    /// `file` as the page shows it: relative to `directory` when it is inside it, else its name alone.
    static func shown(_ file: String, in directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return URL(fileURLWithPath: file).lastPathComponent
    }
}
