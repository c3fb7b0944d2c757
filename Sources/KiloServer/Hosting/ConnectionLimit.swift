import NIOCore
import Synchronization

/// The most connections the server holds open at once; one more is answered 503 (with `Retry-After: 1`) and closed
/// at once.
///
/// Each connection costs a file descriptor. Past the process's open-file limit `accept` fails, and NIO, with the
/// listener still readable, retries it in a busy loop (about 10,000 failed calls a second) while every request
/// waits. Refusing connections below that limit keeps descriptors free, so the loop never starts.
final class ConnectionLimit: Sendable {
    let maximum: Int
    private let open = Atomic(0)

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Counts `channel` in until it closes; `false` when the server is full (the connection is then to be answered
    /// 503 and closed, uncounted).
    func admit(_ channel: any Channel) -> Bool {
        guard open.wrappingAdd(1, ordering: .relaxed).newValue <= maximum else {
            open.wrappingSubtract(1, ordering: .relaxed)
            return false
        }
        channel.closeFuture.whenComplete { _ in self.open.wrappingSubtract(1, ordering: .relaxed) }
        return true
    }

    /// What a connection past the limit is told.
    var refusal: RequestRejection {
        RequestRejection(
            .serviceUnavailable, "The server is at its limit of \(maximum) connections; try again shortly.", retryAfterSeconds: 1)
    }
}
