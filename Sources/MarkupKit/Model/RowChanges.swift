/// How a list of rows changed, by identity: the rows deleted, inserted, moved and updated between two versions of
/// the list, which a table applies to show the new list without touching the other rows.
///
/// Rows are named by their keys (a dynamic section's rows by their items' ids, see `DynamicRows`); keys are unique
/// within a list. The changes are given two ways: as a batch, the way `UITableView.performBatchUpdates` takes them
/// (deletions by old index, insertions by new index, moves from old to new), and as ``steps``, one after another,
/// for a renderer that changes a list in place (a page's DOM). Moves are as few as the lists allow: the longest run
/// of kept rows already in order stays where it is.
public struct RowChanges: Sendable, Hashable {
    /// A kept row's old and new index.
    public struct Move: Sendable, Hashable {
        public var from: Int
        public var to: Int

        /// A row that was at `from` and is at `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// One change made in place, in order: after all of them the list is the new one.
    public enum Step: Sendable, Hashable {
        /// Remove the row `key`.
        case remove(key: String)
        /// Insert the row `key` (at `index` of the new list) after the row `after`, or first when nil.
        case insert(key: String, index: Int, after: String?)
        /// Move the row `key` after the row `after`, or first when nil.
        case move(key: String, after: String?)
        /// Show the row `key` (at `index` of the new list) anew: its content changed.
        case update(key: String, index: Int)
    }

    /// The old indices of rows no longer there, ascending.
    public private(set) var deletions: [Int] = []
    /// The new indices of rows that were not there, ascending.
    public private(set) var insertions: [Int] = []
    /// Kept rows that moved out of order, by new index.
    public private(set) var moves: [Move] = []
    /// Kept rows whose content changed (moved or not), by new index.
    public private(set) var updates: [Move] = []
    /// The same changes, one after another.
    public private(set) var steps: [Step] = []

    /// Whether nothing changed.
    public var isEmpty: Bool { steps.isEmpty }

    /// The changes from the rows `old` to the rows `new` (each a list of unique keys); `isChanged(oldIndex, newIndex)`
    /// tells whether a row in both changed its content. The work is linear in the rows, and n log n in the kept rows
    /// that moved.
    public init(from old: [String], to new: [String], isChanged: (_ oldIndex: Int, _ newIndex: Int) -> Bool) {
        // The same rows (a window of a list that changed past it, or in place): only what changed, no tables made.
        if old == new {
            self = RowChanges(keys: new, updated: new.indices.filter { isChanged($0, $0) })
            return
        }
        var oldIndices: [String: Int] = [:]
        oldIndices.reserveCapacity(old.count)
        for (index, key) in old.enumerated() { oldIndices[key] = index }
        var newKeys = Set<String>()
        newKeys.reserveCapacity(new.count)
        for key in new { newKeys.insert(key) }

        for (index, key) in old.enumerated() where !newKeys.contains(key) {
            deletions.append(index)
            steps.append(.remove(key: key))
        }
        // The kept rows in their new order, by old index; the longest increasing run of them stays put.
        var kept: [(new: Int, old: Int)] = []
        for (index, key) in new.enumerated() {
            if let was = oldIndices[key] { kept.append((index, was)) } else { insertions.append(index) }
        }
        let staying = Self.longestIncreasingRun(kept.map(\.old))
        var stays = [Bool](repeating: false, count: new.count)
        for position in staying { stays[kept[position].new] = true }
        var previous: String?
        for (index, key) in new.enumerated() {
            if let was = oldIndices[key] {
                if !stays[index] {
                    moves.append(Move(from: was, to: index))
                    steps.append(.move(key: key, after: previous))
                }
                if isChanged(was, index) {
                    updates.append(Move(from: was, to: index))
                    steps.append(.update(key: key, index: index))
                }
            } else {
                steps.append(.insert(key: key, index: index, after: previous))
            }
            previous = key
        }
    }

    /// Applies ``steps`` to `rows`, a host's copy of the old rows: what a host that keeps its rows in an array does.
    /// `key` gives a row's key; `make(index)` the row at `index` of the new list, for an insertion or an update.
    public func apply<Row>(to rows: inout [Row], key: (Row) -> String, make: (Int) -> Row) {
        func place(_ row: Row, after previous: String?) {
            let at = previous.flatMap { previous in rows.firstIndex { key($0) == previous }.map { $0 + 1 } } ?? 0
            rows.insert(row, at: at)
        }
        for step in steps {
            switch step {
            case .remove(let removed):
                rows.removeAll { key($0) == removed }
            case .insert(_, let index, let after):
                place(make(index), after: after)
            case .move(let moved, let after):
                guard let from = rows.firstIndex(where: { key($0) == moved }) else { continue }
                place(rows.remove(at: from), after: after)
            case .update(let updated, let index):
                guard let at = rows.firstIndex(where: { key($0) == updated }) else { continue }
                rows[at] = make(index)
            }
        }
    }

    /// The changes of a list whose first `keptCount` rows (all, when nil) stayed where they were and the rest were
    /// appended, the kept rows at `updated` (ascending) changed: what comparing the lists would give, without
    /// comparing them. `keys` are the new list's.
    public init(keys: [String], updated: [Int], keptCount: Int? = nil) {
        for index in updated {
            updates.append(Move(from: index, to: index))
            steps.append(.update(key: keys[index], index: index))
        }
        let kept = min(keptCount ?? keys.count, keys.count)
        for index in kept..<keys.count {
            insertions.append(index)
            steps.append(.insert(key: keys[index], index: index, after: index == 0 ? nil : keys[index - 1]))
        }
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // positions of the smallest tail of each run length
        var before = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { before[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = before[position]
        }
        return run.reversed()
    }
}
