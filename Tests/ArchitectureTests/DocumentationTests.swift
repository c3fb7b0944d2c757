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
}
