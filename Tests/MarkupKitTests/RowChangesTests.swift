import MarkupKit
import TestSupport
import Testing

/// Lists changed by random inserts, deletes, moves and edits: the changes found by identity turn the old list into
/// the new one, applied in place step by step or as one batch, and touch no row that did not change.
@Suite("Row changes")
struct RowChangesTests {
    /// A row: its key and a version that an edit bumps.
    struct Row: Hashable {
        var key: String
        var version = 0
    }

    /// `rows` changed by `count` random edits of every kind.
    static func mutated(_ rows: [Row], count: Int, next: inout Int, using generator: inout SeededGenerator) -> [Row] {
        var rows = rows
        RandomEdits.apply(count, to: &rows, using: &generator) {
            next += 1
            return Row(key: "r\(next)")
        } edit: {
            $0.version += 1
        }
        return rows
    }

    /// `old` changed in place by `changes.steps`, as a page's DOM is.
    static func stepped(_ old: [Row], _ changes: RowChanges, new: [Row]) -> [Row] {
        var rows = old
        changes.apply(to: &rows, key: \.key) { new[$0] }
        return rows
    }

    /// `old` changed by the batch as UIKit applies one: deletions and move sources by old index, insertions and move
    /// destinations by new index, updates reloaded.
    static func batched(_ old: [Row], _ changes: RowChanges, new: [Row]) -> [Row?] {
        var result = [Row?](repeating: nil, count: old.count - changes.deletions.count + changes.insertions.count)
        let deleted = Set(changes.deletions)
        let movedFrom = Set(changes.moves.map(\.from))
        for move in changes.moves { result[move.to] = old[move.from] }
        for index in changes.insertions { result[index] = new[index] }
        // What neither moved nor was deleted keeps its order in the free places.
        var free = result.indices.filter { result[$0] == nil }.makeIterator()
        for (index, row) in old.enumerated() where !deleted.contains(index) && !movedFrom.contains(index) {
            guard let at = free.next() else { return [] }
            result[at] = row
        }
        for update in changes.updates { result[update.to] = new[update.to] }
        return result
    }

    @Test("random edits, 2,000 rounds: in place or as a batch, the old rows become the new, and only changed rows are touched")
    func randomEdits() {
        for seed in UInt64(1)...2_000 {
            var generator = SeededGenerator(seed: seed)
            var next = 0
            let start = Self.mutated([], count: Int.random(in: 0...40, using: &generator), next: &next, using: &generator)
            let end = Self.mutated(start, count: Int.random(in: 0...12, using: &generator), next: &next, using: &generator)
            let changes = RowChanges(from: start.map(\.key), to: end.map(\.key)) { start[$0] != end[$1] }
            #expect(Self.stepped(start, changes, new: end) == end, "seed \(seed)")
            #expect(Self.batched(start, changes, new: end) == end.map(Optional.some), "seed \(seed)")
            let changedRows = Set(end.filter { !start.contains($0) }.map(\.key))
            let updated = Set(changes.updates.map { end[$0.to].key })
            let inserted = Set(changes.insertions.map { end[$0].key })
            #expect(updated.union(inserted) == changedRows, "seed \(seed)")
            #expect(changes.isEmpty == (start == end), "seed \(seed)")
        }
    }

    @Test("one row moved to the end is one move; one row edited among 10,000 is one update")
    func fewestChanges() {
        let keys = (0..<10_000).map { "k\($0)" }
        var moved = keys
        moved.append(moved.removeFirst())
        let move = RowChanges(from: keys, to: moved) { _, _ in false }
        #expect(move.steps == [.move(key: "k0", after: "k9999")])
        let edit = RowChanges(from: keys, to: keys) { old, _ in old == 5_000 }
        #expect(edit.steps == [.update(key: "k5000", index: 5_000)])
        #expect(edit.deletions.isEmpty && edit.insertions.isEmpty && edit.moves.isEmpty)
        #expect(RowChanges(from: [], to: ["a", "b"]) { _, _ in false }.insertions == [0, 1])
        #expect(RowChanges(from: ["a", "b"], to: []) { _, _ in false }.deletions == [0, 1])
    }
}
