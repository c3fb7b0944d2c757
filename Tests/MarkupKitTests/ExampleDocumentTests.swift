import Foundation
import Layout
import MarkupExamples
import MarkupKit
import Testing

@Suite("Example documents")
struct ExampleDocumentTests {
    let loader: MarkupLoader

    init() throws {
        loader = try ExampleDocuments.loader()
    }

    @Test("every example document loads", arguments: ExampleDocuments.documentNames)
    func loads(name: String) throws {
        do {
            let tree = try loader.load(named: name)
            let unexpected = tree.warnings.filter { !($0.message.contains("layoutMarginsRelativeArrangement")) }
            #expect(unexpected.isEmpty, "\(unexpected)")
        } catch {
            Issue.record("\(name): \(error)")
        }
    }
}
