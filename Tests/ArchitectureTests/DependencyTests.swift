import Foundation
import Testing

/// The module edges `Package.swift` declares, held to what the sources import and to the rules of
/// `docs/ARCHITECTURE.md`. SwiftPM's `--explicit-target-dependency-import-check` (which CI also runs) catches only an
/// import of a target outside the importer's whole dependency graph; these tests catch an import of anything the
/// target does not declare itself, and a declared dependency nothing imports.
@Suite("Module edges")
struct DependencyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Modules of the toolchain, which no manifest declares.
    static let toolchainModules: Set<String> = [
        "Foundation", "FoundationNetworking", "FoundationXML", "FoundationEssentials", "Dispatch", "Glibc", "Musl",
        "Darwin", "Synchronization", "Observation", "Testing", "XCTest", "_Concurrency", "os",
        // Apple's SDK, imported where it exists (`#if canImport(UIKit)`) and stood in for by UIKitShim elsewhere.
        "UIKit",
    ]

    /// Declared dependencies no source file imports, each with why it is declared all the same.
    static let unimportedOnPurpose: [String: [String: String]] = [
        "KiloServer": ["KiloMacros": "the @WebService macro's compiler plugin"],
        "KiloInterface": ["KiloMacros": "the @WebServiceInterface macro's compiler plugin"],
        "MarkupRuntime": ["MarkupRuntimeMacros": "the @MarkupOwner macro's compiler plugin"],
        "KiloSQL": ["SQLiteNIO": "the SQLite build it bundles, imported as VaporCSQLite"],
    ]

    /// Modules reached through a declared product that cannot be declared themselves (they are no product).
    static let reachedThrough: [String: String] = ["VaporCSQLite": "SQLiteNIO"]

    @Test("every target imports only what it declares, and declares only what it imports")
    func importsMatchDeclarations() throws {
        let manifest = try Manifest(contentsOf: Self.root.appendingPathComponent("Package.swift"))
        #expect(manifest.targets.count >= 15, "the manifest reader found only \(manifest.targets.map(\.name))")
        var problems: [String] = []
        for target in manifest.targets {
            let imports = try Self.imports(in: Self.root.appendingPathComponent(target.path))
            let declared = Set(target.dependencies)
            for (module, file) in imports.sorted(by: { $0.key < $1.key }) where !Self.toolchainModules.contains(module) {
                if declared.contains(module) || Self.reachedThrough[module].map(declared.contains) == true { continue }
                problems.append("\(target.name) imports \(module) (\(file)) but does not declare it in Package.swift")
            }
            for dependency in target.dependencies where imports[dependency] == nil {
                let reached = Self.reachedThrough.contains { $0.value == dependency && imports[$0.key] != nil }
                if reached || Self.unimportedOnPurpose[target.name]?[dependency] != nil { continue }
                problems.append("\(target.name) declares \(dependency), which none of its files imports")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the UI core and its tests build without the server, SwiftNIO or the SQL drivers")
    func uiCoreKnowsNothingOfTheServer() throws {
        let manifest = try Manifest(contentsOf: Self.root.appendingPathComponent("Package.swift"))
        // A client may stand on a service's interface (KiloInterface, whose compiler plugin KiloMacros parses paths with
        // KiloPaths at compile time): declarations both sides share, no server code.
        let serverSide: Set<String> = [
            "KiloServer", "KiloSQL", "KiloCore", "ServiceExamples", "Hummingbird",
            "HummingbirdCore", "HTTPTypes", "NIOCore", "NIOPosix", "NIOConcurrencyHelpers", "SQLiteNIO", "PostgresNIO",
            "NIOHTTP1", "ServiceLifecycle", "KiloAsyncHTTPClient", "AsyncHTTPClient",
        ]
        for target in [
            "Layout", "MarkupKit", "MarkupHTML", "MarkupRuntime", "MarkupLive", "Lima", "LimaConversion", "MarkupExamples",
            "MarkupUIKit", "UIKitShim", "LayoutTests",
            "MarkupKitTests", "MarkupHTMLTests", "MarkupRuntimeTests", "MarkupLiveTests", "LimaTests", "MarkupUIKitTests",
            "UIKitShimTests",
        ] {
            let reached = try manifest.closure(of: target)
            #expect(reached.isDisjoint(with: serverSide), "\(target) reaches \(reached.intersection(serverSide).sorted())")
        }
        for target in ["KiloServer", "KiloSQL", "KiloClient", "KiloAsyncHTTPClient", "KiloInterface", "InterfaceExamples"] {
            let reached = try manifest.closure(of: target)
            #expect(
                reached.isDisjoint(with: [
                    "MarkupKit", "MarkupHTML", "MarkupRuntime", "MarkupLive", "MarkupLiveServer", "Lima", "Layout",
                    "MarkupUIKit", "UIKitShim",
                ]),
                "\(target) reaches the UI core")
        }
        // Only the UIKit renderer (and its tests) stand on the shim: anything else that did would compile here and not
        // on Apple platforms, where the shim is not built.
        for target in manifest.targets where !["MarkupUIKit", "MarkupUIKitTests", "UIKitShimTests"].contains(target.name) {
            #expect(!(try manifest.closure(of: target.name)).contains("UIKitShim"), "\(target.name) reaches UIKitShim")
        }
        // And the renderer uses only what UIKit has: none of the shim's own helpers for tests.
        let renderer = Self.root.appendingPathComponent("Sources/MarkupUIKit")
        for path in try FileManager.default.subpathsOfDirectory(atPath: renderer.path) where path.hasSuffix(".swift") {
            let text = try String(contentsOf: renderer.appendingPathComponent(path), encoding: .utf8)
            for helper in ["ShimUser", "ShimAssets", "shimName", "shimSystemItem"] {
                #expect(!text.contains(helper), "Sources/MarkupUIKit/\(path) uses \(helper), which UIKit does not have")
            }
        }
        #expect(try manifest.closure(of: "KiloClient").isEmpty, "the client depends on Foundation only")
        #expect(
            try manifest.closure(of: "InterfaceExamples").isDisjoint(with: serverSide),
            "an interface's module is what an iOS app takes: no server")
        #expect(try manifest.closure(of: "Layout").isEmpty, "the layout engine has no dependency")
    }

    @Test("the examples are no product, and use only what the products give a user")
    func examplesStandOnProducts() throws {
        let manifest = try Manifest(contentsOf: Self.root.appendingPathComponent("Package.swift"))
        #expect(manifest.libraries.count >= 10, "the manifest reader found only \(manifest.libraries.keys.sorted())")
        let examples = manifest.targets.map(\.name).filter { $0.hasSuffix("Examples") }
        #expect(examples.count == 3, "\(examples)")
        for (library, targets) in manifest.libraries {
            #expect(Set(targets).isDisjoint(with: examples), "the product \(library) exports an example")
        }
        // An example shows what a user's code can do, so it imports nothing a user cannot: this package's targets it
        // declares are products or other examples (the Benchmarks package builds them from the products alone).
        let ownTargets = Set(manifest.targets.map(\.name))
        let exported = Set(manifest.libraries.values.joined())
        for example in examples {
            let target = try #require(manifest.targets.first { $0.name == example })
            for dependency in target.dependencies where ownTargets.contains(dependency) {
                #expect(
                    exported.contains(dependency) || examples.contains(dependency),
                    "\(example) depends on \(dependency), which is no product")
            }
        }
    }

    /// Each imported module of the Swift files below `directory`, with one file that imports it.
    static func imports(in directory: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        for path in paths.sorted() {
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            // Code in string literals (a test's snippet for the compiler) imports nothing.
            for line in SwiftFile.stripCommentsAndStrings(text).split(separator: "\n") {
                var words = line.split(separator: " ").map(String.init)
                while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal"].contains(first) {
                    words.removeFirst()
                }
                guard words.first == "import", words.count >= 2 else { continue }
                let name =
                    ["struct", "class", "enum", "protocol", "func", "typealias", "var", "let"].contains(words[1])
                        && words.count >= 3 ? words[2] : words[1]
                let module = String(name.prefix { $0 != "." })
                if found[module] == nil { found[module] = path }
            }
        }
        return found
    }
}

