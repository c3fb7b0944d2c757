#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// Sends requests through a `URLSession`: the default transport, on every platform.
///
/// Bodies: bytes in memory go as the request's body; a file is uploaded from disk; anything else (a multipart body
/// with file parts, a stream) is first written to a temporary file, which is uploaded and removed — URLSession takes
/// no stream of its own on Linux — so memory stays flat at the cost of disk. A streamed response
/// (``WebServiceRequest/streamsResponse``) arrives in the pieces URLSession receives (16 KB on Linux), as fast as the
/// server sends them: URLSession cannot be asked to wait for a slow reader (suspending a task on Linux starts its
/// transfer again), so what has arrived and is not read yet is held to ``maximumUnreadBytes``, past which the transfer
/// ends with ``WebServiceRequestError/readerFellBehind(_:)``. A reader slower than the network over a large response
/// wants AsyncHTTPClient's transport, which waits for it.
///
/// On Linux, swift-corelibs-foundation has defects this transport works around, so that a call never hangs or traps:
/// see `TransferCancellation` and `TransferDelegate`. There a session with a delegate of its own cannot stream a
/// response (its delegate gets the pieces): such a response arrives whole.
public struct URLSessionTransport: WebServiceTransport {
    /// The session requests are made with.
    public let session: URLSession
    /// The session they go through: ``session``, or on Linux its twin (`TransferDelegate`), found once.
    private let transferSession: URLSession

    /// The most bytes of a streamed response that may have arrived and wait to be read.
    public let maximumUnreadBytes: Int

    /// A transport over `session`, holding at most `maximumUnreadBytes` of a streamed response that its reader has
    /// not taken yet.
    public init(session: URLSession = .shared, maximumUnreadBytes: Int = 64 << 20) {
        self.session = session
        self.maximumUnreadBytes = maximumUnreadBytes
        transferSession = TransferDelegate.session(for: session)
    }

    /// Sends `request` through the session.
    public func send(_ request: WebServiceRequest) async throws -> WebServiceResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        var upload: URL?
        var spooled: URL?
        if let body = request.body {
            if let data = body.data {
                urlRequest.httpBody = data
            } else if body.parts.count == 1, case .file(let url, _) = body.parts[0] {
                upload = url
            } else {
                spooled = try await Self.spool(body)
                upload = spooled
            }
        }
        let removeSpooled: @Sendable () -> Void = { [spooled] in
            if let spooled { try? FileManager.default.removeItem(at: spooled) }
        }
        if request.streamsResponse, StreamedTransfer.isAvailable(through: transferSession) {
            return try await StreamedTransfer.send(
                urlRequest, fromFile: upload, through: transferSession, maximumUnreadBytes: maximumUnreadBytes,
                whenDone: removeSpooled)
        }
        defer { removeSpooled() }
        let (data, response) = try await transferWhole(urlRequest, fromFile: upload)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return WebServiceResponse(statusCode: http.statusCode, headers: http.headerFields, body: .init(data))
    }

    /// Sends `request` and returns the response's body and head; cancelling the calling task cancels the transfer.
    ///
    /// On Apple platforms this is `data(for:)` or `upload(for:fromFile:)`. On Linux, `data(for:)` deadlocks when its
    /// task is cancelled just as the response is being handled (swift-corelibs-foundation #5412: cancellation holds
    /// the task's lock and waits for the session's queue, which holds its queue and waits for the task's lock to
    /// resume it). There the transfer is a task with a completion handler, which resumes the caller from the delegate
    /// queue, and a cancellation goes through `TransferCancellation`.
    private func transferWhole(_ request: URLRequest, fromFile file: URL?) async throws -> (Data, URLResponse) {
        #if canImport(FoundationNetworking)
        let session = transferSession
        let cancellation = TransferCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, response, error in
                    cancellation.finish()
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else if let declined = cancellation.declinedChallenge() {
                        continuation.resume(returning: (data ?? Data(), declined))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                let task =
                    if let file {
                        session.uploadTask(with: request, fromFile: file, completionHandler: completion)
                    } else {
                        session.dataTask(with: request, completionHandler: completion)
                    }
                // Attached first, so that its completion finds it; resumed even when already cancelled, when its
                // completion handler is what answers the caller.
                cancellation.attach(task)
                task.resume()
            }
        } onCancel: {
            cancellation.cancel()
        }
        #else
        if let file {
            try await transferSession.upload(for: request, fromFile: file)
        } else {
            try await transferSession.data(for: request)
        }
        #endif
    }

    /// Writes a body that is neither bytes in memory nor one file to a temporary file, piece by piece.
    private static func spool(_ body: WebServiceRequest.Body) async throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kilo-upload-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw URLError(.cannotCreateFile) }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            for try await chunk in body.chunks { try handle.write(contentsOf: chunk) }
            return url
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }
}

extension HTTPURLResponse {
    /// The headers, as `String`s.
    var headerFields: [String: String] {
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in allHeaderFields { headers[name] = value }
        return headers
    }
}
