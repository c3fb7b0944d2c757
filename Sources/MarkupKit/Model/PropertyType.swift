/// The type of a property, which decides how its text is converted and checked.
public enum PropertyType: Sendable, Hashable, CustomStringConvertible {
    case string
    /// Any finite number (NaN and infinities are refused: `weight="nan"` is a typo, not a weight).
    case number
    /// A whole number.
    case integer
    /// `true` or `false` (also `YES`/`NO`, as Objective-C wrote them).
    case bool
    /// `#rrggbb`, `#rrggbbaa` or a named color.
    case color
    /// A text style (`subheadline`), `System-Bold 17` or `<PostScriptName> <size>`.
    case font
    /// An image name.
    case image
    /// One number for all four sides, or four (`top, left, bottom, right`).
    case edgeInsets
    /// A comma-separated list of edges (`top, left, right`).
    case anchors
    /// One of the listed case names.
    case enumeration([String])
    /// A date picker's date, in the form its mode takes: a day (`2026-11-26`) in `date` mode, a time of day (`18:30`)
    /// in `time` mode, an instant written as ISO 8601 with its zone (`2026-11-26T18:30:00Z`) otherwise; see
    /// `DatePickerState`.
    case date

    public var description: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .integer: return "a whole number"
        case .bool: return "true or false"
        case .color: return "a color (#rrggbb, #rrggbbaa or a color name)"
        case .font: return "a font (a text style such as 'body', or '<name> <size>' such as 'Helvetica 24')"
        case .image: return "an image name"
        case .edgeInsets: return "edge insets (one number, or four: top, left, bottom, right)"
        case .anchors: return "a list of edges (top, bottom, left, right, leading, trailing, all, none)"
        case .enumeration(let cases): return "one of " + cases.joined(separator: ", ")
        case .date:
            return
                "a day (2026-11-26), a time of day (18:30) or a date and time with its zone (2026-11-26T18:30:00Z), as the picker's mode takes"
        }
    }
}
