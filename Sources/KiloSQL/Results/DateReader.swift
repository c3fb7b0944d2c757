import Foundation
import KiloShared
import Synchronization

/// Turns dates without a zone — SQLite's date text (`2001-11-27`, `2001-11-27 08:30:00.250`) and PostgreSQL's
/// `date` and `timestamp` — into milliseconds since 1970, reading them in the database's time zone. Text with a zone
/// (`2001-11-27T08:30:00Z`, `…+02:00`) keeps it.
///
/// The civil-date arithmetic is done by hand (it runs for every date cell of a streamed result); only the zone's
/// offset comes from Foundation, once per distinct day.
///
/// `@unchecked Sendable`: the day table is written and read only through atomics.
final class DateReader: @unchecked Sendable {
    let timeZone: TimeZone
    private let isUTC: Bool
    /// Offsets (seconds + 1, 0 while unknown) of the days from 1900 to 2100, filled as they are met. Lock-free reads:
    /// a locked dictionary here cost a tenth of a streamed result's CPU. Days outside the span use `farOffsets`.
    private let nearOffsets: UnsafeMutablePointer<Atomic<Int64>>
    private let farOffsets = Mutex<[Int64: Int64]>([:])
    private static let firstNearDay: Int64 = -25_567  // 1900-01-01
    private static let nearDayCount = 73_049  // to 2099-12-31

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
        nearOffsets = .allocate(capacity: isUTC ? 0 : Self.nearDayCount)
        if !isUTC {
            for index in 0..<Self.nearDayCount { (nearOffsets + index).initialize(to: Atomic(0)) }
        }
    }

    deinit {
        if !isUTC { nearOffsets.deinitialize(count: Self.nearDayCount) }
        nearOffsets.deallocate()
    }

    func milliseconds(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        var reader = Reader(bytes: text)
        guard let year = reader.number(4), reader.skip(UInt8(ascii: "-")), let month = reader.number(2),
            reader.skip(UInt8(ascii: "-")), let day = reader.number(2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var milliseconds: Int64 = 0
        var zoneGiven = false
        if reader.skip(UInt8(ascii: " ")) || reader.skip(UInt8(ascii: "T")) {
            guard let hour = reader.number(2), reader.skip(UInt8(ascii: ":")), let minute = reader.number(2) else { return nil }
            var second: Int64 = 0
            if reader.skip(UInt8(ascii: ":")) {
                guard let value = reader.number(2) else { return nil }
                second = value
            }
            var fraction: Int64 = 0
            if reader.skip(UInt8(ascii: ".")) {
                var scale: Int64 = 100
                while let digit = reader.digit() {
                    fraction += digit * scale
                    scale /= 10
                }
            }
            milliseconds = ((hour * 60 + minute) * 60 + second) * 1000 + fraction
            if reader.skip(UInt8(ascii: "Z")) {
                zoneGiven = true
            } else if let sign = reader.sign() {
                guard let hours = reader.number(2) else { return nil }
                _ = reader.skip(UInt8(ascii: ":"))
                let minutes = reader.number(2) ?? 0
                milliseconds -= sign * (hours * 60 + minutes) * 60_000
                zoneGiven = true
            }
        }
        guard reader.atEnd else { return nil }
        let local = CivilDays.days(year: year, month: month, day: day) * 86_400_000 + milliseconds
        return zoneGiven ? local : utc(fromLocal: local)
    }

    /// The instant of a local time given as milliseconds since 1970-01-01T00:00 local.
    func utc(fromLocal local: Int64) -> Int64 {
        if isUTC { return local }
        let day = local >= 0 ? local / 86_400_000 : (local - 86_399_999) / 86_400_000
        let offset = offset(day: day)
        guard offset == Self.changingDay else { return local - offset * 1000 }
        // A day whose clocks change: the offset at this time of it, settled in two rounds (the offset depends on the
        // instant, which depends on the offset).
        let noon = Double(day) * 86_400 + 43_200
        var seconds = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noon)))
        for _ in 0..<2 {
            seconds = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local / 1000 - seconds))))
        }
        return local - seconds * 1000
    }

    /// What ``offset(day:)`` gives for a day whose offset changes (a clock change within it, seen from either end).
    private static let changingDay = Int64.min / 2

    /// The zone's offset from UTC in seconds on `day` (days since 1970), or ``changingDay``.
    private func offset(day: Int64) -> Int64 {
        let index = day - Self.firstNearDay
        if index >= 0, index < Self.nearDayCount {
            let slot = nearOffsets + Int(index)
            let known = slot.pointee.load(ordering: .relaxed)
            if known != 0 { return known - 1 }
            let offset = computeOffset(day: day)
            slot.pointee.store(offset + 1, ordering: .relaxed)
            return offset
        }
        if let cached = farOffsets.withLock({ $0[day] }) { return cached }
        let offset = computeOffset(day: day)
        farOffsets.withLock { if $0.count < 10_000 { $0[day] = offset } }
        return offset
    }

    private func computeOffset(day: Int64) -> Int64 {
        // From 14 hours before the day's UTC start to 12 after its end: the day as any zone's clocks show it.
        let start = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(day) * 86_400 - 50_400))
        let end = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(day + 1) * 86_400 + 43_200))
        return start == end ? Int64(start) : Self.changingDay
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var atEnd: Bool { position == bytes.count }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        mutating func digit() -> Int64? {
            guard position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") else {
                return nil
            }
            defer { position += 1 }
            return Int64(bytes[position] - UInt8(ascii: "0"))
        }

        mutating func number(_ digits: Int) -> Int64? {
            var value: Int64 = 0
            for _ in 0..<digits {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int64? {
            if skip(UInt8(ascii: "+")) { return 1 }
            if skip(UInt8(ascii: "-")) { return -1 }
            return nil
        }
    }
}
