import Foundation
import Testing

/// The layer order inside the modules that have layers: each folder of a module is one layer, and a file may use
/// only the types declared in its own layer and the layers before it. Module edges are the compiler's to enforce
/// (`Package.swift` and `--explicit-target-dependency-import-check`); the layers inside a module are enforced here.
///
/// This list is the rule's one home; `docs/ARCHITECTURE.md` describes each layer.
let layeredModules: [(module: String, layers: [String])] = [
    ("KiloServer", [".", "Errors", "JSON", "ArgumentTypes", "CSV", "Request", "Service", "Routing", "Description", "Hosting"]),
    ("KiloSQL", ["Errors", "Statement", "Results", "Database", "SQLite", "PostgreSQL", "MariaDB"]),
    ("MarkupKit", ["Reading", "Model", "Catalog", "Binding", "Loading"]),
]

@Suite("Layers")
struct LayerOrderTests {
    static let sources = DependencyTests.root.appendingPathComponent("Sources")

    @Test("each file uses only the types of its own layer and the layers before it", arguments: layeredModules.map(\.module))
    func layerOrder(module: String) throws {
        let layers = try #require(layeredModules.first { $0.module == module }).layers
        let files = try SwiftFile.files(in: Self.sources.appendingPathComponent(module))
        var declaredIn: [String: Int] = [:]
        for file in files {
            let layer = try #require(
                layers.firstIndex(of: file.folder), "\(module)/\(file.path) is in no layer; add its folder to layeredModules")
            for name in file.declaredTypes { declaredIn[name] = layer }
        }
        var violations: [String] = []
        for file in files {
            guard let layer = layers.firstIndex(of: file.folder) else { continue }
            for name in Set(file.identifiers).sorted() {
                if let declared = declaredIn[name], declared > layer {
                    violations.append("\(module)/\(file.path) (\(layers[layer])) uses \(name), declared in \(layers[declared])")
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("the checker sees declarations and uses, and not comments or strings")
    func checkerReadsCode() {
        let file = SwiftFile(
            path: "A/B.swift", folder: "A",
            text: """
                /// Uses ``Hidden`` in a comment.
                public struct Visible<T>: Sendable { let x: Other /* Hidden */ }
                private final class Box {}
                extension Visible { func f() -> String { "Hidden \\(1)" + #"Hidden"# } }
                enum Kind { case a }
                """)
        #expect(file.declaredTypes == ["Visible", "Box", "Kind"])
        #expect(file.identifiers.contains("Other"))
        #expect(!file.identifiers.contains("Hidden"))
    }
}

/// A Swift source file read just far enough to know which types it declares at the top level and which names its
/// code mentions.
struct SwiftFile {
    /// The path below the module's folder.
    let path: String
    /// The first folder below the module's folder: its layer.
    let folder: String
    let declaredTypes: [String]
    let identifiers: [String]

    init(path: String, folder: String, text: String) {
        self.path = path
        self.folder = folder
        let code = Self.stripCommentsAndStrings(text)
        identifiers = Self.identifiers(in: code)
        var declared: [String] = []
        for line in code.split(separator: "\n") where !line.hasPrefix(" ") {
            let words = Self.identifiers(in: String(line))
            if let index = words.firstIndex(where: { ["struct", "enum", "class", "actor", "protocol", "typealias"].contains($0) }
            ),
                index + 1 < words.count, words[..<index].allSatisfy(Self.modifiers.contains)
            {
                declared.append(words[index + 1])
            }
        }
        declaredTypes = declared
    }

    static let modifiers: Set<String> = [
        "public", "package", "internal", "private", "fileprivate", "final", "open", "indirect", "nonisolated",
    ]

    static func files(in module: URL) throws -> [SwiftFile] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: module.path).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { path in
            let text = try String(contentsOf: module.appendingPathComponent(path), encoding: .utf8)
            let folder = path.contains("/") ? String(path.prefix { $0 != "/" }) : "."
            return SwiftFile(path: path, folder: folder, text: text)
        }
    }

    /// The names in `code`, but for members and qualified names (`.name`), which are not this module's top-level types.
    static func identifiers(in code: String) -> [String] {
        var result: [String] = []
        var current = ""
        var afterDot = false
        var previous: Unicode.Scalar = " "
        for scalar in code.unicodeScalars {
            if scalar == "_" || scalar.properties.isAlphabetic || (!current.isEmpty && ("0"..."9").contains(scalar)) {
                if current.isEmpty { afterDot = previous == "." }
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                if !afterDot { result.append(current) }
                current = ""
            }
            previous = scalar
        }
        if !current.isEmpty, !afterDot { result.append(current) }
        return result
    }

    /// The code with comments and string literals blanked out (newlines kept, so that lines stay lines).
    static func stripCommentsAndStrings(_ text: String) -> String {
        let characters = Array(text)
        var output = ""
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            if character == "/", at(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", at(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", at(1) == "*" {
                        depth += 1
                        index += 2
                    } else if characters[index] == "*", at(1) == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        if characters[index] == "\n" { output.append("\n") }
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if character == "\"" || (character == "#" && (at(1) == "\"" || at(1) == "#")) {
                var hashes = 0
                while index < characters.count, characters[index] == "#" {
                    hashes += 1
                    index += 1
                }
                guard index < characters.count, characters[index] == "\"" else { continue }
                let multiline = at(1) == "\"" && at(2) == "\""
                let quote = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
                index += multiline ? 3 : 1
                output.append(" ")
                while index < characters.count {
                    if hashes == 0, characters[index] == "\\" {
                        index += 2
                        continue
                    }
                    if String(characters[index..<min(index + quote.count, characters.count)]) == quote {
                        index += quote.count
                        break
                    }
                    if characters[index] == "\n" { output.append("\n") }
                    index += 1
                }
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }
}
