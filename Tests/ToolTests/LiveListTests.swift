import BrowserSupport
import Foundation
import ServerTestSupport
import TestSupport
import Testing

/// Screens whose rows come from a service, used in Chromium as a person would: `/ui/todos` over the to-do service.
@Suite("Live lists in Chromium")
struct LiveListTests {
    /// The to-dos as the service has them: title and done, in order.
    static func todos(port: Int) async throws -> [(String, Bool)] {
        let page = try await LivePageTests.call("GET", "/todos?limit=100", port: port).json() as? [String: Any]
        return (page?["items"] as? [[String: Any]] ?? []).map { ($0["title"] as? String ?? "", $0["done"] as? Bool ?? false) }
    }

    /// The rows the page shows: each row's text, and whether it is checked.
    static let shownRows = """
        JSON.stringify(Array.from(document.querySelectorAll('[data-row]')).map(row =>
          [row.querySelector('.mk-text').textContent, !!row.querySelector('.mk-checkmark')]))
        """

    static func rows(_ page: BrowserPage) async throws -> [[String]] {
        let json = try await page.evaluate(shownRows) as? String ?? "[]"
        let rows = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]] ?? []
        return rows.map { [$0[0] as? String ?? "", ($0[1] as? Bool ?? false) ? "✓" : ""] }
    }

    @Test(
        "to-dos are added by typing and Return, checked off by a tap, deleted, each through the service; one added with curl appears",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func todos() async throws {
        try await LivePageTests.withLivePage("/ui/todos") { page, port in
            let existing = try await Self.todos(port: port).count
            #expect(try await Self.rows(page).count == existing)
            try await page.click("#titleField input")
            try await page.type("Buy milk")
            try await page.press("\r")
            #expect(try await page.evaluate(LivePageTests.until("\(Self.shownRows).includes('Buy milk')")) as? Bool == true)
            #expect(try await Self.todos(port: port).last.map { $0 == ("Buy milk", false) } == true)
            #expect(try await page.evaluate("document.querySelector('#titleField input').value") as? String == "")

            // A tap checks it off; another, on again.
            try await page.click("[data-row]:last-of-type .mk-text")
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownRows).includes('\"Buy milk\",true')")) as? Bool == true)
            #expect(try await Self.todos(port: port).last.map { $0 == ("Buy milk", true) } == true)

            // Added elsewhere: it shows within the poll.
            let created = try await LivePageTests.call(
                "POST", "/todos", port: port, body: #"{"title":"From curl"}"#, contentType: "application/json")
            #expect(created.status == 201)
            #expect(try await page.evaluate(LivePageTests.until("\(Self.shownRows).includes('From curl')")) as? Bool == true)

            // Delete: gone from the service and the page; the rest in the service's order.
            _ = try await page.evaluate(
                "Array.from(document.querySelectorAll('[data-row]')).find(row => row.textContent.includes('Buy milk')).querySelector('.mk-delete').click()"
            )
            #expect(try await page.evaluate(LivePageTests.until("!\(Self.shownRows).includes('Buy milk')")) as? Bool == true)
            let service = try await Self.todos(port: port)
            #expect(!service.contains { $0.0 == "Buy milk" })
            #expect(try await Self.rows(page) == service.map { [$0.0, $0.1 ? "✓" : ""] })
        }
    }
}
