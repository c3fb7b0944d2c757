import Foundation
import Testing

/// `docs/ARCHITECTURE.md`'s module table held to `Package.swift`: the "Depends on" column names exactly the package's
/// own modules each target declares, and every product of another package it declares (by product or package name).
@Suite("The architecture document")
struct ArchitectureDocumentTests {
    /// Each row of the module table: the module, and the text of its "Depends on" column.
    static func rows() throws -> [String: String] {
        let url = DependencyTests.root.appendingPathComponent("docs/ARCHITECTURE.md")
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
}
