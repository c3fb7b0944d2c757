import Dispatch
import Foundation
import KiloClient
import ServerTestSupport
import Testing

/// Marks the main queue, so a handler can tell that it runs there (on Linux `Thread.isMainThread` cannot).
let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

@Suite("WebServiceProxy callbacks")
struct CallbackTests {
    @Test("results and errors are delivered on the main queue", arguments: Transport.allCases)
    func mainQueue(_ transport: Transport) async throws {
        _ = mainQueueKey
        try await withProxy(transport) { proxy in
            let (sum, onMain) = await withCheckedContinuation { (continuation: CheckedContinuation<(Double?, Bool), Never>) in
                proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4], as: Double.self) { result in
                    continuation.resume(returning: (try? result.get(), isOnMainQueue))
                }
            }
            #expect(sum == 6)
            #expect(onMain)

            let (status, statusOnMain) = await withCheckedContinuation {
                (continuation: CheckedContinuation<([String: Int]?, Bool), Never>) in
                proxy.invokeForJSONObject(.get, path: "/ac/status") { result in
                    // The seeds' loosely typed result.
                    let dictionary = (try? result.get()) as? [String: Any]
                    continuation.resume(returning: (dictionary?.compactMapValues { $0 as? Int }, isOnMainQueue))
                }
            }
            #expect(status?["temperature"] == 70)
            #expect(statusOnMain)

            let (error, errorOnMain) = await withCheckedContinuation {
                (continuation: CheckedContinuation<(WebServiceError?, Bool), Never>) in
                proxy.invoke(.put, path: "/ac/status", arguments: ["temperature": 200]) { result in
                    guard case .failure(let error) = result else { return continuation.resume(returning: (nil, isOnMainQueue)) }
                    continuation.resume(returning: (error as? WebServiceError, isOnMainQueue))
                }
            }
            #expect(error?.message == "Invalid temperature.")
            #expect(errorOnMain)
        }
    }

    @Test("a result as it came (bytes and content type) arrives through the callback", arguments: Transport.allCases)
    func rawResult(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let answer = await withCheckedContinuation { (continuation: CheckedContinuation<(String, String?)?, Never>) in
                proxy.invokeForData(.get, path: "/behaviour/csv") { result in
                    continuation.resume(
                        returning: (try? result.get()).map { (String(decoding: $0.data, as: UTF8.self), $0.contentType) })
                }
            }
            #expect(answer?.0 == "a,b\r\n1,2\r\n")
            #expect(answer?.1 == "text/csv")
        }
    }

    @Test("cancelling the returned task ends the request and reports the error promptly", arguments: Transport.allCases)
    func cancelReturnedTask(_ transport: Transport) async throws {
        try await withProxy(transport) { proxy in
            let error = await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
                let task = proxy.invoke(.get, path: "/behaviour/slow", arguments: ["milliseconds": 5_000], as: String.self) {
                    result in
                    guard case .failure(let error) = result else { return continuation.resume(returning: nil) }
                    continuation.resume(returning: error)
                }
                Task {
                    try await Task.sleep(for: .milliseconds(200))
                    task.cancel()
                }
            }
            // The server answers after 5 s, successfully: a cancellation error can only come before that answer.
            #expect(error.map(isCancellation) == true, "\(String(describing: error))")
        }
    }
}

/// Whether `error` reports a cancelled request: the task's own cancellation, or URLSession's.
func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
