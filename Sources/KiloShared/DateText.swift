package import Foundation

/// How a date is read from text, by a server's argument or CSV cell and a client's CSV cell alike: milliseconds since
/// 1970 (`1700000000000`, as JSON carries dates), or ISO 8601 (`2024-05-01T12:30:00Z`, with fractional seconds or an
/// offset, or a plain date, `2024-05-01`, midnight UTC).
package enum DateText {
    /// The date `text` says, or `nil`.
    package static func date(_ text: some StringProtocol) -> Date? {
        if let milliseconds = Int64(text) { return Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
        let text = String(text)
        for style in styles {
            if let date = try? style.parse(text) { return date }
        }
        return nil
    }

    private static let styles: [Date.ISO8601FormatStyle] = [
        Date.ISO8601FormatStyle(),
        Date.ISO8601FormatStyle(includingFractionalSeconds: true),
        Date.ISO8601FormatStyle().year().month().day(),
    ]
}
