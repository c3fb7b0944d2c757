import Foundation
import HummingbirdCore
import NIOCore

/// A request body, read: its form fields and files were added to the request's arguments; the raw bytes of any
/// other body are kept.
struct ParsedBody: Sendable {
    /// How many form fields and parts the body brought.
    var fieldCount = 0
    /// The bytes of a non-form body; `nil` for forms and empty bodies.
    var raw: ByteBuffer?
    var contentType: String?
    /// Temporary files to remove once the response has been sent.
    var temporaryFiles: [URL] = []
}

/// Reads request bodies as they stream in, counting bytes against the limit so that an oversized body is refused
/// (413) without being held in memory first.
struct BodyReader {
    let limit: Int
    /// The most elements an array body (JSON or CSV) may hold, counted before it is decoded.
    var elementLimit = 10_000
    /// File parts larger than this are written to a temporary file instead of memory.
    static let memoryThreshold = 64 * 1024

    /// Reads `body`, adding a form's fields and files to `arguments`.
    func read(
        _ body: HummingbirdCore.RequestBody, contentType: String?, contentLength: Int?, into arguments: inout ArgumentList
    ) async throws -> ParsedBody {
        if let contentLength, contentLength > limit { throw tooLarge() }
        guard let contentType else {
            let bytes = try await collect(body)
            guard bytes.readableBytes == 0 else {
                throw ServiceError(.unsupportedMediaType, "The request has a body but no Content-Type header.")
            }
            return ParsedBody()
        }
        if MediaTypes.isFormURLEncoded(contentType) {
            let bytes = try await collect(body, expecting: contentLength)
            let before = arguments.count
            // Parsed where it lies: a copy of the text would be one more body's worth of memory.
            try PercentDecoding.parseForm(bytes, into: &arguments)
            return ParsedBody(fieldCount: arguments.count - before, contentType: contentType)
        }
        if MediaTypes.isMultipartFormData(contentType) {
            guard let boundary = MediaTypes.parameter("boundary", in: contentType), !boundary.isEmpty, boundary.utf8.count <= 200
            else {
                throw ServiceError(.badRequest, "The multipart/form-data content type has no boundary parameter.")
            }
            return try await readMultipart(body, boundary: boundary, contentType: contentType, into: &arguments)
        }
        let bytes = try await collect(body)
        return ParsedBody(raw: bytes.readableBytes > 0 ? bytes : nil, contentType: contentType)
    }

    private func tooLarge() -> ServiceError {
        ServiceError(.contentTooLarge, "The request body is larger than the limit of \(limit) bytes.")
    }

    /// The whole body, in one buffer sized from the declared length when there is one (growing by doubling would
    /// copy it and hold it twice).
    private func collect(_ body: HummingbirdCore.RequestBody, expecting length: Int? = nil) async throws -> ByteBuffer {
        var collected = ByteBufferAllocator().buffer(capacity: min(length ?? 0, limit))
        for try await chunk in body {
            guard collected.readableBytes + chunk.readableBytes <= limit else { throw tooLarge() }
            var chunk = chunk
            collected.writeBuffer(&chunk)
        }
        return collected
    }

    private func readMultipart(
        _ body: HummingbirdCore.RequestBody, boundary: String, contentType: String, into arguments: inout ArgumentList
    ) async throws -> ParsedBody {
        let collector = MultipartCollector(boundary: boundary, arguments: arguments)
        var total = 0
        do {
            for try await chunk in body {
                total += chunk.readableBytes
                guard total <= limit else { throw tooLarge() }
                try collector.feed(chunk)
            }
            try collector.finish()
        } catch {
            collector.removeFiles()
            throw error
        }
        let before = arguments.count
        arguments = collector.arguments
        return ParsedBody(
            fieldCount: arguments.count - before, contentType: contentType, temporaryFiles: collector.temporaryFiles)
    }
}

/// Turns `MultipartReader` events into form fields and files: fields in memory, file parts in memory up to
/// ``BodyReader/memoryThreshold`` and in a temporary file beyond.
private final class MultipartCollector {
    private var reader: MultipartReader
    private var problem: ServiceError?

    private(set) var arguments: ArgumentList
    private(set) var temporaryFiles: [URL] = []

