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

    /// The to-dos' numbers, in order.
    static func todoNumbers(port: Int) async throws -> [Int] {
        let page = try await LivePageTests.call("GET", "/todos?limit=100", port: port).json() as? [String: Any]
        return (page?["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    /// Asks the service for the to-dos until `condition` holds of them, for at most 10 s; returns whether it did.
    static func waitForTodos(port: Int, _ condition: ([(String, Bool)]) -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if condition(try await todos(port: port)) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// The rows the page shows: each to-do's title (its row's first label), and whether its box is checked.
    static let shownRows = """
        JSON.stringify(Array.from(document.querySelectorAll('[data-row]')).map(row =>
          [row.querySelector('.mk-label').textContent, row.querySelector('input.mk-check').checked]))
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

            // A tap checks it off, through the service; another, on again. The box is the session's: the page shows
            // what the session has once the service has answered (the owner shows the service's list again).
            try await page.click("[data-row]:last-of-type .mk-label")
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownRows).includes('\"Buy milk\",true')")) as? Bool == true)
            #expect(try await Self.waitForTodos(port: port) { $0.last.map { $0 == ("Buy milk", true) } == true })
            try await page.click("[data-row]:last-of-type .mk-label")
            #expect(try await Self.waitForTodos(port: port) { $0.last.map { $0 == ("Buy milk", false) } == true })
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownRows).includes('\"Buy milk\",false')")) as? Bool == true)
            try await page.click("[data-row]:last-of-type .mk-label")
            #expect(try await Self.waitForTodos(port: port) { $0.last.map { $0 == ("Buy milk", true) } == true })
            // Another page checking the to-do on again (here the service, as curl would) shows on this one.
            let milkNumber = try await Self.todoNumbers(port: port).last ?? 0
            let unchecked = try await LivePageTests.call("PATCH", "/todos/\(milkNumber)?done=false", port: port)
            #expect(unchecked.status / 100 == 2)
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownRows).includes('\"Buy milk\",false')")) as? Bool == true)

            // Added elsewhere: it shows within the poll.
            let created = try await LivePageTests.call(
                "POST", "/todos", port: port, body: #"{"title":"From curl"}"#, contentType: "application/json")
            #expect(created.status == 201)
            #expect(try await page.evaluate(LivePageTests.until("\(Self.shownRows).includes('From curl')")) as? Bool == true)

            // Delete: gone from the service and the page; the rest in the service's order.
            let milk =
                try await page.evaluate(
                    "Array.from(document.querySelectorAll('[data-row]')).find(row => row.textContent.includes('Buy milk')).dataset.row"
                ) as? String
            _ = try await page.evaluate(
                "Array.from(document.querySelectorAll('[data-row]')).find(row => row.textContent.includes('Buy milk')).querySelector('.mk-delete').click()"
            )
            #expect(try await page.evaluate(LivePageTests.until("!\(Self.shownRows).includes('Buy milk')")) as? Bool == true)
            let service = try await Self.todos(port: port)
            #expect(!service.contains { $0.0 == "Buy milk" })
            #expect(try await Self.rows(page) == service.map { [$0.0, $0.1 ? "✓" : ""] })
            // A message naming the row that went, as a page that had not heard yet would send it: 409, and nothing changes.
            let stale =
                try await page.evaluate(
                    """
                    (async () => {
                      const config = JSON.parse(document.getElementById('mk-live-config').textContent);
                      const table = Number(document.querySelector('[data-row]').closest('[data-view]').dataset.view);
                      const response = await fetch(config.base + '/messages?session=' + config.session, {
                        method: 'POST', headers: { 'Content-Type': 'application/json' },
                        body: JSON.stringify({ type: 'row', view: table, section: 0, row: '\(milk ?? "")', action: 'check' })
                      });
                      return response.status + ' ' + await response.text();
                    })()
                    """) as? String
            #expect(stale?.hasPrefix("409") == true && stale?.contains("no row '\(milk ?? "")' now") == true, "\(stale ?? "")")
            #expect(try await Self.todos(port: port).map(\.0) == service.map(\.0))
        }
    }
}

extension LiveListTests {
    @Test("a detail page whose key names nothing, now or ever, is a 404 page that says so and leads back to the list")
    func detailNotFound() async throws {
        let (server, directory) = try await LivePageTests.startServer()
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = try await server.port()
        for (key, says) in [
            ("99999999", "There is no employee 99999999."), ("x", "&#39;x&#39; is not an employee number."),
            ("%2B10001", "&#39;+10001&#39; is not an employee number."),
        ] {
            let response = try await LivePageTests.call("GET", "/ui/employees/\(key)", port: port)
            #expect(response.status == 404, "\(key): \(response.status)")
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.text.contains("<p>\(says)</p>"), "\(response.text)")
            #expect(response.text.contains("<a href=\"/ui/employees\">Back</a>"), "\(response.text)")
        }
        // An employee there is a page titled with the name, below a bar with the way back to the list.
        let found = try await LivePageTests.call("GET", "/ui/employees/10004", port: port)
        let employee = try await LivePageTests.call("GET", "/employees/10004", port: port).json() as? [String: Any]
        let name = "\(employee?["firstName"] as? String ?? "?") \(employee?["lastName"] as? String ?? "?")"
        #expect(found.status == 200)
        #expect(found.text.contains("<title>\(name)</title>"), "\(found.text.prefix(400))")
        #expect(found.text.contains(">‹ Employees</a>") && found.text.contains("href=\"/ui/employees\""))
    }

    @Test(
        "a detail page opened by its address: its Back goes to the list's address, a new page of it",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func detailBackWithoutHistory() async throws {
        try await LivePageTests.withLivePage("/ui/employees/10004") { page, _ in
            try await page.waitForEvent("Page.loadEventFired") { try await page.click(".mk-back") }
            #expect(try await page.evaluate("location.pathname") as? String == "/ui/employees")
            #expect(
                try await page.evaluate(LivePageTests.until("document.documentElement.dataset.live === 'connected'")) as? Bool
                    == true)
        }
    }

    @Test(
        "posts: the users are the picker's options, the first chosen and its posts listed; choosing another by keyboard lists its posts",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func postBrowser() async throws {
        try await LivePageTests.withLivePage("/ui/posts") { page, port in
            let users = try await LivePageTests.call("GET", "/users", port: port).json() as? [[String: Any]] ?? []
            let names = users.compactMap { $0["name"] as? String }
            let options =
                "JSON.stringify(Array.from(document.querySelectorAll('.mk-picker option')).map(option => option.textContent))"
            #expect(try await page.evaluate(options) as? String == Self.json(names))
            /// The posts the service has for user `id`, as the list shows them: titles.
            func posts(of id: Int) async throws -> [String] {
                let found =
                    try await LivePageTests.call("GET", "/posts?userId=\(id)", port: port).json() as? [[String: Any]] ?? []
                return found.compactMap { $0["title"] as? String }
            }
            let first = try await posts(of: 1)
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownNames) === '\(Self.quoted(first))'")) as? Bool == true)
            #expect(try await page.evaluate("document.querySelector('.mk-picker select').value") as? String == "1")

            // Down twice: the third user, whose posts replace the first's.
            _ = try await page.evaluate("document.querySelector('.mk-picker select').focus()")
            try await page.press(key: "ArrowDown", virtualKeyCode: 40)
            try await page.press(key: "ArrowDown", virtualKeyCode: 40)
            let third = try await posts(of: 3)
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownNames) === '\(Self.quoted(third))'")) as? Bool == true)
            #expect(try await page.evaluate("document.querySelector('.mk-picker select').value") as? String == "3")
            // The session has the choice: the option it marks selected is the third.
            #expect(
                try await page.evaluate("document.querySelector('.mk-picker option[selected]')?.value ?? ''") as? String == "3")
        }
    }

    /// The employees the service answers a search with, as the list shows them: "First Last".
    static func search(_ prefix: String, after: Int? = nil, port: Int) async throws -> [(number: Int, name: String)] {
        let query = "prefix=\(prefix)&limit=20" + (after.map { "&after=\($0)" } ?? "")
        let found = try await LivePageTests.call("GET", "/employees/search?\(query)", port: port).json() as? [[String: Any]] ?? []
        return found.map {
            ($0["employeeNumber"] as? Int ?? 0, "\($0["firstName"] as? String ?? "") \($0["lastName"] as? String ?? "")")
        }
    }

    static let shownNames =
        "JSON.stringify(Array.from(document.querySelectorAll('[data-row] .mk-text')).map(label => label.textContent))"

    static func names(_ page: BrowserPage) async throws -> [String] {
        let json = try await page.evaluate(shownNames) as? String ?? "[]"
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] ?? []
    }

    @Test(
        "employees: typing lists the service's matches 20 at a time, More the next 20, a row its detail; Back shows the list as it was",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func employees() async throws {
        try await LivePageTests.withLivePage("/ui/employees", height: 600, employees: 2_000) { page, port in
            try await page.click("#searchField input")
            try await page.type("ge")
            let first = try await Self.search("ge", port: port)
            #expect(first.count == 20)
            let expected = first.map(\.name)
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownNames) === '\(Self.quoted(expected))'")) as? Bool == true
            )
            // More: the next page, after the last number shown.
            let second = try await Self.search("ge", after: first.last?.number, port: port)
            try await page.click("#moreButton button")
            #expect(
                try await page.evaluate(
                    LivePageTests.until("\(Self.shownNames) === '\(Self.quoted(expected + second.map(\.name)))'")) as? Bool
                    == true)
            // Scrolled to the 25th row, the page follows its link to the employee's screen.
            _ = try await page.evaluate("document.querySelectorAll('[data-row]')[24].scrollIntoView(); true")
            let scrolled = try await page.evaluate("document.querySelector('.mk-table').scrollTop") as? Double ?? 0
            let chosen = try #require(second.dropFirst(4).first)
            try await page.waitForEvent("Page.loadEventFired") {
                _ = try await page.evaluate("document.querySelectorAll('[data-row]')[24].click(); true")
            }
            #expect(try await page.evaluate("location.pathname") as? String == "/ui/employees/\(chosen.number)")
            #expect(
                try await page.evaluate(LivePageTests.until("document.documentElement.dataset.live === 'connected'")) as? Bool
                    == true)
            let detail =
                try await LivePageTests.call(
                    "GET", "/employees/\(chosen.number)?details=titles&details=salaries", port: port
                ).json() as? [String: Any] ?? [:]
            let titles = (detail["titles"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
            let salaries = (detail["salaries"] as? [[String: Any]] ?? []).compactMap { ($0["salary"] as? Int).map(String.init) }
            #expect(
                try await page.evaluate(
                    LivePageTests.until("document.body.innerText.includes('Employee \(chosen.number)')")) as? Bool == true)
            #expect(try await Self.names(page) == titles + salaries)
            #expect((try await page.evaluate("document.body.innerText") as? String)?.contains(chosen.name) == true)
            // The owner titles the screen with the employee's name: the page's title and its navigation bar's.
            #expect(try await page.evaluate("document.title") as? String == chosen.name)
            #expect(try await page.evaluate("document.querySelector('.mk-nav h1').textContent") as? String == chosen.name)
            #expect(try await page.evaluate("document.querySelector('.mk-back').textContent") as? String == "‹ Employees")

            // Back (the bar's, which is the browser's here): the list as it was, search text, rows and scroll
            // position, still live.
            try await page.click(".mk-back")
            #expect(try await page.evaluate(LivePageTests.until("location.pathname === '/ui/employees'")) as? Bool == true)
            #expect(
                try await page.evaluate(LivePageTests.until("document.documentElement.dataset.live === 'connected'")) as? Bool
                    == true)
            #expect(try await page.evaluate("document.querySelector('#searchField input').value") as? String == "ge")
            #expect(try await Self.names(page) == expected + second.map(\.name))
            #expect(try await page.evaluate("document.querySelector('.mk-table').scrollTop") as? Double == scrolled)
            try await page.click("#searchField input")
            try await page.type("r")
            let narrowed = try await Self.search("ger", port: port).map(\.name)
            #expect(
                try await page.evaluate(LivePageTests.until("\(Self.shownNames) === '\(Self.quoted(narrowed))'")) as? Bool == true
            )
        }
    }

    /// `names` as the page's `JSON.stringify` writes them, quoted for a single-quoted script string.
    static func quoted(_ names: [String]) -> String { json(names).replacingOccurrences(of: "'", with: "\\'") }

    /// `names` as the page's `JSON.stringify` writes them.
    static func json(_ names: [String]) -> String {
        String(
            decoding: (try? JSONSerialization.data(withJSONObject: names, options: .withoutEscapingSlashes)) ?? Data(),
            as: UTF8.self)
    }
}

extension LiveListTests {
    @Test(
        "issue 61: the roster holds the pages scrolled to; scrolling to the end loads the next from the service, and the last ends the list",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func rosterPages() async throws {
        try await LivePageTests.withLivePage("/ui/roster", height: 600, employees: 250) { page, _ in
            let rows = "document.querySelectorAll('[data-row]').length"
            #expect(try await page.evaluate(LivePageTests.until("\(rows) === 100")) as? Bool == true)
            #expect(try await page.evaluate("document.body.innerText.includes('100+ employees')") as? Bool == true)
            #expect(try await page.evaluate("document.querySelector('.mk-more').textContent") as? String == "More…")
            // Scrolled to the end, the owner loads the next page, and then the last (50), which ends the list.
            _ = try await page.evaluate("document.querySelector('.mk-more').scrollIntoView(); true")
            #expect(try await page.evaluate(LivePageTests.until("\(rows) === 200")) as? Bool == true)
            // The rows came in above the marker, which moved down out of view: no page is loaded unseen (the browser
            // must not keep the marker in view as its scroll anchor). Three frames later the observer has had the
            // marker's new place: it did not ask for the rows after 200.
            let marker = "document.querySelector('.mk-more')"
            let afterFrames = """
                new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() =>
                  setTimeout(() => resolve(\(marker).dataset.shown + (\(marker).dataset.asked === \(marker).dataset.shown ? ' asked' : '')), 0)))))
                """
            #expect(try await page.evaluate(afterFrames) as? String == "200")
            #expect(try await page.evaluate(rows) as? Int == 200)
            _ = try await page.evaluate("document.querySelector('.mk-more').scrollIntoView(); true")
            #expect(try await page.evaluate(LivePageTests.until("\(rows) === 250")) as? Bool == true)
            #expect(
                try await page.evaluate(LivePageTests.until("document.body.innerText.includes('250 employees')")) as? Bool == true
            )
            // The marker stays until asking past the last page finds nothing; then it goes.
            _ = try await page.evaluate("document.querySelector('.mk-more').scrollIntoView(); true")
            #expect(try await page.evaluate(LivePageTests.until("!document.querySelector('.mk-more')")) as? Bool == true)
            #expect(try await page.evaluate(rows) as? Int == 250)
            // A tap still stars the row it names, loaded late or not.
            try await page.click("[data-row='10249']")
            #expect(
                try await page.evaluate(
                    LivePageTests.until("document.querySelector(\"[data-row='10249'] .mk-checkmark\") !== null")) as? Bool
                    == true)
        }
    }

    @Test(
        "seed 003's photo list: 100 photos from /photos, the thumbnails in view loaded, those far below only once scrolled to",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func photos() async throws {
        try await LivePageTests.withLivePage("/ui/photos", height: 600) { page, port in
            let photos = try await LivePageTests.call("GET", "/photos", port: port).json() as? [[String: Any]] ?? []
            #expect(photos.count == 100)
            #expect(
                try await page.evaluate(LivePageTests.until("document.querySelectorAll('[data-row]').length === 100")) as? Bool
                    == true)
            let titles =
                "JSON.stringify(Array.from(document.querySelectorAll('[data-row]')).slice(0, 3).map(row => row.querySelector('.mk-label').textContent))"
            #expect(
                try await page.evaluate(titles) as? String == Self.json(photos.prefix(3).compactMap { $0["title"] as? String }))
            // The first rows' thumbnails load: 150-pixel PNGs from the service, through addresses relative to the page.
            let loaded = "(from, to) => Array.from(document.querySelectorAll('[data-row] img')).slice(from, to)"
            #expect(
                try await page.evaluate(
                    LivePageTests.until("(\(loaded))(0, 3).every(img => img.complete && img.naturalWidth === 150)")) as? Bool
                    == true)
            // The last rows, thousands of pixels below, are not loaded: the browser waits until they come near.
            #expect(try await page.evaluate("(\(loaded))(95, 100).every(img => img.naturalWidth === 0)") as? Bool == true)
            _ = try await page.evaluate("document.querySelectorAll('[data-row]')[99].scrollIntoView(); true")
            #expect(
                try await page.evaluate(
                    LivePageTests.until("(\(loaded))(97, 100).every(img => img.complete && img.naturalWidth === 150)")) as? Bool
                    == true)
            // Their addresses are the service's, relative to the page (no server address written in).
            let source = try await page.evaluate("document.querySelectorAll('[data-row] img')[99].getAttribute('src')") as? String
            #expect(source == "/photos/100/thumbnail")
        }
    }

    @Test(
        "seed 002's sample: the users from /users with their thumbnails, a row the user's posts from /posts?userId=, Back the users",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func usersAndPosts() async throws {
        try await LivePageTests.withLivePage("/ui/users", height: 600) { page, port in
            let users = try await LivePageTests.call("GET", "/users", port: port).json() as? [[String: Any]] ?? []
            #expect(users.count == 10)
            let names =
                "JSON.stringify(Array.from(document.querySelectorAll('[data-row]')).map(row => row.querySelector('.mk-label').textContent))"
            #expect(try await page.evaluate(names) as? String == Self.json(users.compactMap { $0["name"] as? String }))
            // The thumbnails in view load (lazily, as they scroll in): 48-pixel PNGs from the service.
            #expect(
                try await page.evaluate(
                    LivePageTests.until(
                        "Array.from(document.querySelectorAll('[data-row] img')).slice(0, 3).every(img => img.complete && img.naturalWidth === 48)"
                    )) as? Bool == true)
            // From the page's own server (issue 61: the owner's loopback address, absolute, reached no other browser).
            let source = try await page.evaluate("document.querySelector('[data-row] img').getAttribute('src')") as? String
            #expect(source == "/users/\(users.first?["id"] as? Int ?? 0)/thumbnail")
            let third = try #require(users.dropFirst(2).first?["id"] as? Int)
            try await page.waitForEvent("Page.loadEventFired") {
                _ = try await page.evaluate("document.querySelectorAll('[data-row]')[2].click(); true")
            }
            #expect(try await page.evaluate("location.pathname") as? String == "/ui/users/\(third)")
            let posts = try await LivePageTests.call("GET", "/posts?userId=\(third)", port: port).json() as? [[String: Any]] ?? []
            #expect(posts.count == 10)
            #expect(try await Self.names(page) == posts.compactMap { $0["title"] as? String })
            _ = try await page.evaluate("history.back(); true")
            #expect(try await page.evaluate(LivePageTests.until("location.pathname === '/ui/users'")) as? Bool == true)
            #expect(try await page.evaluate(names) as? String == Self.json(users.compactMap { $0["name"] as? String }))
            // A user that does not exist: the page says so.
            let missing = try await LivePageTests.call("GET", "/ui/users/x", port: port)
            #expect(missing.status == 404 && missing.text.contains("&#39;x&#39; is not a user&#39;s number."))
            // One screen, one path (issue 61): a key in another spelling of the number names nothing.
            for key in ["+1", "01", "1%20"] {
                let other = try await LivePageTests.call("GET", "/ui/users/\(key)", port: port)
                #expect(other.status == 404, "\(key)")
            }
        }
    }
}

extension LiveListTests {
    @Test(
        "a to-do's page shows its due day and saves the day typed, the same day at UTC+14, UTC−11 and in New York on the day its clocks go back",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"),
        arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York"])
    func todoDueDate(zone: String) async throws {
        let picker = "document.querySelector('#duePicker input')"
        let saved = try await LivePageTests.withLivePage(
            "/ui/todos/1", timeZone: zone,
            prepare: { port in
                // The first to-do of a new database is number 1; due the day New York's clocks go back.
                let created = try await LivePageTests.call(
                    "POST", "/todos", port: port, body: #"{"title":"Wrap presents","due":"2026-11-01"}"#,
                    contentType: "application/json")
                #expect(created.status == 201, "\(created.text)")
            }
        ) { page, port in
            #expect(try await page.evaluate("document.title") as? String == "Wrap presents")
            #expect(try await page.evaluate("\(picker).type + ' ' + \(picker).value") as? String == "date 2026-11-01")
            #expect(try await page.evaluate("document.querySelector('#dueSwitch input').checked") as? Bool == true)
            // Typed as a person types a date in an American browser: month, day, year.
            _ = try await page.evaluate("\(picker).focus(); true")
            try await page.press("12242026")
            #expect(try await page.evaluate("\(picker).value") as? String == "2026-12-24")
            try await page.click(".mk-button")
            let said = try await page.evaluate(
                LivePageTests.until("\(LivePageTests.text("#statusLabel")) === 'Saved: due 2026-12-24.'"))
            let status = try await page.evaluate(LivePageTests.text("#statusLabel")) as? String
            #expect(said as? Bool == true, "\(status ?? "")")
            let missing = try await LivePageTests.call("GET", "/ui/todos/99", port: port)
            #expect(missing.status == 404 && missing.text.contains("<p>There is no to-do 99.</p>"), "\(missing.text)")
            // The list says when each is due.
            let list = try await LivePageTests.call("GET", "/ui/todos", port: port)
            #expect(list.text.contains("Due 2026-12-24"))
            return try await LivePageTests.call("GET", "/todos/1", port: port).text
        }
        #expect(saved.contains(#""due":"2026-12-24""#), "\(zone): \(saved)")
    }
}

extension LiveListTests {
    @Test(
        "Delete on a to-do's page removes it and its owner's navigateBack() returns to the list it came from, which no longer shows it",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func todoDeleteGoesBack() async throws {
        try await LivePageTests.withLivePage(
            "/ui/todos",
            prepare: { port in
                for title in ["Wrap presents", "Post cards"] {
                    let created = try await LivePageTests.call(
                        "POST", "/todos", port: port, body: #"{"title":"\#(title)"}"#, contentType: "application/json")
                    #expect(created.status == 201, "\(created.text)")
                }
            }
        ) { page, port in
            let rows = "Array.from(document.querySelectorAll('[data-row]')).map(row => row.innerText.trim()).join('|')"
            #expect(
                try await page.evaluate(LivePageTests.until("\(rows).includes('Wrap presents')")) as? Bool == true)
            // Its ⓘ goes to its page, and checks nothing: the list is the page before it.
            try await page.waitForEvent("Page.loadEventFired") { try await page.click("[data-row='1'] a.mk-button") }
            #expect(try await page.evaluate("location.pathname") as? String == "/ui/todos/1")
            #expect(try await LivePageTests.call("GET", "/todos/1", port: port).text.contains(#""done":false"#))
            #expect(
                try await page.evaluate(LivePageTests.until("document.documentElement.dataset.live === 'connected'")) as? Bool
                    == true)
            #expect(try await page.evaluate("document.title") as? String == "Wrap presents")
            let historyBefore = try await page.evaluate("history.length") as? Int
            // A person presses the button that says Delete.
            _ = try await page.evaluate(
                "Array.from(document.querySelectorAll('.mk-button')).find(b => b.textContent.trim() === 'Delete').dataset.pressed = 'delete'; true"
            )
            try await page.click("[data-pressed='delete']")
            // Back in the browser's history (not a new entry): the list, live again, without the deleted to-do. The
            // page leaves while it is asked, so it is asked again until it has.
            var path: String?
            for _ in 0..<200 where path != "/ui/todos" {
                path = try? await page.evaluate("location.pathname") as? String
                if path != "/ui/todos" { try await Task.sleep(for: .milliseconds(50)) }
            }
            #expect(path == "/ui/todos")
            #expect(
                try await page.evaluate(LivePageTests.until("document.documentElement.dataset.live === 'connected'")) as? Bool
                    == true)
            #expect(try await page.evaluate(LivePageTests.until("!\(rows).includes('Wrap presents')")) as? Bool == true)
            #expect(try await page.evaluate("\(rows).includes('Post cards')") as? Bool == true)
            #expect(try await page.evaluate("history.length") as? Int == historyBefore)
            #expect(try await LivePageTests.call("GET", "/todos/1", port: port).status == 404)
        }
    }
}
