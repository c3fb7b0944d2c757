import Foundation

/// Runs `work` on a thread of its own and returns what it returns: for a test's synchronous work of more than a
/// moment (parsing every source file, a hostile document's worst case). Swift's shared pool has a thread per core, two
/// on a two-core machine; such work there held every other test's tasks for up to ten seconds, and in-process servers
/// missed their tests' deadlines.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}
