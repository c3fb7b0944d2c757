import Foundation
import HTMLWriting
import MarkupHTML
import MarkupKit
import TestSupport
import Testing

/// A date picker's instants shown as a person's clock: in the browser's time zone, whatever the server's.
@Suite("Date pickers in HTML")
struct DatePickerTests {
    static let document = """
        <LMColumnView>
            <UIDatePicker id="time" name="delivery" datePickerMode="time" minuteInterval="15" date="2026-11-26T13:45:00Z"/>
            <UIDatePicker id="day" datePickerMode="date" date="2026-11-26T20:00:00Z"
                minimumDate="2026-11-20T12:00:00Z" maximumDate="2026-12-31T12:00:00Z"/>
            <UIDatePicker id="both" date="2026-11-26T13:45:30Z"/>
            <UIDatePicker id="countdown" datePickerMode="countDownTimer" countDownDuration="5400"/>
            <UIDatePicker id="none" datePickerMode="time"/>
        </LMColumnView>
        """

    @Test("the page carries each instant and its bounds in UTC; a countdown its length; the step is the minute interval")
    func written() throws {
        let page = HTMLRenderer().document(try MarkupLoader().load(Self.document, file: "Dates.xml")).string
        #expect(page.contains(#"type="time" name="delivery" data-date="2026-11-26T13:45:00Z" step="900""#), "\(page)")
        #expect(
            page.contains(
                #"type="date" name="day" data-date="2026-11-26T20:00:00Z" data-min="2026-11-20T12:00:00Z" data-max="2026-12-31T12:00:00Z">"#
            ), "\(page)")
        #expect(page.contains(#"class="mk-date mk-countdown" type="time" name="countdown" value="01:30" step="60""#), "\(page)")
    }

    @Test(
        "in Kathmandu the browser shows 13:45 UTC as 19:30, a day by its date there, and seconds when there are some",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func shownInTheBrowsersZone() async throws {
        var page = HTMLRenderer().document(try MarkupLoader().load(Self.document, file: "Dates.xml")).string
        page = page.replacingOccurrences(
            of: "</body>",
            with: """
                <pre id="out"></pre><script>
                const input = (id) => document.querySelector('#' + id + ' input');
                document.getElementById('out').textContent = JSON.stringify(['time', 'day', 'both', 'countdown', 'none']
                  .map((id) => [input(id).value, input(id).min, input(id).max]));
                </script></body>
                """)
        let dom = try await Browser.dumpDOM(page, timeZone: "Asia/Kathmandu")
        let values = try JSONSerialization.jsonObject(with: Data(try Browser.text(ofPre: "out", in: dom).utf8)) as? [[String]]
        #expect(
            values == [
                ["19:30", "", ""], ["2026-11-27", "2026-11-20", "2026-12-31"], ["2026-11-26T19:30:30", "", ""],
                ["01:30", "", ""], ["", "", ""],
            ])
    }
}
