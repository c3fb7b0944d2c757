import Foundation
import TestSupport
import Testing

/// The README's Swift examples, type-checked with the real compiler against the built modules: each as written, after
/// the hidden prelude an HTML comment above it gives (`<!-- snippet-prelude … -->`: the imports and the names it
/// assumes from the text around it). A block that cannot be Swift on its own says why (`<!-- snippet: not compiled
/// (…) -->`). A new block without either is compiled as it is.
@Suite("The README's Swift examples")
struct ReadmeSnippetTests {
    struct Snippet: CustomStringConvertible {
        var line: Int
        var prelude = ""
        var code = ""
        var skipped: String?
        var description: String { "README.md:\(line)" }
    }

    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// Every ```swift block of the README, with the comment just above it.
    static func snippets() throws -> [Snippet] {
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        var snippets: [Snippet] = []
        var comment: [String]?
        var pendingComment: [String]?
        var current: Snippet?
        var indent = ""
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var snippet = current {
                if trimmed == "```" {
                    snippets.append(snippet)
                    current = nil
                } else {
                    snippet.code += (line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line) + "\n"
                    current = snippet
                }
            } else if var open = comment {
                if trimmed == "-->" {
                    pendingComment = open
                    comment = nil
                } else {
                    open.append(line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line)
                    comment = open
                }
            } else if trimmed.hasPrefix("<!-- snippet") {
                indent = String(line.prefix { $0 == " " })
                if trimmed.hasSuffix("-->") {
                    pendingComment = [trimmed]
                } else {
                    comment = [trimmed]
                }
            } else if trimmed == "```swift" {
                indent = String(line.prefix { $0 == " " })
                var snippet = Snippet(line: index + 1)
                if let header = pendingComment {
                    if header[0].hasPrefix("<!-- snippet: not compiled") {
                        snippet.skipped = header[0]
                    } else {
                        snippet.prelude = header.dropFirst().joined(separator: "\n") + "\n"
                    }
                }
                pendingComment = nil
                current = snippet
            } else if !trimmed.isEmpty {
                pendingComment = nil
            }
        }
        return snippets
    }

    @Test("the README is read: every block found, each skipped one says why")
    func found() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 15)
        #expect(snippets.allSatisfy { $0.skipped == nil || $0.skipped?.contains("(") == true })
        #expect(snippets.filter { $0.skipped == nil }.count >= 14)
    }

    @Test(
        "every Swift example of the README type-checks as written",
        .enabled(if: CompileErrorTests.ready, "skipped: build the package first (swift build --build-tests)"))
    func compiles() async throws {
        let snippets = try Self.snippets().filter { $0.skipped == nil }
        // Two at a time: each loads the package's modules, and the machine has two cores.
        var failures: [String] = []
        try await withThrowingTaskGroup(of: (Snippet, [String]).self) { group in
            var pending = snippets[...]
            func next() {
                guard let snippet = pending.popFirst() else { return }
                group.addTask {
                    let errors = try await Compiler.errors(
                        compiling: snippet.prelude + snippet.code, plugins: ["KiloMacros", "MarkupRuntimeMacros"])
                    return (snippet, errors)
                }
            }
            next()
            next()
            while let (snippet, errors) = try await group.next() {
                if !errors.isEmpty { failures.append("\(snippet):\n" + errors.joined(separator: "\n")) }
                next()
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }
}
