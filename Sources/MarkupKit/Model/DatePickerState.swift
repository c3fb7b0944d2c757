public import Foundation
public import KiloValues

/// What a date picker holds, read from its properties: its mode, its date and the bounds a person's choice must keep
/// — and the rules every host shares for them: how the date is written in markup and on the wire
/// (``text(_:)-(Date)``/``date(_:)``), what an HTML form posts for it (``formValue(in:)``), and which dates a person
/// may choose (``problem(with:in:)``).
///
/// What the date is depends on the mode. In `date` mode it is a day (`LocalDate`, `2026-11-26`) and in `time` mode a
/// time of day (`LocalTime`, `18:30`): the same wherever the picker is shown, as a due date or an alarm is, so no
/// time zone can move them. In `dateAndTime` mode it is an instant, shown in the host's time zone — the device's in
/// UIKit, the browser's on a web page. An HTML form posts the wall-clock text (`18:30`, `2026-11-26`,
/// `2026-11-26T18:30`), and so does ``formValue(in:)`` for a native form.
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

        /// How a date of this mode is written, for messages (`a day, as 2026-11-26`).
        public var valueForm: String {
            switch self {
            case .date: "a day, as 2026-11-26"
            case .time: "a time of day, as 18:30"
            case .dateAndTime: "a date and time with its zone, as 2026-11-26T18:30:00Z"
            case .countDownTimer: "no date (its length is countDownDuration)"
            }
        }

        /// Whether `value` is of the kind this mode holds: a day, a time of day, an instant.
        public func holds(_ value: PropertyValue) -> Bool {
            switch (self, value) {
            case (.date, .day), (.time, .timeOfDay), (.dateAndTime, .date): true
            default: false
            }
        }

        /// `value` as a picker in this mode holds it, where it is shown in `timeZone`: a day or a time of day as it is; an instant
        /// given to a picker in date or time mode, the day or the time it is there; a day given to one in dateAndTime
        /// mode, its start there. Nil for a time of day in another mode, and for a countdown.
        public func converted(_ value: PropertyValue?, in timeZone: TimeZone) -> PropertyValue? {
            switch (self, value) {
            case (.date, .day?), (.time, .timeOfDay?), (.dateAndTime, .date?): value
            case (.date, .date(let instant)?): .day(LocalDate(instant, in: timeZone))
            case (.time, .date(let instant)?): DatePickerState.timeOfDay(instant, in: timeZone).map { .timeOfDay($0) }
            case (.dateAndTime, .day(let day)?): .date(day.start(in: timeZone))
            default: nil
            }
        }
    }

    /// The picker's mode (`dateAndTime` when the document names none, as UIKit's default).
    public var mode: Mode
    /// The date chosen — a day, a time of day or an instant, as ``Mode/holds(_:)`` says the mode takes —; nil when
    /// none was set (UIKit shows the current date then; a web page, an empty input).
    public var date: PropertyValue?
    /// The earliest date a person may choose, of the same kind.
    public var minimumDate: PropertyValue?
    /// The latest date a person may choose, of the same kind.
    public var maximumDate: PropertyValue?
    /// The minutes between the times offered (1 to 30, as UIKit takes it).
    public var minuteInterval: Int
    /// A countdown's length in seconds.
    public var countDownDuration: Double

    /// A picker's state from its properties, looked up by name (`date`, `datePickerMode`, `minuteInterval`, …).
    public init(_ property: (String) -> PropertyValue?) {
        mode = property("datePickerMode")?.enumerationValue.flatMap(Mode.init(rawValue:)) ?? .dateAndTime
        date = property("date")
        minimumDate = property("minimumDate")
        maximumDate = property("maximumDate")
        // UIKit ignores an interval that does not divide an hour and uses 1.
        let interval = property("minuteInterval")?.numberValue.flatMap { Int(exactly: $0) } ?? 1
        minuteInterval = (1...30).contains(interval) && 60 % interval == 0 ? interval : 1
        countDownDuration = property("countDownDuration")?.numberValue ?? 0
    }

    /// The properties that hold a picker's dates.
    static let dateKeys = ["date", "minimumDate", "maximumDate"]

    /// Why the date properties of a picker with `properties` are not of the kind its mode holds, with where each was
    /// written: a document's, a Lima declaration's mistake (`date="2026-11-26T00:00:00Z"` on a picker in date mode,
    /// which would show another day in another zone).
    public static func formProblems(in properties: [PropertySetting]) -> [(message: String, location: SourceLocation)] {
        let state = DatePickerState { key in properties.last(where: { $0.keyPath == key })?.value }
        guard state.mode != .countDownTimer else { return [] }
        return properties.compactMap { setting in
            guard dateKeys.contains(setting.keyPath), !state.mode.holds(setting.value) else { return nil }
            return (
                "a date picker in \(state.mode.rawValue) mode takes \(state.mode.valueForm) for \(setting.keyPath), not '\(setting.value)'",
                setting.location
            )
        }
    }

    /// What an HTML form posts for this picker shown in `timeZone`: the `<input>`'s value — `18:30` for a time,
    /// `2026-11-26` for a date, `2026-11-26T18:30` for both (seconds only when they are not 0), a countdown's
    /// length as `01:30` — or an empty string when the picker has no date. A day and a time of day are the same in
    /// every zone.
    public func formValue(in timeZone: TimeZone) -> String {
        if mode == .countDownTimer {
            let minutes = max(0, Int(countDownDuration / 60))
            return Self.digits(min(minutes / 60, 23), 2) + ":" + Self.digits(minutes % 60, 2)
        }
        switch mode.converted(date, in: timeZone) {
        case .day(let day)?: return day.description
        case .timeOfDay(let time)?: return Self.text(time)
        case .date(let date)?:
            let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let day =
                Self.digits(parts.year ?? 1, 4) + "-" + Self.digits(parts.month ?? 1, 2) + "-" + Self.digits(parts.day ?? 1, 2)
            var time = Self.digits(parts.hour ?? 0, 2) + ":" + Self.digits(parts.minute ?? 0, 2)
            if let second = parts.second, second != 0 { time += ":" + Self.digits(second, 2) }
            return day + "T" + time
        default: return ""
        }
    }

    /// Why a person may not choose `value` on this picker shown in `timeZone`, or nil if they may: a value of another
    /// kind than the mode holds (an instant for a picker in date mode), one before ``minimumDate`` or after
    /// ``maximumDate``, or a time between the minutes ``minuteInterval`` offers. What a page reports is checked with
    /// this, as a wheel could not have shown it.
    public func problem(with value: PropertyValue, in timeZone: TimeZone) -> String? {
        guard mode != .countDownTimer else { return "a countdown has no date" }
        guard mode.holds(value) else { return "'\(value)' is not \(mode.valueForm), as a picker in \(mode.rawValue) mode takes" }
        let (minimum, maximum) = (mode.converted(minimumDate, in: timeZone), mode.converted(maximumDate, in: timeZone))
        if let minimum, Self.order(value, minimum) == .orderedAscending {
            return "\(value) is before the earliest date the picker offers, \(minimum)"
        }
        if let maximum, Self.order(value, maximum) == .orderedDescending {
            return "\(value) is after the latest date the picker offers, \(maximum)"
        }
        let offered: Bool
        switch value {
        case .timeOfDay(let time): offered = time.minute % minuteInterval == 0 && time.second == 0 && time.nanosecond == 0
        case .date(let date):
            let parts = Self.calendar(timeZone).dateComponents([.minute, .second, .nanosecond], from: date)
            offered = (parts.minute ?? 0) % minuteInterval == 0 && parts.second == 0 && (parts.nanosecond ?? 0) < 1_000_000
        default: offered = true
        }
        guard offered else {
            return "\(value) is not a time the picker offers: it offers every \(minuteInterval) minute"
                + (minuteInterval == 1 ? "" : "s") + " of the hour, on the minute"
        }
        return nil
    }

    /// The time a clock in `timeZone` shows at `instant` (on a clock-change day, not the time since midnight).
    public static func timeOfDay(_ instant: Date, in timeZone: TimeZone) -> LocalTime? {
        let parts = calendar(timeZone).dateComponents([.hour, .minute, .second], from: instant)
        return LocalTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
    }

    /// Two values of one kind in order; `orderedSame` for values of different kinds (which ``problem(with:in:)`` has
    /// refused before).
    private static func order(_ a: PropertyValue, _ b: PropertyValue) -> ComparisonResult {
        func compare<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
            x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        switch (a, b) {
        case (.day(let x), .day(let y)): return compare(x, y)
        case (.timeOfDay(let x), .timeOfDay(let y)): return compare(x, y)
        case (.date(let x), .date(let y)): return compare(x, y)
        default: return .orderedSame
        }
    }

    /// A time of day as a picker writes it: `18:30`, with seconds (and their fraction) only when it has them, as an
    /// HTML time input's value is.
    public static func text(_ time: LocalTime) -> String {
        time.second == 0 && time.nanosecond == 0 ? String(time.description.prefix(5)) : time.description
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
