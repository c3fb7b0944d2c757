import Foundation
import KiloCore
import NIOCore

/// Writes a sequence of `Encodable` values as a CSV table (RFC 4180), a row per value, in chunks of about 32 KB.
///
/// The first value names the columns, in the order it encodes its keys; nested values are flattened into dotted
/// names (`address.city`), as a query's dotted labels are. A `nil` optional is an empty cell — also when the type
/// encodes it with `encodeIfPresent`, so that the first row names every column its type has. Values follow the JSON
/// conventions (``JSONStreamEncoder``): `Date` as milliseconds since 1970, `Data` as base64, `URL` as its absolute
/// string, numbers as JSON writes them, `true`/`false`. A field is quoted when it holds a comma, a quote or a line
/// break. A value that is not keyed (a number, an array) has no CSV row, and a later value with a key the first one
/// did not have has no column: both are encoding errors. Given `columns`, the table has those, in that order, and
/// other keys are left out. Rows end in CRLF. A value that writes its own cells (``CSVWritable``: a database row) does
/// so, when no columns were given.
struct CSVTableWriter: ChunkedElements {
    static let chunkSize = 32 * 1024
    private var writer = CSVWriter(buffer: ByteBufferAllocator().buffer(capacity: CSVTableWriter.chunkSize + 1024))
    private let row: CSVRowState
    private let columnsGiven: Bool
    /// The columns of rows that write themselves, once the first has.
    private var ownColumns: [String]?
    private(set) var rowCount = 0

    init(columns: [String]? = nil, neutralizingFormulas: Bool = true) {
        row = CSVRowState(columns: columns, neutralizingFormulas: neutralizingFormulas)
        columnsGiven = columns != nil
        writer.neutralizesFormulas = neutralizingFormulas
    }

    var isFull: Bool { writer.buffer.readableBytes >= Self.chunkSize }

    /// Appends a row; before the first one, the header.
    mutating func append<T: Encodable>(_ element: T) throws {
        if !columnsGiven, let writable = element as? any CSVWritable, rowCount == 0 || ownColumns != nil {
            let columns = writable.csvColumns
            if let ownColumns {
                guard columns == ownColumns else {
                    throw EncodingError.invalidValue(
                        columns,
                        EncodingError.Context(codingPath: [], debugDescription: "A row has other columns than the first."))
                }
            } else {
                ownColumns = columns
                writeHeader(columns)
            }
            try writable.writeCSVCells(to: &writer)
            writer.endRow()
        } else {
            try row.encode(element)
            if rowCount == 0 { writeHeader(row.columns) }
            row.writeRow(into: &writer.buffer)
        }
        rowCount += 1
    }

    private mutating func writeHeader(_ columns: [String]) {
        for (index, column) in columns.enumerated() {
            if index > 0 { writer.writeSeparator() }
            writer.writeField(column)
        }
        writer.endRow()
    }

    /// The rest of the table: with no row, the header of the given columns (none are known otherwise).
    mutating func finish() -> ByteBuffer {
        if rowCount == 0, !row.columns.isEmpty { writeHeader(row.columns) }
        return take()
    }

    /// Whether values of `type` may be rows: not a scalar (a number, text, a date, an argument type), a list, a
    /// dictionary or an enumeration with raw values, which encode as single values. Cheap casts, for every result; a
    /// type that writes a single value from its own `encode(to:)` is found when it is encoded.
    static func mayBeRows(_ type: Any.Type) -> Bool {
        !(type is any ArgumentElement.Type || type is any OptionalShape.Type || type is any ArrayShape.Type
            || type is any SetShape.Type || type is any DictionaryShape.Type || type is any RawRepresentable.Type
            || type is Date.Type || type is Data.Type || type is URL.Type || type is Decimal.Type)
    }

    /// The whole table of an in-memory sequence.
    static func table<S: Sequence>(of elements: S) throws -> ByteBuffer where S.Element: Encodable {
        var table = CSVTableWriter()
        for element in elements { try table.append(element) }
        return table.finish()
    }

    mutating func take() -> ByteBuffer {
        let chunk = writer.buffer
        writer.buffer = ByteBufferAllocator().buffer(capacity: Self.chunkSize + 1024)
        return chunk
    }
}

/// One row being encoded: the columns known so far and the current row's cells, written into a scratch buffer as
/// they come (in any order) and copied out in column order.
final class CSVRowState {
    private(set) var columns: [String] = []
    private var positions: [String: Int] = [:]
    private var scratch = CSVWriter(buffer: ByteBufferAllocator().buffer(capacity: 1024))
    private var cells: [Range<Int>?] = []
    /// Whether the columns are still being found (the first row, when no columns were given).
    private var open = true
    /// Whether the columns were given: other keys are left out rather than refused.
    private let selected: Bool
    private var started = false
    /// Set on a state that takes no cell: what is inside a list, which a CSV cell cannot hold.
    private let refusal: String?

