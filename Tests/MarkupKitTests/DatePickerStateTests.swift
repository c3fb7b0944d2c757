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

    @Test("a form posts the picker's wall clock in the host's zone, as an HTML input of its mode holds it")
    func formValue() throws {
        let instant = "date=\"2026-11-26T23:30:00Z\""
        #expect(try Self.state("datePickerMode=\"time\" \(instant)").formValue(in: .gmt) == "23:30")
        #expect(try Self.state("datePickerMode=\"time\" \(instant)").formValue(in: Self.zone("Asia/Kathmandu")) == "05:15")
        #expect(try Self.state("datePickerMode=\"date\" \(instant)").formValue(in: Self.zone("Asia/Tokyo")) == "2026-11-27")
        #expect(try Self.state(instant).formValue(in: Self.zone("America/New_York")) == "2026-11-26T18:30")
        #expect(try Self.state("date=\"2026-11-26T23:30:05Z\"").formValue(in: .gmt) == "2026-11-26T23:30:05")
        #expect(try Self.state("datePickerMode=\"countDownTimer\" countDownDuration=\"5400\"").formValue(in: .gmt) == "01:30")
        #expect(try Self.state("datePickerMode=\"time\"").formValue(in: .gmt) == "")
    }

    @Test("a person may choose within the bounds (by the day in date mode) and on the minute interval of the host's zone")
    func problems() throws {
        let bounded = try Self.state(
            "minuteInterval=\"20\" minimumDate=\"2026-11-26T10:00:00Z\" maximumDate=\"2026-11-26T20:00:00Z\"")
        func date(_ text: String) throws -> Date { try #require(DatePickerState.date(text)) }
        #expect(bounded.problem(with: try date("2026-11-26T10:00:00Z"), in: .gmt) == nil)
        #expect(bounded.problem(with: try date("2026-11-26T10:40:00Z"), in: .gmt) == nil)
        #expect(bounded.problem(with: try date("2026-11-26T09:40:00Z"), in: .gmt)?.contains("before the earliest") == true)
        #expect(bounded.problem(with: try date("2026-11-26T20:20:00Z"), in: .gmt)?.contains("after the latest") == true)
        #expect(bounded.problem(with: try date("2026-11-26T10:30:00Z"), in: .gmt)?.contains("every 20 minutes") == true)
        // India is half an hour off UTC: 10:40 UTC is 16:10 there.
        #expect(bounded.problem(with: try date("2026-11-26T10:40:00Z"), in: try Self.zone("Asia/Kolkata")) != nil)
        let days = try Self.state(
            "datePickerMode=\"date\" minimumDate=\"2026-11-26T15:00:00Z\" maximumDate=\"2026-11-28T15:00:00Z\"")
        #expect(days.problem(with: try date("2026-11-26T00:00:00Z"), in: .gmt) == nil)
        #expect(days.problem(with: try date("2026-11-28T23:00:00Z"), in: .gmt) == nil)
        #expect(days.problem(with: try date("2026-11-25T23:00:00Z"), in: .gmt) != nil)
        // UIKit ignores a minute interval that does not divide an hour.
        #expect(try Self.state("minuteInterval=\"7\"").minuteInterval == 1)
    }
}
