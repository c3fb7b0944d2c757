import Foundation
import HummingbirdCore
import MultipartKit
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
            let bytes = try await collect(body)
            guard let text = String(validating: bytes.readableBytesView, as: UTF8.self) else {
                throw ServiceError(.badRequest, "The form body is not valid UTF-8.")
            }
            let before = arguments.count
            try PercentDecoding.parseForm(text[...], into: &arguments)
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

    private func collect(_ body: HummingbirdCore.RequestBody) async throws -> ByteBuffer {
        var collected = ByteBuffer()
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

/// Turns `MultipartParser` events into form fields and files.
///
/// The parser reports events through callbacks that cannot throw, so the first problem is kept and raised after the
/// chunk that caused it.
private final class MultipartCollector {
    private let parser: MultipartParser
    private let closeDelimiter: [UInt8]
    private var tail: [UInt8] = []
    private var sawCloseDelimiter = false
    private var lastEventWasPartEnd = false
    private var problem: ServiceError?

    private(set) var arguments: ArgumentList
    private(set) var temporaryFiles: [URL] = []

    private var headers: [(name: String, value: String)] = []
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
        parser = MultipartParser(boundary: boundary)
        closeDelimiter = Array("--\(boundary)--".utf8)
        parser.onHeader = { [unowned self] name, value in
            lastEventWasPartEnd = false
            headers.append((name, value))
        }
        parser.onBody = { [unowned self] chunk in
            lastEventWasPartEnd = false
            body(chunk.readableBytesView)
        }
        parser.onPartComplete = { [unowned self] in
            if part == nil, problem == nil { body(ByteBuffer().readableBytesView) }  // a part with an empty body
            lastEventWasPartEnd = true
            completePart()
        }
    }

    func feed(_ chunk: ByteBuffer) throws {
        scanForCloseDelimiter(chunk)
        do {
            try parser.execute(chunk)
        } catch {
            throw problem ?? ServiceError(.badRequest, "The multipart body is malformed.")
        }
        if let problem { throw problem }
    }

    func finish() throws {
        if let problem { throw problem }
        guard sawCloseDelimiter, lastEventWasPartEnd else {
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

    /// Looks for `--boundary--` across chunk edges; with the parser's own end-of-part events it tells a complete
    /// body from a truncated one.
    private func scanForCloseDelimiter(_ chunk: ByteBuffer) {
        guard !sawCloseDelimiter else { return }
        let window = tail + chunk.readableBytesView
        if window.count >= closeDelimiter.count {
            sawCloseDelimiter = window.firstRange(of: closeDelimiter) != nil
        }
        tail = Array(window.suffix(closeDelimiter.count - 1))
    }

    private func body(_ bytes: ByteBufferView) {
        guard problem == nil else { return }
        if part == nil { startPart() }
        guard var current = part else { return }
        current.size += bytes.count
        if current.fileName != nil, current.file == nil, current.bytes.count + bytes.count > BodyReader.memoryThreshold {
            spill(&current)
        }
        if let file = current.file {
            do {
                try file.write(contentsOf: bytes)
            } catch {
                problem = ServiceError(.internalServerError, "The upload could not be stored.")
            }
        } else {
            current.bytes.append(contentsOf: bytes)
        }
        part = current
    }

    private func startPart() {
        let disposition = headers.first { $0.name.lowercased() == "content-disposition" }?.value
        guard let disposition, let name = MediaTypes.parameter("name", in: disposition) else {
            problem = ServiceError(.badRequest, "A multipart part has no Content-Disposition name.")
            return
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
        defer {
            part = nil
            headers = []
        }
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
