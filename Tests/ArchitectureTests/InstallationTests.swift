import Foundation
import TestSupport
import Testing

/// The README's Installation manifest resolves as a user's package would: SwiftPM names a dependency by its URL's or
/// path's last part, and a `package:` that names anything else fails only when a user first tries it.
@Suite("Installation")
struct InstallationTests {
    enum Dependency: String, CaseIterable, CustomTestStringConvertible {
        /// The `.package(url:…)` line as written, its URL a bare clone ending in the README's `HTTP-RPC.git`.
        case url
        /// The same line with the trait its comment says how to add.
        case urlWithTrait
        /// The commented `.package(path:)` alternative as written, beside a clone in a folder of the name it gives.
        case path
        /// The path alternative beside a clone in a folder of another name, `package:` changed as the README says.
        case renamedFolder

        var testDescription: String { rawValue }
    }

    /// The README's code block after `## Installation`.
    static func manifest() throws -> String {
        let readme = try String(contentsOf: DependencyTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Installation\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
        return try #require(block.components(separatedBy: "\n```").first)
    }

    @Sendable static func isGitCheckout() async -> Bool {
        (try? await runCommand(["git", "-C", DependencyTests.root.path, "rev-parse", "--verify", "main"]))?.status == 0
    }

    /// Where the scratch packages go: memory (`/dev/shm`) where there is some. Their checkouts of every dependency,
    /// about 280 MB each, written to disk held up every other test's file writes for seconds while the kernel flushed
    /// them, past the deadlines of tests that serve requests.
    static let scratchBase: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm")
        return FileManager.default.isWritableFile(atPath: memory.path) ? memory : FileManager.default.temporaryDirectory
    }()

    @Test(
        "the README's Installation manifest resolves, every product it names found",
        .enabled("skipped: the package is not a git checkout with a main branch", isGitCheckout),
        .serialized, arguments: Dependency.allCases)
    func manifestResolves(_ dependency: Dependency) async throws {
        let written = try Self.manifest()
        let urlLine = try #require(written.split(separator: "\n").first { $0.contains(".package(url: ") })
        let pathLine = try #require(written.split(separator: "\n").first { $0.contains("// or, beside a local clone: ") })
        let scratch = Self.scratchBase.appendingPathComponent("installation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = scratch.appendingPathComponent("Todo")
        var manifest = written
        /// Clones this checkout's `main` to `folder` beside the package.
        func clone(to folder: String, bare: Bool = false) async throws -> URL {
            let clone = scratch.appendingPathComponent(folder)
            let cloned = try await runCommand(
                ["git", "clone", "--quiet"] + (bare ? ["--bare"] : []) + [DependencyTests.root.path, clone.path])
            try #require(cloned.status == 0, "\(cloned.output)")
            return clone
        }
        switch dependency {
        case .url, .urlWithTrait:
            let url = try #require(urlLine.split(separator: "\"").dropFirst().first)
            #expect(url.hasSuffix("/HTTP-RPC.git"), "the URL's last part is the package: every product names")
            manifest = manifest.replacingOccurrences(
                of: String(url), with: try await clone(to: "you/HTTP-RPC.git", bare: true).absoluteString)
            if dependency == .urlWithTrait {
                // As the line's comment says: `traits:` after `branch:`.
                let comment = try #require(written.split(separator: "\n").first { $0.contains("For PostgreSQL add `") })
                let trait = try #require(comment.split(separator: "`").dropFirst().first)
                #expect(trait == #"traits: ["PostgreSQL"]"#)
                manifest = manifest.replacingOccurrences(of: #"branch: "main")"#, with: #"branch: "main", \#(trait))"#)
            }
        case .path, .renamedFolder:
            let alternative = try #require(pathLine.components(separatedBy: "// or, beside a local clone: ").last)
            let path = try #require(alternative.split(separator: "\"").dropFirst().first)
            #expect(path == "../HTTP-RPC", "beside the package, in a folder named as the URL's last part")
            // Uncommented in place of the URL's line.
            manifest = manifest.replacingOccurrences(of: String(urlLine), with: "").replacingOccurrences(
                of: String(pathLine), with: "        " + alternative)
            if dependency == .path {
                _ = try await clone(to: "HTTP-RPC")
            } else {
                // The identity is the folder's name: a clone in `http-rpc-main` is `package: "http-rpc-main"`.
                _ = try await clone(to: "http-rpc-main")
                manifest = manifest.replacingOccurrences(of: "\"\(path)\"", with: "\"../http-rpc-main\"")
                    .replacingOccurrences(of: #"package: "HTTP-RPC""#, with: #"package: "http-rpc-main""#)
            }
        }
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for target in ["TodoServer", "TodoAPI"] {
            let folder = package.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "".write(to: folder.appendingPathComponent("\(target).swift"), atomically: true, encoding: .utf8)
        }
        // Loading the package graph checks every `.product(name:package:)`; nothing is built.
        let resolved = try await runCommand([
            "swift", "package", "--package-path", package.path, "--scratch-path", scratch.appendingPathComponent(".build").path,
            "show-dependencies",
        ])
        #expect(resolved.status == 0, "\(resolved.output)")
        #expect(resolved.output.contains("hummingbird<"), "the graph holds the package's own dependencies: \(resolved.output)")
    }

    @Test("CI runs the README's test commands as written: the quick start's and the second step's")
    func ciRunsTheReadmeCommands() throws {
        let readme = try String(contentsOf: DependencyTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let ci = try String(contentsOf: DependencyTests.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let quickStart = try #require(readme.components(separatedBy: "## Quick start").dropFirst().first)
        let blocks = quickStart.components(separatedBy: "```sh\n").dropFirst().prefix(2).compactMap {
            $0.components(separatedBy: "\n```").first
        }
        try #require(blocks.count == 2, "the quick start's two blocks: serve and test, then the whole suite")
        // The last command of each block, without its comment: `swift test`, then `swift test --traits PostgreSQL,MySQL`.
        let commands = blocks.compactMap { block in
            block.split(separator: "\n").last.map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) }
        }
        #expect(commands == ["swift test", "swift test --traits PostgreSQL,MySQL"], "\(commands)")
        let ciCommands = ci.split(separator: "\n").filter { $0.hasPrefix("time ") }.map { String($0) }
        for command in commands {
            #expect(
                ciCommands.contains { $0 == "time \(command)" || $0.hasSuffix(" \(command)") }, "CI does not run `\(command)`")
        }
    }
}
