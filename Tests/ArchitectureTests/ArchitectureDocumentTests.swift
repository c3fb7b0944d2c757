import Foundation
import Testing

/// The module graph, told in `docs/ARCHITECTURE.md` and the README, held to `Package.swift`: ARCHITECTURE's "Depends
/// on" column names exactly the package's own modules each target declares, and every product of another package it
/// declares (by product or package name); the README's module map names each product's own imports; the type names
/// ARCHITECTURE's prose cites exist; every target in the manifest has its own comment.
@Suite("The architecture document")
struct ArchitectureDocumentTests {
    /// Each row of a module table (`docs/ARCHITECTURE.md`'s by default): the module, and the text of its last column.
    static func rows(in file: String = "docs/ARCHITECTURE.md") throws -> [String: String] {
        let url = DependencyTests.root.appendingPathComponent(file)
        var rows: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            // "", module, owns, depends on, "".
            guard cells.count >= 5, let name = cells[1].split(separator: "`").first else { continue }
            rows[String(name)] = cells[cells.count - 2]
        }
        return rows
    }

    /// Lower-case letters and digits only: `swift-nio`, `SwiftNIO` and `NIO's` compare by what they spell.
    static func normalized(_ text: some StringProtocol) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    @Test("every module has a row whose \"Depends on\" is what Package.swift declares")
    func dependsOnMatchesTheManifest() async throws {
        let manifest = try await Manifest.ours.value
        let rows = try Self.rows()
        let ownTargets = Set(manifest.targets.map(\.name))
        var problems: [String] = []
        for target in manifest.targets where target.path.hasPrefix("Sources/") {
            guard let column = rows[target.name] else {
                problems.append("\(target.name) has no row in the module table")
                continue
            }
            let quoted = column.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            let named = Set(quoted.filter { $0.offset % 2 == 1 }.map { String($0.element) }).intersection(ownTargets)
            let declared = Set(target.dependencies).intersection(ownTargets)
            for missing in declared.subtracting(named).sorted() {
                problems.append("\(target.name)'s row does not name `\(missing)`, which it depends on")
            }
            for extra in named.subtracting(declared).sorted() {
                problems.append("\(target.name)'s row names `\(extra)`, which it does not depend on")
            }
            let text = Self.normalized(column)
            for product in target.products {
                let package = Self.normalized(product.package)
                let spellings = [Self.normalized(product.name), package, String(package.trimmingPrefix("swift"))]
                if !spellings.contains(where: text.contains) {
                    problems.append("\(target.name)'s row does not name \(product.name) (of \(product.package))")
                }
            }
        }
        for name in rows.keys.sorted() where !ownTargets.contains(name) {
            problems.append("the module table has a row for \(name), which Package.swift does not declare")
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The package's own modules a table's column names (in backquotes).
    static func ownModules(in column: String, of targets: Set<String>) -> Set<String> {
        let quoted = column.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        return Set(quoted.filter { $0.offset % 2 == 1 }.map { String($0.element) }).intersection(targets)
    }

    @Test("the README's module map has a row for every product's module, naming exactly the package's modules it imports")
    func readmeMapMatchesTheManifest() async throws {
        let manifest = try await Manifest.ours.value
        let rows = try Self.rows(in: "README.md")
        let ownTargets = Set(manifest.targets.map(\.name))
        let examples: Set = ["InterfaceExamples", "ServiceExamples", "MarkupExamples", "AppExamples"]
        let products = Set(manifest.libraries.values.joined()).subtracting(examples)
        var problems: [String] = []
        for product in products.sorted() where rows[product] == nil {
            problems.append("\(product), a product's module, has no row in the README's module map")
        }
        for (name, column) in rows.sorted(by: { $0.key < $1.key }) {
            guard let target = manifest.targets.first(where: { $0.name == name }) else {
                problems.append("the README's module map has a row for \(name), which Package.swift does not declare")
                continue
            }
            let named = Self.ownModules(in: column, of: ownTargets)
            let declared = Set(target.dependencies).intersection(ownTargets)
            for missing in declared.subtracting(named).sorted() {
                problems.append("\(name)'s row in the README does not name `\(missing)`, which it imports")
            }
            for extra in named.subtracting(declared).sorted() {
                problems.append("\(name)'s row in the README names `\(extra)`, which it does not import")
            }
        }
        #expect(rows.count >= products.count)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Names ARCHITECTURE's prose cites that are not the package's: Swift's, Foundation's, SwiftNIO's, PostgresNIO's,
    /// Hummingbird's, HTTP's, compiler settings.
    static let foreignNames: Set = [
        "Accept", "Allow", "AsyncSequence", "ByteBuffer", "CONNECT", "Codable", "Decodable", "Decoder", "Encodable",
        "Encoder", "Equatable", "ExistentialAny", "GET", "HTTPRequest", "HTTPResponder", "Host", "Identifiable",
        "InternalImportsByDefault", "LM", "Location", "MemberImportVisibility", "PostgresClient", "Result", "Sendable",
        "Task", "URLError",
    ]

    @Test("every type, module or file name ARCHITECTURE cites exists in the package, or is Swift's or a dependency's")
    func citedNamesExist() throws {
        let root = DependencyTests.root
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        var known = Self.foreignNames
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for piece in manifest.components(separatedBy: "name: \"").dropFirst() {
            if let name = piece.split(separator: "\"").first { known.insert(String(name)) }
        }
        let declaration = try Regex(
            #"(?:struct|class|enum|protocol|actor|typealias|extension|case|macro)\s+([A-Z][A-Za-z0-9]*)"#)
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                // File and folder names are cited too (`LayoutViews`, `Statement/`).
                known.insert(url.deletingPathExtension().lastPathComponent)
                guard url.pathExtension == "swift" else { continue }
                let source = try String(contentsOf: url, encoding: .utf8)
                for match in source.matches(of: declaration) {
                    if let name = match.output[1].substring { known.insert(String(name)) }
                }
            }
        }
        let name = try Regex(#"`([A-Z][A-Za-z0-9]*)`"#)
        let cited = Set(text.matches(of: name).compactMap { $0.output[1].substring.map(String.init) })
        #expect(cited.count > 150, "found only \(cited.count) names")
        let unknown = cited.subtracting(known).sorted()
        #expect(unknown.isEmpty, "ARCHITECTURE cites names nothing declares: \(unknown.joined(separator: ", "))")
    }

    @Test("every target in Package.swift but the test targets has a comment of its own directly above it")
    func everyTargetHasItsComment() throws {
        let manifest = try String(
            contentsOf: DependencyTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var uncommented: [String] = []
        var count = 0
        for (number, line) in lines.enumerated()
        where ["target(", "executableTarget(", "macro(", "systemLibrary(", "plugin("].contains(where: {
            line.hasPrefix(".\($0)")
        }) && !line.contains("condition:") {
            count += 1
            guard number > 0, lines[number - 1].hasPrefix("//") else {
                uncommented.append("line \(number + 1): \(line.prefix(60))")
                continue
            }
        }
        #expect(count > 30, "found only \(count) targets")
        #expect(uncommented.isEmpty, "targets without a comment directly above:\n\(uncommented.joined(separator: "\n"))")
    }
}
