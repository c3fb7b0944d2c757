/// Reads CSV records (RFC 4180) from bytes that may arrive in pieces: fields separated by commas, records by CRLF, LF
/// or CR, a field in double quotes when it holds a comma, a quote (doubled) or a line break.
///
/// Lenient where spreadsheets are (a UTF-8 byte-order mark is skipped, blank lines are no records, the last record
/// needs no line break) and strict where a lax reader would guess (a quote inside an unquoted field, text after a
/// closing quote, a quoted field never closed, text that is not UTF-8 are errors that name their line). Bounded: a
/// record of more than `maximumFields` fields or a field of more than `maximumFieldBytes` bytes is an error, so that
/// what a peer sends cannot make one record grow without end.
package struct CSVRecordReader: Sendable {
    /// What was wrong with the text, and on which line (counted from 1).
    package struct FormatError: Error, Sendable, CustomStringConvertible {
        /// The line the problem is on.
        package let line: Int
        /// What is wrong, as a sentence.
        package let problem: String

        package var description: String { "line \(line): \(problem)" }
    }

    /// The most fields a record may have.
    package let maximumFields: Int
    /// The most bytes a field may have.
    package let maximumFieldBytes: Int
    private var bytes: [UInt8] = []
    private var position = 0
    private var startChecked = false
    /// The line the next record starts on.
    package private(set) var line = 1

    /// A reader with its bounds.
    package init(maximumFields: Int = 1024, maximumFieldBytes: Int = 1 << 20) {
        self.maximumFields = maximumFields
        self.maximumFieldBytes = maximumFieldBytes
    }

    /// Adds the next bytes of the text.
    package mutating func append(contentsOf chunk: some Sequence<UInt8>) {
        // Drops what has been read once it is most of the storage, so that a long stream is held a record at a time.
        if position > 0, position >= bytes.count / 2 {
            bytes.removeFirst(position)
            position = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next record's fields; `nil` when the bytes so far end inside a record (append more, or say `atEnd`) or,
    /// `atEnd`, when no record is left.
    package mutating func next(atEnd: Bool) throws(FormatError) -> [String]? {
        if !startChecked {
            guard bytes.count >= 3 || atEnd else { return nil }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            startChecked = true
        }
        while true {
            let start = position
            let startLine = line
            guard let record = try scan(atEnd: atEnd) else {
                position = start
                line = startLine
                return nil
            }
            // A blank line is no record (a lone empty field): spreadsheets leave them, and no row is empty in a table.
            if record.count == 1, record[0].isEmpty, !record.quoted { continue }
            return record.fields
        }
    }

    private struct Scanned {
        var fields: [String] = []
        var quoted = false
        var count: Int { fields.count }
        subscript(index: Int) -> String { fields[index] }
    }

    /// Scans one record from `position`; `nil` when the bytes end before it does and more may come, or at the end.
    private mutating func scan(atEnd: Bool) throws(FormatError) -> Scanned? {
        guard position < bytes.count else { return nil }
        var record = Scanned()
        var field: [UInt8] = []
        let quote = UInt8(ascii: "\"")
        let comma = UInt8(ascii: ",")
        let cr = UInt8(ascii: "\r")
        let lf = UInt8(ascii: "\n")
        while true {
            field.removeAll(keepingCapacity: true)
            var quotedField = false
            if position < bytes.count, bytes[position] == quote {
                quotedField = true
                record.quoted = true
                let openingLine = line
                position += 1
                while true {
                    guard position < bytes.count else {
                        if atEnd { throw FormatError(line: openingLine, problem: "a quoted field is never closed.") }
                        return nil
                    }
                    let byte = bytes[position]
                    if byte == quote {
                        guard position + 1 < bytes.count || atEnd else { return nil }
                        if position + 1 < bytes.count, bytes[position + 1] == quote {
                            field.append(quote)
                            position += 2
                            continue
                        }
                        position += 1
                        break
                    }
                    if byte == lf || (byte == cr && (position + 1 >= bytes.count || bytes[position + 1] != lf)) { line += 1 }
                    field.append(byte)
                    position += 1
                    try checkLength(field)
                }
            }
            while position < bytes.count {
                let byte = bytes[position]
                if byte == comma || byte == cr || byte == lf { break }
                if quotedField {
                    throw FormatError(line: line, problem: "text follows a closing quote (double a quote inside a quoted field).")
                }
                if byte == quote {
                    throw FormatError(
                        line: line, problem: "a quote inside an unquoted field (quote the whole field and double the quote).")
                }
                field.append(byte)
                position += 1
                try checkLength(field)
            }
            guard position < bytes.count || atEnd else { return nil }
            guard let text = String(validating: field, as: UTF8.self) else {
                throw FormatError(line: line, problem: "a field is not UTF-8 text.")
            }
            record.fields.append(text)
            guard record.fields.count <= maximumFields else {
                throw FormatError(line: line, problem: "a record has more than \(maximumFields) fields.")
            }
            guard position < bytes.count else { return record }
            let separator = bytes[position]
            position += 1
            if separator == comma { continue }
            if separator == cr {
                guard position < bytes.count || atEnd else { return nil }
                if position < bytes.count, bytes[position] == lf { position += 1 }
            }
            line += 1
            return record
        }
    }

    private func checkLength(_ field: [UInt8]) throws(FormatError) {
        guard field.count <= maximumFieldBytes else {
            throw FormatError(line: line, problem: "a field is longer than \(maximumFieldBytes) bytes.")
        }
    }
}
