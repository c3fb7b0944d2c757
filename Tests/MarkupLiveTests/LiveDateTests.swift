import Foundation
import MarkupKit
import MarkupLive
import MarkupOwners
import Testing

/// A delivery slot, picked on a page in Kathmandu (UTC+05:45, where the half hours are not UTC's).
@MainActor @MarkupOwner
final class DeliverySlot {
    @Outlet let picker = ViewHandle<Elements.DatePicker>()
    @Outlet let summary = ViewHandle<Elements.Label>()
    var chosen: [String] = []

    @Action func dateChanged(_ sender: ViewHandle<Elements.DatePicker>) {
        chosen.append(sender.formValue)
        summary.text = sender.formValue
    }
}

/// Dates as values a page reports and an owner sets: checked against the picker's bounds and minute interval in the
/// page's time zone, and refused with the reason before anything changes.
@Suite("Live sessions: dates")
@MainActor
struct LiveDateTests {
    static let document = """
        <LMColumnView>
            <UIDatePicker id="picker" datePickerMode="dateAndTime" minuteInterval="30"
                minimumDate="2026-11-26T09:00:00Z" maximumDate="2026-11-30T21:00:00+01:00" onValueChanged="dateChanged:"/>
            <UILabel id="summary"/>
        </LMColumnView>
        """

    let document: LiveDocument

    init() throws {
        let loader = MarkupLoader(documents: .memory(["Slot.xml": Self.document]))
        document = LiveDocument(tree: try loader.load(named: "Slot", owner: DeliverySlot.self), loader: loader)
    }

    func pick(_ date: String, on session: LiveSession) async throws {
        let json = #"{"type":"event","view":1,"event":"valueChanged","values":{"date":"\#(date)"}}"#
        try await session.handle(try LiveMessage(json: Data(json.utf8)))
    }

    @Test("a picked date reaches the owner as the instant the page names, and posts as the page's wall clock")
    func picked() async throws {
        let owner = DeliverySlot()
        let session = LiveSession(id: "d", document: document, owner: owner)
        let kathmandu = try #require(TimeZone(identifier: "Asia/Kathmandu"))
        var updates = session.connect(timeZone: kathmandu).makeAsyncIterator()
        try await session.start()
        #expect(session.timeZone == kathmandu)
        // 13:15 UTC is 19:00 in Kathmandu: on the half hour there.
        try await pick("2026-11-27T13:15:00.000Z", on: session)
        #expect(owner.chosen == ["2026-11-27T19:00"])
        #expect(owner.picker.date == DatePickerState.date("2026-11-27T13:15:00Z"))
        guard case .update(let update)? = await updates.next(isolation: MainActor.shared) else {
            Issue.record("no update")
            return
        }
        #expect(update.changes == [.init(view: 2, key: "text", value: .string("2026-11-27T19:00"))])

        // What the owner sets goes to the page as the instant, which the page shows in its own zone.
        owner.picker.date = DatePickerState.date("2026-11-28T04:15:00Z")
        await Task.yield()
        guard case .update(let set)? = await updates.next(isolation: MainActor.shared) else {
            Issue.record("no update")
            return
        }
        #expect(set.changes == [.init(view: 1, key: "date", value: .string("2026-11-28T04:15:00Z"))])
    }

    @Test("a date the picker could not show, or that is not a date, is refused with the reason, and changes nothing")
    func refused() async throws {
        let owner = DeliverySlot()
        let session = LiveSession(id: "r", document: document, owner: owner)
        _ = session.connect(timeZone: TimeZone(identifier: "Asia/Kathmandu"))
        try await session.start()
        let refusals: [(String, String)] = [
            (
                "2026-11-26T08:45:00Z",
                "2026-11-26T08:45:00Z is before the earliest date the picker offers, 2026-11-26T09:00:00Z"
            ),
            (
                "2026-11-30T21:15:00Z",
                "2026-11-30T21:15:00Z is after the latest date the picker offers, 2026-11-30T20:00:00Z"
            ),
            // On the hour in UTC, but 18:45 in Kathmandu: not a time a half-hourly picker there offers.
            (
                "2026-11-27T13:00:00Z",
                "2026-11-27T13:00:00Z is not a time the picker offers: it offers every 30 minutes of the hour, on the minute"
            ),
            (
                "2026-11-27T13:15:30Z",
                "2026-11-27T13:15:30Z is not a time the picker offers: it offers every 30 minutes of the hour, on the minute"
            ),
            ("tomorrow", "'tomorrow' is not a date"),
            ("2026-11-27T19:00", "'2026-11-27T19:00' is not a date"),
            ("12026-11-27T13:15:00Z", "'12026-11-27T13:15:00Z' is not a date"),
        ]
        for (date, reason) in refusals {
            do {
                try await pick(date, on: session)
                Issue.record("accepted \(date)")
            } catch {
                #expect(String(describing: error).hasPrefix("'date' of <UIDatePicker>: \(reason)"), "\(error)")
            }
        }
        let number = #"{"type":"event","view":1,"event":"valueChanged","values":{"date":1795710600}}"#
        await #expect(
            throws: LiveMessageError.invalidValue("date", element: "UIDatePicker", reason: "expected \(PropertyType.date)")
        ) {
            try await session.handle(try LiveMessage(json: Data(number.utf8)))
        }
        #expect(owner.chosen.isEmpty)
        #expect(session.value(of: "date", inView: 1) == nil)
    }
}
