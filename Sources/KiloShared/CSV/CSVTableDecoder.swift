import Foundation

/// Decodes CSV records (from ``CSVRecordReader``) into values of a `Decodable` type, a value per record: what a server
/// reads from a `text/csv` body and a client from a streamed table.
///
/// The first record is the header: each value's keys are columns by name, a nested value's keys dotted
/// (`address.city`), as the server's CSV writer writes them. Cells are text, read as the type asks: integers and
/// numbers as JSON writes them, `true`/`false` (any case), an empty cell `nil` for an optional (a missing column too,
/// and a group of empty cells for an optional nested value), `Date` as milliseconds since 1970 or ISO 8601 text
/// (``DateText``), `Data` as base64, `URL`, `Decimal`, and any type that decodes itself from a single value (a
/// `LocalDate`, a raw-value enum) from the cell's text. A list has no cell.
package struct CSVTableDecoder: Sendable {
    /// The columns' names, in order.
    package let header: [String]
    let columns: [String: Int]

    /// A table whose first record (on line 1) is `header`: every column named, no name twice.
    package init(header: [String]) throws(CSVTableError) {
        var columns: [String: Int] = [:]
        for (index, name) in header.enumerated() {
            guard !name.isEmpty else { throw CSVTableError(line: 1, problem: .unnamedColumn(index + 1)) }
            guard columns.updateValue(index, forKey: name) == nil else {
                throw CSVTableError(line: 1, problem: .duplicateColumn(name))
            }
        }
        self.header = header
        self.columns = columns
    }

    /// The value of the record `fields`, which starts on `line`.
    package func decode<T: Decodable>(_ type: T.Type, fields: [String], line: Int) throws(CSVTableError) -> T {
        guard fields.count == header.count else {
            throw CSVTableError(line: line, problem: .fieldCount(fields.count, header: header.count))
        }
        do {
            return try T(from: CSVCellDecoder(row: CSVRow(table: self, fields: fields), prefix: nil, codingPath: []))
        } catch let error as DecodingError {
            throw CSVTableError(line: line, problem: .decoding(error))
        } catch let error as CellMismatch {
            throw CSVTableError(
                line: line,
                problem: .mismatch(column: error.codingPath.map(\.stringValue), expected: error.expectation, found: error.text))
        } catch {
            throw CSVTableError(line: line, problem: .other("\(error)"))
        }
    }
}

/// What was wrong with a table: the line it is on and the problem, which ``message(quoting:)`` says in a sentence.
package struct CSVTableError: Error, Sendable, CustomStringConvertible {
    package enum Problem: Sendable {
        case unnamedColumn(Int)
        case duplicateColumn(String)
        case fieldCount(Int, header: Int)
        case decoding(DecodingError)
        case mismatch(column: [String], expected: String, found: String)
        case format(String)
        case other(String)
    }

    /// The line the problem is on (counted from 1).
    package let line: Int
    package let problem: Problem

    package init(line: Int, problem: Problem) {
        self.line = line
        self.problem = problem
    }

    /// A reader's format error, as one of the table's.
    package init(_ error: CSVRecordReader.FormatError) {
        self.init(line: error.line, problem: .format(error.problem))
    }

    package var description: String { message { $0 } }

    /// The problem in a sentence, each value from the table passed through `quoting` (a server escapes what a request
    /// brought before it shows it).
    package func message(quoting: (String) -> String) -> String {
        func column(_ path: [any CodingKey]) -> String {
            "\"" + quoting(path.map(\.stringValue).joined(separator: ".")) + "\""
        }
        let sentence: String
        switch problem {
        case .unnamedColumn(let position): sentence = "column \(position) has no name."
        case .duplicateColumn(let name): sentence = "two columns are named \"\(quoting(name))\"."
        case .fieldCount(let count, let header):
            sentence = "\(count) field\(count == 1 ? "" : "s"), but the header names \(header)."
        case .format(let problem), .other(let problem): sentence = problem
        case .decoding(.keyNotFound(let key, let context)):
            sentence = "the column \(column(context.codingPath + [key])) is missing."
        case .decoding(.valueNotFound(let type, let context)):
            sentence = "the column \(column(context.codingPath)) is empty; expected \(type)."
        case .mismatch(let path, let expected, let found):
            let shown = found.unicodeScalars.count > 40 ? String(found.unicodeScalars.prefix(40)) + "…" : found
            sentence =
                "the column \"\(quoting(path.joined(separator: ".")))\": expected \(expected), found \"\(quoting(shown))\"."
        case .decoding(.typeMismatch(_, let context)), .decoding(.dataCorrupted(let context)):
            sentence = "the column \(column(context.codingPath)): \(context.debugDescription)"
        case .decoding:
            sentence = "a record does not match the expected shape."
        }
        return "line \(line): " + sentence
    }
}

/// A cell's text that does not convert to the type asked for.
private struct CellMismatch: Error {
    let codingPath: [any CodingKey]
    let expectation: String
    let text: String
}

/// A key for a column named in an error.
private struct ColumnKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// One record being decoded.
private struct CSVRow {
    let table: CSVTableDecoder
    let fields: [String]

    func cell(_ name: String) -> String? {
        table.columns[name].map { fields[$0] }
    }

    /// Whether any column lies under the dotted path `prefix` (a nested value's fields).
    func hasColumns(under prefix: String) -> Bool {
        table.header.contains { $0.hasPrefix(prefix) }
    }

