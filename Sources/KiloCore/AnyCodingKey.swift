/// A coding key with any name: for JSON objects whose keys are known only at run time (a form's field names, an
/// ordered object's keys).
public struct AnyCodingKey: CodingKey, Sendable, ExpressibleByStringLiteral {
    /// The key's name.
    public let stringValue: String

    /// Creates a key named `name`.
    public init(_ name: String) {
        stringValue = name
    }

    /// A key written as a literal: `"type"`.
    public init(stringLiteral name: String) {
        stringValue = name
    }

    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Always `nil`: these keys name object members, never array positions.
    public var intValue: Int? { nil }

    /// Always `nil`: these keys name object members, never array positions.
    public init?(intValue: Int) {
        nil
    }
}
