import Foundation
import MarkupExamples
import MarkupKit
import Testing

/// Documents shipped as a SwiftPM target's resources are read from the build's copy but named, in diagnostics, by
/// the file in the target's sources, where the user fixes them.
@Suite("Documents shipped as resources")
struct ResourceDocumentTests {
    /// A package laid out as SwiftPM's: `Sources/App/Markup/Screen.xml`, and a bundle folder holding its copy.
    struct Layout {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)")
        var sourceFile: URL { root.appendingPathComponent("Package/Sources/App/Screens/Owner.swift") }
        var source: URL { root.appendingPathComponent("Package/Sources/App/Markup/Screen.xml") }
        var bundle: URL { root.appendingPathComponent("Package/.build/debug/App_App.resources") }

        init(source text: String, copy: String) throws {
            let manager = FileManager.default
            try manager.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.createDirectory(at: sourceFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.createDirectory(at: bundle.appendingPathComponent("Markup"), withIntermediateDirectories: true)
            try "// swift-tools-version: 6.1".write(
                to: root.appendingPathComponent("Package/Package.swift"), atomically: true, encoding: .utf8)
            try "".write(to: sourceFile, atomically: true, encoding: .utf8)
            try text.write(to: source, atomically: true, encoding: .utf8)
            try copy.write(to: bundle.appendingPathComponent("Markup/Screen.xml"), atomically: true, encoding: .utf8)
        }
    }

    @Test("an error in a document shipped as a resource names the source file, with the copy's line and column")
    func errorNamesTheSource() throws {
        let broken = "<LMColumnView>\n    <UILabel txt=\"Hello\"/>\n</LMColumnView>\n"
        let layout = try Layout(source: broken, copy: broken)
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let bundle = try #require(Bundle(path: layout.bundle.path))
        let loader = MarkupLoader(documents: .resources("Markup", in: bundle, sourceFile: layout.sourceFile.path))
        #expect {
            try loader.load(named: "Screen")
        } throws: { error in
            "\(error)".hasPrefix("\(layout.source.path):2:14: error: ") && "\(error)".contains("did you mean 'text'?")
        }
    }

    @Test("without the sources beside the caller, the copy is named; the copy is what is read either way")
    func copyWithoutSources() throws {
        let layout = try Layout(source: "<UILabel text=\"edited since\"/>", copy: "<UILabel text=\"as built\"/>")
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let bundle = try #require(Bundle(path: layout.bundle.path))
        let elsewhere = layout.root.appendingPathComponent("Deployed/main.swift").path
        let read = try #require(DocumentSource.resources("Markup", in: bundle, sourceFile: elsewhere).read("Screen", "xml"))
        #expect(read.file == layout.bundle.appendingPathComponent("Markup/Screen.xml").path)
        let beside = try #require(
            DocumentSource.resources("Markup", in: bundle, sourceFile: layout.sourceFile.path).read("Screen", "xml"))
        #expect(beside.file == layout.source.path && String(decoding: beside.data, as: UTF8.self).contains("as built"))
        // Names stay inside the folder, as a directory's do; a bundle without the folder has no documents.
        #expect(DocumentSource.resources("Markup", in: bundle, sourceFile: elsewhere).read("../Markup/Screen", "xml") == nil)
        #expect(DocumentSource.resources("Elsewhere", in: bundle).read("Screen", "xml") == nil)
    }

    @Test("the examples' loader names their files under Sources/MarkupExamples/Markup")
    func examples() throws {
        let read = try #require(try ExampleDocuments.loader().documents?.read("PizzaForm", "xml"))
        #expect(read.file.hasSuffix("/Sources/MarkupExamples/Markup/PizzaForm.xml"), "\(read.file)")
    }
}
