import Foundation
import MarkupKit
import Testing

@testable import MarkupLiveServer

/// The live page's script held to the catalog: what it changes in place is named as the catalog names it, and every
/// value a person changes on a page is one of those, so that using a control never costs the whole view.
@Suite("The live script covers the catalog")
struct LiveScriptCoverageTests {
    @Test("the script patches catalog properties by their canonical names, among them every value a person changes")
    func patchedKeysAreTheCatalogs() {
        let catalog = ElementCatalog.standard
        let elements = catalog.types.values.filter(\.isElement).map(\.name)
        var problems: [String] = []
        for key in LiveScript.patchedKeys.sorted() {
            let owners = elements.filter { catalog.propertyType(keyPath: key, of: $0) != nil }
            if owners.isEmpty { problems.append("\(key) is a property of no element") }
            if let owner = owners.first, catalog.canonicalKeyPath(key, of: owner) != key {
                problems.append("\(key) is not the canonical name")
            }
        }
        // A page control's dot is drawn with the whole control: a change of page sends the view again.
        let redrawnWhole: Set<String> = ["currentPage"]
        for element in elements.sorted() {
            for value in catalog.types[element]?.userValues.sorted() ?? []
            where !LiveScript.patchedKeys.contains(value) && !redrawnWhole.contains(value) {
                problems.append("\(element).\(value) is changed by a person but not patched in place")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the keys the script's patch table handles are the ones the session is told it patches")
    func patchTableIsTheList() throws {
        let source = LiveScript.source
        let start = try #require(source.range(of: "var patches = {"))
        let end = try #require(source.range(of: "\n  };", range: start.upperBound..<source.endIndex))
        var keys: Set<String> = []
        for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") {
            // `    text: function (view, value) {` or `    'textLabel.text': function …`
            let trimmed = line.drop { $0 == " " }
            guard let colon = trimmed.range(of: ": function") else { continue }
            keys.insert(String(trimmed[..<colon.lowerBound]).replacingOccurrences(of: "'", with: ""))
        }
        #expect(keys == LiveScript.patchedKeys)
    }
}