    init(columns: [String]? = nil, refusal: String? = nil, neutralizingFormulas: Bool = true) {
        self.refusal = refusal
        scratch.neutralizesFormulas = neutralizingFormulas
        selected = columns != nil
        if let columns {
            for column in columns where positions[column] == nil {
                positions[column] = self.columns.count
                self.columns.append(column)
            }
            cells = Array(repeating: nil, count: self.columns.count)
            open = false
        }
    }

    func encode<T: Encodable>(_ element: T) throws {
        scratch.buffer.clear()
        for index in cells.indices { cells[index] = nil }
        started = false
        try element.encode(to: CSVCellEncoder(state: self, prefix: nil, codingPath: []))
        guard started else {
            throw EncodingError.invalidValue(
                element,
                EncodingError.Context(
                    codingPath: [], debugDescription: "A CSV row is an object's fields; \(T.self) wrote none."))
        }
        open = false
    }

    func writeRow(into buffer: inout ByteBuffer) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { buffer.writeInteger(UInt8(ascii: ",")) }
            if let cell {
                buffer.writeImmutableBuffer(scratch.buffer.getSlice(at: cell.lowerBound, length: cell.count) ?? ByteBuffer())
            }
        }
        buffer.writeStaticString("\r\n")
    }

    /// Marks that the element is an object (it opened a keyed container), so an empty struct is a row of no cells.
    func startRow() { started = true }

    /// Writes the cell named `name` with `write`, which appends its text to the scratch buffer.
    func cell(
        _ name: String, _ codingPath: [any CodingKey], isNil: Bool = false, write: (inout CSVWriter) throws -> Void
    ) throws {
        if let refusal {
            throw EncodingError.invalidValue(name, EncodingError.Context(codingPath: codingPath, debugDescription: refusal))
        }
        let index: Int
        if let known = positions[name] {
            index = known
        } else {
            // A column left out by the given ones; or `nil` where the first row had a group of cells (an optional
            // nested value), whose cells stay empty.
            if selected || (!open && isNil) { return }
            guard open else {
                throw EncodingError.invalidValue(
                    name,
                    EncodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "\"\(name)\" is not among the CSV columns the first row named."))
            }
            index = columns.count
            columns.append(name)
            positions[name] = index
            cells.append(nil)
        }
        let start = scratch.buffer.writerIndex
        try write(&scratch)
        cells[index] = start..<scratch.buffer.writerIndex
    }

    /// How a value that JSON writes by a convention of its own is written as a field: `nil` for every other type,
    /// which encodes itself.
    static func conventional<T: Encodable>(
        _ value: T, codingPath: [any CodingKey]
    ) -> ((inout CSVWriter) throws -> Void)? {
        if T.self == Date.self, let date = value as? Date {
            return { $0.writeInteger(Int64((date.timeIntervalSince1970 * 1000).rounded())) }
        } else if T.self == Data.self, let data = value as? Data {
            return { $0.writeBare(data.base64EncodedString()) }
        } else if T.self == URL.self, let url = value as? URL {
            return { $0.writeField(url.absoluteString) }
        } else if T.self == Decimal.self, let decimal = value as? Decimal {
            return { writer in
                guard decimal.isFinite else {
                    throw EncodingError.invalidValue(
                        decimal, EncodingError.Context(codingPath: codingPath, debugDescription: "A decimal is not finite."))
                }
                writer.writeBare(decimal.description)
            }
        }
        return nil
    }

    static func wrap(_ codingPath: [any CodingKey], _ body: () throws(JSONWriterError) -> Void) throws {
        do {
            try body()
        } catch {
            throw EncodingError.invalidValue(
                error, EncodingError.Context(codingPath: codingPath, debugDescription: error.description))
        }
    }
}

/// The encoder of one value slot: the row itself (`prefix` `nil`), or a cell or group of cells under a dotted name.
private struct CSVCellEncoder: Encoder {
    let state: CSVRowState
    let prefix: String?
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if prefix == nil { state.startRow() }
        return KeyedEncodingContainer(
            CSVKeyedContainer<Key>(state: state, prefix: prefix.map { $0 + "." } ?? "", codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CSVListRefusal(codingPath: codingPath, name: prefix)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CSVSingleCell(state: state, name: prefix, codingPath: codingPath)
    }
}

/// A field's value written through `singleValueContainer()` (a database cell, a `LocalDate`, a raw-value enum).
private struct CSVSingleCell: SingleValueEncodingContainer {
    let state: CSVRowState
    let name: String?
    let codingPath: [any CodingKey]

