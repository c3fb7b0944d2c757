import BrowserSupport
import Foundation
import ServerTestSupport
import TestSupport
import Testing

/// The seeds' screens as live pages of `httprpc serve`, used in Chromium as a person would: their owners run on the
/// server and call the example services.
@Suite("Live pages in Chromium")
struct LivePageTests {
    /// A request to the server, as `curl` would send it.
    static func call(
        _ method: String, _ target: String, port: Int, body: String? = nil,
        contentType: String = "application/x-www-form-urlencoded"
    ) async throws -> RawResponse {
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body {
            request += "Content-Type: \(contentType)\r\nContent-Length: \(body.utf8.count)\r\n"
        }
        request += "\r\n" + (body ?? "")
        return try await RawHTTPClient.send(port: port, Array(request.utf8))
    }

    /// `httprpc serve` on a free port, with its data in a new directory.
    static func startServer(employees: Int = 50) async throws -> (RunningServer, URL) {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        return (
            try await RunningServer(
                toolPath, ["--port", "0", "--employees", "\(employees)", "--data-directory", directory.path]),
            directory
        )
    }

    /// Starts the server and runs `prepare` with its port; then opens `path` in Chromium, waits for the page to
    /// connect, and runs `body` with the page and the port.
    static func withLivePage<T: Sendable>(
        _ path: String, width: Int = 390, height: Int = 844, timeZone: String? = nil, languages: String? = nil,
        employees: Int = 50, prepare: (Int) async throws -> Void = { _ in },
        _ body: @escaping @Sendable (BrowserPage, Int) async throws -> T
    ) async throws -> T {
        let (server, directory) = try await startServer(employees: employees)
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = try await server.port()
        try await prepare(port)
        return try await BrowserPage.with(width: width, height: height) { page in
            if let timeZone { _ = try await page.send("Emulation.setTimezoneOverride", ["timezoneId": timeZone]) }
            if let languages {
                _ = try await page.send("Network.enable")
                _ = try await page.send("Network.setExtraHTTPHeaders", ["headers": ["Accept-Language": languages]])
            }
            try await page.navigate(to: "http://127.0.0.1:\(port)\(path)")
            #expect(try await page.evaluate(until("document.documentElement.dataset.live === 'connected'")) as? Bool == true)
            return try await body(page, port)
        }
    }

    /// The unit's state, as a separate `GET /ac/status` sees it.
    static func status(port: Int) async throws -> [String: Any] {
        try await call("GET", "/ac/status", port: port).json() as? [String: Any] ?? [:]
    }

