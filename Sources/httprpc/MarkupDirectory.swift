import Foundation
import HTMLWriting
import KiloServer
import Layout
import MarkupHTML
import MarkupKit

/// A directory of documents and what loading them needs: its strings tables, its element file, the platform.
struct MarkupDirectory: Sendable {
    var directory: URL
    var languages = ["en"]
    var platform = "iOS"
    /// The app element file (default: `elements.json` in the directory, if there is one).
    var elementFile: String?

    /// The documents' names (`.xml` files), sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// A loader with the directory as document source, its strings for ``languages`` and its element file.
    func loader() throws(MarkupError) -> MarkupLoader {
        var loader = MarkupLoader(documents: .directory(directory))
        loader.platform = platform
        loader.strings = try StringsTable.load(from: directory, languages: languages)
        let file = elementFile ?? directory.appendingPathComponent("elements.json").path
        if let data = FileManager.default.contents(atPath: file) {
            try loader.catalog.register(json: try MarkupText.decode(data, file: file), file: file)
        } else if elementFile != nil {
            throw MarkupError(diagnostics: [
                MarkupDiagnostic(.error, "cannot read the element file", at: SourceLocation(file: file, line: 1, column: 1))
            ])
        }
        return loader
    }

    /// The languages of the directory's `.lproj` folders, sorted.
    func availableLanguages() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// Loads and renders document `name` as a page.
    func render(_ name: String, size: Size, rightToLeft: Bool, footer: String = "") throws -> HTMLOutput {
        let loader = try loader()
        let tree = try loader.load(named: name)
        var renderer = HTMLRenderer(catalog: loader.catalog)
        renderer.size = size
        renderer.direction = rightToLeft ? .rightToLeft : .leftToRight
        renderer.language = languages.first ?? "en"
        let document = directory.appendingPathComponent(name + ".xml").path
        return renderer.document(
            tree, bindings: try SampleData.bindings(for: document, explicit: nil), title: name, footer: footer)
    }
}
