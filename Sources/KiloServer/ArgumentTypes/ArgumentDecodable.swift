import Foundation

/// One value supplied for a request argument: text from the query string or a form field, or an uploaded file.
public enum ArgumentValue: Sendable {
    /// Text, already percent-decoded.
    case text(String)
    /// A multipart part that carried a file name.
    case file(UploadedFile)
}

/// A type that a service method can take as a parameter filled from the request's arguments.
///
/// Single values conform through ``ArgumentElement``; `Optional`, `Array` and `Set` of an element type conform
/// here. A method parameter of any other type is a compile error that names this protocol. Enums with raw values
/// join by declaring `extension Size: TextArgument {}`.
public protocol ArgumentDecodable: Sendable {
    /// Makes the parameter's value from every value supplied under its name, in request order (empty when none was).
    static func decodeArgument(named name: String, from values: [ArgumentValue]) throws(ArgumentError) -> Self

    /// How the API description and the OpenAPI document show this type.
    static var argumentSchema: ArgumentSchema { get }
}

/// A single-valued argument type: numbers, `Bool`, `String`, `Date`, `UUID`, `URL`, enums with raw values and files.
public protocol ArgumentElement: ArgumentDecodable {
    /// Converts one supplied value, or returns `nil` when it does not convert.
    init?(argumentValue: ArgumentValue)

    /// The JSON Schema of one value, with a phrase for error messages.
    static var elementSchema: ArgumentSchema { get }
}

extension ArgumentElement {
    /// A required single value: the first of those supplied.
    public static func decodeArgument(named name: String, from values: [ArgumentValue]) throws(ArgumentError) -> Self {
        guard let first = values.first else { throw ArgumentError(parameter: name, problem: .missing) }
        return try convert(first, name: name)
    }

    public static var argumentSchema: ArgumentSchema { elementSchema }

    static func convert(_ value: ArgumentValue, name: String) throws(ArgumentError) -> Self {
        guard let converted = Self(argumentValue: value) else {
            throw ArgumentError(parameter: name, problem: .invalid(value: value.displayText, expected: elementSchema.expectation))
        }
        return converted
    }
}

/// An element type written as text: everything but files.
public protocol TextArgument: ArgumentElement {
    /// Converts the text of one value, or returns `nil` when it does not convert.
    init?(argumentText: String)
}

extension TextArgument {
    public init?(argumentValue: ArgumentValue) {
        guard case .text(let text) = argumentValue else { return nil }
        self.init(argumentText: text)
    }
}

extension Optional: ArgumentDecodable where Wrapped: ArgumentElement {
    /// `nil` when no value was supplied, or when the only value is empty text that does not convert
    /// (an HTML form sends `age=` for an empty number field).
    public static func decodeArgument(named name: String, from values: [ArgumentValue]) throws(ArgumentError) -> Self {
        guard let first = values.first else { return nil }
        if let value = Wrapped(argumentValue: first) { return value }
        if case .text("") = first { return nil }
        return try Wrapped.convert(first, name: name)
    }

    public static var argumentSchema: ArgumentSchema { Wrapped.elementSchema.optional() }
}

extension Array: ArgumentDecodable where Element: ArgumentElement {
    /// Every supplied value (a repeated parameter); empty when none was.
    public static func decodeArgument(named name: String, from values: [ArgumentValue]) throws(ArgumentError) -> Self {
        var result: [Element] = []
        result.reserveCapacity(values.count)
        for value in values { result.append(try Element.convert(value, name: name)) }
        return result
    }

    public static var argumentSchema: ArgumentSchema { Element.elementSchema.repeated(unique: false) }
}

extension Set: ArgumentDecodable where Element: ArgumentElement {
    /// The distinct supplied values; empty when none was.
    public static func decodeArgument(named name: String, from values: [ArgumentValue]) throws(ArgumentError) -> Self {
        var result = Set<Element>(minimumCapacity: values.count)
        for value in values { result.insert(try Element.convert(value, name: name)) }
        return result
    }

    public static var argumentSchema: ArgumentSchema { Element.elementSchema.repeated(unique: true) }
}

extension ArgumentValue {
    var displayText: String {
        switch self {
        case .text(let text): text
        case .file(let file): "file \(file.fileName)"
        }
    }
}
