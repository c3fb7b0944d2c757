import Foundation

/// The real compiler, type-checking a snippet against this package's built modules: how tests show that what must not
/// compile does not, with the message a user would read.
public enum Compiler {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The build folder of the running tests (`swift build --build-path` or a configuration other than debug moves it):
    /// the test bundle's own, where the built modules are; `.build/debug` when the bundle is not found there.
    static let binPath: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for candidate in [bundle.deletingLastPathComponent(), bundle.deletingLastPathComponent().deletingLastPathComponent()]
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Modules").path) {
            return candidate
        }
        return packageRoot.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
    }()

    /// Whether `module` and the macro plugins `plugins` have been built (`swift build --build-tests`).
    public static func isReady(module: String, plugins: [String] = []) -> Bool {
        FileManager.default.fileExists(atPath: binPath.appendingPathComponent("Modules/\(module).swiftmodule").path)
            && plugins.allSatisfy { FileManager.default.fileExists(atPath: binPath.appendingPathComponent("\($0)-tool").path) }
    }

    /// Type-checks `source` in Swift 6 mode and returns the compiler's error lines.
    /// - Parameter plugins: the macro targets the snippet's macros expand with (`KiloMacros`).
    public static func errors(compiling source: String, plugins: [String] = []) async throws -> [String] {
        try await diagnostics(compiling: source, plugins: plugins, severity: "error")
    }

    /// Type-checks `source` in Swift 6 mode and returns the compiler's warning lines.
    public static func warnings(compiling source: String, plugins: [String] = []) async throws -> [String] {
        try await diagnostics(compiling: source, plugins: plugins, severity: "warning")
    }

    private static func diagnostics(compiling source: String, plugins: [String], severity: String) async throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("compile-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // Modules built for the host only (a test target's dependency SwiftPM builds as a tool's) come second.
        var arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", binPath.appendingPathComponent("Modules").path, "-I",
            binPath.appendingPathComponent("Modules-tool").path,
        ]
        // C modules of the dependencies (NIO's shims and so on) are found through their module maps.
        let builds = try FileManager.default.contentsOfDirectory(atPath: binPath.path).filter {
            $0.hasSuffix(".build") && !$0.contains("-tool")
        }
        for build in builds {
            let map = binPath.appendingPathComponent(build).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        // The package's own system libraries (CMariaDB, with the MySQL trait): their module maps, and the folders of
        // their headers as pkg-config gives them.
        let sources = packageRoot.appendingPathComponent("Sources")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let map = sources.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        if let headers = try? await runCommand(["pkg-config", "--cflags-only-I", "libmariadb"]), headers.status == 0 {
            for flag in headers.output.split(whereSeparator: \.isWhitespace) where flag.hasPrefix("-I") {
                arguments += ["-Xcc", String(flag)]
            }
        }
        let checkouts = packageRoot.appendingPathComponent(".build/checkouts")
        if let enumerator = FileManager.default.enumerator(atPath: checkouts.path) {
            for case let path as String in enumerator where path.hasSuffix("/include") && path.contains("Sources/") {
                arguments += ["-Xcc", "-I" + checkouts.appendingPathComponent(path).path]
            }
        }
        for plugin in plugins {
            arguments += ["-load-plugin-executable", binPath.appendingPathComponent("\(plugin)-tool").path + "#\(plugin)"]
        }
        arguments.append(file.path)
        let (status, output) = try await runCommand(arguments)
        return try Self.diagnostics(in: output, status: status, severity: severity)
    }

    /// The `severity` lines of what the compiler printed, checked against how it exited: a compiler that is missing,
    /// crashed, or failed without saying why throws, so that no test reads its silence as a clean compile (or its
    /// crash report as the error it expected).
    package static func diagnostics(in output: String, status: Int32, severity: String) throws -> [String] {
        let printed = output.split(separator: "\n").map(String.init)
        // `file:line:column: error: …`; a quoted source line that happens to contain "error:" is no error.
        func lines(of severity: String) -> [String] {
            printed.filter {
                $0.hasPrefix("\(severity): ")
                    || $0.range(of: "^[^|]*:\\d+:\\d+: \(severity): ", options: .regularExpression) != nil
            }
        }
        if output.contains("Stack dump:") || output.contains("failed due to signal") || status > 128 {
            throw CommandError("swiftc crashed (status \(status)): \(output.prefix(2_000))")
        }
        let errors = lines(of: "error")
        if status != 0, errors.isEmpty {
            throw CommandError("swiftc failed (status \(status)) without an error diagnostic: \(output.prefix(2_000))")
        }
        if status == 0, !errors.isEmpty {
            throw CommandError("swiftc succeeded, yet printed errors: \(errors.joined(separator: "\n"))")
        }
        return severity == "error" ? errors : lines(of: severity)
    }

    /// The public declarations of a built module as the compiler describes them (`swift-symbolgraph-extract`): the
    /// symbol graphs as JSON objects, its extensions of other modules' types in graphs of their own. Throws when the
    /// tool fails.
    public static func symbolGraph(of module: String) async throws -> [[String: Any]] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await runCommand([
            "swift-symbolgraph-extract", "-module-name", module, "-I", binPath.appendingPathComponent("Modules").path,
            "-output-dir", output.path, "-minimum-access-level", "public",
        ])
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".symbols.json") }
        guard result.status == 0, !files.isEmpty else {
            throw CommandError("swift-symbolgraph-extract failed (\(result.status)) for \(module): \(result.output)")
        }
        return try files.sorted().map {
            let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent($0)))
            guard let graph = graph as? [String: Any] else { throw CommandError("\($0) is no symbol graph") }
            return graph
        }
    }
}
