import Foundation
import MarkupKit
import Testing

/// The rules every host follows for a date picker's date: how it is written, what a form posts for it, which dates a
/// person may choose.
@Suite("Date picker state")
struct DatePickerStateTests {
    static func zone(_ name: String) throws -> TimeZone { try #require(TimeZone(identifier: name)) }

    static func state(_ attributes: String) throws -> DatePickerState {
        let tree = try MarkupLoader().load("<UIDatePicker \(attributes)/>", file: "Picker.xml")
        let properties = Dictionary(tree.root.properties.map { ($0.keyPath, $0.value) }, uniquingKeysWith: { $1 })
        return DatePickerState { properties[$0] }
    }

    @Test("ISO 8601 with a zone reads as the instant it names and writes back in UTC; anything else is not a date")
    func text() throws {
        let date = try #require(DatePickerState.date("2026-11-26T18:30:00+01:00"))
        #expect(DatePickerState.text(date) == "2026-11-26T17:30:00Z")
        let fraction = try #require(DatePickerState.date("2026-11-26T17:30:00.250Z"))
        #expect(fraction.timeIntervalSince(date) == 0.25)
        #expect(DatePickerState.text(fraction) == "2026-11-26T17:30:00.250Z")
        for text in ["2026-11-26", "2026-11-26T18:30", "18:30", "12026-01-01T00:00:00Z", "2026-13-01T00:00:00Z", "", "now"] {
            #expect(DatePickerState.date(text) == nil, "\(text)")
        }
    }

    @Test("a form posts the picker's wall clock in the host's zone for an instant, and a day or a time as it is in any zone")
    func formValue() throws {
        let instant = "date=\"2026-11-26T23:30:00Z\""
        #expect(try Self.state(instant).formValue(in: Self.zone("America/New_York")) == "2026-11-26T18:30")
        #expect(try Self.state("date=\"2026-11-26T23:30:05Z\"").formValue(in: .gmt) == "2026-11-26T23:30:05")
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York"] {
            #expect(try Self.state("datePickerMode=\"date\" date=\"2026-11-26\"").formValue(in: Self.zone(zone)) == "2026-11-26")
            #expect(try Self.state("datePickerMode=\"time\" date=\"23:30\"").formValue(in: Self.zone(zone)) == "23:30")
        }
        #expect(try Self.state("datePickerMode=\"time\" date=\"07:05:09\"").formValue(in: .gmt) == "07:05:09")
        #expect(try Self.state("datePickerMode=\"countDownTimer\" countDownDuration=\"5400\"").formValue(in: .gmt) == "01:30")
        #expect(try Self.state("datePickerMode=\"time\"").formValue(in: .gmt) == "")
    }