/// The targets of our `Package.swift`, read from its text: each target's name, folder and declared dependencies
/// (targets by name, products by their module's name, which is the product's for every package we use).
struct Manifest {
    struct Target {
        var name: String
        var path: String
        var dependencies: [String]
    }

    var targets: [Target] = []
    /// Each library product's name, with its targets.
    var libraries: [String: [String]] = [:]

    init(contentsOf url: URL) throws {
        // Comments may hold quotes and parentheses; the manifest's code after `//` on a line is never a target's.
        let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        var searchStart = text.startIndex
        while let start = text.range(of: ".library(", range: searchStart..<text.endIndex) {
            let end = Self.closingIndex(text, from: start.upperBound)
            let call = String(text[start.upperBound..<end])
            searchStart = end
            guard let name = Self.firstString(after: "name:", in: call), let list = call.range(of: "targets:") else {
                continue
            }
            libraries[name] = call[list.upperBound...].split(separator: "\"").enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        for kind in [".target(", ".testTarget(", ".executableTarget(", ".macro("] {
            var searchStart = text.startIndex
            while let start = text.range(of: kind, range: searchStart..<text.endIndex) {
                let end = Self.closingIndex(text, from: start.upperBound)
                let call = String(text[start.upperBound..<end])
                searchStart = end
                guard let name = Self.firstString(after: "name:", in: call) else { continue }
                var dependencies: [String] = []
                if let list = call.range(of: "dependencies:") {
                    let open = call[list.upperBound...].firstIndex(of: "[") ?? list.upperBound
                    let listStart = call.index(after: open)
                    var rest = call[listStart..<Self.closingIndex(call, from: listStart)]
                    while let quote = rest.firstIndex(of: "\"") {
                        let before = rest[..<quote]
                        let afterQuote = rest[rest.index(after: quote)...]
                        guard let close = afterQuote.firstIndex(of: "\"") else { break }
                        let literal = String(afterQuote[..<close])
                        // In `.product(name: "X", package: "p")` the package name is not a module, nor are the traits
                        // of `condition: .when(traits: ["T"])`.
                        if !before.hasSuffix("package: ") && !before.hasSuffix("traits: [") {
                            dependencies.append(literal)
                        }
                        rest = afterQuote[afterQuote.index(after: close)...]
                    }
                }
                let isTest = kind == ".testTarget("
                let path = Self.firstString(after: "path:", in: call) ?? (isTest ? "Tests/" : "Sources/") + name
                targets.append(Target(name: name, path: path, dependencies: dependencies))
            }
        }
    }

    /// Every target and product `name` depends on, directly or through other targets of this package.
    func closure(of name: String) throws -> Set<String> {
        let target = try #require(targets.first { $0.name == name }, "no target \(name)")
        var reached: Set<String> = []
        var pending = target.dependencies
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += targets.first { $0.name == next }?.dependencies ?? []
        }
        return reached
    }

    /// Where the parenthesis or bracket just before `start` closes (the end of `text` if it does not).
    private static func closingIndex(_ text: String, from start: String.Index) -> String.Index {
        var depth = 1
        var index = start
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if depth == 0 { break }
            }
            index = text.index(after: index)
        }
        return index
    }

    private static func firstString(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        let rest = text[range.upperBound...]
        guard let open = rest.firstIndex(of: "\"") else { return nil }
        let afterOpen = rest[rest.index(after: open)...]
        guard let close = afterOpen.firstIndex(of: "\"") else { return nil }
        return String(afterOpen[..<close])
    }
}