    private func cell(isNil: Bool = false, _ write: (inout CSVWriter) throws -> Void) throws {
        guard let name else {
            throw EncodingError.invalidValue(
                (),
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "A CSV row is an object's fields, not a single value."))
        }
        state.startRow()
        try state.cell(name, codingPath, isNil: isNil, write: write)
    }

    func encodeNil() throws { try cell(isNil: true) { _ in } }
    func encode(_ value: Bool) throws { try cell { $0.writeBare(value ? "true" : "false") } }
    func encode(_ value: String) throws { try cell { $0.writeField(value) } }
    func encode(_ value: Double) throws { try number { writer throws(JSONWriterError) in try writer.writeDouble(value) } }
    func encode(_ value: Float) throws { try number { writer throws(JSONWriterError) in try writer.writeFloat(value) } }
    func encode(_ value: Int) throws { try integer(value) }
    func encode(_ value: Int8) throws { try integer(value) }
    func encode(_ value: Int16) throws { try integer(value) }
    func encode(_ value: Int32) throws { try integer(value) }
    func encode(_ value: Int64) throws { try integer(value) }
    func encode(_ value: UInt) throws { try integer(value) }
    func encode(_ value: UInt8) throws { try integer(value) }
    func encode(_ value: UInt16) throws { try integer(value) }
    func encode(_ value: UInt32) throws { try integer(value) }
    func encode(_ value: UInt64) throws { try integer(value) }

    func encode<T: Encodable>(_ value: T) throws {
        if let write = CSVRowState.conventional(value, codingPath: codingPath) { return try cell(write) }
        try value.encode(to: CSVCellEncoder(state: state, prefix: name, codingPath: codingPath))
    }

    private func integer<T: FixedWidthInteger>(_ value: T) throws {
        try cell { $0.writeInteger(value) }
    }

    /// A floating-point number, which JSON's rules refuse when it is not finite.
    private func number(_ write: (inout CSVWriter) throws(JSONWriterError) -> Void) throws {
        try cell { writer in try CSVRowState.wrap(codingPath) { () throws(JSONWriterError) in try write(&writer) } }
    }
}

/// An object's fields, each a cell named by the dotted path to it.
private struct CSVKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: CSVRowState
    /// The dotted path of the object, ending in a dot (empty for the row itself).
    let prefix: String
    let codingPath: [any CodingKey]

    private func field(_ key: Key) -> CSVSingleCell {
        CSVSingleCell(state: state, name: prefix + key.stringValue, codingPath: codingPath + [key])
    }

    func encodeNil(forKey key: Key) throws { try field(key).encodeNil() }
    func encode(_ value: Bool, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: String, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: Double, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: Float, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: Int, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: Int8, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: Int16, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: Int32, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: Int64, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: UInt, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: UInt8, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: UInt16, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: UInt32, forKey key: Key) throws { try field(key).encode(value) }
    func encode(_ value: UInt64, forKey key: Key) throws { try field(key).encode(value) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try field(key).encode(value) }

    // `nil` is an empty cell rather than no cell, so that the first row names every column (see `CSVTableWriter`).
    func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value, key) }

    private func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value { try field(key).encode(value) } else { try field(key).encodeNil() }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            CSVKeyedContainer<NestedKey>(state: state, prefix: prefix + key.stringValue + ".", codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CSVListRefusal(codingPath: codingPath + [key], name: prefix + key.stringValue)
    }

    func superEncoder() -> any Encoder {
        CSVCellEncoder(state: state, prefix: prefix + "super", codingPath: codingPath)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        CSVCellEncoder(state: state, prefix: prefix + key.stringValue, codingPath: codingPath + [key])
    }
}

/// A list where a cell should be: a CSV cell holds one value, so any element written to it is an error. (An empty
/// list writes nothing, and its cell stays empty.)
private struct CSVListRefusal: UnkeyedEncodingContainer {
    let codingPath: [any CodingKey]
    let name: String?
    var count: Int { 0 }

    private var message: String {
        "A CSV cell holds one value, but " + (name.map { "\"\($0)\" is a list." } ?? "the value is a list.")
    }

    private func refuse() throws -> Never {
        throw EncodingError.invalidValue((), EncodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    func encodeNil() throws { try refuse() }
    func encode<T: Encodable>(_ value: T) throws { try refuse() }
    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            CSVKeyedContainer<NestedKey>(state: CSVRowState(refusal: message), prefix: "", codingPath: codingPath))
    }
    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    func superEncoder() -> any Encoder {
        CSVCellEncoder(state: CSVRowState(refusal: message), prefix: name ?? "", codingPath: codingPath)
    }
}