    @Test(
        "a picker's date is of the kind its mode holds: a day, a time of day, an instant; another kind is an error where it was written"
    )
    func kinds() throws {
        let cases: [(String, String)] = [
            ("datePickerMode=\"date\" date=\"2026-11-26T00:00:00Z\"", "takes a day, as 2026-11-26 for date"),
            ("datePickerMode=\"date\" minimumDate=\"18:30\"", "takes a day, as 2026-11-26 for minimumDate"),
            ("datePickerMode=\"time\" date=\"2026-11-26\"", "takes a time of day, as 18:30 for date"),
            ("date=\"2026-11-26\"", "in dateAndTime mode takes a date and time with its zone"),
            ("datePickerMode=\"date\" date=\"2026-02-30\"", "'2026-02-30' is not a date"),
        ]
        for (attributes, message) in cases {
            let error = #expect(throws: MarkupError.self) {
                try MarkupLoader().load("<UIDatePicker \(attributes)/>", file: "Picker.xml")
            }
            #expect(error?.description.contains(message) == true, "\(attributes): \(error?.description ?? "")")
            #expect(error?.description.contains("Picker.xml:1:") == true, "\(error?.description ?? "")")
        }
        let day = try Self.state("datePickerMode=\"date\" date=\"2026-11-26\"")
        #expect(day.date == .day(try #require(LocalDate("2026-11-26"))))
        let time = try Self.state("datePickerMode=\"time\" date=\"18:30\"")
        #expect(time.date == .timeOfDay(try #require(LocalTime("18:30"))))
        // A countdown has no date to check.
        _ = try Self.state("datePickerMode=\"countDownTimer\" countDownDuration=\"60\"")
    }

    @Test(
        "an instant given to a picker of days is the day it is where the picker is shown; a day given to one of instants, its start there"
    )
    func conversion() throws {
        let instant = try #require(DatePickerState.date("2026-11-26T23:30:00Z"))
        let kiritimati = try Self.zone("Pacific/Kiritimati")
        let pagoPago = try Self.zone("Pacific/Pago_Pago")
        #expect(
            DatePickerState.Mode.date.converted(.date(instant), in: kiritimati) == .day(try #require(LocalDate("2026-11-27"))))
        #expect(DatePickerState.Mode.date.converted(.date(instant), in: pagoPago) == .day(try #require(LocalDate("2026-11-26"))))
        #expect(DatePickerState.Mode.time.converted(.date(instant), in: pagoPago) == .timeOfDay(try #require(LocalTime("12:30"))))
        let day = try #require(LocalDate("2026-11-26"))
        #expect(DatePickerState.Mode.dateAndTime.converted(.day(day), in: kiritimati) == .date(day.start(in: kiritimati)))
        #expect(DatePickerState.Mode.date.converted(.timeOfDay(try #require(LocalTime("18:30"))), in: .gmt) == nil)
        #expect(DatePickerState.Mode.countDownTimer.converted(.day(day), in: .gmt) == nil)
        // On the day New York's clocks go back, 01:30 comes twice: the clock's time, not the time since midnight.
        let second130 = try #require(DatePickerState.date("2026-11-01T06:30:00Z"))
        #expect(
            DatePickerState.Mode.time.converted(.date(second130), in: try Self.zone("America/New_York"))
                == .timeOfDay(try #require(LocalTime("01:30"))))
    }

    @Test(
        "a person may choose within the bounds and on the minute interval: instants in the host's zone, days and times as they are"
    )
    func problems() throws {
        let bounded = try Self.state(
            "minuteInterval=\"20\" minimumDate=\"2026-11-26T10:00:00Z\" maximumDate=\"2026-11-26T20:00:00Z\"")
        func date(_ text: String) throws -> PropertyValue { .date(try #require(DatePickerState.date(text))) }
        #expect(bounded.problem(with: try date("2026-11-26T10:00:00Z"), in: .gmt) == nil)
        #expect(bounded.problem(with: try date("2026-11-26T10:40:00Z"), in: .gmt) == nil)
        #expect(bounded.problem(with: try date("2026-11-26T09:40:00Z"), in: .gmt)?.contains("before the earliest") == true)
        #expect(bounded.problem(with: try date("2026-11-26T20:20:00Z"), in: .gmt)?.contains("after the latest") == true)
        #expect(bounded.problem(with: try date("2026-11-26T10:30:00Z"), in: .gmt)?.contains("every 20 minutes") == true)
        // India is half an hour off UTC: 10:40 UTC is 16:10 there.
        #expect(bounded.problem(with: try date("2026-11-26T10:40:00Z"), in: try Self.zone("Asia/Kolkata")) != nil)
        #expect(
            bounded.problem(with: .day(try #require(LocalDate("2026-11-26"))), in: .gmt)?.contains("is not a date and time")
                == true)
        let days = try Self.state("datePickerMode=\"date\" minimumDate=\"2026-11-26\" maximumDate=\"2026-11-28\"")
        func day(_ text: String) throws -> PropertyValue { .day(try #require(LocalDate(text))) }
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            #expect(days.problem(with: try day("2026-11-26"), in: try Self.zone(zone)) == nil)
            #expect(days.problem(with: try day("2026-11-28"), in: try Self.zone(zone)) == nil)
            #expect(days.problem(with: try day("2026-11-25"), in: try Self.zone(zone))?.contains("before the earliest") == true)
            #expect(days.problem(with: try day("2026-11-29"), in: try Self.zone(zone))?.contains("after the latest") == true)
        }
        #expect(days.problem(with: try date("2026-11-26T12:00:00Z"), in: .gmt)?.contains("is not a day") == true)
        let times = try Self.state("datePickerMode=\"time\" minuteInterval=\"15\" minimumDate=\"09:00\" maximumDate=\"17:00\"")
        func time(_ text: String) throws -> PropertyValue { .timeOfDay(try #require(LocalTime(text))) }
        #expect(times.problem(with: try time("09:15"), in: .gmt) == nil)
        #expect(times.problem(with: try time("08:45"), in: .gmt)?.contains("before the earliest") == true)
        #expect(times.problem(with: try time("09:20"), in: .gmt)?.contains("every 15 minutes") == true)
        #expect(times.problem(with: try time("09:15:01"), in: .gmt)?.contains("every 15 minutes") == true)
        // UIKit ignores a minute interval that does not divide an hour.
        #expect(try Self.state("minuteInterval=\"7\"").minuteInterval == 1)
    }
}
