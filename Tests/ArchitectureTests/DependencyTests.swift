import Foundation
import TestSupport
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
        "Darwin", "Synchronization", "Observation", "Testing", "XCTest", "_Concurrency", "os", "PackagePlugin",
        // Apple's SDK, imported where it exists (`#if canImport(UIKit)`) and stood in for by UIKitShim elsewhere.
        "UIKit",
    ]

    /// Declared dependencies no source file imports, each with why it is declared all the same.
    static let unimportedOnPurpose: [String: [String: String]] = [
        "KiloServer": ["KiloMacros": "the @WebService macro's compiler plugin"],
        "KiloInterface": ["KiloMacros": "the @WebServiceInterface macro's compiler plugin"],
        "KiloEndpoints": ["KiloMacros": "the endpoint markers' compiler plugin"],
        "GenerateLimaViews": ["generate-lima-views": "the tool the command plugin runs"],
        "MarkupOwners": ["MarkupOwnerMacros": "the @MarkupOwner macro's compiler plugin"],
        "KiloSQL": ["SQLiteNIO": "the SQLite build it bundles, imported as VaporCSQLite"],
    ]

    /// Modules reached through a declared product that cannot be declared themselves (they are no product).
    static let reachedThrough: [String: String] = ["VaporCSQLite": "SQLiteNIO"]

    @Test("every target imports only what it declares, and declares only what it imports")
    func importsMatchDeclarations() async throws {
        let manifest = try await Manifest.ours.value
        #expect(manifest.targets.count >= 15, "the manifest reader found only \(manifest.targets.map(\.name))")
        var problems: [String] = []
        // Read off Swift's shared pool: every file of every target.
        let importsByTarget = try await onOwnThread {
            try manifest.targets.map { try Self.imports(in: Self.root.appendingPathComponent($0.path)) }
        }
        for (target, imports) in zip(manifest.targets, importsByTarget) {
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

    /// MarkupUIKit imports UIKit wherever `canImport(UIKit)` and the shim everywhere else: the shim must be its dependency on
    /// exactly the platforms without UIKit (once Linux only, so that `swift build` failed on a Mac).
    @Test("UIKitShim is a dependency of MarkupUIKit and its tests on every platform without UIKit, and nowhere else")
    func shimWhereUIKitIsNot() async throws {
        let manifest = try await Manifest.ours.value
        let withoutUIKit: Set = ["macos", "linux", "windows", "android", "wasi", "openbsd", "driverkit"]
        for name in ["MarkupUIKit", "MarkupUIKitTests", "AppExamples"] {
            let target = try #require(manifest.targets.first { $0.name == name })
            let platforms = try #require(target.platformConditions["UIKitShim"], "\(name) uses UIKitShim unconditionally")
            #expect(Set(platforms) == withoutUIKit, "\(name) has UIKitShim on \(platforms.sorted())")
        }
    }

    @Test("the UI core and its tests build without the server, SwiftNIO or the SQL drivers")
    func uiCoreKnowsNothingOfTheServer() async throws {
        let manifest = try await Manifest.ours.value
        // A client may stand on a service's interface (KiloInterface, whose compiler plugin KiloMacros parses paths with
        // KiloPaths at compile time): declarations both sides share, no server code. swift-http-types is no server
        // either: value types for HTTP without a dependency, which the client takes for `HTTPRequest.Method`.
        let serverSide: Set<String> = [
            "KiloServer", "KiloSQL", "KiloCore", "ServiceExamples", "Hummingbird",
            "HummingbirdCore", "NIOCore", "NIOPosix", "NIOConcurrencyHelpers", "SQLiteNIO", "PostgresNIO",
            "NIOHTTP1", "ServiceLifecycle", "KiloAsyncHTTPClient", "AsyncHTTPClient",
        ]
        for target in [
            "Layout", "MarkupKit", "MarkupHTML", "MarkupOwners", "MarkupLive", "Lima", "LimaConversion", "MarkupExamples",
            "MarkupUIKit", "UIKitShim", "AppExamples", "LayoutTests",
            "MarkupKitTests", "MarkupHTMLTests", "MarkupOwnersTests", "MarkupLiveTests", "LimaTests", "MarkupUIKitTests",
            "UIKitShimTests",
        ] {
            let reached = try manifest.closure(of: target)
            #expect(reached.isDisjoint(with: serverSide), "\(target) reaches \(reached.intersection(serverSide).sorted())")
        }
        for target in ["KiloServer", "KiloSQL", "KiloClient", "KiloAsyncHTTPClient", "KiloInterface", "InterfaceExamples"] {
            let reached = try manifest.closure(of: target)
            #expect(
                reached.isDisjoint(with: [
                    "MarkupKit", "MarkupHTML", "MarkupOwners", "MarkupLive", "MarkupLiveServer", "Lima", "Layout",
                    "MarkupUIKit", "UIKitShim",
                ]),
                "\(target) reaches the UI core")
        }
        // Only the UIKit renderer, the example app on it (each importing UIKit where it exists) and their tests stand on
        // the shim: anything else that did would compile here and not on Apple platforms, where the shim is not built.
        let onTheShim = ["MarkupUIKit", "AppExamples", "MarkupUIKitTests", "UIKitShimTests"]
        for target in manifest.targets where !onTheShim.contains(target.name) {
            #expect(!(try manifest.closure(of: target.name)).contains("UIKitShim"), "\(target.name) reaches UIKitShim")
        }
        // And the renderer and the app use only what UIKit has: none of the shim's own helpers for tests.
        for folder in ["Sources/MarkupUIKit", "Sources/AppExamples"] {
            let renderer = Self.root.appendingPathComponent(folder)
            for path in try FileManager.default.subpathsOfDirectory(atPath: renderer.path) where path.hasSuffix(".swift") {
                let text = try String(contentsOf: renderer.appendingPathComponent(path), encoding: .utf8)
                // The shim's test hooks are its only names UIKit lacks, each `Shim…` or `shim…` (APIManifestTests).
                let hook = text.range(of: "\\b(shim|Shim)[A-Z][A-Za-z]*", options: .regularExpression).map { String(text[$0]) }
                #expect(hook == nil, "\(folder)/\(path) uses \(hook ?? ""), which UIKit does not have")
            }
        }
        #expect(
            try manifest.closure(of: "KiloClient") == ["KiloShared", "KiloPaths", "KiloValues", "KiloResponses", "HTTPTypes"],
            "the client depends on Foundation, swift-http-types, the package's three dependency-free modules and KiloResponses only"
        )
        #expect(
            try manifest.closure(of: "InterfaceExamples").isDisjoint(with: serverSide),
            "an interface's module is what an iOS app takes: no server")
        #expect(try manifest.closure(of: "Layout").isEmpty, "the layout engine has no dependency")
    }

    @Test("each example is a product of its own, which no other product exports, and uses only what products give a user")
    func examplesStandOnProducts() async throws {
        let manifest = try await Manifest.ours.value
        #expect(manifest.libraries.count >= 10, "the manifest reader found only \(manifest.libraries.keys.sorted())")
        let examples = manifest.targets.map(\.name).filter { $0.hasSuffix("Examples") }
        #expect(examples.count == 4, "\(examples)")
        // Exported only for the Benchmarks package (target names are unique across a package graph, so it cannot
        // declare them again): each example its own product, in no product of the API.
        for (library, targets) in manifest.libraries {
            if examples.contains(library) {
                #expect(targets == [library], "the product \(library) is the example alone")
            } else {
                #expect(Set(targets).isDisjoint(with: examples), "the product \(library) exports an example")
            }
        }
        // An example shows what a user's code can do, so it imports nothing a user cannot: this package's targets it
        // declares are products of the API or other examples (and UIKit's stand-in, which is UIKit in a user's app).
        let ownTargets = Set(manifest.targets.map(\.name))
        let exported = Set(manifest.libraries.filter { !examples.contains($0.key) }.values.joined())
        for example in examples {
            let target = try #require(manifest.targets.first { $0.name == example })
            for dependency in target.dependencies where ownTargets.contains(dependency) {
                #expect(
                    exported.contains(dependency) || examples.contains(dependency) || dependency == "UIKitShim",
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

/// The targets of our `Package.swift` as SwiftPM reads it (`swift package dump-package`): each target's name, folder
/// and declared dependencies (targets by name, products by their module's name, which is the product's for every
/// package we use), and each library product's targets.
struct Manifest {
    struct Target {
        var name: String
        var path: String
        var dependencies: [String]
        /// The dependencies that are products of other packages, with their package.
        var products: [(name: String, package: String)]
        /// The platforms a conditional dependency is limited to, by its name.
        var platformConditions: [String: [String]] = [:]
    }

    var targets: [Target] = []
    /// Each library product's name, with its targets.
    var libraries: [String: [String]] = [:]

    /// The manifest of this package, read once per test run.
    static let ours = Task { try await Manifest(packageAt: DependencyTests.root) }

    private struct Dump: Decodable {
        struct Target: Decodable {
            var name: String
            var type: String
            var path: String?
            var dependencies: [[String: [Value?]]]
        }
        struct Product: Decodable {
            var name: String
            var targets: [String]
            var type: [String: [String]?]
        }
        /// A dependency's fields are strings, `null` or conditions (of which the platforms matter here).
        enum Value: Decodable {
            case text(String)
            case platforms([String])
            case other
            struct Condition: Decodable { var platformNames: [String]? }
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) {
                    self = .text(text)
                } else if let platforms = (try? container.decode(Condition.self))?.platformNames {
                    self = .platforms(platforms)
                } else {
                    self = .other
                }
            }
            var text: String? { if case .text(let text) = self { text } else { nil } }
            var platforms: [String]? { if case .platforms(let names) = self { names } else { nil } }
        }
        var targets: [Target]
        var products: [Product]
    }

    init(packageAt root: URL) async throws {
        // A scratch path of its own, so that SwiftPM never waits for the lock of the build this test runs in.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (status, json, _) = try await runCommandSeparatingOutput([
            "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
        ])
        guard status == 0 else { throw DumpFailed(status: status) }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(json.utf8))
        for product in dump.products where product.type["library"] != nil {
            libraries[product.name] = product.targets
        }
        targets = dump.targets.map { target in
            var dependencies: [String] = []
            var products: [(String, String)] = []
            var platformConditions: [String: [String]] = [:]
            for dependency in target.dependencies {
                for (kind, fields) in dependency {
                    guard let name = fields.first??.text else { continue }
                    dependencies.append(name)
                    if let platforms = fields.lazy.compactMap({ $0?.platforms }).first { platformConditions[name] = platforms }
                    if kind == "product", fields.count > 1, let package = fields[1]?.text { products.append((name, package)) }
                }
            }
            let folder = ["test": "Tests/", "plugin": "Plugins/"][target.type] ?? "Sources/"
            let path = target.path ?? folder + target.name
            return Target(
                name: target.name, path: path, dependencies: dependencies, products: products,
                platformConditions: platformConditions)
        }
    }

    struct DumpFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "swift package dump-package failed with status \(status)" }
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
}
