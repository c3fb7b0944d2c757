/// An argument's default value as `?api` and the OpenAPI document show it: the JSON scalar of a constant default
/// (`limit: Int = 20` is `20`; an enumeration's case is its raw value).
public enum DefaultArgumentValue: Sendable, Equatable, Encodable {
    /// A string, or a string-backed enumeration's case.
    case text(String)
    /// An integer.
    case integer(Int)
    /// A finite floating-point number.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// The values of a repeated argument.
    case list([DefaultArgumentValue])

    /// The JSON scalar of `value`; nil for a value that has none (`nil`, a date, a structure), whose default the
    /// description then only says exists.
    public init?(_ value: Any) {
        switch value {
        case let value as Bool: self = .boolean(value)
        case let value as String: self = .text(value)
        case let value as any BinaryInteger:
            guard let integer = Int(exactly: value) else { return nil }
            self = .integer(integer)
        case let value as any BinaryFloatingPoint:
            let number = Double(value)
            guard number.isFinite else { return nil }
            self = .number(number)
        case let value as any RawRepresentable:
            self.init(value.rawValue)
        case let values as [Any]:
            var list: [DefaultArgumentValue] = []
            for value in values {
                guard let element = DefaultArgumentValue(value) else { return nil }
                list.append(element)
            }
            self = .list(list)
        default: return nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .list(let values): try container.encode(values)
        }
    }

    /// The value as `?api`'s page writes it: `20`, `"name"`, `true`, `["a", "b"]`.
    var displayText: String {
        switch self {
        case .text(let value): "\"\(value)\""
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .boolean(let value): "\(value)"
        case .list(let values): "[" + values.map(\.displayText).joined(separator: ", ") + "]"
        }
    }
}
