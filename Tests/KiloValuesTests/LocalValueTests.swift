import Foundation
import KiloValues
import Testing

@Suite("LocalDate and LocalTime")
struct LocalValueTests {
    @Test("a date exists or is refused: months, leap years, the calendar's ends")
    func dateValidity() {
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2023, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 0, month: 1, day: 1) == nil)
        #expect(LocalDate(year: 10_000, month: 1, day: 1) == nil)
        for text in ["2026-11-27", "0001-01-01", "9999-12-31"] { #expect(LocalDate(text)?.description == text) }
        for text in ["2026-11-7", "26-11-27", "2026/11/27", "2026-11-27 ", "+026-11-27", "2026-1a-27", "", "２０２６-11-27"] {
            #expect(LocalDate(text) == nil, "\(text)")
        }
    }

    @Test("adding days and counting them agree with Foundation's Gregorian calendar, and both ways with instants")
    func dayArithmetic() throws {
        var calendar = Calendar(identifier: .gregorian)
        let utc = try #require(TimeZone(identifier: "UTC"))
        calendar.timeZone = utc
        let origin = try #require(LocalDate(year: 1970, month: 1, day: 1))
        // From 0001-01-01 to 9999-12-31 in steps that land on every month and leap position over the run.
        for offset in stride(from: -719_162, through: 2_932_896, by: 1_777) {
            let date = try #require(origin.adding(days: offset))
            #expect(date.days(since: origin) == offset)
            let instant = Date(timeIntervalSince1970: Double(offset) * 86_400)
            #expect(date.start(in: utc) == instant)
            #expect(LocalDate(instant + 86_399, in: utc) == date)
            // Foundation's calendar is Julian before 15 October 1582; ours is Gregorian throughout, as ISO 8601's.
            if offset >= -141_427 {
                let expected = calendar.dateComponents([.year, .month, .day], from: instant)
                #expect([date.year, date.month, date.day] == [expected.year, expected.month, expected.day], "\(offset)")
            }
        }
        #expect(LocalDate(year: 9999, month: 12, day: 31)?.adding(days: 1) == nil)
        #expect(LocalDate(year: 1, month: 1, day: 1)?.adding(days: -1) == nil)
        #expect(origin.adding(days: .max) == nil)
        #expect(LocalDate(Date.distantFuture + 1e12, in: utc).description == "9999-12-31")
    }

    @Test("the day of an instant depends on the time zone; the start of a day is its midnight there")
    func timeZones() throws {
        let instant = Date(timeIntervalSince1970: 1_764_201_600)  // 2025-11-27T00:00:00Z
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(LocalDate(instant, in: tokyo).description == "2025-11-27")
        #expect(LocalDate(instant, in: newYork).description == "2025-11-26")
        #expect(try #require(LocalDate("2025-11-27")).start(in: tokyo) == instant - 9 * 3600)
        // São Paulo skipped midnight on 2018-11-04: the day began at 01:00 local time.
        let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let skipped = try #require(LocalDate("2018-11-04")).start(in: saoPaulo)
        #expect(skipped == Date(timeIntervalSince1970: 1_541_300_400))
    }

    @Test("a time of day reads HH:MM, HH:MM:SS and fractions, and writes seconds always")
    func timeOfDay() throws {
        let cases: [(String, String)] = [
            ("00:00", "00:00:00"), ("09:30", "09:30:00"), ("23:59:59", "23:59:59"), ("12:00:00.5", "12:00:00.5"),
            ("12:00:00,123456789", "12:00:00.123456789"), ("07:05:03.010", "07:05:03.01"),
        ]
        for (text, written) in cases { #expect(LocalTime(text)?.description == written, "\(text)") }
        for text in ["24:00", "12:60", "23:59:60", "9:30", "12:00:00.", "12:00:00.1234567891", "12:00Z", "1200", "12:00:00 "] {
            #expect(LocalTime(text) == nil, "\(text)")
        }
        let time = try #require(LocalTime("13:45:30.25"))
        #expect(time.sinceMidnight == .seconds(49_530) + .milliseconds(250))
        #expect(LocalTime(sinceMidnight: time.sinceMidnight) == time)
        #expect(LocalTime(sinceMidnight: .seconds(86_400)) == nil)
        #expect(LocalTime(sinceMidnight: .nanoseconds(-1)) == nil)
        #expect(try #require(LocalTime("09:00")) < time)
    }

    @Test("JSON carries both as strings; a wrong string is an error that does not repeat it")
    func codable() throws {
        struct Opening: Codable, Equatable {
            var day: LocalDate
            var opens: LocalTime
        }
        let opening = Opening(
            day: try #require(LocalDate("2026-11-27")), opens: try #require(LocalTime(hour: 9, minute: 30)))
        let json = String(decoding: try JSONEncoder().encode(opening), as: UTF8.self)
        #expect(json == #"{"day":"2026-11-27","opens":"09:30:00"}"# || json == #"{"opens":"09:30:00","day":"2026-11-27"}"#)
        #expect(try JSONDecoder().decode(Opening.self, from: Data(json.utf8)) == opening)
        let wrong = Data(#"{"day":"2026-02-30","opens":"09:30"}"#.utf8)
        #expect {
            try JSONDecoder().decode(Opening.self, from: wrong)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "Expected a date as YYYY-MM-DD." && context.codingPath.first?.stringValue == "day"
        }
    }
}
