public import Foundation

/// A file uploaded as a `multipart/form-data` part with a file name.
///
/// Small files stay in memory; larger ones are streamed to a temporary file while the request is read. Temporary
/// files are removed when the response has been sent, so a method that keeps a file must copy or move it.
public struct UploadedFile: Sendable {
    /// Where the file's bytes are.
    public enum Storage: Sendable {
        /// The bytes themselves.
        case memory(Data)
        /// A temporary file, removed after the response.
        case temporaryFile(URL)
    }

    /// The file name the client sent (`filename=` of the part), without any directory.
    public let fileName: String
    /// The part's content type, `application/octet-stream` when the client sent none.
    public let contentType: String
    /// The size in bytes.
    public let size: Int
    /// Where the bytes are.
    public let storage: Storage

    /// Creates a file description.
    public init(fileName: String, contentType: String, size: Int, storage: Storage) {
        self.fileName = fileName
        self.contentType = contentType
        self.size = size
        self.storage = storage
    }

    /// Reads the whole file.
    public func data() throws -> Data {
        switch storage {
        case .memory(let data): data
        case .temporaryFile(let url): try Data(contentsOf: url)
        }
    }
}

extension UploadedFile: ArgumentElement {
    public init?(argumentValue: ArgumentValue) {
        guard case .file(let file) = argumentValue else { return nil }
        self = file
    }

    public static var elementSchema: ArgumentSchema {
        ArgumentSchema(
            typeName: "file", jsonSchema: .primitive(type: "string", format: "binary"),
            expectation: "a file upload (a multipart part with a file name)", isFile: true)
    }
}
