import Foundation
import Testing

/// Every library the package offers has a DocC catalog with a landing page; CI builds each catalog it finds, with
/// warnings as errors, so a module without one would go undocumented unnoticed.
@Suite("Documentation")
struct DocumentationTests {
    @Test("every library product's module has a DocC catalog with a landing page")
    func everyLibraryHasACatalog() throws {
        let manifest = try String(contentsOf: DependencyTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = manifest.components(separatedBy: ".library(name: \"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
        #expect(libraries.count >= 7, "found only \(libraries)")
        for library in libraries {
            let page = DependencyTests.root.appendingPathComponent("Sources/\(library)/\(library).docc/\(library).md")
            let text = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
            #expect(text.hasPrefix("# ``\(library)``"), "\(library) has no landing page at \(page.path)")
        }
    }

    /// The README is a front page and a module map (as swift-nio's is); the rest lives in docs/ and the DocC articles.
    static let readmeLineBudget = 400

    @Test("the README stays within its budget of 400 lines")
    func readmeBudget() throws {
        let text = try String(contentsOf: DependencyTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= Self.readmeLineBudget, "the README has \(lines) lines: move detail into docs/ or an article")
        #expect(lines > 100, "the README has only \(lines) lines")
    }

    @Test("every relative link of the README, docs/ and Benchmarks/README.md names a file of the package")
    func linksAreAlive() throws {
        let root = DependencyTests.root
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        let pages =
            ["README.md", "Benchmarks/README.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var checked = 0
        var dead: [String] = []
        for page in pages {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let folder = root.appendingPathComponent(page).deletingLastPathComponent()
            // `](target)` and `src="target"`, without a scheme: a path relative to the page.
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let path = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                guard !path.isEmpty else { continue }
                checked += 1
                if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                    dead.append("\(page): \(link)")
                }
            }
        }
        #expect(checked >= 20, "found only \(checked) links")
        #expect(dead.isEmpty, "\(dead.joined(separator: "\n"))")
    }

    /// The targets of Markdown links and of `src` attributes in a Markdown text.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        for marker in ["](", "src=\""] {
            let close: Character = marker == "](" ? ")" : "\""
            for piece in text.components(separatedBy: marker).dropFirst() {
                if let end = piece.firstIndex(of: close) { found.append(String(piece[..<end])) }
            }
        }
        return found
    }
}
