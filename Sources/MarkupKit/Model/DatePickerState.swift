public import Foundation

/// What a date picker holds, read from its properties: its mode, its date and the bounds a person's choice must keep
/// — and the rules every host shares for them: how the date is written in markup and on the wire
/// (``text(_:)``/``date(_:)``), what an HTML form posts for it (``formValue(in:)``), and which dates a person may
/// choose (``problem(with:in:)``).
///
/// A date is an instant. Where a person sees it — the date and time on a wheel, in an `<input>` — it is shown in
/// the host's time zone: the device's in UIKit, the browser's on a web page. An HTML form posts that wall-clock text
/// (`18:30`, `2026-11-26`, `2026-11-26T18:30`), and so does ``formValue(in:)`` for a native form.
public struct DatePickerState: Sendable, Hashable {
    /// UIKit's `UIDatePicker.Mode`, by the names markup gives its cases.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case time, date, dateAndTime, countDownTimer

        /// The type of the HTML `<input>` that shows this mode (a countdown shows as a time: hours and minutes).
        public var inputType: String {
            switch self {
            case .date: "date"
            case .time, .countDownTimer: "time"
            case .dateAndTime: "datetime-local"
            }
        }
    }

    /// The picker's mode (`dateAndTime` when the document names none, as UIKit's default).
    public var mode: Mode
    /// The date chosen; nil when none was set (UIKit shows the current date then; a web page, an empty input).
    public var date: Date?
    /// The earliest date a person may choose.
    public var minimumDate: Date?
    /// The latest date a person may choose.
    public var maximumDate: Date?
    /// The minutes between the times offered (1 to 30, as UIKit takes it).
    public var minuteInterval: Int
    /// A countdown's length in seconds.
    public var countDownDuration: Double

    /// A picker's state from its properties, looked up by name (`date`, `datePickerMode`, `minuteInterval`, …).
    public init(_ property: (String) -> PropertyValue?) {
        mode = property("datePickerMode")?.enumerationValue.flatMap(Mode.init(rawValue:)) ?? .dateAndTime
        date = property("date")?.dateValue
        minimumDate = property("minimumDate")?.dateValue
        maximumDate = property("maximumDate")?.dateValue
        // UIKit ignores an interval that does not divide an hour and uses 1.
        let interval = property("minuteInterval")?.numberValue.flatMap { Int(exactly: $0) } ?? 1
        minuteInterval = (1...30).contains(interval) && 60 % interval == 0 ? interval : 1
        countDownDuration = property("countDownDuration")?.numberValue ?? 0
    }

    /// What an HTML form posts for this picker shown in `timeZone`: the `<input>`'s value — `18:30` for a time,
    /// `2026-11-26` for a date, `2026-11-26T18:30` for both (seconds only when they are not 0), a countdown's
    /// length as `01:30` — or an empty string when the picker has no date.
    public func formValue(in timeZone: TimeZone) -> String {
        if mode == .countDownTimer {
            let minutes = max(0, Int(countDownDuration / 60))
            return Self.digits(min(minutes / 60, 23), 2) + ":" + Self.digits(minutes % 60, 2)
        }
        guard let date else { return "" }
        let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = Self.digits(parts.year ?? 1, 4) + "-" + Self.digits(parts.month ?? 1, 2) + "-" + Self.digits(parts.day ?? 1, 2)
        var time = Self.digits(parts.hour ?? 0, 2) + ":" + Self.digits(parts.minute ?? 0, 2)
        if let second = parts.second, second != 0 { time += ":" + Self.digits(second, 2) }
        switch mode {
        case .date: return day
        case .time, .countDownTimer: return time
        case .dateAndTime: return day + "T" + time
        }
    }

    /// Why a person may not choose `date` on this picker shown in `timeZone`, or nil if they may: a date before
    /// ``minimumDate`` or after ``maximumDate`` (by the day, in `date` mode), or a time between the minutes
    /// ``minuteInterval`` offers. What a page reports is checked with this, as a wheel could not have shown it.
    public func problem(with date: Date, in timeZone: TimeZone) -> String? {
        guard mode != .countDownTimer else { return "a countdown has no date" }
        let calendar = Self.calendar(timeZone)
        func comparable(_ date: Date) -> Date { mode == .date ? calendar.startOfDay(for: date) : date }
        if let minimumDate, comparable(date) < comparable(minimumDate) {
            return "\(Self.text(date)) is before the earliest date the picker offers, \(Self.text(minimumDate))"
        }
        if let maximumDate, comparable(date) > comparable(maximumDate) {
            return "\(Self.text(date)) is after the latest date the picker offers, \(Self.text(maximumDate))"
        }
        if mode != .date {
            let parts = calendar.dateComponents([.minute, .second, .nanosecond], from: date)
            if (parts.minute ?? 0) % minuteInterval != 0 || parts.second != 0 || (parts.nanosecond ?? 0) >= 1_000_000 {
                return "\(Self.text(date)) is not a time the picker offers: it offers every \(minuteInterval) minute"
                    + (minuteInterval == 1 ? "" : "s") + " of the hour, on the minute"
            }
        }
        return nil
    }

    /// A date as markup, Lima and live pages write it: ISO 8601 in UTC, `2026-11-26T17:30:00Z` (with milliseconds
    /// when it has a fraction of a second).
    public static func text(_ date: Date) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return Date.ISO8601FormatStyle(includingFractionalSeconds: !whole).format(date)
    }

    /// Reads ISO 8601 with a time zone — `2026-11-26T18:30:00Z`, `2026-11-26T18:30:00+01:00`, with or without a
    /// fraction of a second — for years 0001 to 9999; nil for anything else (a date without its zone is not an
    /// instant: which 18:30 it is depends on where it is read).
    public static func date(_ text: String) -> Date? {
        // Four digits and a dash first: Foundation would read a five-digit year.
        let utf8 = Array(text.utf8.prefix(5))
        guard text.utf8.count <= 40, utf8.count == 5, utf8[..<4].allSatisfy({ (0x30...0x39).contains($0) }), utf8[4] == 0x2D
        else { return nil }
        return (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static func digits(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