    private var part: Part?

    private struct Part {
        var name: String
        var fileName: String?
        var contentType: String?
        var bytes: [UInt8] = []
        var file: FileHandle?
        var fileURL: URL?
        var size = 0
    }

    init(boundary: String, arguments: ArgumentList) {
        self.arguments = arguments
        reader = MultipartReader(boundary: boundary)
    }

    func feed(_ chunk: ByteBuffer) throws {
        try reader.feed(chunk) { event throws(ServiceError) in
            switch event {
            case .partStart(let headers): try startPart(headers)
            case .body(let bytes): body(bytes)
            case .partEnd: completePart()
            }
            if let problem { throw problem }
        }
    }

    func finish() throws {
        if let problem { throw problem }
        guard reader.isComplete else {
            removeFiles()
            throw ServiceError(.badRequest, "The multipart body ends before its closing boundary.")
        }
    }

    func removeFiles() {
        try? part?.file?.close()
        for url in temporaryFiles { try? FileManager.default.removeItem(at: url) }
        if let url = part?.fileURL { try? FileManager.default.removeItem(at: url) }
        temporaryFiles = []
        part = nil
    }

    private func body(_ bytes: ByteBuffer) {
        guard problem == nil, var current = part else { return }
        // Taken out while it changes, so that its byte array is not copied.
        part = nil
        current.size += bytes.readableBytes
        if current.fileName != nil, current.file == nil, current.bytes.count + bytes.readableBytes > BodyReader.memoryThreshold {
            spill(&current)
        }
        if let file = current.file {
            do {
                try bytes.withUnsafeReadableBytes { try file.write(contentsOf: $0) }
            } catch {
                problem = ServiceError(.internalServerError, "The upload could not be stored.")
            }
        } else {
            current.bytes.append(contentsOf: bytes.readableBytesView)
        }
        part = current
    }

    private func startPart(_ headers: [(name: String, value: String)]) throws(ServiceError) {
        let disposition = headers.first { $0.name.lowercased() == "content-disposition" }?.value
        guard let disposition, let name = MediaTypes.parameter("name", in: disposition) else {
            throw ServiceError(.badRequest, "A multipart part has no Content-Disposition name.")
        }
        let fileName = MediaTypes.parameter("filename", in: disposition).map { raw in
            // Some browsers send a whole client path; only the last component is the file's name.
            String(raw.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? "")
        }
        let contentType = headers.first { $0.name.lowercased() == "content-type" }?.value
        part = Part(name: name, fileName: fileName, contentType: contentType)
    }

    private func spill(_ current: inout Part) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kilo-upload-\(UUID().uuidString)")
        // Readable by the server's user only: an upload is the client's data, not every local user's.
        guard
            FileManager.default.createFile(
                atPath: url.path, contents: Data(current.bytes), attributes: [.posixPermissions: 0o600]),
            let handle = try? FileHandle(forWritingTo: url)
        else {
            problem = ServiceError(.internalServerError, "The upload could not be stored.")
            return
        }
        _ = try? handle.seekToEnd()
        current.file = handle
        current.fileURL = url
        current.bytes = []
    }

    private func completePart() {
        defer { part = nil }
        guard problem == nil, let current = part else { return }
        if let fileName = current.fileName {
            try? current.file?.close()
            if let url = current.fileURL { temporaryFiles.append(url) }
            // An empty file input is sent with filename="" and no bytes: the browser's way of saying "no file".
            guard !(fileName.isEmpty && current.size == 0) else { return }
            let storage: UploadedFile.Storage = current.fileURL.map { .temporaryFile($0) } ?? .memory(Data(current.bytes))
            let file = UploadedFile(
                fileName: fileName, contentType: current.contentType ?? "application/octet-stream", size: current.size,
                storage: storage)
            append(.file(file), to: current.name)
        } else {
            guard let text = String(validating: current.bytes, as: UTF8.self) else {
                problem = ServiceError(.badRequest, "The form field \"\(current.name)\" is not valid UTF-8.")
                return
            }
            append(.text(text), to: current.name)
        }
    }

    private func append(_ value: ArgumentValue, to name: String) {
        do {
            try arguments.append(value, for: name)
        } catch {
            problem = error
        }
    }
}
