public import Foundation
import KiloShared

/// A day of the calendar with no time or time zone — a birthday, a due date — written `2026-11-27` (ISO 8601's
/// extended calendar date, RFC 3339's `full-date`).
///
/// As an argument, a service reads it from exactly that text and answers 400 to anything else (`2026-02-30`,
/// `2026-1-5`, a time); the client sends its ``description``; in JSON it is that text as a string. Years run from 1 to
/// 9999 on the proleptic Gregorian calendar. `Date` is an instant, which turns into a different day in another time
/// zone; a `LocalDate` is the same day everywhere.
///
/// <!-- snippet-prelude
/// import Foundation
/// -->
/// ```swift
/// let due = LocalDate("2026-11-27")               // year 2026, month 11, day 27
/// let today = LocalDate(Date(), in: .current)      // the day it is here
/// let start = due?.start(in: .current)             // its midnight here
/// ```
public struct LocalDate: Sendable, Hashable, Comparable, LosslessStringConvertible, Codable {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28, 29, 30 or 31.
    public let day: Int

    /// The date, or `nil` when there is no such day (a month of 13, February 30, a year outside 1…9999).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= Self.days(inMonth: month, ofYear: year)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The date `text` writes as `YYYY-MM-DD`, or `nil` when it writes none (any other form, or no such day).
    public init?(_ text: String) {
        guard text.utf8.count == 10 else { return nil }
        var reader = FixedDigits(text)
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2),
            reader.skip("-"), let day = reader.number(digits: 2), reader.isAtEnd
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `date` falls on in `timeZone` (held to 0001-01-01…9999-12-31).
    public init(_ date: Date, in timeZone: TimeZone) {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let days = (local / 86_400).rounded(.down)
        let held = days.isNaN ? Self.firstDay : Int(min(max(days, Double(Self.firstDay)), Double(Self.lastDay)))
        self = LocalDate(daysSince1970: held) ?? LocalDate(validYear: 1970, month: 1, day: 1)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        "\(padded(year, width: 4))-\(padded(month, width: 2))-\(padded(day, width: 2))"
    }

    /// The instant this day begins in `timeZone`: its midnight, or, where a clock change skips midnight, the first
    /// moment of the day.
    public func start(in timeZone: TimeZone) -> Date {
        let midnight = Double(daysSince1970) * 86_400
        // The offset at midnight depends on the instant, which depends on the offset: two rounds settle it.
        var instant = Date(
            timeIntervalSince1970: midnight - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight))))
        instant = Date(timeIntervalSince1970: midnight - Double(timeZone.secondsFromGMT(for: instant)))
        if LocalDate(instant, in: timeZone) < self, let change = timeZone.nextDaylightSavingTimeTransition(after: instant) {
            return change
        }
        return instant
    }

    /// The date `days` later (earlier when negative), or `nil` beyond 9999 or before year 1.
    public func adding(days: Int) -> LocalDate? {
        let (sum, overflow) = daysSince1970.addingReportingOverflow(days)
        return overflow ? nil : LocalDate(daysSince1970: sum)
    }

    /// The days from `other` to this date: positive when this one is later.
    public func days(since other: LocalDate) -> Int { daysSince1970 - other.daysSince1970 }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Reads the `YYYY-MM-DD` string; anything else is a data-corrupted error (which does not repeat the text: it is
    /// the sender's, of any length).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a date as YYYY-MM-DD.")
        }
        self = date
    }

    /// Writes the `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func days(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (negative before).
    public var daysSince1970: Int {
        Int(CivilDays.days(year: Int64(year), month: Int64(month), day: Int64(day)))
    }

    /// The date `days` after 1970-01-01, or `nil` outside 0001-01-01…9999-12-31.
    public init?(daysSince1970 days: Int) {
        guard (Self.firstDay...Self.lastDay).contains(days) else { return nil }
        let date = CivilDays.date(days: Int64(days))
        self.init(validYear: Int(date.year), month: Int(date.month), day: Int(date.day))
    }

    /// The days since 1970 of 0001-01-01 and of 9999-12-31.
    private static let firstDay = -719_162
    private static let lastDay = 2_932_896

    private init(validYear year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }
}
