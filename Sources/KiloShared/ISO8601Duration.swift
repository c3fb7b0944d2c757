/// Durations as ISO 8601 writes them (`PT1H30M`, `P2DT0.5S`, `-PT5S`): how the client sends a `Duration` argument and
/// the server reads one.
///
/// Days are 24 hours; years, months and weeks are refused, as their length depends on the calendar. One sign, at the
/// front, for the whole duration. At most 64 characters and 18 digits per number, so that no text overflows, and at
/// most ``limit`` either way: a duration that reaches a sleep or a deadline must not overflow it (`Task.sleep(for:)`
/// traps past about 292 years).
package enum ISO8601Duration {
    /// The longest duration read, either way: 100 years of 365.25 days.
    package static let limit = Duration.seconds(3_155_760_000)

    /// The duration `text` writes, or `nil` when it is not one.
    package static func parse(_ text: String) -> Duration? {
        var bytes = Array(text.utf8)
        guard bytes.count <= 64, !bytes.isEmpty else { return nil }
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            bytes.removeFirst()
        }
        guard let p = bytes.first, p | 0x20 == UInt8(ascii: "p") else { return nil }
        var seconds: Int64 = 0
        var attoseconds: Int64 = 0
        var inTime = false
        var components = 0
        var index = 1
        // Each unit at most once, in order: D, then after T: H, M, S.
        var lastUnit = 0
        while index < bytes.count {
            if bytes[index] | 0x20 == UInt8(ascii: "t") {
                guard !inTime else { return nil }
                inTime = true
                index += 1
                guard index < bytes.count else { return nil }
                continue
            }
            var whole: Int64 = 0
            var digits = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                whole = whole * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
                guard digits <= 18 else { return nil }
            }
            var fraction: Int64 = 0
            var fractionDigits = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                index += 1
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    // Beyond nanoseconds, digits are read and dropped.
                    if fractionDigits < 9 {
                        fraction = fraction * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
                        fractionDigits += 1
                    }
                    index += 1
                }
                guard fractionDigits > 0 else { return nil }
            }
            guard digits > 0, index < bytes.count else { return nil }
            let unit: (rank: Int, seconds: Int64)
            switch (inTime, bytes[index] | 0x20) {
            case (false, UInt8(ascii: "d")): unit = (1, 86_400)
            case (true, UInt8(ascii: "h")): unit = (2, 3_600)
            case (true, UInt8(ascii: "m")): unit = (3, 60)
            case (true, UInt8(ascii: "s")): unit = (4, 1)
            default: return nil
            }
            // Only seconds take a fraction; units come in order, once each.
            guard unit.rank > lastUnit, fractionDigits == 0 || unit.rank == 4 else { return nil }
            lastUnit = unit.rank
            let (product, overflow) = whole.multipliedReportingOverflow(by: unit.seconds)
            let (sum, overflowAgain) = seconds.addingReportingOverflow(product)
            guard !overflow, !overflowAgain else { return nil }
            seconds = sum
            if fractionDigits > 0 {
                var nanoseconds = fraction
                for _ in fractionDigits..<9 { nanoseconds *= 10 }
                attoseconds = nanoseconds * 1_000_000_000
            }
            components += 1
            index += 1
        }
        guard components > 0, seconds < limit.components.seconds || (seconds == limit.components.seconds && attoseconds == 0)
        else { return nil }
        let duration = Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
        return negative ? .zero - duration : duration
    }

    /// `duration` in ISO 8601, in hours, minutes and seconds (`PT26H3M0.5S`; `PT0S` for none), to the nanosecond.
    package static func format(_ duration: Duration) -> String {
        var (seconds, attoseconds) = duration.components
        let negative = seconds < 0 || (seconds == 0 && attoseconds < 0)
        if negative {
            // Magnitudes: the components share the duration's sign.
            (seconds, attoseconds) = (0 - seconds, 0 - attoseconds)
        }
        let nanoseconds = attoseconds / 1_000_000_000
        var text = negative ? "-PT" : "PT"
        let (hours, minutes, rest) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 || nanoseconds > 0 || (hours == 0 && minutes == 0) {
            text += "\(rest)"
            if nanoseconds > 0 {
                var fraction = String(nanoseconds)
                fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
                while fraction.hasSuffix("0") { fraction.removeLast() }
                text += "." + fraction
            }
            text += "S"
        }
        return text
    }
}
