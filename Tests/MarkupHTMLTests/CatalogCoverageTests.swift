import MarkupKit
import Testing

@testable import MarkupHTML

/// The HTML renderer held to the catalog, the one home of element and property names: every standard element is
/// drawn, and every property the renderer says it shows is one the catalog declares, under its canonical name (a
/// loaded tree has no other). What it does not show, `unsupported(in:)` reports, so nothing falls between the two.
@Suite("The HTML renderer covers the catalog")
struct CatalogCoverageTests {
    static let catalog = ElementCatalog.standard
    static let elements = catalog.types.values.filter(\.isElement).map(\.name).sorted()

    @Test("every standard element is drawn as a kind of its own or of its base")
    func everyElementIsDrawn() {
        let undrawn = Self.elements.filter { !ElementKind($0, catalog: Self.catalog, registered: [:]).isDrawn }
        #expect(undrawn.isEmpty, "\(undrawn)")
        #expect(Self.elements.count >= 30)
    }

    @Test("every property the renderer shows is one the catalog declares, by its canonical name")
    func shownPropertiesAreTheCatalogs() {
        var problems: [String] = []
        // A kind's names are checked against what the elements of that kind declare between them (`value` is
        // LMSegmentedControl's, not UISegmentedControl's).
        var elementsByKind: [String: [String]] = [:]
        for element in Self.elements {
            let kind = ElementKind(element, catalog: Self.catalog, registered: [:])
            elementsByKind["\(kind)", default: []].append(element)
            for name in HTMLRenderer.commonProperties {
                if Self.catalog.propertyType(keyPath: name, of: element) == nil {
                    problems.append("\(name) (common) is not a property of \(element)")
                }
            }
        }
        for (kind, elements) in elementsByKind {
            guard let element = elements.first else { continue }
            for name in ElementKind(element, catalog: Self.catalog, registered: [:]).shownProperties.sorted() {
                let owners = elements.filter { Self.catalog.propertyType(keyPath: name, of: $0) != nil }
                if owners.isEmpty { problems.append("\(name) (\(kind)) is a property of none of \(elements)") }
                if let owner = owners.first, Self.catalog.canonicalKeyPath(name, of: owner) != name {
                    problems.append("\(name) (\(kind)) is not the canonical name: a loaded tree never has it")
                }
            }
        }
        for name in HTMLRenderer.commonProperties where Self.catalog.canonicalKeyPath(name, of: "UIView") != name {
            problems.append("\(name) (common) is not the canonical name: a loaded tree never has it")
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("every element has a summary, which tools and Lima's doc comments show")
    func everyElementHasASummary() {
        let bare = Self.elements.filter { Self.catalog.types[$0]?.summary.isEmpty != false }
        #expect(bare.isEmpty, "\(bare)")
    }
}
