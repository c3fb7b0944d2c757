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

/// The seeds' callback form: each call returns a ``WebServiceTask`` and calls `completion` on the main actor (the main
/// queue) with the result or the error.
///
/// <!-- snippet-prelude
/// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
/// -->
/// ```swift
/// proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4], as: Double.self) { result in
///     if case .success(let sum) = result { print(sum) }   // 6
/// }
/// ```
///
/// In an app the main queue runs by itself. In a command-line tool on Linux, something must run it: an `async`
/// `main` (the Swift runtime then serves the main queue), `dispatchMain()`, or `RunLoop.main.run()`. A synchronous
/// `main` that blocks the main thread waiting for the result will never see the handler called. On Linux, work on the
/// main queue may run on a thread other than the process's first one, so check with
/// `dispatchPrecondition(condition: .onQueue(.main))` or `MainActor.assertIsolated()`, not `Thread.isMainThread`.
extension WebServiceProxy {
    /// Invokes an operation whose result is not needed; `completion` gets success or the error. The parameters are
    /// ``invoke(_:path:keys:arguments:body:)``'s.
    @discardableResult
    public func invoke(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil, completion: @escaping @MainActor (Result<Void, any Error>) -> Void
    ) -> WebServiceTask {
        deliver({ try await invoke(method, path: path, keys: keys, arguments: arguments, body: body) }, to: completion)
    }

    /// Invokes an operation and decodes its JSON result as `type` (an optional one `nil` for 204, an empty body, or a
    /// 404 without a body), as ``invoke(_:path:keys:arguments:body:as:)`` does.
    @discardableResult
    public func invoke<Value: Decodable & Sendable>(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil, as type: Value.Type = Value.self,
        completion: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> WebServiceTask {
        deliver(
            { try await invoke(method, path: path, keys: keys, arguments: arguments, body: body, as: Value.self) }, to: completion
        )
    }

    /// Invokes an operation and hands its result as it came, the body's bytes and its content type (an image, text…).
    @discardableResult
    public func invokeForData(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil,
        completion: @escaping @MainActor (Result<(data: Data, contentType: String?), any Error>) -> Void
    ) -> WebServiceTask {
        deliver({ try await invokeForData(method, path: path, keys: keys, arguments: arguments, body: body) }, to: completion)
    }

    /// Invokes an operation and hands its JSON result loosely typed, as `JSONSerialization` reads it (the seeds'
    /// `result as! [String: Any]`).
    @discardableResult
    public func invokeForJSONObject(
        _ method: HTTPRequest.Method, path: String, keys: [String: any Sendable] = [:], arguments: [String: any Sendable] = [:],
        body: WebServiceRequest.Body? = nil, completion: @escaping @MainActor (Result<Any?, any Error>) -> Void
    ) -> WebServiceTask {
        WebServiceTask(
            Task {
                do {
                    let response = try await send(method, path: path, keys: keys, arguments: arguments, body: body)
                    // JSON objects are not Sendable, so they are made where they are used: on the main actor.
                    await MainActor.run { completion(Result { try Self.decodeLooseJSON(from: response) }) }
                } catch {
                    await completion(.failure(error))
                }
            })
    }

    /// Runs `work` in a task and hands its result or error to `completion` on the main actor.
    private func deliver<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        to completion: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> WebServiceTask {
        WebServiceTask(
            Task {
                do {
                    let value = try await work()
                    await completion(.success(value))
                } catch {
                    await completion(.failure(error))
                }
            })
    }
}