    /// Asks `/ac/status` until `condition` holds, for at most 10 s; returns whether it did.
    static func waitForStatus(port: Int, _ condition: ([String: Any]) -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if condition(try await status(port: port)) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// Puts the unit in a state the document does not show (68°F, fan 2), so that the page shows what it loaded.
    static func setUnitApart(port: Int) async throws {
        #expect(try await call("PUT", "/ac/status", port: port, body: "temperature=68").status == 204)
        #expect(try await call("PUT", "/ac/status", port: port, body: "fanSpeed=2").status == 204)
    }

    /// A promise that resolves to true once `condition` (a JavaScript expression) is true, or false after 10 s.
    static func until(_ condition: String) -> String {
        """
        new Promise(resolve => {
          const limit = performance.now() + 10000;
          const check = () => {
            let met = false;
            try { met = !!(\(condition)); } catch (error) {}
            if (met) resolve(true); else if (performance.now() > limit) resolve(false); else requestAnimationFrame(check);
          };
          check();
        })
        """
    }

    static func text(_ selector: String) -> String { "(document.querySelector('\(selector)') || {}).textContent" }

    @Test(
        "the AC remote in French for a browser that prefers French: its strings, title and language; it works as in English",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func airConditionerRemoteInFrench() async throws {
        try await Self.withLivePage("/ui/ac", languages: "fr-CH, fr;q=0.9, en;q=0.5") { page, port in
            #expect(try await page.evaluate("document.documentElement.lang") as? String == "fr")
            #expect(try await page.evaluate("document.title") as? String == "Climatiseur")
            let text = try await page.evaluate("document.body.innerText") as? String ?? ""
            for word in ["Marche", "Température", "Ventilation", "Faible", "Moyenne", "Forte"] {
                #expect(text.contains(word), "\(word) is not on the page: \(text)")
            }
            #expect(!text.contains("Fan Speed"))
            // The French page's session is as live as the English one's, and the service refuses in French: the owner
            // was made for the page's language.
            try await page.click("#onSwitch input")
            #expect(try await Self.waitForStatus(port: port) { $0["on"] as? Bool == true })
            try await page.click("#temperatureStepper input")
            _ = try await page.evaluate("document.querySelector('#temperatureStepper input').select()")
            try await page.type("120")
            try await page.press("\t")
            #expect(try await page.evaluate(Self.until("document.querySelector('dialog.mk-alert[open]')")) as? Bool == true)
            #expect(try await page.evaluate(Self.text("dialog.mk-alert p")) as? String == "Température invalide.")
            // Any other language gets the page's own, English; a page in several languages says which it sent.
            for (languages, expected) in [("de, fr;q=0.1", "fr"), ("de", "en"), ("", "en")] {
                let response = try await RawHTTPClient.send(
                    port: port,
                    Array(
                        "GET /ui/ac HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept-Language: \(languages)\r\nConnection: close\r\n\r\n"
                            .utf8))
                #expect(response.status == 200)
                #expect(response.header("Content-Language") == expected, "\(languages)")
                #expect(response.header("Vary") == "Accept-Language")
                #expect(response.text.contains("<html lang=\"\(expected)\""))
            }
        }
    }

    @Test(
        "the AC remote shows the service's state, changes it by switch, stepper and check mark, shows its refusal, and follows a change made elsewhere",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func airConditionerRemote() async throws {
        let screenshot = try await Self.withLivePage("/ui/ac", prepare: Self.setUnitApart) { page, port in
            // The page opens with the unit's state, loaded by the owner's viewWillAppear.
            #expect(try await page.evaluate("document.querySelector('#onSwitch input').checked") as? Bool == false)
            #expect(try await page.evaluate("document.querySelector('#temperatureStepper input').value") as? String == "68")
            #expect(try await page.evaluate(Self.text("#temperatureCell .mk-text")) as? String == "68°F")
            #expect(
                try await page.evaluate("document.querySelector('section[data-section=fanSpeed] input:checked').value")
                    as? String == "2")

            // The switch, the stepper's + and the "High" row change the unit.
            try await page.click("#onSwitch input")
            #expect(try await Self.waitForStatus(port: port) { $0["on"] as? Bool == true })
            try await page.click("#temperatureStepper button[data-step='1']")
            #expect(try await Self.waitForStatus(port: port) { $0["temperature"] as? Int == 69 })
            #expect(try await page.evaluate(Self.until("\(Self.text("#temperatureCell .mk-text")) === '69°F'")) as? Bool == true)
            try await page.click("section[data-section=fanSpeed] .mk-cell:nth-child(4) .mk-text")
            #expect(try await Self.waitForStatus(port: port) { $0["fanSpeed"] as? Int == 3 })

            // A temperature the service refuses, typed into the stepper's field: its message shows in an alert, and
            // the page goes back to the unit's state.
            try await page.click("#temperatureStepper input")
            _ = try await page.evaluate("document.querySelector('#temperatureStepper input').select()")
            try await page.type("120")
            try await page.press("\t")
            #expect(try await page.evaluate(Self.until("document.querySelector('dialog.mk-alert[open]')")) as? Bool == true)
            #expect(try await page.evaluate(Self.text("dialog.mk-alert p")) as? String == "Invalid temperature.")
            #expect(
                try await page.evaluate(Self.until("document.querySelector('#temperatureStepper input').value === '69'")) as? Bool
                    == true)
            #expect(try await Self.status(port: port)["temperature"] as? Int == 69)
            #expect(try await page.evaluate("document.querySelectorAll('dialog.mk-alert').length") as? Int == 1)
            try await page.click("dialog.mk-alert button")
            #expect(try await page.evaluate(Self.until("!document.querySelector('dialog.mk-alert')")) as? Bool == true)

            // A change made elsewhere shows on the open page.
            let start = ContinuousClock.now
            #expect(try await Self.call("PUT", "/ac/status", port: port, body: "temperature=80").status == 204)
            #expect(try await page.evaluate(Self.until("\(Self.text("#temperatureCell .mk-text")) === '80°F'")) as? Bool == true)
            print("A change made with PUT /ac/status showed on the page after \(ContinuousClock.now - start)")
            return try await page.screenshot()
        }
        try screenshot.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("live-ac.png"))
    }

