import NIOCore

/// A sequence's elements written in chunks of about 32 KB, so that streaming writes neither byte by byte nor all at
/// once: as a JSON array or a CSV table.
protocol ChunkedElements {
    /// Whether a chunk is ready to be taken.
    var isFull: Bool { get }
    /// Adds an element.
    mutating func append<T: Encodable>(_ element: T) throws
    /// The chunk so far.
    mutating func take() -> ByteBuffer
    /// The rest, closing what the elements opened.
    mutating func finish() -> ByteBuffer
}

/// Builds a JSON array in chunks.
struct JSONArrayStream: ChunkedElements {
    static let chunkSize = 32 * 1024
    private var buffer = ByteBufferAllocator().buffer(capacity: JSONArrayStream.chunkSize + 1024)
    private var count = 0
    private let encoder = JSONStreamEncoder()

    var isFull: Bool { buffer.readableBytes >= Self.chunkSize }

    mutating func append<T: Encodable>(_ element: T) throws {
        buffer.writeInteger(count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
        count += 1
        try encoder.encode(element, into: &buffer)
    }

    mutating func take() -> ByteBuffer {
        let chunk = buffer
        buffer = ByteBufferAllocator().buffer(capacity: Self.chunkSize + 1024)
        return chunk
    }

    mutating func finish() -> ByteBuffer {
        if count == 0 { buffer.writeInteger(UInt8(ascii: "[")) }
        buffer.writeInteger(UInt8(ascii: "]"))
        return take()
    }
}
