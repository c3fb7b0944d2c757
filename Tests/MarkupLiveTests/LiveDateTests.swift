import Foundation
import MarkupKit
import MarkupLive
import MarkupOwners
import Testing

/// A due day, picked on a page at UTC+14.
@MainActor @MarkupOwner
final class DueDay {
    @Outlet let picker = ViewHandle<Elements.DatePicker>()
    var chosen: [LocalDate?] = []

    @Action func dayChanged(_ sender: ViewHandle<Elements.DatePicker>) {
        chosen.append(sender.day)
    }
}

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
            // A day is not an instant: which one it starts at depends on the zone.
            ("2026-11-27", "'2026-11-27' is not a date and time with its zone"),
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

    @Test("a date-mode picker's value is a day: the page's day reaches the owner as it is, in any zone; an instant is refused")
    func days() async throws {
        let markup = """
            <UIDatePicker id="picker" datePickerMode="date" minimumDate="2026-11-01" onValueChanged="dayChanged:"/>
            """
        let loader = MarkupLoader(documents: .memory(["Due.xml": markup]))
        let document = LiveDocument(tree: try loader.load(named: "Due", owner: DueDay.self), loader: loader)
        let owner = DueDay()
        let session = LiveSession(id: "day", document: document, owner: owner)
        var updates = session.connect(timeZone: TimeZone(identifier: "Pacific/Kiritimati")).makeAsyncIterator()
        try await session.start()
        let message = #"{"type":"event","view":0,"event":"valueChanged","values":{"date":"2026-12-24"}}"#
        try await session.handle(try LiveMessage(json: Data(message.utf8)))
        #expect(owner.chosen == [LocalDate("2026-12-24")])
        #expect(owner.picker.day == LocalDate("2026-12-24"))
        for (value, reason) in [
            ("2026-12-24T10:00:00Z", "'2026-12-24T10:00:00Z' is not a day, as 2026-11-26"),
            ("2026-10-31", "2026-10-31 is before the earliest date the picker offers, 2026-11-01"),
            ("2026-02-30", "'2026-02-30' is not a date"),
        ] {
            let refused = #"{"type":"event","view":0,"event":"valueChanged","values":{"date":"\#(value)"}}"#
            do {
                try await session.handle(try LiveMessage(json: Data(refused.utf8)))
                Issue.record("accepted \(value)")
            } catch {
                #expect(String(describing: error).contains(reason), "\(error)")
            }
        }
        #expect(owner.chosen.count == 1)
        // What the owner sets goes to the page as the day's text.
        owner.picker.day = LocalDate("2027-01-15")
        await Task.yield()
        guard case .update(let set)? = await updates.next(isolation: MainActor.shared) else {
            Issue.record("no update")
            return
        }
        #expect(set.changes == [.init(view: 0, key: "date", value: .string("2027-01-15"))])
    }
}
