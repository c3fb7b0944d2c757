public import NIOCore

/// A value that writes its own CSV row, faster than going through `Encodable`: the server's CSV writer checks for this
/// conformance on each element of a table it writes, as its JSON encoder checks for ``JSONWritable``, so that a type
/// from a module that does not know the server (a database row) is sent at full speed.
public protocol CSVWritable {
    /// The names of the columns ``writeCSVCells(to:)`` writes, in its order; the same array for every row of one table
    /// (a table is written this way only while they match).
    var csvColumns: [String] { get }

    /// Appends the row's cells, separated (``CSVWriter/writeSeparator()``), without the line break.
    func writeCSVCells(to writer: inout CSVWriter) throws
}

/// CSV spelling (RFC 4180) into a `ByteBuffer`: a field is quoted when it holds a comma, a quote or a line break, a
/// quote doubled; numbers as ``JSONWriter`` writes them, so that a table and a JSON array agree.
///
/// A text field that a spreadsheet would run as a formula (see ``CSVFormula``) is written as text, `'` first, unless
/// ``neutralizesFormulas`` is off: a to-do titled `=HYPERLINK(…)` must not become a link in whoever opens the export.
public struct CSVWriter {
    /// The bytes written so far.
    public var buffer: ByteBuffer
    /// Whether text fields that start a formula are written with a leading `'` (on by default).
    public var neutralizesFormulas: Bool

    /// A writer that appends to `buffer`, neutralising formula cells unless told not to.
    public init(buffer: ByteBuffer, neutralizesFormulas: Bool = true) {
        self.buffer = buffer
        self.neutralizesFormulas = neutralizesFormulas
    }

    /// Writes text as a field, quoted when it must be.
    public mutating func writeField(_ text: String) {
        var text = text
        text.withUTF8 { writeField(utf8: $0) }
    }

    /// Writes UTF-8 text as a field, quoted when it must be (and when it is a neutralised formula, `'` first).
    public mutating func writeField(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let isFormula = neutralizesFormulas && bytes.first.map(CSVFormula.startsFormula) == true
        let needsQuotes =
            isFormula
            || bytes.contains {
                $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
            }
        guard needsQuotes else {
            buffer.writeBytes(bytes)
            return
        }
        buffer.writeInteger(UInt8(ascii: "\""))
        if isFormula { buffer.writeInteger(UInt8(ascii: "'")) }
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\"") {
            buffer.writeBytes(UnsafeBufferPointer(rebasing: bytes[start...index]))
            buffer.writeInteger(UInt8(ascii: "\""))
            start = index + 1
        }
        buffer.writeBytes(UnsafeBufferPointer(rebasing: bytes[start...]))
        buffer.writeInteger(UInt8(ascii: "\""))
    }

    /// Writes text that needs no quotes (a number's digits, `true`).
    public mutating func writeBare(_ text: String) {
        buffer.writeString(text)
    }

    /// Writes an integer.
    public mutating func writeInteger<T: FixedWidthInteger>(_ value: T) {
        withJSONWriter { (writer: inout JSONWriter) -> Void in writer.writeInteger(value) }
    }

    /// Writes a finite number as JSON does (`6`, not `6.0`).
    public mutating func writeDouble(_ value: Double) throws(JSONWriterError) {
        try withJSONWriter { writer throws(JSONWriterError) in try writer.writeDouble(value) }
    }

    /// Writes a finite `Float` as JSON does.
    public mutating func writeFloat(_ value: Float) throws(JSONWriterError) {
        try withJSONWriter { writer throws(JSONWriterError) in try writer.writeFloat(value) }
    }

    /// Writes the comma between two cells.
    public mutating func writeSeparator() {
        buffer.writeInteger(UInt8(ascii: ","))
    }

    /// Ends a row (CRLF).
    public mutating func endRow() {
        buffer.writeStaticString("\r\n")
    }

    private mutating func withJSONWriter<E: Error>(_ body: (inout JSONWriter) throws(E) -> Void) throws(E) {
        var writer = JSONWriter(buffer: buffer)
        buffer = ByteBuffer()  // the writer owns the storage while it writes, so appends never copy
        defer { buffer = writer.buffer }
        try body(&writer)
    }
}

/// Cells a spreadsheet runs as formulas: text starting with `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP's
/// list; a tab or CR before `=` is still read as one). ``CSVWriter`` writes them after a `'`, which spreadsheets take
/// as "text" and hide; ``restored(_:)`` undoes that for an import that reads back an export.
public enum CSVFormula {
    /// Whether a field whose first byte is `byte` would start a formula.
    @inlinable
    public static func startsFormula(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "@")
            || byte == 0x09 || byte == 0x0D
    }

    /// Whether `text` would start a formula.
    public static func startsFormula(_ text: some StringProtocol) -> Bool {
        text.utf8.first.map(startsFormula) == true
    }

    /// `text` as ``CSVWriter`` wrote it back to what it was: a leading `'` before a formula's first character removed.
    public static func restored(_ text: String) -> String {
        guard text.utf8.first == UInt8(ascii: "'"), startsFormula(text.utf8.dropFirst().first ?? 0) else { return text }
        return String(text.dropFirst())
    }
}
