public import KiloServer

/// Receives uploaded files (seed 000's `upload(URL file)` and `upload(List<URL> files)`) and answers their names and
/// sizes. Send them as `multipart/form-data` parts named `file` or `files`.
@WebService("upload")
public struct UploadService {
    /// An uploaded file, described.
    public struct Received: Codable, Sendable, Equatable {
        /// The file name sent by the client.
        public var name: String
        /// The size in bytes.
        public var size: Int
        /// The content type sent by the client.
        public var type: String
    }

    /// Creates the service.
    public init() {}

    /// Receives one file.
    @RequestMethod("POST")
    public func upload(file: UploadedFile) -> [Received] {
        [Received(file)]
    }

    /// Receives any number of files.
    @RequestMethod("POST")
    public func upload(files: [UploadedFile]) -> [Received] {
        files.map(Received.init)
    }
}

extension UploadService.Received {
    init(_ file: UploadedFile) {
        self.init(name: file.fileName, size: file.size, type: file.contentType)
    }
}
