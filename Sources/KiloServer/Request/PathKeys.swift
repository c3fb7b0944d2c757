/// The values of a request's path keys: the `?` segments of the operation's resource path, in order.
///
/// For `@ResourcePath("contacts/?/addresses/?")` and `GET /contacts/jsmith/addresses/home`, the keys are
/// `["jsmith", "home"]`. Named keys (`?:employeeNumber`) can also be read by name. Values are percent-decoded;
/// `+` in a path is a plus sign, not a space.
public struct PathKeys: Sendable, RandomAccessCollection, Equatable {
    /// The key values in path order.
    public let values: [String]
    /// The name of each key, `nil` for an unnamed `?`.
    public let names: [String?]

    /// Creates keys from their values and names (same count).
    public init(values: [String], names: [String?]) {
        self.values = values
        self.names = names
    }

    public var startIndex: Int { values.startIndex }
    public var endIndex: Int { values.endIndex }
    public subscript(position: Int) -> String { values[position] }

    /// The value of the key with this name, or `nil` when the path has no such key.
    public subscript(name: String) -> String? {
        names.firstIndex(of: name).map { values[$0] }
    }
}
