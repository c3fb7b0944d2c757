import Foundation
import HTMLWriting
import MarkupHTML
import MarkupKit
import TestSupport
import Testing

/// A date picker's instants shown as a person's clock, in the browser's time zone, whatever the server's; its days and
/// times of day the same in every zone.
@Suite("Date pickers in HTML")
struct DatePickerTests {
    static let document = """
        <LMColumnView>
            <UIDatePicker id="time" name="delivery" datePickerMode="time" minuteInterval="15" date="13:45"/>
            <UIDatePicker id="day" datePickerMode="date" date="2026-11-26" minimumDate="2026-11-20" maximumDate="2026-12-31"/>
            <UIDatePicker id="change" datePickerMode="date" date="2026-11-01"/>
            <UIDatePicker id="both" date="2026-11-26T13:45:30Z"/>
            <UIDatePicker id="countdown" datePickerMode="countDownTimer" countDownDuration="5400"/>
            <UIDatePicker id="none" datePickerMode="time"/>
        </LMColumnView>
        """

    @Test(
        "the page carries days and times as the input's own text, instants in UTC for the browser to show; a countdown its length; the step is the minute interval"
    )
    func written() throws {
        let page = HTMLRenderer().document(try MarkupLoader().load(Self.document, file: "Dates.xml")).string
        #expect(page.contains(#"type="time" name="delivery" value="13:45" step="900""#), "\(page)")
        #expect(page.contains(#"type="date" name="day" value="2026-11-26" min="2026-11-20" max="2026-12-31">"#), "\(page)")
        #expect(page.contains(#"name="both" data-date="2026-11-26T13:45:30Z" step="60""#), "\(page)")
        #expect(page.contains(#"class="mk-date mk-countdown" type="time" name="countdown" value="01:30" step="60""#), "\(page)")
    }

    @Test(
        "at UTC+14, UTC−11 and in New York on the day its clocks go back, a day and a time are what the document says; an instant is shown in the zone",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"),
        arguments: [
            ("Pacific/Kiritimati", "2026-11-27T03:45:30"), ("Pacific/Pago_Pago", "2026-11-26T02:45:30"),
            ("America/New_York", "2026-11-26T08:45:30"),
        ])
    func shownInTheBrowsersZone(zone: String, instant: String) async throws {
        var page = HTMLRenderer().document(try MarkupLoader().load(Self.document, file: "Dates.xml")).string
        page = page.replacingOccurrences(
            of: "</body>",
            with: """
                <pre id="out"></pre><script>
                const input = (id) => document.querySelector('#' + id + ' input');
                document.getElementById('out').textContent = JSON.stringify(['time', 'day', 'change', 'both', 'countdown', 'none']
                  .map((id) => [input(id).value, input(id).min, input(id).max]));
                </script></body>
                """)
        let dom = try await Browser.dumpDOM(page, timeZone: zone)
        let values = try JSONSerialization.jsonObject(with: Data(try Browser.text(ofPre: "out", in: dom).utf8)) as? [[String]]
        #expect(
            values == [
                ["13:45", "", ""], ["2026-11-26", "2026-11-20", "2026-12-31"], ["2026-11-01", "", ""], [instant, "", ""],
                ["01:30", "", ""], ["", "", ""],
            ], "\(zone)")
    }
}
