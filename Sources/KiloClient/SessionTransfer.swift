import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
import Synchronization
#endif

extension URLSession {
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
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                // Resumed even when already cancelled: its completion handler is then what answers the caller.
                task.resume()
                cancellation.attach(task)
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
private final class TransferCancellation: Sendable {
    private struct State: @unchecked Sendable {
        // URLSessionTask is thread-safe but not declared Sendable in swift-corelibs-foundation.
        var task: URLSessionTask?
        var cancelled = false
    }

    private let state = Mutex(State())

    func attach(_ task: URLSessionTask) {
        let cancelNow = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        if cancelNow { Self.cancel(task) }
    }

    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        if let task { Self.cancel(task) }
    }

    /// Cancels on a queue of its own: the caller may hold the Swift task's lock (a cancellation handler does).
    private static func cancel(_ task: URLSessionTask) {
        let unchecked = UncheckedTask(task: task)
        DispatchQueue.global().async { unchecked.task.cancel() }
    }

    private struct UncheckedTask: @unchecked Sendable {
        let task: URLSessionTask
    }
}
#endif
