import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The pieces of URLSessionTransport that keep a transfer safe to cancel and stream on every platform; on Linux, they
// work around swift-corelibs-foundation defects, each named where it is handled.

/// The transfer a cancellation must reach, and whether it has come; whichever of the two arrives second cancels.
///
/// A transfer that has finished is never cancelled: swift-corelibs-foundation traps when a task that has left its
/// session's registry is cancelled (`URLSession.behaviour(for:)`), and a cancellation can arrive just after the answer
/// (the caller's task is cancelled as it returns, or a deadline's work task is cleaned up). The completion handler
/// marks the transfer finished before the session removes the task, and the cancel runs under the same lock.
final class TransferCancellation: Sendable {
    private struct State: @unchecked Sendable {
        // URLSessionTask is thread-safe but not declared Sendable in swift-corelibs-foundation.
        var task: URLSessionTask?
        var cancelled = false
        var finished = false
    }

    private let state = Mutex(State())

    /// The 401 of a challenge `TransferDelegate` declined, unless the caller cancelled: declining cancels the task,
    /// which then reports no response of its own.
    func declinedChallenge() -> HTTPURLResponse? {
        state.withLock { state in
            guard !state.cancelled, let response = state.task?.response as? HTTPURLResponse, response.statusCode == 401
            else { return nil }
            return response
        }
    }

    func attach(_ task: URLSessionTask) {
        let cancelNow = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        if cancelNow { cancelTransfer() }
    }

    func cancel() {
        let attached = state.withLock { state in
            state.cancelled = true
            return state.task != nil
        }
        if attached { cancelTransfer() }
    }

    /// Called first thing when the transfer completes: from then on, nothing cancels it.
    func finish() {
        state.withLock { $0.finished = true }
    }

    /// Cancels on a queue of its own, because the caller may hold the Swift task's lock (a cancellation handler does);
    /// there, under the lock, unless the transfer has finished meanwhile. The session never waits for this lock: the
    /// completion that takes it runs on the delegate queue.
    private func cancelTransfer() {
        DispatchQueue.global().async { [self] in
            state.withLock { state in
                guard !state.finished else { return }
                state.task?.cancel()
            }
        }
    }
}

/// A response read as it arrives: the caller gets the head as soon as it comes, then the body's pieces as the session
/// receives them. Told of them as the task's delegate: its own on Apple platforms, through `TransferDelegate` on Linux.
final class StreamedTransfer: NSObject, URLSessionDataDelegate, Sendable {
    private let head = Mutex<CheckedContinuation<HTTPURLResponse, any Error>?>(nil)
    private let pieces: AsyncThrowingStream<Data, any Error>.Continuation
    private let cancellation = TransferCancellation()
    private let whenDone: @Sendable () -> Void
    /// Bytes received and not read yet, and the most there may be.
    private let unread = Mutex(0)
    private let maximumUnreadBytes: Int

    private init(
        pieces: AsyncThrowingStream<Data, any Error>.Continuation, maximumUnreadBytes: Int,
        whenDone: @escaping @Sendable () -> Void
    ) {
        self.pieces = pieces
        self.maximumUnreadBytes = maximumUnreadBytes
        self.whenDone = whenDone
    }

    /// Whether a response can be streamed through `session`: on Linux only through a session whose delegate is ours.
    static func isAvailable(through session: URLSession) -> Bool {
        #if canImport(FoundationNetworking)
        session.delegate is TransferDelegate
        #else
        true
        #endif
    }

