import Foundation

extension BindingExpression {
    /// Evaluates the expression against an owner.
    ///
    /// Key paths read through ``BindingSource`` where the object adopts it, and by reflection otherwise (so plain
    /// structs need nothing); `count` also reads an array's or a string's length. A nil met along a key path makes
    /// the whole path nil, and nil goes through arithmetic and comparison as nil (SQL-like), so a binding to a
    /// missing optional leaves its view as it was.
    public func evaluate(with owner: Any) throws(BindingError) -> BindingValue {
        switch self {
        case .literal(let value):
            return value
        case .keyPath(let path):
            let found = try Self.read(path, from: owner)
            guard let value = BindingValue(found) else {
                let typeName = found.map { "\(type(of: $0))" } ?? "nil"
                throw BindingError.typeMismatch("'\(path.joined(separator: "."))' is a \(typeName), not a value a view can show")
            }
            return value
        case .negate(let operand):
            switch try operand.evaluate(with: owner) {
            case .null: return .null
            case .number(let number): return .number(-number)
            case let other: throw BindingError.typeMismatch("'-' needs a number, not \(other.kind)")
            }
        case .not(let operand):
            switch try operand.evaluate(with: owner) {
            case .null: return .bool(true)
            case .bool(let flag): return .bool(!flag)
            case let other: throw BindingError.typeMismatch("'!' needs a boolean, not \(other.kind)")
            }
        case .binary(.and, let left, let right):
            guard try left.evaluate(with: owner).truth(for: "&&") else { return .bool(false) }
            return .bool(try right.evaluate(with: owner).truth(for: "&&"))
        case .binary(.or, let left, let right):
            if try left.evaluate(with: owner).truth(for: "||") { return .bool(true) }
            return .bool(try right.evaluate(with: owner).truth(for: "||"))
        case .binary(let op, let left, let right):
            return try Self.apply(op, try left.evaluate(with: owner), try right.evaluate(with: owner))
        case .conditional(let test, let then, let otherwise):
            return try test.evaluate(with: owner).truth(for: "?:")
                ? try then.evaluate(with: owner) : try otherwise.evaluate(with: owner)
        case .call(let function, let arguments):
            return try Self.call(function, try arguments[0].evaluate(with: owner))
        }
    }

    private static func read(_ path: [String], from owner: Any) throws(BindingError) -> Any? {
        var current: Any? = owner
        for key in path {
            guard let object = Reflection.unwrap(current) else { return nil }
            current = try member(key, of: object)
        }
        return Reflection.unwrap(current)
    }

    /// One step of a key path: through ``BindingSource`` where the object adopts it, `count` of an array or a
    /// string, and reflection otherwise.
    static func member(_ key: String, of object: Any) throws(BindingError) -> Any? {
        if let source = object as? any BindingSource { return try source.bindingValue(forKey: key) }
        if key == "count", let array = object as? [Any] { return array.count }
        if key == "count", let text = object as? String { return text.count }
        return try Reflection.value(of: object, forKey: key)
    }

    private static func apply(
        _ op: BinaryOperator, _ left: BindingValue, _ right: BindingValue
    ) throws(BindingError) -> BindingValue {
        switch op {
        case .equal: return .bool(left == right)
        case .notEqual: return .bool(left != right)
        default: break
        }
        if left == .null || right == .null { return .null }
        if op == .add, case .string(let a) = left { return .string(a + (right.text ?? "")) }
        if op == .add, case .string(let b) = right { return .string((left.text ?? "") + b) }
        switch (left, right) {
        case (.number(let a), .number(let b)):
            switch op {
            case .add: return .number(a + b)
            case .subtract: return .number(a - b)
            case .multiply: return .number(a * b)
            case .divide:
                guard b != 0 else { throw BindingError.divisionByZero }
                return .number(a / b)
            case .remainder:
                guard b != 0 else { throw BindingError.divisionByZero }
                return .number(a.truncatingRemainder(dividingBy: b))
            default: if let ordered = compare(op, a, b) { return ordered }
            }
        case (.string(let a), .string(let b)):
            if let ordered = compare(op, a, b) { return ordered }
        case (.date(let a), .date(let b)):
            if op == .subtract { return .number(a.timeIntervalSince(b)) }
            if let ordered = compare(op, a, b) { return ordered }
        case (.date(let a), .number(let b)) where op == .add || op == .subtract:
            return .date(a.addingTimeInterval(op == .add ? b : -b))
        default:
            break
        }
        throw BindingError.typeMismatch("'\(op.rawValue)' cannot take \(left.kind) and \(right.kind)")
    }

