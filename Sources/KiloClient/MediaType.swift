import Foundation

/// Content types for uploaded files, from their extensions.
enum MediaType {
    static let byExtension: [String: String] = [
        "txt": "text/plain", "text": "text/plain", "html": "text/html", "htm": "text/html", "css": "text/css",
        "csv": "text/csv", "xml": "application/xml", "json": "application/json", "js": "text/javascript",
        "md": "text/markdown", "pdf": "application/pdf", "zip": "application/zip", "gz": "application/gzip",
        "tar": "application/x-tar", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "svg": "image/svg+xml", "heic": "image/heic", "tif": "image/tiff", "tiff": "image/tiff",
        "ico": "image/vnd.microsoft.icon", "mp3": "audio/mpeg", "m4a": "audio/mp4", "wav": "audio/wav",
        "mp4": "video/mp4", "mov": "video/quicktime", "webm": "video/webm",
    ]

    /// The content type for `url`'s extension, `application/octet-stream` when it is unknown.
    static func of(_ url: URL) -> String {
        byExtension[url.pathExtension.lowercased()] ?? "application/octet-stream"
    }
}