    /// Sends `request`, uploading `file` if given, and returns when the response head has arrived; `whenDone` runs when
    /// the transfer has ended, however it ended. Cancelling the caller before the head, or the body's reader stopping
    /// before its end, cancels the transfer.
    static func send(
        _ request: URLRequest, fromFile file: URL?, through session: URLSession, maximumUnreadBytes: Int,
        whenDone: @escaping @Sendable () -> Void
    ) async throws -> WebServiceResponse {
        let (stream, pieces) = AsyncThrowingStream<Data, any Error>.makeStream()
        let transfer = StreamedTransfer(pieces: pieces, maximumUnreadBytes: maximumUnreadBytes, whenDone: whenDone)
        pieces.onTermination = { termination in
            if case .cancelled = termination { transfer.cancellation.cancel() }
        }
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.head.withLock { $0 = continuation }
                let task = file.map { session.uploadTask(with: request, fromFile: $0) } ?? session.dataTask(with: request)
                #if canImport(FoundationNetworking)
                (session.delegate as? TransferDelegate)?.register(transfer, for: task)
                #else
                task.delegate = transfer
                #endif
                transfer.cancellation.attach(task)
                task.resume()
            }
        } onCancel: {
            transfer.cancellation.cancel()
        }
        let read = stream.map { piece in
            transfer.unread.withLock { $0 -= piece.count }
            return piece
        }
        return WebServiceResponse(statusCode: response.statusCode, headers: response.headerFields, body: .init(read))
    }

    /// Resumes the caller with the head, once.
    private func deliverHead(_ result: Result<URLResponse, any Error>) {
        guard
            let continuation = head.withLock({ head in
                defer { head = nil }
                return head
            })
        else { return }
        switch result {
        case .success(let response as HTTPURLResponse): continuation.resume(returning: response)
        case .success: continuation.resume(throwing: URLError(.badServerResponse))
        case .failure(let error): continuation.resume(throwing: error)
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        deliverHead(.success(response))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // The head has arrived by now, even where the session did not say so on its own.
        if let response = dataTask.response { deliverHead(.success(response)) }
        let unread = unread.withLock { unread in
            unread += data.count
            return unread
        }
        guard unread <= maximumUnreadBytes else {
            // The reader fell behind by more than the bound: end with an error rather than hold more.
            pieces.finish(throwing: WebServiceRequestError.readerFellBehind(maximumUnreadBytes))
            cancellation.cancel()
            return
        }
        pieces.yield(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        cancellation.finish()
        if let error {
            if let declined = cancellation.declinedChallenge() {
                deliverHead(.success(declined))
                pieces.finish()
            } else {
                deliverHead(.failure(error))
                pieces.finish(throwing: error)
            }
        } else {
            deliverHead(task.response.map { .success($0) } ?? .failure(URLError(.badServerResponse)))
            pieces.finish()
        }
        whenDone()
    }
}

/// A session's twin on Linux, with a delegate of ours: it declines authentication challenges that no credential
/// answers, and hands streamed transfers their events. On Apple platforms a session is used as it is.
///
/// In swift-corelibs-foundation a 401 with `WWW-Authenticate: Basic` (or `Digest`) raises a challenge, and a session
/// without a delegate to answer it, and no stored credential, neither retries nor completes the task: it waits for
/// ever (swift-corelibs-foundation #5456). A wrong password would hang the call. So a session without a delegate of its
/// own is used through a twin made from its configuration (cookies and credential storage shared, no URL cache) whose
/// delegate is this. The caller's own delegate, when there is one, answers its challenges itself. Tasks have no
/// delegates of their own there either, so the twin's delegate passes a streamed task's events on.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// The session a request to `session` goes through.
    static func session(for session: URLSession) -> URLSession {
        #if canImport(FoundationNetworking)
        guard session.delegate == nil else { return session }
        return twins.withLock { twins in
            if let known = twins[ObjectIdentifier(session)] { return known.twin }
            // Without a URL cache: cancelling a task while the cache is consulted, on a queue of the session's own
            // before the transfer starts, traps in swift-corelibs-foundation, and API answers are rarely cacheable.
            let configuration = session.configuration.copy() as? URLSessionConfiguration ?? .default
            configuration.urlCache = nil
            let twin = URLSession(configuration: configuration, delegate: TransferDelegate(), delegateQueue: nil)
            twins[ObjectIdentifier(session)] = (session, twin)
            return twin
        }
        #else
        session
        #endif
    }

    /// Twins live as long as the process: a proxy's session usually does too (`URLSession.shared`), and keeping the
    /// original keeps its identity from being reused.
    private static let twins = Mutex<[ObjectIdentifier: (session: URLSession, twin: URLSession)]>([:])

    /// The streamed transfers under way, by task.
    private let streamed = Mutex<[Int: StreamedTransfer]>([:])

    func register(_ transfer: StreamedTransfer, for task: URLSessionTask) {
        streamed.withLock { $0[task.taskIdentifier] = transfer }
    }

    private func transfer(of task: URLSessionTask) -> StreamedTransfer? {
        streamed.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        completionHandler(challenge.proposedCredential == nil ? .cancelAuthenticationChallenge : .performDefaultHandling, nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(of: dataTask) else { return completionHandler(.allow) }
        transfer.urlSession(session, dataTask: dataTask, didReceive: response, completionHandler: completionHandler)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(of: dataTask)?.urlSession(session, dataTask: dataTask, didReceive: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = streamed.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        transfer?.urlSession(session, task: task, didCompleteWithError: error)
    }
}
