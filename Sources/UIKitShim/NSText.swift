// Text attributes UIKit declares beside its text views (NSText.h, NSParagraphStyle.h), with Apple's raw values.

/// Apple's `NSTextAlignment` (iOS values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// Apple's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// How the shim measures text, since it has no fonts: every character advances half the point size, lines are
/// `lineHeight` apart, and words wrap at spaces (a word longer than the width takes a line of its own). UIKit measures
/// with the font's glyphs; the renderer only needs sizes that follow from text and font the same way each time.
enum ShimText {
    /// The size of `text` in `font`, wrapped to `width` (nil: one line per paragraph) and cut to `lines` (0: all).
    static func size(of text: String, font: UIFont, width: Double?, lines: Int) -> (width: Double, height: Double) {
        guard !text.isEmpty else { return (0, 0) }
        let advance = Double(font.pointSize) / 2
        var wrapped: [Int] = []  // each line's width in characters
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
                let candidate = line == 0 ? word : line + 1 + word
                if let width, line > 0, Double(candidate) * advance > width {
                    wrapped.append(line)
                    line = word
                } else {
                    line = candidate
                }
            }
            wrapped.append(line)
        }
        if lines > 0, wrapped.count > lines { wrapped = Array(wrapped.prefix(lines)) }
        let widest = Double(wrapped.max() ?? 0) * advance
        return (min(widest, width ?? widest), Double(wrapped.count) * Double(font.lineHeight))
    }
}