    @Test(
        "the /ui/ index lists every live screen first, each with its line, then the documents; a screen's card opens it",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func index() async throws {
        let (server, directory) = try await Self.startServer()
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = try await server.port()
        let screenshot = try await BrowserPage.with(width: 1200, height: 1000) { page in
            try await page.navigate(to: "http://127.0.0.1:\(port)/ui/")
            let links = try await page.evaluate("[...document.querySelectorAll('a')].map(a => a.getAttribute('href')).join(' ')")
            let hrefs = (links as? String ?? "").split(separator: " ").map(String.init)
            let screens = [
                "/ui/ac", "/ui/pizza", "/ui/greeting", "/ui/periodic-table", "/ui/todos", "/ui/employees",
                "/ui/users", "/ui/photos", "/ui/posts", "/ui/roster",
            ]
            #expect(Array(hrefs.prefix(screens.count)) == screens, "\(hrefs)")
            #expect(hrefs.contains("/ui/PizzaForm") && hrefs.contains("/ui/PeriodicTable") && hrefs.last == "/")
            #expect(
                try await page.evaluate("document.querySelector('.screens a[href=\"/ui/greeting\"]').innerText") as? String
                    == "Greeting\na text field bound to a label through an @Observable owner")
            let image = try await page.screenshot()
            try await page.waitForEvent("Page.loadEventFired") { try await page.click(".screens a[href='/ui/greeting']") }
            #expect(try await page.evaluate(Self.until("document.documentElement.dataset.live === 'connected'")) as? Bool == true)
            #expect(try await page.evaluate("document.body.innerText.includes('Hello! What is your name?')") as? Bool == true)
            return image
        }
        try screenshot.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ui-index.png"))
    }

