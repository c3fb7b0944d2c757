public import KiloCore
import NIOCore

/// One row of a query result: its column values and, for each attached subquery, that subquery's rows.
///
/// A row writes itself as a JSON object: columns by label in select order (dotted labels nest), then each
/// attachment's rows as an array under its name.
public struct Row: Sendable {
    /// A subquery's rows for this row.
    public struct Attachment: Sendable {
        /// The key the rows appear under.
        public let name: String
        /// The subquery's rows.
        public let rows: [Row]
    }

    /// The labels of the columns, shared by all rows of a result.
    public let columns: ColumnLayout
    /// The column values, in select order.
    public let values: [SQLValue]
    /// The attached subqueries' rows, in attachment order.
    public internal(set) var attachments: [Attachment]

    init(columns: ColumnLayout, values: [SQLValue], attachments: [Attachment] = []) {
        self.columns = columns
        self.values = values
        self.attachments = attachments
    }

    /// The value of the column labelled `label`, or `nil` when there is no such column.
    public subscript(label: String) -> SQLValue? {
        columns.index(of: label).map { values[$0] }
    }

    /// The rows attached under `name`, or `nil` when nothing is attached under it.
    public func attachment(_ name: String) -> [Row]? {
        attachments.first { $0.name == name }?.rows
    }
}

extension Row: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) throws {
        writer.writeByte(UInt8(ascii: "{"))
        var first = true
        write(columns.tree, to: &writer, first: &first)
        for attachment in attachments {
            if !first { writer.writeByte(UInt8(ascii: ",")) }
            first = false
            writer.writeString(attachment.name)
            writer.writeByte(UInt8(ascii: ":"))
            writer.writeByte(UInt8(ascii: "["))
            for (position, row) in attachment.rows.enumerated() {
                if position > 0 { writer.writeByte(UInt8(ascii: ",")) }
                try row.writeJSON(to: &writer)
            }
            writer.writeByte(UInt8(ascii: "]"))
        }
        writer.writeByte(UInt8(ascii: "}"))
    }

    private func write(_ nodes: [ColumnLayout.Node], to writer: inout JSONWriter, first: inout Bool) {
        for node in nodes {
            if !first { writer.writeByte(UInt8(ascii: ",")) }
            first = false
            switch node {
            case .column(let key, _, let index):
                writer.buffer.writeBytes(key)
                values[index].writeJSON(to: &writer)
            case .object(let key, _, let children):
                writer.buffer.writeBytes(key)
                writer.writeByte(UInt8(ascii: "{"))
                var firstChild = true
                write(children, to: &writer, first: &firstChild)
                writer.writeByte(UInt8(ascii: "}"))
            }
        }
    }
}

extension Row: CSVWritable {
    public var csvColumns: [String] { columns.csvColumns }

    /// Writes the columns' cells, as the `Encodable` form would be flattened; attached rows have no cell.
    public func writeCSVCells(to writer: inout CSVWriter) throws {
        if let attachment = attachments.first {
            throw EncodingError.invalidValue(
                attachment.name,
                EncodingError.Context(
                    codingPath: [], debugDescription: "A CSV cell holds one value, but \"\(attachment.name)\" is a list."))
        }
        for (position, index) in columns.csvOrder.enumerated() {
            if position > 0 { writer.writeSeparator() }
            values[index].writeCSV(to: &writer)
        }
    }
}

extension Row: Encodable {
    private struct Key: CodingKey {
        let stringValue: String
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Encodes the same shape as ``writeJSON(to:)``, for encoders other than the server's.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try encode(columns.tree, into: &container)
        for attachment in attachments { try container.encode(attachment.rows, forKey: Key(attachment.name)) }
    }

    private func encode(_ nodes: [ColumnLayout.Node], into container: inout KeyedEncodingContainer<Key>) throws {
        for node in nodes {
            switch node {
            case .column(_, let name, let index):
                try container.encode(values[index], forKey: Key(name))
            case .object(_, let name, let children):
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key(name))
                try encode(children, into: &nested)
            }
        }
    }
}
