/// Finds the elements of a JSON array in bytes that arrive in pieces, without parsing them: each element's bytes are
/// handed out whole as soon as the comma or bracket after it has arrived, for a decoder to read.
///
/// It follows strings (with their escapes) and nesting only, enough to find where each top-level element ends; the
/// decoder checks the rest. It holds the bytes of one element at a time (and those of the piece that brought its
/// end): an element longer than `maximumElementBytes` is an error, so that a stream cannot make it hold more.
struct JSONArrayScanner {
    /// A stream that is not one JSON array, or an element too long; `offset` counts bytes from the stream's start.
    struct Malformed: Error {
        let offset: Int
        let problem: String
    }

    private enum State {
        case beforeArray
        case beforeElement(first: Bool)
        case inElement
        case afterElement
        case done
    }

    let maximumElementBytes: Int
    private var bytes: [UInt8] = []
    /// Bytes dropped from the front of `bytes`, for offsets from the stream's start.
    private var dropped = 0
    private var position = 0
    private var state = State.beforeArray
    private var elementStart = 0
    private var depth = 0
    private var inString = false
    private var escaped = false

    init(maximumElementBytes: Int) {
        self.maximumElementBytes = maximumElementBytes
    }

    /// Whether the closing bracket has been read.
    var isFinished: Bool { if case .done = state { true } else { false } }

    /// Adds the next bytes of the stream.
    mutating func append(_ chunk: some Sequence<UInt8>) {
        // What is before the element being read (or all of it, between elements) is done with.
        let keep = if case .inElement = state { elementStart } else { position }
        if keep > 0, keep >= bytes.count / 2 {
            bytes.removeFirst(keep)
            dropped += keep
            position -= keep
            elementStart -= keep
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next element's bytes; `nil` when more bytes are needed or, once ``isFinished``, when there are no more.
    /// `atEnd` says the stream has ended: an array left open is then an error.
    mutating func next(atEnd: Bool) throws(Malformed) -> ArraySlice<UInt8>? {
        while position < bytes.count {
            let byte = bytes[position]
            switch state {
            case .beforeArray:
                if !Self.isSpace(byte) {
                    guard byte == UInt8(ascii: "[") else { throw malformed("expected a JSON array ('[')") }
                    state = .beforeElement(first: true)
                }
                position += 1
            case .beforeElement(let first):
                if Self.isSpace(byte) {
                    position += 1
                } else if byte == UInt8(ascii: "]") {
                    guard first else { throw malformed("a comma before ']'") }
                    state = .done
                    position += 1
                } else if byte == UInt8(ascii: ",") {
                    throw malformed("an empty element")
                } else {
                    elementStart = position
                    depth = 0
                    inString = false
                    escaped = false
                    state = .inElement
                }
            case .inElement:
                if let element = try scanElement() { return element }
            case .afterElement:
                position += 1
                if byte == UInt8(ascii: ",") {
                    state = .beforeElement(first: false)
                } else if byte == UInt8(ascii: "]") {
                    state = .done
                } else if !Self.isSpace(byte) {
                    position -= 1
                    throw malformed("expected ',' or ']' after an element")
                }
            case .done:
                guard Self.isSpace(byte) else { throw malformed("text after the array") }
                position += 1
            }
        }
        if atEnd, !isFinished {
            if case .inElement = state, depth == 0, !inString, position > elementStart {
                throw malformed("the array ends without ']'")
            }
            throw malformed("the stream ends inside the array")
        }
        return nil
    }

    /// Reads on in the element that began at `elementStart`: its bytes once a comma, bracket or space at the top
    /// level ends it, or `nil` at the end of the bytes so far.
    private mutating func scanElement() throws(Malformed) -> ArraySlice<UInt8>? {
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if depth > 0, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            } else if depth == 0, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || Self.isSpace(byte) {
                state = .afterElement
                return bytes[elementStart..<position]
            } else if byte == UInt8(ascii: "}") {
                throw malformed("an unmatched '}'")
            }
            position += 1
            guard position - elementStart <= maximumElementBytes else {
                throw Malformed(
                    offset: dropped + elementStart, problem: "an element is longer than \(maximumElementBytes) bytes")
            }
        }
        return nil
    }

    private func malformed(_ problem: String) -> Malformed {
        Malformed(offset: dropped + position, problem: problem)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
