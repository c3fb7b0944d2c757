import Foundation
import KiloValues

extension BindingValue {
    /// Converts a Swift value read from an owner: strings, booleans, every integer and floating-point type,
    /// `Decimal`, `Date`, `LocalDate` and `LocalTime` (as their text), arrays of these and optionals; nil for anything else (an object a key path goes on into).
    public init?(_ value: Any?) {
        guard let value else {
            self = .null
            return
        }
        // A number decoded from JSON is an NSNumber, which also casts to Bool: only a boolean one is a flag.
        if let number = value as? NSNumber, !(value is Bool && String(cString: number.objCType) == "c") {
            self = .number(number.doubleValue)
            return
        }
        switch value {
        case let text as String: self = .string(text)
        case let text as Substring: self = .string(String(text))
        case let flag as Bool: self = .bool(flag)
        case let number as Double: self = .number(number)
        case let number as Float: self = .number(Double(number))
        case let number as Int: self = .number(Double(number))
        case let number as any BinaryInteger: self = .number(Double(number))
        case let number as Decimal: self = .number(NSDecimalNumber(decimal: number).doubleValue)
        case let date as Date: self = .date(date)
        // A day and a time of day are their text, which a picker in date or time mode takes as its value, and which
        // sorts as they do.
        case let day as LocalDate: self = .string(day.description)
        case let time as LocalTime: self = .string(time.description)
        case let bound as BindingValue: self = bound
        case let array as [Any]:
            var elements: [BindingValue] = []
            for element in array {
                guard let converted = BindingValue(element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        default:
            // An optional wrapped in Any: unwrap it.
            guard Mirror(reflecting: value).displayStyle == .optional else { return nil }
            self.init(Reflection.unwrap(value))
        }
    }
}

/// An owner, or an object reached from one, whose properties bindings read by name: the replacement for the
/// Objective-C runtime's key-value coding.
///
/// Structs and plain classes get an implementation that reads stored properties by reflection. An `@Observable`
/// model should adopt ``KeyPathBindingSource`` instead, so that reads go through its getters and are observed.
public protocol BindingSource {
    /// The value of the property named `key` (nil if the property holds nil).
    /// - Throws: ``BindingError/unknownKey(_:in:)`` if there is no such property.
    func bindingValue(forKey key: String) throws(BindingError) -> Any?
}

extension BindingSource {
    /// Reads a stored property by reflection (a leading underscore in the stored name is ignored).
    public func bindingValue(forKey key: String) throws(BindingError) -> Any? {
        try Reflection.value(of: self, forKey: key)
    }
}

/// A binding source that lists its bindable properties as key paths, so that reading them goes through their
/// getters: what an `@Observable` model adopts for its bindings to update live.
///
/// <!-- snippet-prelude
/// import Observation
/// -->
/// ```swift
/// @Observable final class Thermostat: KeyPathBindingSource {
///     var temperature = 70
///     var isOn = false
///     static var bindingKeyPaths: [String: PartialKeyPath<Thermostat>] {
///         ["temperature": \.temperature, "isOn": \.isOn]
///     }
/// }
/// ```
public protocol KeyPathBindingSource: BindingSource {
    /// The properties bindings may read, by the name markup uses.
    ///
    /// A computed property, so that key paths to a main-actor owner's properties need not be `Sendable`
    /// (`nonisolated static var` in a `@MainActor` class).
    static var bindingKeyPaths: [String: PartialKeyPath<Self>] { get }
}

extension KeyPathBindingSource {
    public func bindingValue(forKey key: String) throws(BindingError) -> Any? {
        guard let keyPath = Self.bindingKeyPaths[key] else {
            throw BindingError.unknownKey(key, in: String(describing: Self.self))
        }
        return self[keyPath: keyPath]
    }
}

extension Dictionary: BindingSource where Key == String {
    /// A missing key reads as nil, as key-value coding on a dictionary does.
    public func bindingValue(forKey key: String) throws(BindingError) -> Any? {
        self[key].flatMap { $0 as Any? }
    }
}

/// Why a binding could not be evaluated.
public enum BindingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A key path names a property its object does not have.
    case unknownKey(String, in: String)
    /// An operator or function was given a value it does not take.
    case typeMismatch(String)
    /// A division or remainder by zero.
    case divisionByZero
    /// A formatter could not format the value.
    case formatting(String)

    public var description: String {
        switch self {
        case .unknownKey(let key, let type): return "\(type) has no property '\(key)'"
        case .typeMismatch(let message): return message
        case .divisionByZero: return "division by zero"
        case .formatting(let message): return message
        }
    }
}
