/// A binding expression, parsed when its document loads.
///
/// The grammar, loosest first (NSExpression is not on Linux, so this is our own, small and total):
/// ```
/// conditional := or ('?' conditional ':' conditional)?
/// or          := and (('||' | 'or') and)*
/// and         := comparison (('&&' | 'and') comparison)*
/// comparison  := sum (('==' | '!=' | '<' | '<=' | '>' | '>=') sum)?
/// sum         := product (('+' | '-') product)*          + adds numbers, or joins when either side is a string
/// product     := unary (('*' | '/' | '%') unary)*
/// unary       := ('-' | '!' | 'not') unary | primary
/// primary     := number | 'string' | "string" | true | false | nil | null
///              | name ('.' name)*                        a key path into the owner
///              | function '(' arguments ')' | '(' conditional ')'
/// ```
public indirect enum BindingExpression: Sendable, Hashable, CustomStringConvertible {
    case literal(BindingValue)
    /// A key path from the owner (`row.heading`).
    case keyPath([String])
    case negate(BindingExpression)
    case not(BindingExpression)
    case binary(BinaryOperator, BindingExpression, BindingExpression)
    case conditional(BindingExpression, BindingExpression, BindingExpression)
    case call(Function, [BindingExpression])

    /// The infix operators.
    public enum BinaryOperator: String, Sendable, Hashable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case and = "&&", or = "||"
    }

    /// The functions an expression may call.
    public enum Function: String, Sendable, Hashable, CaseIterable {
        /// The number of elements of an array, or characters of a string.
        case count
        /// Of an array of numbers.
        case sum, average, min, max
        /// Of a number.
        case abs, round, floor, ceil
        /// Of a string.
        case uppercase, lowercase
    }

    public var description: String {
        switch self {
        case .literal(let value): return value.literalDescription
        case .keyPath(let path): return path.joined(separator: ".")
        case .negate(let operand): return "-(\(operand))"
        case .not(let operand): return "!(\(operand))"
        case .binary(let op, let left, let right): return "(\(left) \(op.rawValue) \(right))"
        case .conditional(let test, let then, let otherwise): return "(\(test) ? \(then) : \(otherwise))"
        case .call(let function, let arguments):
            return function.rawValue + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        }
    }
}
