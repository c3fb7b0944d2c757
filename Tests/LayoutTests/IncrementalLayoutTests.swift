import Layout
import Synchronization
import TestSupport
import Testing

/// A relayout at the same bounds after some leaves changed arranges only what changed or moved, and gives the frames
/// a layout from scratch gives.
@Suite("Incremental relayout")
struct IncrementalLayoutTests {
    /// Leaves' sizes, scaled by a factor per leaf (by index in pre-order) that a test changes between layouts.
    final class Scales: Sendable {
        let factors = Mutex<[Int: Double]>([:])

        func factor(_ index: Int) -> Double { factors.withLock { $0[index] ?? 1 } }

        /// `node` with every leaf's size scaled by its factor; `next` is the index in pre-order of `node`.
        func scaled(_ node: LayoutNode, next: inout Int) -> LayoutNode {
            var copy = node
            let index = next
            next += 1
            if case .leaf(let measure) = node.kind {
                copy.kind = .leaf({ [self] proposal in
                    let factor = factor(index)
                    let size = measure(proposal.map { $0 / factor })
                    return Size(width: size.width * factor, height: size.height * factor)
                })
            }
            copy.children = node.children.map { scaled($0, next: &next) }
            return copy
        }
    }

    @Test("after leaves change, a relayout at the same bounds gives a fresh layout's frames (2,000 random trees)")
    func matchesAFreshLayout() {
        var trees = RandomTrees(seed: 37)
        var generator = SeededGenerator(seed: 43)
        var mismatches: [String] = []
        for number in 0..<2_000 {
            let source = trees.next()
            let scales = Scales()
            var next = 0
            let node = scales.scaled(source.node, next: &next)
            let bounds = Rect(x: 0, y: 0, width: source.size.width, height: source.size.height)
            var tree = LayoutTree(node)
            tree.layout(in: bounds)
            let leaves = (0..<tree.count).filter { index in
                var position = 0
                return Self.isLeaf(node, at: index, position: &position)
            }
            guard !leaves.isEmpty else { continue }
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let leaf = leaves[Int.random(in: 0..<leaves.count, using: &generator)]
                scales.factors.withLock { $0[leaf] = [0.5, 0.8, 1.25, 2][Int.random(in: 0...3, using: &generator)] }
                tree.invalidateMeasurement(ofNodeAt: leaf)
            }
            let incremental = tree.layout(in: bounds)
            let fresh = node.layout(in: bounds)
            if incremental != fresh {
                let first = zip(incremental, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
                mismatches.append("tree \(number) at node \(first): \(incremental[first]) vs \(fresh[first])")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) trees differ: \(mismatches.prefix(10))")
    }

    @Test("one leaf changed in 100 rows of 9 columns of 10 leaves arranges its column, its row and the root")
    func arrangesOnlyWhatMoved() {
        let scales = Scales()
        let rows = (0..<100).map { _ in
            LayoutNode(
                .row,
                children: (0..<9).map { column in
                    LayoutNode(
                        .column, children: (0..<10).map { _ in LayoutNode.fixed(20, 12) },
                        weight: column % 3 == 0 ? 1 : nil)
                })
        }
        var next = 0
        var tree = LayoutTree(scales.scaled(LayoutNode(.column, children: rows), next: &next))
        let bounds = Rect(x: 0, y: 0, width: 1_200, height: 13_200)
        tree.layout(in: bounds)
        #expect(tree.arrangedCount == 1 + 100 + 900)
        // The first leaf of the middle row's second (unweighted) column shrinks: its row keeps its height and the
        // column its width (its other leaves are as tall and wide), so nothing but that column's leaves moves.
        let leaf = 1 + 50 * 101 + 1 + 11 + 1
        scales.factors.withLock { $0[leaf] = 0.8 }
        tree.invalidateMeasurement(ofNodeAt: leaf)
        let frames = tree.layout(in: bounds)
        #expect(tree.arrangedCount == 3, "arranged \(tree.arrangedCount)")
        var again = 0
        #expect(frames == scales.scaled(LayoutNode(.column, children: rows), next: &again).layout(in: bounds))
    }

    /// Whether the node at `index` in pre-order of `node` is a leaf.
    static func isLeaf(_ node: LayoutNode, at index: Int, position: inout Int) -> Bool {
        if position == index {
            if case .leaf = node.kind { return true }
            return false
        }
        position += 1
        for child in node.children where position <= index {
            if isLeaf(child, at: index, position: &position) { return true }
            if position > index { return false }
        }
        return false
    }
}
