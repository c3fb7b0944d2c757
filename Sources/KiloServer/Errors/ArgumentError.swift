/// A request argument that is missing or does not convert to its parameter's type. Answered with 400.
public struct ArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong with the argument.
    public enum Problem: Sendable, Equatable {
        /// A required argument was not supplied.
        case missing
        /// A value did not convert; `expected` says what would have ("a number").
        case invalid(value: String, expected: String)
        /// The body was not what the parameter takes.
        case invalidBody(String)
    }

    /// The parameter's name, or the path key's name.
    public var parameter: String
    /// What went wrong.
    public var problem: Problem
    /// Whether the argument is a key of the resource path rather than a query or form parameter.
    public var isPathKey = false

    /// Creates an error for a parameter.
    public init(parameter: String, problem: Problem, isPathKey: Bool = false) {
        self.parameter = parameter
        self.problem = problem
        self.isPathKey = isPathKey
    }

    /// The message sent to the client, e.g. `Parameter "a" is required.`
    public var description: String {
        let subject = isPathKey ? "Path key \"\(parameter)\"" : "Parameter \"\(parameter)\""
        switch problem {
        case .missing:
            return "\(subject) is required."
        case .invalid(let value, let expected):
            return "\(subject) has the invalid value \"\(Self.clip(value))\": expected \(expected)."
        case .invalidBody(let detail):
            return "The request body for \"\(parameter)\" is invalid: \(detail)"
        }
    }

    /// Long values are cut in messages, so that an error answer never echoes a whole upload.
    private static func clip(_ value: String) -> String {
        UntrustedText.escaped(value, limit: 100)
    }
}
