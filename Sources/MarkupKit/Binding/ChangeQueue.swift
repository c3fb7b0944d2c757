import Synchronization

/// What changed since the last flush — bindings, dynamic sections, by index — filled from whatever thread made the
/// change (an observation's `onChange` runs there), and taken on the actor that shows it.
public final class ChangeQueue: Sendable {
    private let state = Mutex<(pending: Set<Int>, flushScheduled: Bool)>(([], false))

    /// An empty queue.
    public init() {}

    /// Records a change; true if a flush must be scheduled.
    public func add(_ index: Int) -> Bool {
        state.withLock { state in
            state.pending.insert(index)
            defer { state.flushScheduled = true }
            return !state.flushScheduled
        }
    }

    /// The changes, in order of index; the next change schedules a new flush.
    public func takeAll() -> [Int] {
        state.withLock { state in
            defer { state = ([], false) }
            return state.pending.sorted()
        }
    }
}
