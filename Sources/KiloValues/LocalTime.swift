/// A time of day with no date or time zone — opening hours, an alarm — written `14:30:00` or `14:30:05.25`
/// (ISO 8601's extended local time, RFC 3339's `partial-time`).
///
/// As an argument, a service reads `HH:MM`, `HH:MM:SS` or `HH:MM:SS` with a fraction of 1 to 9 digits, and answers
/// 400 to anything else (`24:00`, `9:30`, an offset); the client sends its ``description``; in JSON it is that text
/// as a string. Precision is a nanosecond; there is no leap second (`23:59:60`), as in `Date`.
///
/// ```swift
/// let opens = LocalTime("09:30")                   // hour 9, minute 30
/// let closes = LocalTime(hour: 17, minute: 45)
/// let open = opens! < closes!
/// ```
public struct LocalTime: Sendable, Hashable, Comparable, LosslessStringConvertible, Codable {
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int
    /// The second, 0 to 59.
    public let second: Int
    /// The nanosecond within the second, 0 to 999,999,999.
    public let nanosecond: Int

    /// The time, or `nil` when a field is out of its range.
    public init?(hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
            (0...999_999_999).contains(nanosecond)
        else { return nil }
        (self.hour, self.minute, self.second, self.nanosecond) = (hour, minute, second, nanosecond)
    }

    /// The time `text` writes as `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fraction`, or `nil` when it writes none.
    public init?(_ text: String) {
        // The longest form is HH:MM:SS and a nine-digit fraction.
        guard text.utf8.count <= 18 else { return nil }
        var reader = FixedDigits(text)
        guard let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2) else {
            return nil
        }
        var second = 0
        var nanosecond = 0
        if reader.skip(":") {
            guard let seconds = reader.number(digits: 2) else { return nil }
            second = seconds
            if reader.skip(".") || reader.skip(",") {
                guard let fraction = reader.nanoseconds() else { return nil }
                nanosecond = fraction
            }
        }
        guard reader.isAtEnd else { return nil }
        self.init(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
    }

    /// The time `duration` after midnight, or `nil` unless it is at least zero and less than a day.
    public init?(sinceMidnight duration: Duration) {
        let (seconds, attoseconds) = duration.components
        guard (0..<86_400).contains(seconds), attoseconds >= 0 else { return nil }
        let whole = Int(seconds)
        self.init(
            hour: whole / 3600, minute: whole / 60 % 60, second: whole % 60,
            nanosecond: Int(attoseconds / 1_000_000_000))
    }

    /// `HH:MM:SS`, with the fraction of a second when there is one, trailing zeros dropped (`14:30:05.25`).
    public var description: String {
        var text = "\(padded(hour, width: 2)):\(padded(minute, width: 2)):\(padded(second, width: 2))"
        if nanosecond > 0 {
            var fraction = padded(nanosecond, width: 9)
            while fraction.last == "0" { fraction.removeLast() }
            text += "." + fraction
        }
        return text
    }

    /// The time since midnight.
    public var sinceMidnight: Duration {
        .seconds(hour * 3600 + minute * 60 + second) + .nanoseconds(nanosecond)
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.hour, lhs.minute, lhs.second, lhs.nanosecond) < (rhs.hour, rhs.minute, rhs.second, rhs.nanosecond)
    }

    /// Reads the time's string; anything else is a data-corrupted error (which does not repeat the text).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let time = LocalTime(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a time of day as HH:MM, HH:MM:SS or HH:MM:SS.fraction.")
        }
        self = time
    }

    /// Writes the time's ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
