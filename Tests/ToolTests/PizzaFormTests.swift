import BrowserSupport
import Foundation
import TestSupport
import Testing

/// Seed 000's pizza form, filled in and submitted in Chromium twice with the same choices: as the markup document
/// served by `httprpc serve` under `/ui/`, and as the seed's own HTML form; both post to the same echo service, which
/// must answer the same.
@Suite("The pizza form, native and HTML, posting to one service")
struct PizzaFormTests {
    /// The seed's HTML form (the HTML specification's sample), posting to the examples server.
    static func seedForm(port: Int) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Pizza</title></head><body>
        <form method="post" enctype="application/x-www-form-urlencoded" action="http://127.0.0.1:\(port)/post">
         <p><label>Customer name: <input name="custname"></label></p>
         <p><label>Telephone: <input type=tel name="custtel"></label></p>
         <p><label>E-mail address: <input type=email name="custemail"></label></p>
         <fieldset><legend> Pizza Size </legend>
          <p><label> <input type=radio name=size value="small"> Small </label></p>
          <p><label> <input type=radio name=size value="medium"> Medium </label></p>
          <p><label> <input type=radio name=size value="large"> Large </label></p>
         </fieldset>
         <fieldset><legend> Pizza Toppings </legend>
          <p><label> <input type=checkbox name="topping" value="bacon"> Bacon </label></p>
          <p><label> <input type=checkbox name="topping" value="cheese"> Extra Cheese </label></p>
          <p><label> <input type=checkbox name="topping" value="onion"> Onion </label></p>
          <p><label> <input type=checkbox name="topping" value="mushroom"> Mushroom </label></p>
         </fieldset>
         <p><label>Preferred delivery time: <input type=time min="11:00" max="21:00" step="900" name="delivery"></label></p>
         <p><label>Delivery instructions: <textarea name="comments" maxlength=1000></textarea></label></p>
         <p><button>Submit order</button></p>
        </form></body></html>
        """
    }

    /// The same choices (`SeedPizzaForm`), made by clicking and typing: each step names what to click in the markup
    /// page and in the seed's form, and what to type or press there (`0730P` is 07:30 PM, 19:30).
    static let steps: [(markup: String, seed: String, typed: String?, pressed: String?)] = [
        ("#nameTextField input", "input[name=custname]", SeedPizzaForm.name, nil),
        ("#phoneTextField input", "input[name=custtel]", SeedPizzaForm.telephone, nil),
        ("#emailTextField input", "input[name=custemail]", SeedPizzaForm.email, nil),
        ("section[data-section=size] .mk-cell:nth-child(2) .mk-text", "input[name=size][value=medium]", nil, nil),
        ("section[data-section=topping] .mk-cell:nth-child(1) .mk-text", "input[value=bacon]", nil, nil),
        ("section[data-section=topping] .mk-cell:nth-child(3) .mk-text", "input[value=onion]", nil, nil),
        ("#deliveryDatePicker input", "input[name=delivery]", nil, "0730P"),
        ("#commentsTextView textarea", "textarea", SeedPizzaForm.comments, nil),
    ]

    @Test(
        "filled in alike, the markup page and the seed's HTML form post the same fields, echoed the same",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func sameEcho() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer(toolPath, ["--port", "0", "--employees", "50", "--data-directory", directory.path])
        let port = try await server.port()

        let (markupEcho, seedEcho, screenshot) = try await BrowserPage.with { page in
            try await page.navigate(to: "http://127.0.0.1:\(port)/ui/PizzaForm")
            for step in Self.steps {
                try await page.click(step.markup)
                if let text = step.typed { try await page.type(text) }
                if let keys = step.pressed { try await page.press(keys) }
            }
            let screenshot = try await page.screenshot()
            try await page.waitForEvent("Page.loadEventFired") { try await page.click(".mk-submit") }
            let markupEcho = try await page.evaluate("document.body.innerText") as? String

            let form = directory.appendingPathComponent("seed-form.html")
            try Data(Self.seedForm(port: port).utf8).write(to: form)
            try await page.navigate(to: form.absoluteString)
            for step in Self.steps {
                try await page.click(step.seed)
                if let text = step.typed { try await page.type(text) }
                if let keys = step.pressed { try await page.press(keys) }
            }
            try await page.waitForEvent("Page.loadEventFired") { try await page.click("button") }
            let seedEcho = try await page.evaluate("document.body.innerText") as? String
            return (markupEcho, seedEcho, screenshot)
        }
        if let folder = ProcessInfo.processInfo.environment["HTTPRPC_SCREENSHOTS"] {
            try screenshot.write(to: URL(fileURLWithPath: folder).appendingPathComponent("pizza-form.png"))
        }
        #expect(seedEcho == SeedPizzaForm.echo, "the seed's form: \(seedEcho ?? "nothing")")
        #expect(markupEcho == seedEcho, "the markup page: \(markupEcho ?? "nothing")")
    }
}
