import Foundation

extension Row {
    /// Decodes the row as a `Decodable` type, the shape its JSON has: each column by its label (a dotted label as a
    /// nested value: `name.first` fills `name.first`), each attachment as an array of its rows.
    ///
    /// <!-- snippet-prelude
    /// struct Title: Decodable {}
    /// let database = try await SQLiteDatabase(path: nil)
    /// let query = SQLQuery("SELECT 1")
    /// -->
    /// ```swift
    /// struct Employee: Decodable {
    ///     var employeeNumber: Int
    ///     var firstName: String
    ///     var titles: [Title]?    // the rows attached as "titles", when they are
    /// }
    /// let employee = try await database.first(query, ["employeeNumber": 10004])?.decode(Employee.self)
    /// ```
    /// Values convert as they would through the row's JSON: integers to any integer type that holds them, numbers to
    /// `Double` and `Float`, timestamps (and integers) to `Date` as milliseconds since 1970, `NULL` or a missing column to
    /// `nil`, blobs to `Data`, PostgreSQL `numeric` to `Decimal`. The row is read in place, without writing JSON first.
    /// - Throws: `DecodingError` naming the coding path and what was there.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try RowDecoder(.row(self, group: nil), codingPath: []).decode(T.self)
    }
}

/// A `Decoder` over a row, a column group of a row, an attachment's rows, or one value.
private struct RowDecoder: Decoder {
    enum Source {
        /// A row's columns and attachments, or (`group`) one group of its dotted columns.
        case row(Row, group: [ColumnLayout.Node]?)
        case rows([Row])
        /// One cell, and the zone its database reads dates in (``ColumnLayout/timeZone``).
        case value(SQLValue, TimeZone)
    }

    let source: Source
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ source: Source, codingPath: [any CodingKey]) {
        self.source = source
        self.codingPath = codingPath
    }

    /// Decodes `T` from this source, reading the types that JSON would spell as numbers or text directly.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if case .value(let value, let timeZone) = source {
            if T.self == Date.self, let milliseconds = value.integerValue {
                return try cast(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            }
            // A `DATE` cell is the instant its day begins in the database's zone: the day there is the day it holds.
            if T.self == LocalDate.self, case .timestamp(let milliseconds) = value {
                return try cast(LocalDate(Date(timeIntervalSince1970: Double(milliseconds) / 1000), in: timeZone))
            }
            if T.self == Data.self, case .blob(let bytes) = value { return try cast(Data(bytes)) }
            if T.self == Decimal.self, case .numeric(let digits) = value, let decimal = Decimal(string: digits) {
                return try cast(decimal)
            }
        }
        return try T(from: self)
    }

    private func cast<T>(_ value: Any) throws -> T {
        guard let typed = value as? T else { throw mismatch(T.self, "another type") }
        return typed
    }

    func mismatch(_ type: Any.Type, _ found: String) -> DecodingError {
        DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected \(type), found \(found)."))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .row(let row, let group) = source else { throw mismatch([String: Any].self, description(of: source)) }
        return KeyedDecodingContainer(RowKeyedContainer<Key>(row: row, group: group, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .rows(let rows) = source else { throw mismatch([Any].self, description(of: source)) }
        return RowsContainer(rows: rows, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    func description(of source: Source) -> String {
        switch source {
        case .row: "a row"
        case .rows: "rows"
        case .value(let value, _): "\(value)"
        }
    }
}

extension RowDecoder: SingleValueDecodingContainer {
    private var value: SQLValue {
        get throws {
            guard case .value(let value, _) = source else { throw mismatch(SQLValue.self, description(of: source)) }
            return value
        }
    }

    func decodeNil() -> Bool {
        if case .value(let value, _) = source { return value.isNull }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try value {
        case .bool(let flag): return flag
        case .integer(0): return false
        case .integer(1): return true
        case let other: throw mismatch(type, "\(other)")
        }
    }

    func decode(_ type: String.Type) throws -> String {
        switch try value {
        case .text(let text), .numeric(let text), .json(let text): return text
        case let other: throw mismatch(type, "\(other)")
        }
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch try value {
        case .real(let number): return number
        case .integer(let number): return Double(number)
        case .numeric(let digits):
            guard let number = Double(digits) else { throw mismatch(type, digits) }
            return number
        case let other: throw mismatch(type, "\(other)")
        }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode(_ type: Int.Type) throws -> Int { try decode(integer: type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: type) }

    private func decode<T: FixedWidthInteger>(integer type: T.Type) throws -> T {
        let found = try value
        guard let integer = found.integerValue, let exact = T(exactly: integer) else { throw mismatch(type, "\(found)") }
        return exact
    }
}

/// A row's columns (or one column group) by label, and its attachments by name.
private struct RowKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let row: Row
    /// A group of dotted columns; `nil` for the row itself, whose attachments are keys too.
    let group: [ColumnLayout.Node]?
    let codingPath: [any CodingKey]

    private var nodes: [ColumnLayout.Node] { group ?? row.columns.tree }

    var allKeys: [Key] {
        let attachments = group == nil ? row.attachments.map(\.name) : []
        return (nodes.map(\.name) + attachments).compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        source(for: key) != nil
    }

    /// What `key` names: a column's value, a column group, or an attachment's rows.
    private func source(for key: Key) -> RowDecoder.Source? {
        for node in nodes {
            switch node {
            case .column(_, let name, let index) where name == key.stringValue:
                return .value(row.values[index], row.columns.timeZone)
            case .object(_, let name, let children) where name == key.stringValue: return .row(row, group: children)
            default: continue
            }
        }
        guard group == nil else { return nil }
        return row.attachment(key.stringValue).map { .rows($0) }
    }

    private func decoder(for key: Key) throws -> RowDecoder {
        guard let source = source(for: key) else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "The row has no column or attachment \"\(key.stringValue)\"."))
        }
        return RowDecoder(source, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let source = source(for: key) else { return true }
        if case .value(let value, _) = source { return value.isNull }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        RowDecoder(.row(row, group: group), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key)
    }
}

/// An attachment's rows, in order.
private struct RowsContainer: UnkeyedDecodingContainer {
    let rows: [Row]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(rows: [Row], codingPath: [any CodingKey]) {
        self.rows = rows
        self.codingPath = codingPath
    }

    var count: Int? { rows.count }
    var isAtEnd: Bool { currentIndex >= rows.count }

    private mutating func next() throws -> RowDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Row.self, .init(codingPath: codingPath, debugDescription: "Only \(rows.count) rows are attached."))
        }
        let row = rows[currentIndex]
        let decoder = RowDecoder(.row(row, group: nil), codingPath: codingPath + [IndexKey(currentIndex)])
        currentIndex += 1
        return decoder
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next().decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
    }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
