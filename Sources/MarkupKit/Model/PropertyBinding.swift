/// A binding's `$expression::formatter;argument=value` attribute, parsed and checked at load time.
public struct PropertyBinding: Sendable, Hashable {
    /// The property the binding sets (`text`, `textLabel.text`).
    public var keyPath: String
    /// The expression after `$`.
    public var expression: BindingExpression
    /// The formatter after `::`, with its arguments, if any.
    public var formatter: FormatterReference?
    /// The attribute's value as written, `$` included.
    public var source: String
    /// Where the attribute was written.
    public var location: SourceLocation

    /// Creates a binding.
    public init(
        keyPath: String, expression: BindingExpression, formatter: FormatterReference? = nil, source: String,
        location: SourceLocation
    ) {
        self.keyPath = keyPath
        self.expression = expression
        self.formatter = formatter
        self.source = source
        self.location = location
    }
}

/// A formatter named by a binding, with its arguments converted by the formatter's own argument types.
public struct FormatterReference: Sendable, Hashable {
    public var name: String
    /// The arguments in the order written.
    public var arguments: [(name: String, value: PropertyValue)] {
        get { zip(argumentNames, argumentValues).map { ($0, $1) } }
        set {
            argumentNames = newValue.map(\.name)
            argumentValues = newValue.map(\.value)
        }
    }
    private var argumentNames: [String]
    private var argumentValues: [PropertyValue]

    /// Creates a reference.
    public init(name: String, arguments: [(name: String, value: PropertyValue)]) {
        self.name = name
        self.argumentNames = arguments.map(\.name)
        self.argumentValues = arguments.map(\.value)
    }

    /// An argument's value by name.
    public subscript(argument: String) -> PropertyValue? {
        argumentNames.firstIndex(of: argument).map { argumentValues[$0] }
    }
}
