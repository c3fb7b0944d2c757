import Foundation
import TestSupport
import Testing

/// The Swift examples of the documentation, type-checked with the real compiler against the built modules: every
/// ```swift block of the README, `docs/` and the DocC articles, each as written after the hidden prelude an HTML
/// comment above it gives (`<!-- snippet-prelude … -->`: the imports and the names it assumes from the text around it;
/// an article's own module is imported without saying). A block that cannot be Swift on its own says why
/// (`<!-- snippet: not compiled (…) -->`); a prelude that opens a scope (a type the example is a member of) shows
/// where the example goes with a line `…` and closes the scope after it. A new block without either is compiled as
/// it is. The examples in the DocC
/// comments of `Sources/` are held to it too, their module imported (`/// <!-- snippet-prelude … -->` above one gives
/// what else it assumes).
@Suite("The documentation's Swift examples")
struct DocumentationSnippetTests {
    struct Snippet: CustomStringConvertible {
        var file: String
        var line: Int
        var prelude = ""
        var code = ""
        /// What follows the code: the end of the scope a prelude opened (after a line `…` in the prelude).
        var epilogue = ""
        var skipped: String?
        /// The file a quoted block is taken from (`<!-- snippet: from PATH -->`), which it must match line for line: a
        /// file of a package built on its own (`Examples/Bookmarks`, which CI builds and tests).
        var quotedFrom: String?
        var description: String { "\(file):\(line)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Markdown files with examples (paths from the package root).
    static func documents() throws -> [(path: String, isSource: Bool)] {
        var found: [(String, Bool)] = [("README.md", false)]
        let files = FileManager.default
        for path in try files.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).sorted()
        where path.hasSuffix(".md") {
            found.append(("docs/" + path, false))
        }
        let sources = root.appendingPathComponent("Sources")
        for path in try files.subpathsOfDirectory(atPath: sources.path).sorted() {
            if path.hasSuffix(".md") && path.contains(".docc/") { found.append(("Sources/" + path, false)) }
            // The shim's comments quote UIKit's documentation, whose examples are UIKit's, not ours.
            if path.hasSuffix(".swift") && !path.hasPrefix("UIKitShim/") { found.append(("Sources/" + path, true)) }
        }
        return found
    }

    /// Every example of every document.
    static func snippets() throws -> [Snippet] {
        try documents().flatMap { document in
            let text = try String(contentsOf: root.appendingPathComponent(document.path), encoding: .utf8)
            var found = snippets(in: text, file: document.path, isSource: document.isSource)
            // An article (or a DocC comment) shows its module's API as its reader's code imports it.
            let parts = document.path.split(separator: "/")
            if parts.first == "Sources", parts.count > 2 {
                for index in found.indices { found[index].prelude = "import \(parts[1])\n" + found[index].prelude }
            }
            return found
        }
    }

    /// Every ```swift block of a Markdown text (or of the DocC comments of a Swift source: the lines that start with
    /// `///`, without it), with the comment just above it.
    static func snippets(in text: String, file: String, isSource: Bool) -> [Snippet] {
        var lines = text.components(separatedBy: "\n")
        if isSource {
            // Code lines become a line that is no Markdown (a NUL), which ends a pending prelude: a prelude belongs
            // to the example of its own comment.
            lines = lines.map { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("///") else { return "\u{0}" }
                let rest = trimmed.dropFirst(3)
                return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
            }
        }
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
                var snippet = Snippet(file: file, line: index + 1)
                if let header = pendingComment {
                    if header[0].hasPrefix("<!-- snippet: not compiled") {
                        snippet.skipped = header[0]
                    } else if header[0].hasPrefix("<!-- snippet: from ") {
                        let path = header[0].dropFirst("<!-- snippet: from ".count).prefix { $0 != " " }
                        snippet.quotedFrom = String(path)
                        snippet.skipped = "quoted from \(path) (compiled where it is)"
                    } else {
                        // A line `…` stands for the example: what comes after it closes what the prelude opened.
                        let lines = header.dropFirst()
                        let gap = lines.firstIndex(of: "…") ?? lines.endIndex
                        snippet.prelude = lines[..<gap].joined(separator: "\n") + "\n"
                        snippet.epilogue = lines[gap...].dropFirst().joined(separator: "\n") + "\n"
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

    @Test("the documentation is read: every block found, each skipped one says why")
    func found() throws {
        let snippets = try Self.snippets()
        #expect(snippets.filter { $0.file == "README.md" }.count >= 8)
        #expect(snippets.filter { $0.file.hasPrefix("docs/") }.count >= 10)
        #expect(snippets.filter { $0.file.contains(".docc/") }.count >= 15)
        let comments = Self.snippets(
            in: "/// <!-- snippet-prelude\n/// import A\n/// -->\n/// ```swift\n/// let a = 1\n/// ```\nlet code = 2\n",
            file: "A.swift",
            isSource: true)
        #expect(comments.map(\.code) == ["let a = 1\n"] && comments.map(\.prelude) == ["import A\n"])
        let unexplained = snippets.filter { $0.skipped != nil && $0.skipped?.contains("(") != true }
        #expect(unexplained.isEmpty, "skipped without a reason: \(unexplained)")
        // The articles' Swift is compiled, or quoted from a file that is; only a package manifest (which
        // InstallationTests resolves) is left to another check. (Comments in Sources may show a fragment.)
        let uncompiled = snippets.filter {
            $0.file.hasSuffix(".md") && $0.skipped != nil && $0.quotedFrom == nil
                && $0.skipped?.contains("(a package manifest") != true
        }
        #expect(uncompiled.isEmpty, "Swift that no test compiles: \(uncompiled)")
    }

    @Test("every block quoted from a file is in that file as written, whatever its indentation there")
    func quotedBlocksMatchTheirFiles() throws {
        let quoted = try Self.snippets().filter { $0.quotedFrom != nil }
        #expect(quoted.count >= 5, "found only \(quoted)")
        for snippet in quoted {
            let path = snippet.quotedFrom ?? ""
            let text = (try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            #expect(Self.contains(text, block: snippet.code), "\(snippet): not found as written in \(path)")
        }
        #expect(Self.contains("struct A {\n    let a = 1\n\n    let b = 2\n}\n", block: "let a = 1\n\nlet b = 2\n"))
        #expect(!Self.contains("struct A {\n    let a = 1\n  let b = 2\n}\n", block: "let a = 1\nlet b = 2\n"))
    }

    /// Whether `block`'s lines are consecutive lines of `text`, each non-empty one after the same indentation.
    static func contains(_ text: String, block: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var wanted = block.split(separator: "\n", omittingEmptySubsequences: false)
        while wanted.last?.isEmpty == true { wanted.removeLast() }
        guard let first = wanted.first, !first.isEmpty else { return false }
        return lines.indices.contains { start in
            guard lines[start].hasSuffix(first), start + wanted.count <= lines.count else { return false }
            let indent = lines[start].dropLast(first.count)
            guard indent.allSatisfy({ $0 == " " }) else { return false }
            return zip(wanted, lines[start...]).allSatisfy { want, line in
                want.isEmpty ? line.allSatisfy { $0 == " " } : line == indent + want
            }
        }
    }

    @Test(
        "every Swift example of the documentation type-checks as written",
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
                        compiling: snippet.prelude + snippet.code + snippet.epilogue,
                        plugins: ["KiloMacros", "MarkupOwnerMacros"])
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
