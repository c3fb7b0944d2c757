import Foundation
import MarkupKit
import Testing

@testable import MarkupUIKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// UIKit's date pickers hold what their mode does: a day and a time of day stay what they are in any zone the screen
/// shows them in; an instant stays the instant.
@Suite("Date pickers in UIKit")
@MainActor
struct UIKitDatePickerTests {
    static let document = """
        <LMColumnView>
            <UIDatePicker id="day" datePickerMode="date" date="2026-11-01" minimumDate="2026-10-01"/>
            <UIDatePicker id="time" datePickerMode="time" date="18:30"/>
            <UIDatePicker id="instant" date="2026-11-26T13:45:00Z"/>
        </LMColumnView>
        """

    @Test(
        "at UTC+14, UTC−11 and in New York on the day its clocks go back, the picker shows the document's day and time; a day picked reads back as that day",
        arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York"])
    func zones(zone name: String) throws {
        let zone = try #require(TimeZone(identifier: name))
        let screen = try MarkupScreen(tree: MarkupLoader().load(Self.document, file: "Dates.xml"), owner: nil)
        screen.timeZone = zone
        let pickers = screen.root.subviews.compactMap { $0 as? UIDatePicker }
        try #require(pickers.count == 3)
        let (day, time, instant) = (pickers[0], pickers[1], pickers[2])
        #expect(pickers.allSatisfy { $0.timeZone == zone })
        let november1 = try #require(LocalDate("2026-11-01"))
        #expect(LocalDate(day.date, in: zone) == november1, "\(name): \(day.date)")
        #expect(screen.value(of: "date", inView: 1) == .day(november1))
        #expect(screen.value(of: "minimumDate", inView: 1) == .day(try #require(LocalDate("2026-10-01"))))
        #expect(DatePickerState.timeOfDay(time.date, in: zone) == LocalTime("18:30"))
        #expect(screen.value(of: "date", inView: 2) == .timeOfDay(try #require(LocalTime("18:30"))))
        #expect(instant.date == DatePickerState.date("2026-11-26T13:45:00Z"))
        #expect(screen.value(of: "date", inView: 3) == .date(instant.date))

        // A person picks Christmas Eve, late in the evening where they are: it is that day.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let picked = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 24, hour: 23, minute: 30)))
        ShimUser.pick(picked, in: day)
        #expect(screen.value(of: "date", inView: 1) == .day(try #require(LocalDate("2026-12-24"))))
        // An owner sets a day: the wheel shows it where the device is.
        screen.setValue(.day(try #require(LocalDate("2027-01-15"))), of: "date", inView: 1)
        #expect(LocalDate(day.date, in: zone) == LocalDate("2027-01-15"))
    }
}
