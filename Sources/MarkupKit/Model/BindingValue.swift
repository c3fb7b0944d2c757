public import Foundation

/// A value an expression computes: what a binding hands to its property (after its formatter, if any).
public enum BindingValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case date(Date)
    case array([BindingValue])

    /// How the value reads as text when a string property is bound to it without a formatter.
    public var text: String? {
        switch self {
        case .null: return nil
        case .bool(let flag): return String(flag)
        case .number(let number): return PropertyValue.format(number)
        case .string(let text): return text
        case .date(let date): return ISO8601DateFormatter().string(from: date)
        case .array(let elements): return elements.compactMap(\.text).joined(separator: ", ")
        }
    }

    public var description: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        default: return text ?? "nil"
        }
    }

    /// The value written as an expression literal.
    var literalDescription: String {
        switch self {
        case .string(let text): return "'\(text)'"
        case .null: return "nil"
        default: return description
        }
    }

    /// The name of the value's kind, for messages.
    var kind: String {
        switch self {
        case .null: return "nil"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .date: return "a date"
        case .array: return "an array"
        }
    }
}
