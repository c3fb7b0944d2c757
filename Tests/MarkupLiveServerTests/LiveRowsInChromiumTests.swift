import BrowserSupport
import Foundation
import KiloServer
import MarkupKit
import MarkupLive
import MarkupLiveServer
import MarkupOwners
import Observation
import ServerTestSupport
import TestSupport
import Testing

/// A shelf row: known by number, its title edited in place.
struct ShelfItem: Identifiable, Equatable, KeyPathBindingSource {
    var id: Int
    var title: String

    nonisolated static var bindingKeyPaths: [String: PartialKeyPath<ShelfItem>] { ["id": \.id, "title": \.title] }
}

/// The same rows as a table section (check boxes among them) and as a picker component.
@MainActor @MarkupOwner @Observable
final class Shelves {
    @Rows var items: [ShelfItem] = []
    @Outlet let table = ViewHandle<Elements.TableView>()
}

/// The owner a page made, for the test to change.
@MainActor
final class ShelvesBox {
    var owner: Shelves?
}

/// The page script applying row patches in a real browser: after each round of random inserts, deletes, moves and
/// edits of the owner's rows, the page's rows and options are the owner's, in its order, and a checked row stays
/// checked wherever it moves.
@Suite("Row patches in Chromium")
struct LiveRowsInChromiumTests {
    static let document = """
        <LMColumnView>
            <LMTableView id="table">
                <?sectionName shelf?>
                <?sectionSelectionMode multipleCheckmarks?>
                <?sectionRows source="items"?>
                <UITableViewCell textLabel.text="$item.title"/>
            </LMTableView>
            <LMPickerView>
                <?componentName item?>
                <?componentRows source="items"?>
                <row title="$item.title"/>
            </LMPickerView>
        </LMColumnView>
        """

    /// The page's rows and options: each key and text (a row with `*` when its box is checked).
    static let shown = """
        JSON.stringify([
          Array.from(document.querySelectorAll('[data-row]:not(option)')).map(row =>
            row.dataset.row + ' ' + row.querySelector('.mk-text').textContent + (row.querySelector('input:checked') ? '*' : '')),
          Array.from(document.querySelectorAll('option[data-row]')).map(option => option.dataset.row + ' ' + option.textContent)])
        """

    static func expected(_ items: [ShelfItem], checked: Set<Int>) -> String {
        let rows = items.map { "\($0.id) \($0.title)" + (checked.contains($0.id) ? "*" : "") }
        let options = items.map { "\($0.id) \($0.title)" }
        let data = (try? JSONSerialization.data(withJSONObject: [rows, options], options: .withoutEscapingSlashes)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "100 rounds of random inserts, deletes, moves and edits: the page's rows and options are the owner's, in order",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func randomEdits() async throws {
        let box = ShelvesBox()
        let sessions = LiveSessionRegistry(limits: LivePageServiceTests.patientLimits)
        var loader = MarkupLoader(documents: .memory(["Shelves.xml": Self.document]))
        loader.catalog = .standard
        let page = try LivePage(document: "Shelves", loader: loader) {
            let owner = Shelves()
            owner.items = (1...30).map { ShelfItem(id: $0, title: "Item \($0)") }
            box.owner = owner
            return owner
        }
        try await withTestServer(mount: { try $0.mount(LivePageService(page, sessions: sessions), at: "live/shelves") }) {
            port in
            try await BrowserPage.with(width: 390, height: 844) { browser in
                try await browser.navigate(to: "http://127.0.0.1:\(port)/live/shelves")
                #expect(
                    try await browser.evaluate(Self.until("document.documentElement.dataset.live === 'connected'")) as? Bool
                        == true)
                // Two rows checked by a person: they stay checked as the rows around them change.
                try await browser.click("[data-row=\"3\"] .mk-text")
                try await browser.click("[data-row=\"12\"] .mk-text")
                let checked: Set<Int> = [3, 12]
                var generator = SeededGenerator(seed: 40)
                var next = 30
                for round in 0..<100 {
                    let items = try await MainActor.run {
                        guard let owner = box.owner else { throw CancellationError() }
                        var items = owner.items
                        RandomEdits.apply(Int.random(in: 1...4, using: &generator), to: &items, using: &generator) {
                            next += 1
                            return ShelfItem(id: next, title: "Item \(next)")
                        } edit: {
                            $0.title = "Item \($0.id), round \(round)"
                        }
                        // The checked rows stay, so that their checks can be seen to follow them.
                        for id in checked where !items.contains(where: { $0.id == id }) {
                            items.append(ShelfItem(id: id, title: "Item \(id), back"))
                        }
                        owner.items = Array(items.prefix(90))
                        return owner.items
                    }
                    let want = Self.expected(items, checked: checked)
                    let matched = try await browser.evaluate(Self.until("\(Self.shown) === \(Self.literal(want))")) as? Bool
                    if matched != true {
                        let shown = try await browser.evaluate(Self.shown) as? String ?? ""
                        Issue.record("round \(round): the page shows \(shown), the owner has \(want)")
                        break
                    }
                }
                #expect(try await browser.evaluate("document.documentElement.dataset.live") as? String == "connected")
                let values = await MainActor.run { box.owner?.table[selectedValuesIn: "shelf"] ?? [] }
                #expect(Set(values) == Set(checked.map(String.init)))
            }
        }
    }

    /// `text` as a JavaScript string literal.
    static func literal(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data(), as: UTF8.self).dropFirst().dropLast()
            .description
    }

    /// A promise that resolves to true once `condition` holds, or false after 10 s.
    static func until(_ condition: String) -> String {
        """
        new Promise(resolve => {
          const limit = performance.now() + 10000;
          (function check() {
            if (\(condition)) return resolve(true);
            if (performance.now() > limit) return resolve(false);
            setTimeout(check, 10);
          })();
        })
        """
    }
}
