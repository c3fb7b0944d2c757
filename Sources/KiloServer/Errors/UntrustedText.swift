/// Text from a request — a path, an argument, a message a page sent — made safe to show in a log line or an error
/// message: every control character, line and paragraph separator and bidirectional override is written as an escape
/// (`\n`, `\u{1B}`), so that no request can start a log line of its own or disguise one, and a value longer than
/// `limit` Unicode scalars is cut with `…` (scalars, not characters: one character can hold megabytes of combining
/// marks). The server writes every value a request brings into its log and its messages through this; a service
/// should too.
public enum UntrustedText {
    /// How many Unicode scalars of one value are kept by default.
    public static let limit = 1_000

    /// `text` as a log line or a message may show it.
    public static func escaped(_ text: some StringProtocol, limit: Int = limit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{202A}"..."\u{202E}",
                "\u{2066}"..."\u{2069}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
