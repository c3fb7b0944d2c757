import Foundation
import Lima
import MarkupExamples
import MarkupKit
import Testing

/// Each Lima twin builds the tree its markup document loads to.
@Suite("Lima twins")
struct TwinTests {
    @Test("the twin builds the document's tree", arguments: LimaTwins.all.keys.sorted())
    func twin(_ name: String) throws {
        let loader = try ExampleDocuments.loader()
        let document = try loader.load(named: name)
        let twin = try #require(LimaTwins.all[name]).tree(strings: loader.strings)
        let (expected, actual) = (document.normalized(catalog: loader.catalog), twin.normalized(catalog: loader.catalog))
        #expect(actual == expected, "Lima:\n\(actual.dump())\nmarkup:\n\(expected.dump())")
    }

    @Test("equivalence sees a difference in a value, an element, a layout attribute or a child")
    func differencesCount() throws {
        let loader = try ExampleDocuments.loader()
        let row = try loader.load(named: "Row")
        let changed: [any LimaView] = [
            LMRowView(Label(text: "One"), Label(text: "Two"), Label(text: "Three!"), LMSpacer()).layoutMargins(12),
            LMColumnView(Label(text: "One"), Label(text: "Two"), Label(text: "Three"), LMSpacer()).layoutMargins(12),
            LMRowView(Label(text: "One"), Label(text: "Two"), Label(text: "Three"), LMSpacer()).layoutMargins(8),
            LMRowView(Label(text: "One"), Label(text: "Two"), Label(text: "Three")).layoutMargins(12),
            LMRowView(Label(text: "One"), Label(text: "Two"), Label(text: "Three").tag(3), LMSpacer()).layoutMargins(12),
        ]
        #expect(try LimaTwins.row.tree().isEquivalent(to: row))
        for view in changed { #expect(try !view.tree().isEquivalent(to: row)) }
    }

    @Test("every twin is of an example document")
    func twinsAreOfExamples() {
        #expect(Set(LimaTwins.all.keys).isSubset(of: ExampleDocuments.documentNames))
    }

    @Test("seed 004's snippet compiles in our spelling and builds an image above a label")
    func seedSnippet() throws {
        let tree = try LMColumnView(
            spacing: 16,
            ImageView(image: "world.png"),
            Label(text: "Hello, World!")
        ).tree()
        #expect(tree.root.element == "LMColumnView")
        #expect(tree.root.layout.spacing == 16)
        #expect(tree.root.children.map(\.element) == ["UIImageView", "UILabel"])
        #expect(tree.root.children[1]["text"] == .string("Hello, World!"))
    }

    @Test("what the compiler cannot check is reported at the Swift line that wrote it")
    func refusedWeight() {
        let line = #line + 1
        let view = LMRowView(Label(text: "A").weight(0))
        #expect {
            try view.tree()
        } throws: { error in
            let diagnostics = (error as? MarkupError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].location.line == line
                && diagnostics[0].location.file.hasSuffix("TwinTests.swift") && diagnostics[0].message.contains("weight")
        }
    }

    @Test("localized text is looked up in the strings table; a missing key shows as @key, as in markup")
    func localized() throws {
        let strings = StringsTable(["greeting": "Bonjour"])
        let tree = try LMColumnView(Label(text: .localized("greeting")), Label(text: .localized("missing"))).tree(
            strings: strings)
        #expect(tree.root.children.map { $0["text"] } == [.string("Bonjour"), .string("@missing")])
        #expect(tree.root.children[0].properties.first?.origin == .localized(key: "greeting"))
    }

    @Test("children from statements: loops and conditions")
    func builder() throws {
        let names = ["H", "He", "Li"]
        let showsFooter = false
        let tree = try LMColumnView(spacing: 2) {
            for name in names { Label(text: Text(name)) }
            if showsFooter { Label(text: "footer") } else { LMSpacer() }
        }.tree()
        #expect(tree.root.children.map(\.element) == ["UILabel", "UILabel", "UILabel", "LMSpacer"])
    }
}