    /// Whether every cell under the dotted path `prefix` is empty (true when there is none).
    func isEmpty(under prefix: String) -> Bool {
        zip(table.header, fields).allSatisfy { name, field in !name.hasPrefix(prefix) || field.isEmpty }
    }
}

private struct CSVCellDecoder: Decoder {
    let row: CSVRow
    /// The dotted name of the value: a cell, or the group of cells of a nested value; `nil` for the record itself.
    let prefix: String?
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(CSVKeyedCells<Key>(row: row, prefix: prefix.map { $0 + "." } ?? "", codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, DecodingError.Context(codingPath: codingPath, debugDescription: "a CSV cell holds no list."))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard let prefix else {
            throw DecodingError.typeMismatch(
                Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "a CSV record is an object's fields."))
        }
        guard let text = row.cell(prefix) else {
            throw DecodingError.keyNotFound(
                ColumnKey(stringValue: prefix), DecodingError.Context(codingPath: [], debugDescription: "no such column."))
        }
        return CSVCell(text: text, codingPath: codingPath, decoder: self)
    }
}

private struct CSVKeyedCells<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let row: CSVRow
    let prefix: String
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
        var seen = Set<String>()
        return row.table.header.compactMap { name in
            guard name.hasPrefix(prefix) else { return nil }
            let rest = name.dropFirst(prefix.count)
            let first = String(rest.prefix { $0 != "." })
            guard seen.insert(first).inserted else { return nil }
            return Key(stringValue: first)
        }
    }

    func contains(_ key: Key) -> Bool {
        row.cell(prefix + key.stringValue) != nil || row.hasColumns(under: prefix + key.stringValue + ".")
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        // A group of cells (an optional nested value) is `nil` when every one of them is empty, as the writer leaves it.
        guard let text = row.cell(prefix + key.stringValue) else { return row.isEmpty(under: prefix + key.stringValue + ".") }
        return text.isEmpty
    }

    private func cell(_ key: Key) throws -> CSVCell {
        let name = prefix + key.stringValue
        guard let text = row.cell(name) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no such column."))
        }
        return CSVCell(
            text: text, codingPath: codingPath + [key],
            decoder: CSVCellDecoder(row: row, prefix: name, codingPath: codingPath + [key]))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try cell(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try cell(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try cell(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try cell(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try cell(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try cell(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try cell(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try cell(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try cell(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try cell(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try cell(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try cell(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try cell(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try cell(key).decode(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = prefix + key.stringValue
        if row.cell(name) == nil {
            // A nested value's fields (`address.city`), or a column that is missing.
            guard row.hasColumns(under: name + ".") else {
                throw DecodingError.keyNotFound(
                    key, DecodingError.Context(codingPath: codingPath, debugDescription: "no such column."))
            }
            return try T(from: CSVCellDecoder(row: row, prefix: name, codingPath: codingPath + [key]))
        }
        return try cell(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(
            CSVKeyedCells<NestedKey>(row: row, prefix: prefix + key.stringValue + ".", codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "a CSV cell holds no list."))
    }

    func superDecoder() throws -> any Decoder {
        CSVCellDecoder(row: row, prefix: prefix + "super", codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CSVCellDecoder(row: row, prefix: prefix + key.stringValue, codingPath: codingPath + [key])
    }
}

/// One cell's text, read as the type asks.
private struct CSVCell: SingleValueDecodingContainer {
    let text: String
    let codingPath: [any CodingKey]
    let decoder: CSVCellDecoder

    private func mismatch(_ expectation: String) -> CellMismatch {
        CellMismatch(codingPath: codingPath, expectation: expectation, text: text)
    }

    private func nonEmpty<T>(_ type: T.Type) throws -> String {
        guard !text.isEmpty else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "empty cell."))
        }
        return text
    }

    func decodeNil() -> Bool { text.isEmpty }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try nonEmpty(type).lowercased() {
        case "true": return true
        case "false": return false
        default: throw mismatch("true or false")
        }
    }

    func decode(_ type: String.Type) throws -> String { text }

    func decode(_ type: Double.Type) throws -> Double {
        guard let value = Double(try nonEmpty(type)), value.isFinite else { throw mismatch("a number") }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float {
        guard let value = Float(try nonEmpty(type)), value.isFinite else { throw mismatch("a number") }
        return value
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let value = T(try nonEmpty(type)) else { throw mismatch("an integer from \(T.min) to \(T.max)") }
        return value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self {
            guard let date = DateText.date(try nonEmpty(type)) else {
                throw mismatch("milliseconds since 1970 or an ISO 8601 date")
            }
            return try cast(date)
        } else if T.self == Data.self {
            guard let data = Data(base64Encoded: text) else { throw mismatch("base64") }
            return try cast(data)
        } else if T.self == URL.self {
            guard let url = URL(string: try nonEmpty(type)) else { throw mismatch("a URL") }
            return try cast(url)
        } else if T.self == Decimal.self {
            guard let decimal = Decimal(string: try nonEmpty(type), locale: Locale(identifier: "en_US_POSIX")),
                decimal.isFinite, Double(text)?.isFinite == true
            else { throw mismatch("a number") }
            return try cast(decimal)
        }
        return try T(from: decoder)
    }

    private func cast<Value, T>(_ value: Value) throws -> T {
        guard let value = value as? T else { throw mismatch("\(T.self)") }
        return value
    }
}
