/// Marks an owner's collection as the rows of a dynamic section (`<?sectionRows source="users"?>`): `@Rows var users:
/// [User] = []` in an `@Observable` owner, where `User` is `Identifiable` and `Equatable`. Each change to the
/// collection is shown as the rows that changed, by their ids.
@attached(peer)
public macro Rows() = #externalMacro(module: "MarkupOwnerMacros", type: "OwnerMemberMacro")

/// An owner's rows as a dynamic section reads them: a collection of `Identifiable`, `Equatable` items, each known by
/// its id (as text: `String(describing: id)`, its key on a page) and compared with the version shown before to tell
/// whether its row must be shown anew.
///
/// `@MarkupOwner` makes these from the owner's `@Rows` properties; holding one holds the owner's array, not a copy.
public struct RowList {
    private let storage: any RowStorage

    /// The rows of `items`.
    public init<Row: Identifiable & Equatable>(_ items: [Row]) {
        storage = TypedRows(items: items)
    }

    /// No rows.
    public static var empty: RowList { RowList([EmptyRow]()) }

    /// How many rows there are.
    public var count: Int { storage.count }

    /// The key of row `index`: its item's id as text.
    public func key(at index: Int) -> String { storage.key(at: index) }

    /// The item of row `index`.
    public func item(at index: Int) -> Any { storage.item(at: index) }

    /// Whether `other` has the same ids in the same order: then only items can have changed.
    public func hasSameIDs(as other: RowList) -> Bool {
        storage.hasSameIDs(as: other.storage)
    }

    /// Whether the first rows have `other`'s ids, in order: then `other`'s rows were kept and the rest appended.
    public func hasPrefixIDs(of other: RowList) -> Bool {
        storage.hasPrefixIDs(of: other.storage)
    }

    /// The rows among the first `count` whose items differ from `other`'s at the same index (with the same ids
    /// there): what was edited in place. One comparison of typed items each, not one cast per row.
    public func changedRows(comparedWith other: RowList, upTo count: Int) -> [Int] {
        storage.changedRows(comparedWith: other.storage, upTo: count)
    }

    /// Whether row `index` holds the same item, equal in every part, as row `otherIndex` of `other`.
    public func hasSameItem(at index: Int, as other: RowList, at otherIndex: Int) -> Bool {
        storage.hasSameItem(at: index, as: other.storage, at: otherIndex)
    }

    /// The row type's name, fully qualified (`MyApp.User`): what an action's item must be.
    public var rowTypeName: String { storage.rowTypeName }
}

private protocol RowStorage {
    var count: Int { get }
    var rowTypeName: String { get }
    func key(at index: Int) -> String
    func item(at index: Int) -> Any
    func hasSameItem(at index: Int, as other: any RowStorage, at otherIndex: Int) -> Bool
    func hasSameIDs(as other: any RowStorage) -> Bool
    func hasPrefixIDs(of other: any RowStorage) -> Bool
    func changedRows(comparedWith other: any RowStorage, upTo count: Int) -> [Int]
}

private struct TypedRows<Row: Identifiable & Equatable>: RowStorage {
    let items: [Row]

    var count: Int { items.count }
    var rowTypeName: String { String(reflecting: Row.self) }
    func key(at index: Int) -> String { String(describing: items[index].id) }
    func item(at index: Int) -> Any { items[index] }

    func hasSameItem(at index: Int, as other: any RowStorage, at otherIndex: Int) -> Bool {
        guard let other = other as? TypedRows<Row> else { return false }
        return items[index] == other.items[otherIndex]
    }

    func hasSameIDs(as other: any RowStorage) -> Bool {
        other.count == items.count && hasPrefixIDs(of: other)
    }

    func changedRows(comparedWith other: any RowStorage, upTo count: Int) -> [Int] {
        let count = min(count, items.count, other.count)
        guard let other = other as? TypedRows<Row> else { return Array(0..<count) }
        return (0..<count).filter { items[$0] != other.items[$0] }
    }

    func hasPrefixIDs(of other: any RowStorage) -> Bool {
        guard let other = other as? TypedRows<Row>, other.items.count <= items.count else { return false }
        return zip(items, other.items).allSatisfy { $0.id == $1.id }
    }
}

private struct EmptyRow: Identifiable, Equatable {
    var id: Int
}
