import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request started with a result handler; cancel it to stop the request.
public struct WebServiceTask: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    /// Cancels the request. The result handler is still called, with the cancellation error.
    public func cancel() {
        task.cancel()
    }

    /// Whether ``cancel()`` has been called.
    public var isCancelled: Bool { task.isCancelled }
}

/// The seeds' callback form: each call returns a ``WebServiceTask`` and calls `resultHandler` on the main actor
/// (the main queue) with either a result or an error.
///
/// ```swift
/// proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4]) { (result: Double?, error: Error?) in
///     // result is 6
/// }
/// ```
///
/// In an app the main queue runs by itself. In a command-line tool on Linux, something must run it: an `async`
/// `main` (the Swift runtime then serves the main queue), `dispatchMain()`, or `RunLoop.main.run()`. A synchronous
/// `main` that blocks the main thread waiting for the result will never see the handler called. On Linux, work on the
/// main queue may run on a thread other than the process's first one, so check with
/// `dispatchPrecondition(condition: .onQueue(.main))` or `MainActor.assertIsolated()`, not `Thread.isMainThread`.
extension WebServiceProxy {
    /// Invokes an operation that returns nothing; `resultHandler` gets `nil` or the error.
    @discardableResult
    public func invoke(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: WebServiceRequest.Body? = nil, contentType: String? = nil,
        resultHandler: @escaping @MainActor (_ error: (any Error)?) -> Void
    ) -> WebServiceTask {
        deliver {
            _ = try await send(method, path: path, keys: keys, arguments: arguments, body: content.map { ($0, contentType) })
            return ()
        } to: { @MainActor _, error in
            resultHandler(error)
        }
    }

    /// Invokes an operation and decodes its JSON result; `nil` for 204 or an empty body.
    @discardableResult
    public func invoke<Result: Decodable & Sendable>(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: WebServiceRequest.Body? = nil, contentType: String? = nil,
        resultHandler: @escaping @MainActor (_ result: Result?, _ error: (any Error)?) -> Void
    ) -> WebServiceTask {
        deliver(
            {
                let result: Result? = try await invoke(
                    method, path: path, keys: keys, arguments: arguments, content: content, contentType: contentType)
                return result
            }, to: resultHandler)
    }

    /// Invokes an operation and hands its JSON result to `resultHandler` loosely typed, as `JSONSerialization` reads
    /// it (the seeds' `result as! [String: Any]`).
    @discardableResult
    public func invoke(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: WebServiceRequest.Body? = nil, contentType: String? = nil,
        resultHandler: @escaping @MainActor (_ result: Any?, _ error: (any Error)?) -> Void
    ) -> WebServiceTask {
        WebServiceTask(
            Task {
                do {
                    let response = try await send(
                        method, path: path, keys: keys, arguments: arguments, body: content.map { ($0, contentType) })
                    // JSON objects are not Sendable, so they are made where they are used: on the main actor.
                    await MainActor.run {
                        do {
                            resultHandler(try Self.decodeLooseJSON(from: response), nil)
                        } catch {
                            resultHandler(nil, error)
                        }
                    }
                } catch {
                    await resultHandler(nil, error)
                }
            })
    }

    /// Invokes an operation and decodes its result with `responseHandler` (an image, text…).
    @discardableResult
    public func invoke<Result: Sendable>(
        _ method: Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        content: WebServiceRequest.Body? = nil, contentType: String? = nil, responseHandler: @escaping ResponseHandler<Result>,
        resultHandler: @escaping @MainActor (_ result: Result?, _ error: (any Error)?) -> Void
    ) -> WebServiceTask {
        deliver(
            {
                try await invoke(
                    method, path: path, keys: keys, arguments: arguments, content: content, contentType: contentType,
                    responseHandler: responseHandler)
            }, to: resultHandler)
    }

    /// Runs `work` in a task and hands its result or error to `handler` on the main actor.
    private func deliver<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value?, to handler: @escaping @MainActor (Value?, (any Error)?) -> Void
    ) -> WebServiceTask {
        WebServiceTask(
            Task {
                do {
                    let value = try await work()
                    await handler(value, nil)
                } catch {
                    await handler(nil, error)
                }
            })
    }
}
