/// Every argument of a request, in the order the names first appeared: for methods that take whatever was sent,
/// such as a form echo.
///
/// A method receives it by declaring a parameter of this type; the operation then accepts any argument name.
public struct RequestArguments: Sendable, RandomAccessCollection {
    /// One argument name with its values.
    public typealias Element = (name: String, values: [ArgumentValue])

    /// The arguments in first-seen order.
    public let entries: [Element]

    /// Creates the list.
    public init(entries: [Element]) {
        self.entries = entries
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Element { entries[position] }

    /// The values supplied under `name`; empty when there are none.
    public subscript(name: String) -> [ArgumentValue] {
        entries.first { $0.name == name }?.values ?? []
    }
}
