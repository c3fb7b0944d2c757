public import Foundation
public import KiloValues

/// What a date picker's `date` (and its bounds) can be given in Swift: a `LocalDate` for a picker in `date` mode, a
/// `LocalTime` in `time` mode, a `Date` (an instant) in `dateAndTime` mode — as Lima's `LMDatePicker` takes them.
///
/// An optional one is one too, holding nothing when nil, so that a day read from text can be given as it is:
///
/// ```swift
/// let due: any DatePickerValue = LocalDate("2026-11-27")
/// let value = due.datePickerValue   // .day(2026-11-27)
/// ```
public protocol DatePickerValue: Sendable {
    /// The value as a property holds it: `.day`, `.timeOfDay` or `.date`; nil for none.
    var datePickerValue: PropertyValue? { get }
}

extension Optional: DatePickerValue where Wrapped: DatePickerValue {
    /// The wrapped value's; nil when there is none.
    public var datePickerValue: PropertyValue? { self?.datePickerValue }
}

extension Date: DatePickerValue {
    /// `.date(self)`: an instant, for a picker in `dateAndTime` mode.
    public var datePickerValue: PropertyValue? { .date(self) }
}

extension LocalDate: DatePickerValue {
    /// `.day(self)`: a day, for a picker in `date` mode.
    public var datePickerValue: PropertyValue? { .day(self) }
}

extension LocalTime: DatePickerValue {
    /// `.timeOfDay(self)`: a time of day, for a picker in `time` mode.
    public var datePickerValue: PropertyValue? { .timeOfDay(self) }
}
