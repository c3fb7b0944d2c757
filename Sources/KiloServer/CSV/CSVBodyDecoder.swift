import KiloShared
import NIOCore

/// An array whose elements can be read from a CSV body: the shape a `text/csv` request body decodes into.
protocol CSVRowsDecodable {
    static func decodeCSV(from bytes: ByteBuffer) throws(CSVBodyError) -> Self
    static var csvElementType: Any.Type { get }
}

extension Array: CSVRowsDecodable where Element: Decodable {
    static var csvElementType: Any.Type { Element.self }

    static func decodeCSV(from bytes: ByteBuffer) throws(CSVBodyError) -> [Element] {
        try CSVBodyDecoder.decode(Element.self, from: bytes)
    }
}

/// What was wrong with a CSV body, as the 400 says it: the line, the column and the problem.
struct CSVBodyError: Error, CustomStringConvertible {
    let description: String

    init(_ error: CSVTableError) {
        description = error.message { UntrustedText.escaped($0) }
    }
}

/// Decodes a CSV body (``CSVRecordReader``, ``CSVTableDecoder``) into an array, a value per record after the header.
/// The body is whole already, within the server's body limit; a record holds at most 1,024 fields, a field 1 MB.
enum CSVBodyDecoder {
    static func decode<Element: Decodable>(_ type: Element.Type, from bytes: ByteBuffer) throws(CSVBodyError) -> [Element] {
        var reader = CSVRecordReader(maximumFields: 1024, maximumFieldBytes: 1 << 20)
        reader.append(contentsOf: bytes.readableBytesView)
        do {
            guard let header = try reader.next(atEnd: true) else { return [] }
            let table = try CSVTableDecoder(header: header)
            var elements: [Element] = []
            while true {
                let line = reader.line
                guard let fields = try reader.next(atEnd: true) else { return elements }
                elements.append(try table.decode(Element.self, fields: fields, line: line))
            }
        } catch let error as CSVRecordReader.FormatError {
            throw CSVBodyError(CSVTableError(error))
        } catch let error as CSVTableError {
            throw CSVBodyError(error)
        } catch {
            throw CSVBodyError(CSVTableError(line: reader.line, problem: .other("\(error)")))
        }
    }
}