    @Test(
        "the greeting follows what is typed and the language picked through an @Observable owner's binding, and Clear empties both",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func greeting() async throws {
        try await Self.withLivePage("/ui/greeting") { page, _ in
            #expect(try await page.evaluate("document.body.innerText.includes('Hello! What is your name?')") as? Bool == true)
            try await page.click("#nameField input")
            try await page.type("Ada")
            #expect(try await page.evaluate(Self.until("document.body.innerText.includes('Hello, Ada!')")) as? Bool == true)
            try await page.type(" Lovelace")
            #expect(
                try await page.evaluate(Self.until("document.body.innerText.includes('Hello, Ada Lovelace!')")) as? Bool == true)
            // The owner selected its language on appear; picking another with the keyboard re-greets in it.
            #expect(try await page.evaluate("document.querySelector('#languagePicker select').value") as? String == "en")
            _ = try await page.evaluate("document.querySelector('#languagePicker select').focus()")
            try await page.press("F")
            #expect(
                try await page.evaluate(Self.until("document.body.innerText.includes('Bonjour, Ada Lovelace!')")) as? Bool == true
            )
            try await page.click(".mk-button")
            #expect(
                try await page.evaluate(
                    Self.until(
                        "document.body.innerText.includes('Bonjour! Comment vous appelez-vous ?') && document.querySelector('#nameField input').value === ''"
                    )) as? Bool == true)
        }
    }

    @Test(
        "the native pizza form's Submit posts through the client to the echo service what the seed's HTML form posts, its delivery time included",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func pizzaOrder() async throws {
        // In Kathmandu (UTC+05:45) as anywhere, the time of day chosen is the one the owner posts: a time-mode picker
        // holds a time, not an instant.
        let echo = try await Self.withLivePage("/ui/pizza", timeZone: "Asia/Kathmandu") { page, _ in
            for step in PizzaFormTests.steps {
                try await page.click(step.markup)
                if let text = step.typed { try await page.type(text) }
                if let keys = step.pressed { try await page.press(keys) }
            }
            let picker = "document.querySelector('#deliveryDatePicker input')"
            #expect(
                try await page.evaluate("\(picker).dataset.date === undefined && \(picker).defaultValue") as? String == "19:30")
            // Emptied, the input shows the time chosen again.
            #expect(
                try await page.evaluate("\(picker).value = ''; markupDates.show(\(picker)); \(picker).value") as? String
                    == "19:30")
            // Submit is in the navigation bar, as the seed's controller puts it.
            #expect(
                try await page.evaluate("document.querySelector('.mk-nav h1').textContent") as? String == "Pizza Delivery Form")
            try await page.click(".mk-nav .mk-bar-button.mk-done")
            #expect(try await page.evaluate(Self.until("\(Self.text("#echoLabel")).includes('custname')")) as? Bool == true)
            return try await page.evaluate(Self.text("#echoLabel")) as? String
        }
        let fields = try JSONSerialization.jsonObject(with: Data((echo ?? "").utf8)) as? NSDictionary
        let seed = try JSONSerialization.jsonObject(with: Data(SeedPizzaForm.echo.utf8)) as? NSDictionary
        #expect(fields != nil && fields == seed, "\(echo ?? "no echo")")
    }

    @Test(
        "the periodic table shows the element tapped, by name and number, through its owner's outlet; each element is a named button",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func periodicTable() async throws {
        let screenshot = try await Self.withLivePage("/ui/periodic-table", width: 1180, height: 820) { page, _ in
            #expect(try await page.evaluate(Self.text("#selectionLabel")) as? String == "Tap an element.")
            #expect(
                try await page.evaluate("document.querySelectorAll('button.mk-customButton[aria-label]').length") as? Int == 118)
            // A reader finds each element as a button named after it.
            let document = try await page.send("DOM.getDocument", ["depth": 0])
            let root = try #require((document["root"] as? [String: Any])?["nodeId"] as? Int)
            let found = try await page.send(
                "Accessibility.queryAXTree", ["nodeId": root, "accessibleName": "Iron", "role": "button"])
            #expect((found["nodes"] as? [Any])?.count == 1)
            // Every name fits its cell, shrunk as UIKit's adjustsFontSizeToFitWidth would ("Rutherfordium" at 8 points
            // does not fit 52 without it), none below the document's minimumScaleFactor of 0.5.
            let unfitted = try await page.evaluate(
                """
                [...document.querySelectorAll('[data-mk-fit]')].map(span => {
                  const range = document.createRange();
                  range.selectNodeContents(span);
                  return [span, range.getBoundingClientRect().width, span.getBoundingClientRect().width];
                }).filter(([span, text, box]) => text > box + 0.01 || parseFloat(getComputedStyle(span).fontSize) < 4)
                  .map(([span, text, box]) => span.textContent + ' ' + text + '/' + box).join(', ')
                """)
            #expect(unfitted as? String == "", "\(unfitted ?? "")")
            #expect(
                try await page.evaluate(
                    "getComputedStyle([...document.querySelectorAll('[data-mk-fit]')].find(span => span.textContent === 'Rutherfordium')).fontSize"
                ) as? String != "8px", "the long names are smaller")

            for (name, number) in [("Iron", 26), ("Oganesson", 118), ("Lanthanum", 57), ("Hydrogen", 1)] {
                try await page.click("button[aria-label='\(name)']")
                #expect(
                    try await page.evaluate(Self.until("\(Self.text("#selectionLabel")) === '\(name), atomic number \(number)'"))
                        as? Bool == true, "after tapping \(name)")
            }
            return try await page.screenshot()
        }
        try screenshot.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("live-periodic-table.png"))
    }
}
