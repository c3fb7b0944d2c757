public import Foundation

/// Apple's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels, compact, inline
}

/// Apple's `UIDatePicker`: a date, a time, or both, or a countdown.
@MainActor
open class UIDatePicker: UIControl {
    /// Apple's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer
    }

    open var datePickerMode = Mode.dateAndTime
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    /// The date shown, kept within the minimum and maximum dates.
    open var date: Date {
        get { storedDate }
        set {
            var date = newValue
            if let minimumDate, date < minimumDate { date = minimumDate }
            if let maximumDate, date > maximumDate { date = maximumDate }
            storedDate = date
        }
    }
    private var storedDate = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    /// The minutes between selectable times (1 to 30, a divisor of 60).
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    open var locale: Locale?
    open var calendar: Calendar! = .current
    open var timeZone: TimeZone?

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Wheels: 320 by 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