    /// `<`, `<=`, `>` and `>=` on two values of one ordered kind; nil for any other operator.
    private static func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> BindingValue? {
        switch op {
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        default: return nil
        }
    }

    private static func call(_ function: Function, _ argument: BindingValue) throws(BindingError) -> BindingValue {
        if argument == .null { return .null }
        func numbers() throws(BindingError) -> [Double] {
            guard case .array(let elements) = argument else {
                throw BindingError.typeMismatch("\(function.rawValue) needs an array of numbers, not \(argument.kind)")
            }
            var result: [Double] = []
            for element in elements {
                guard case .number(let number) = element else {
                    throw BindingError.typeMismatch("\(function.rawValue) needs an array of numbers; it holds \(element.kind)")
                }
                result.append(number)
            }
            return result
        }
        func number() throws(BindingError) -> Double {
            guard case .number(let number) = argument else {
                throw BindingError.typeMismatch("\(function.rawValue) needs a number, not \(argument.kind)")
            }
            return number
        }
        func string() throws(BindingError) -> String {
            guard case .string(let text) = argument else {
                throw BindingError.typeMismatch("\(function.rawValue) needs a string, not \(argument.kind)")
            }
            return text
        }
        switch function {
        case .count:
            switch argument {
            case .array(let elements): return .number(Double(elements.count))
            case .string(let text): return .number(Double(text.count))
            default: throw BindingError.typeMismatch("count needs an array or a string, not \(argument.kind)")
            }
        case .sum: return .number(try numbers().reduce(0, +))
        case .average:
            let values = try numbers()
            return values.isEmpty ? .null : .number(values.reduce(0, +) / Double(values.count))
        case .min: return try numbers().min().map(BindingValue.number) ?? .null
        case .max: return try numbers().max().map(BindingValue.number) ?? .null
        case .abs: return .number(Swift.abs(try number()))
        case .round: return .number(try number().rounded())
        case .floor: return .number(try number().rounded(.down))
        case .ceil: return .number(try number().rounded(.up))
        case .uppercase: return .string(try string().uppercased())
        case .lowercase: return .string(try string().lowercased())
        }
    }
}

extension BindingValue {
    /// A condition's truth: booleans as themselves, nil as false; anything else is a mistake worth naming.
    func truth(for op: String) throws(BindingError) -> Bool {
        switch self {
        case .bool(let flag): return flag
        case .null: return false
        default: throw BindingError.typeMismatch("'\(op)' needs a boolean, not \(kind)")
        }
    }
}

/// Reads stored properties by reflection: what bindings fall back on for objects that do not adopt
/// ``BindingSource``, and that protocol's default.
enum Reflection {
    /// The stored property `key` of `value` (a leading underscore in the stored name is ignored, as `@Observable`
    /// renames its storage), looked up through superclasses.
    static func value(of value: Any, forKey key: String) throws(BindingError) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key {
                return child.value
            }
            mirror = current.superclassMirror
        }
        throw BindingError.unknownKey(key, in: String(describing: type(of: value)))
    }

    /// Strips optionals hidden in `Any` (nil if one of them is nil).
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return unwrap(mirror.children.first?.value) }
        return value
    }
}
