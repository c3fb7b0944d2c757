import Foundation

/// One page of a query's rows, and the cursor of the page after it.
///
/// Returned by ``SQLExecutor/page(_:_:orderBy:after:limit:)``; a service returns it as it is (or ``map(_:)``'d to its
/// own type), and the client passes ``next`` back to get the following page.
public struct Page<Item: Sendable>: Sendable {
    /// The page's rows, in order.
    public var items: [Item]
    /// The cursor of the next page, or `nil` when this is the last.
    public var next: String?

    /// A page of `items`.
    public init(items: [Item], next: String?) {
        self.items = items
        self.next = next
    }

    /// The same page with each item transformed (a row decoded as the service's type, say).
    public func map<T: Sendable>(_ transform: (Item) throws -> T) rethrows -> Page<T> {
        Page<T>(items: try items.map(transform), next: next)
    }
}

extension Page: Encodable where Item: Encodable {}
extension Page: Decodable where Item: Decodable {}

/// The order a query's pages follow: result columns that together identify a row (the last one a key), each
/// ascending or descending. They must never be `NULL`.
public struct PageOrder: Sendable {
    /// Which way a column runs.
    public enum Direction: Sendable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }

    /// The columns, by their labels in the query's result, most significant first.
    public var columns: [(label: String, direction: Direction)]

    /// An order of `columns`.
    public init(_ columns: [(label: String, direction: Direction)]) {
        self.columns = columns
    }

    /// Ascending by these columns.
    public static func ascending(_ labels: String...) -> PageOrder {
        PageOrder(labels.map { ($0, .ascending) })
    }

    /// Descending by these columns.
    public static func descending(_ labels: String...) -> PageOrder {
        PageOrder(labels.map { ($0, .descending) })
    }
}

extension SQLExecutor {
    /// One page of `query`'s rows in `order`, after the row `cursor` names: keyset pagination, which reads only the
    /// page's rows however deep it is (an `OFFSET` reads and skips every row before it), and never repeats or skips a
    /// row when rows are added or removed between pages.
    ///
    /// <!-- snippet-prelude
    /// import KiloServer
    /// struct Todo: Codable, Sendable { var id: Int; var title: String; var done: Bool }
    /// let database = try await SQLiteDatabase(path: nil)
    /// @WebService("todo-pages")
    /// struct Todos {
    /// …
    /// }
    /// -->
    /// ```swift
    /// @RequestMethod("GET") @ResourcePath("todos")
    /// func todos(after: String?, limit: Int = 20) async throws -> Page<Todo> {
    ///     try await database.page(
    ///         "SELECT id, title, done FROM todo", orderBy: .ascending("id"), after: after, limit: min(limit, 100)
    ///     ).map { try $0.decode(Todo.self) }
    /// }
    /// ```
    ///
    /// `query` is any query without `ORDER BY` or `LIMIT` (its attachments run for each row of the page); the page
    /// wraps it, so the order's labels are those of its result.
    ///
    /// - Throws: ``SQLError/invalidCursor(_:)`` (answered 400) for a cursor this method did not make for `order`,
    ///   and the database's errors.
    public func page(
        _ query: SQLQuery, _ arguments: SQLArguments = [:], orderBy order: PageOrder, after cursor: String?, limit: Int
    ) async throws -> Page<Row> {
        var arguments = arguments
        var conditions: [String] = []
        if let cursor {
            let values = try PageCursor.values(of: cursor, count: order.columns.count)
            for (index, value) in values.enumerated() { arguments["page_after_\(index)"] = value }
            // (a > x) OR (a = x AND b > y) OR …, each comparison the way its column runs.
            for index in order.columns.indices {
                var terms: [String] = []
                for earlier in 0..<index { terms.append("\(Self.quoted(order.columns[earlier].label)) = :page_after_\(earlier)") }
                let comparison = order.columns[index].direction == .ascending ? ">" : "<"
                terms.append("\(Self.quoted(order.columns[index].label)) \(comparison) :page_after_\(index)")
                conditions.append("(" + terms.joined(separator: " AND ") + ")")
            }
        }
        let ordering = order.columns.map { "\(Self.quoted($0.label)) \($0.direction == .ascending ? "ASC" : "DESC")" }
        var text = "SELECT * FROM (\(query.text)) AS keyset_page"
        if !conditions.isEmpty { text += " WHERE " + conditions.joined(separator: " OR ") }
        text += " ORDER BY " + ordering.joined(separator: ", ") + " LIMIT :page_limit"
        // One more row than the page says whether there is a next page.
        arguments["page_limit"] = Int64(max(limit, 0)) + 1
        var paged = SQLQuery(text)
        for attachment in query.attachments { paged = paged.attach(attachment.name, attachment.query) }
        var rows = try await self.rows(paged, arguments)
        guard rows.count > max(limit, 0) else { return Page(items: rows, next: nil) }
        rows.removeLast(rows.count - max(limit, 0))
        guard let last = rows.last else { return Page(items: rows, next: nil) }
        let keys = try order.columns.map { column in
            guard let value = last[column.label] else {
                throw SQLError.syntax(
                    "The page order names \"\(column.label)\", which the query does not select", query: query.text)
            }
            return value
        }
        return Page(items: rows, next: PageCursor.make(keys))
    }

    private static func quoted(_ label: String) -> String {
        "\"" + label.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// A page cursor: the last row's order values, each with its kind, as base64url JSON, so that it binds as the same
/// type of value it was read as.
enum PageCursor {
    static let invalid = SQLError.invalidCursor("The page cursor is not one this server gave; start again without it.")

    static func make(_ values: [SQLValue]) -> String {
        let pairs: [[String]] = values.map { value in
            switch value {
            case .null: ["z", ""]
            case .bool(let flag): ["b", flag ? "1" : "0"]
            case .integer(let number): ["i", "\(number)"]
            case .real(let number): ["r", "\(number)"]
            case .text(let text): ["t", text]
            case .blob(let bytes): ["x", Data(bytes).base64EncodedString()]
            case .timestamp(let milliseconds): ["d", "\(milliseconds)"]
            case .numeric(let digits): ["n", digits]
            case .json(let text): ["j", text]
            }
        }
        let json = (try? JSONEncoder().encode(pairs)) ?? Data()
        return json.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func values(of cursor: String, count: Int) throws(SQLError) -> [SQLValue] {
        var base64 = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard cursor.count <= 4096, let json = Data(base64Encoded: base64),
            let pairs = try? JSONDecoder().decode([[String]].self, from: json), pairs.count == count
        else { throw invalid }
        return try pairs.map { pair throws(SQLError) in
            guard pair.count == 2 else { throw invalid }
            let text = pair[1]
            let value: SQLValue? =
                switch pair[0] {
                case "z": .null
                case "b": text == "1" ? .bool(true) : text == "0" ? .bool(false) : nil
                case "i": Int64(text).map(SQLValue.integer)
                case "r": Double(text).map(SQLValue.real)
                case "t": .text(text)
                case "x": Data(base64Encoded: text).map { .blob([UInt8]($0)) }
                case "d": Int64(text).map(SQLValue.timestamp)
                case "n": Decimal(string: text) != nil ? .numeric(text) : nil
                case "j": .json(text)
                default: nil
                }
            guard let value else { throw invalid }
            return value
        }
    }
}
