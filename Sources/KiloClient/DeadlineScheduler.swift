import Synchronization

/// Fires deadlines for every request of the process from one task that wakes every 20 ms while any are pending.
///
/// A timer per request costs more than the request's own work on Linux (about 30 µs of CPU for a Dispatch timer);
/// here scheduling a deadline is a heap insertion under a lock. Deadlines fire up to one tick late.
final class DeadlineScheduler: Sendable {
    static let shared = DeadlineScheduler()
    static let tick = Duration.milliseconds(20)

    private struct Entry {
        let deadline: ContinuousClock.Instant
        let fire: @Sendable () -> Void
    }

    private struct State {
        /// A binary min-heap on `deadline`.
        var heap: [Entry] = []
        var running = false

        mutating func push(_ entry: Entry) {
            heap.append(entry)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child].deadline < heap[parent].deadline else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        mutating func popDue(before now: ContinuousClock.Instant) -> [Entry] {
            var due: [Entry] = []
            while let first = heap.first, first.deadline <= now {
                due.append(first)
                let last = heap.removeLast()
                guard !heap.isEmpty else { break }
                heap[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    let right = left + 1
                    var smallest = parent
                    if left < heap.count, heap[left].deadline < heap[smallest].deadline { smallest = left }
                    if right < heap.count, heap[right].deadline < heap[smallest].deadline { smallest = right }
                    guard smallest != parent else { break }
                    heap.swapAt(parent, smallest)
                    parent = smallest
                }
            }
            return due
        }
    }

    private let state = Mutex(State())

    /// Calls `fire` once `timeout` has passed.
    func schedule(after timeout: Duration, _ fire: @escaping @Sendable () -> Void) {
        let entry = Entry(deadline: .now + timeout, fire: fire)
        let start = state.withLock { state -> Bool in
            state.push(entry)
            guard !state.running else { return false }
            state.running = true
            return true
        }
        if start { Task.detached { await self.run() } }
    }

    private func run() async {
        while true {
            try? await Task.sleep(for: Self.tick)
            let now = ContinuousClock.now
            let (due, idle) = state.withLock { state -> ([Entry], Bool) in
                let due = state.popDue(before: now)
                if state.heap.isEmpty { state.running = false }
                return (due, state.heap.isEmpty)
            }
            for entry in due { entry.fire() }
            if idle { return }
        }
    }
}
