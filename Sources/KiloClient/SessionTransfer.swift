import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
import Synchronization
#endif

extension URLSession {
    /// The session to send through instead of this one: itself on Apple platforms; on Linux, when it has no delegate
    /// of its own, its twin (`ChallengeDecliner`).
    var transferSession: URLSession {
        #if canImport(FoundationNetworking)
        ChallengeDecliner.session(for: self)
        #else
        self
        #endif
    }

    /// Sends `request` and returns the response's body and head; cancelling the calling task cancels the transfer.
    ///
    /// On Apple platforms this is `data(for:)`. On Linux, `data(for:)` deadlocks when its task is cancelled just as
    /// the response is being handled (swift-corelibs-foundation #5412: cancellation holds the task's lock and waits
    /// for the session's queue, which holds its queue and waits for the task's lock to resume it). There the transfer
    /// is a `dataTask` whose completion handler resumes the caller from the delegate queue, and a cancellation only
    /// asks for the transfer to be cancelled from another thread, so no lock of the task is held while the session
    /// takes its own.
    func transfer(_ request: URLRequest) async throws -> (Data, URLResponse) {
        #if canImport(FoundationNetworking)
        let cancellation = TransferCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    cancellation.finish()
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else if let declined = cancellation.declinedChallenge() {
                        continuation.resume(returning: (data ?? Data(), declined))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
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
        try await data(for: request)
        #endif
    }
}

#if canImport(FoundationNetworking)
/// The transfer a cancellation must reach, and whether it has come; whichever of the two arrives second cancels.
///
/// A transfer that has finished is never cancelled: swift-corelibs-foundation traps when a task that has left its
/// session's registry is cancelled (`URLSession.behaviour(for:)`), and a cancellation can arrive just after the answer
/// (the caller's task is cancelled as it returns, or a deadline's work task is cleaned up). The completion handler
/// marks the transfer finished before the session removes the task, and the cancel runs under the same lock.
private final class TransferCancellation: Sendable {
    private struct State: @unchecked Sendable {
        // URLSessionTask is thread-safe but not declared Sendable in swift-corelibs-foundation.
        var task: URLSessionTask?
        var cancelled = false
        var finished = false
    }

    private let state = Mutex(State())

    /// The 401 of a challenge ``ChallengeDecliner`` declined, unless the caller cancelled: declining cancels the task,
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

    /// Called first thing by the completion handler: from then on, nothing cancels the transfer.
    func finish() {
        state.withLock { $0.finished = true }
    }

    /// Cancels on a queue of its own, because the caller may hold the Swift task's lock (a cancellation handler does);
    /// there, under the lock, unless the transfer has finished meanwhile. The session never waits for this lock: the
    /// completion handler that takes it runs on the delegate queue.
    private func cancelTransfer() {
        DispatchQueue.global().async { [self] in
            state.withLock { state in
                guard !state.finished else { return }
                state.task?.cancel()
            }
        }
    }
}

/// Declines an authentication challenge that no credential answers, so that the caller gets the server's 401.
///
/// In swift-corelibs-foundation a 401 with `WWW-Authenticate: Basic` (or `Digest`) raises a challenge, and a session
/// without a delegate to answer it, and no stored credential, neither retries nor completes the task: it waits for
/// ever (swift-corelibs-foundation #5456). A wrong password would hang the call. So a session without a delegate of its
/// own is used through a twin made from its configuration (cookies and credential storage shared, no URL cache) whose
/// delegate is this. The caller's own delegate, when there is one, answers its challenges itself.
private final class ChallengeDecliner: NSObject, URLSessionTaskDelegate, Sendable {
    private static let twins = Mutex<[ObjectIdentifier: (session: URLSession, twin: URLSession)]>([:])

    /// The session a request to `session` goes through. Twins live as long as the process: a proxy's session usually
    /// does too (`URLSession.shared`), and keeping the original keeps its identity from being reused.
    static func session(for session: URLSession) -> URLSession {
        guard session.delegate == nil else { return session }
        return twins.withLock { twins in
            if let known = twins[ObjectIdentifier(session)] { return known.twin }
            // Without a URL cache: cancelling a task while the cache is consulted, on a queue of the session's own
            // before the transfer starts, traps in swift-corelibs-foundation, and API answers are rarely cacheable.
            let configuration = session.configuration.copy() as? URLSessionConfiguration ?? .default
            configuration.urlCache = nil
            let twin = URLSession(configuration: configuration, delegate: ChallengeDecliner(), delegateQueue: nil)
            twins[ObjectIdentifier(session)] = (session, twin)
            return twin
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        completionHandler(challenge.proposedCredential == nil ? .cancelAuthenticationChallenge : .performDefaultHandling, nil)
    }
}
#endif
