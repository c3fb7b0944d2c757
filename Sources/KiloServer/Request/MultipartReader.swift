import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a `multipart/form-data` body (RFC 7578) into parts as it streams in: each part's headers, then its bytes
/// as they arrive, then its end.
///
/// Written for speed rather than taken from multipart-kit 4, whose byte-at-a-time parser read uploads at 11.5 MB/s:
/// this one finds delimiters with `memmem` and hands bodies on as slices of the chunks that arrived, without copying
/// them, so an upload is read at disk speed.
struct MultipartReader {
    /// What the reader found.
    enum Event {
        /// A part begins, with its header fields (names as sent).
        case partStart([(name: String, value: String)])
        /// More of the current part's body.
        case body(ByteBuffer)
        /// The current part is complete.
        case partEnd
    }

    private enum State {
        /// Before the first delimiter; what precedes it is a preamble, ignored.
        case preamble
        /// After a delimiter: `--` closes the body, CRLF opens a part.
        case afterDelimiter
        /// Reading a part's header block.
        case headers
        /// Reading a part's body, up to the next delimiter.
        case body
        /// After the closing delimiter; what follows is an epilogue, ignored.
        case done
    }

    /// The most bytes one part's header block may take.
    static let headerLimit = 16 * 1024

    /// `--boundary`, as the first delimiter may appear at the very start.
    private let firstDelimiter: [UInt8]
    /// `CRLF--boundary`: every other delimiter, and the end of every part's body.
    private let delimiter: [UInt8]
    private var state = State.preamble
    /// Bytes not yet consumed: at most a delimiter's length short of a match, plus the newest chunk.
    private var pending = ByteBuffer()

    init(boundary: String) {
        firstDelimiter = Array("--\(boundary)".utf8)
        delimiter = Array("\r\n--\(boundary)".utf8)
    }

    /// Whether the closing delimiter has been read.
    var isComplete: Bool {
        if case .done = state { true } else { false }
    }

    /// Reads `chunk`, reporting what it completes to `handle`.
    mutating func feed(_ chunk: ByteBuffer, _ handle: (Event) throws(ServiceError) -> Void) throws(ServiceError) {
        if pending.readableBytes == 0 {
            pending = chunk
        } else {
            var chunk = chunk
            pending.writeBuffer(&chunk)
        }
        while try step(handle) {}
        // Keep what is left from growing a buffer that has been mostly read.
        if pending.readerIndex > 64 * 1024 { pending.discardReadBytes() }
    }

    /// Takes one step; `false` when more bytes are needed.
    private mutating func step(_ handle: (Event) throws(ServiceError) -> Void) throws(ServiceError) -> Bool {
        switch state {
        case .preamble:
            if pending.readableBytesView.starts(with: firstDelimiter) {
                pending.moveReaderIndex(forwardBy: firstDelimiter.count)
                state = .afterDelimiter
                return true
            }
            guard let index = find(delimiter) else {
                // Drop the preamble, keeping what may be the start of a delimiter.
                pending.moveReaderIndex(forwardBy: max(0, pending.readableBytes - delimiter.count))
                return false
            }
            pending.moveReaderIndex(forwardBy: index + delimiter.count)
            state = .afterDelimiter
            return true
        case .afterDelimiter:
            guard pending.readableBytes >= 2, let first = pending.readInteger(as: UInt8.self),
                let second = pending.readInteger(as: UInt8.self)
            else { return false }
            switch (first, second) {
            case (UInt8(ascii: "-"), UInt8(ascii: "-")):
                state = .done
            case (13, 10):
                state = .headers
            default:
                throw Self.malformed
            }
            return true
        case .headers:
            guard let end = find([13, 10, 13, 10]) else {
                guard pending.readableBytes <= Self.headerLimit else { throw Self.malformed }
                return false
            }
            guard end <= Self.headerLimit, let block = pending.readSlice(length: end + 4) else { throw Self.malformed }
            try handle(.partStart(try Self.headerFields(block)))
            state = .body
            return true
        case .body:
            guard let index = find(delimiter) else {
                // All but what may be the start of a delimiter is body.
                let safe = pending.readableBytes - (delimiter.count - 1)
                if safe > 0, let body = pending.readSlice(length: safe) { try handle(.body(body)) }
                return false
            }
            if index > 0, let body = pending.readSlice(length: index) { try handle(.body(body)) }
            pending.moveReaderIndex(forwardBy: delimiter.count)
            try handle(.partEnd)
            state = .afterDelimiter
            return true
        case .done:
            pending.moveReaderIndex(forwardBy: pending.readableBytes)
            return false
        }
    }

    /// The offset of `needle` in the unread bytes, or `nil`: `memchr` finds each candidate first byte (a CR, in an
    /// upload's random bytes one in 256), `memcmp` checks the rest.
    private func find(_ needle: [UInt8]) -> Int? {
        pending.withUnsafeReadableBytes { haystack -> Int? in
            needle.withUnsafeBytes { needle -> Int? in
                guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, needle.count <= haystack.count
                else { return nil }
                let first = Int32(needle[0])
                let lastStart = haystack.count - needle.count
                var offset = 0
                while offset <= lastStart {
                    guard let found = memchr(base + offset, first, lastStart - offset + 1) else { return nil }
                    let index = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(found, needleBase, needle.count) == 0 { return index }
                    offset = index + 1
                }
                return nil
            }
        }
    }

    /// The fields of a header block (`Name: value` lines, ending with an empty line).
    private static func headerFields(_ block: ByteBuffer) throws(ServiceError) -> [(name: String, value: String)] {
        // Header values are ASCII or UTF-8 in practice (RFC 7578 allows UTF-8 file names).
        guard let text = String(validating: block.readableBytesView, as: UTF8.self) else { throw malformed }
        var fields: [(name: String, value: String)] = []
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { throw malformed }
            let name = line[..<colon]
            guard !name.isEmpty, name.utf8.allSatisfy(isTokenCharacter) else { throw malformed }
            fields.append((String(name), line[line.index(after: colon)...].trimmingSpaces()))
        }
        return fields
    }

    /// RFC 9110's `tchar`.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    static let malformed = ServiceError(.badRequest, "The multipart body is malformed.")
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
