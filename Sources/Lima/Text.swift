/// Text a view shows: a string as written, or a key of the strings table, as markup's `@key` is.
///
/// ```swift
/// Label(text: "Hello, World!")
/// Label(text: .localized("greeting"))
/// ```
public struct Text: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    enum Content: Sendable, Hashable {
        case literal(String)
        case localized(String)
    }

    let content: Content

    /// The string itself.
    public init(_ string: String) {
        content = .literal(string)
    }

    public init(stringLiteral value: String) {
        content = .literal(value)
    }

    /// The text the strings table gives for `key`; a key the table lacks shows as `@key`, as in markup, so that it is
    /// easy to spot.
    public static func localized(_ key: String) -> Text {
        Text(content: .localized(key))
    }

    private init(content: Content) {
        self.content = content
    }
}
