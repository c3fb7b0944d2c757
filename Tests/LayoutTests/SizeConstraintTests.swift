import Layout
import TestSupport
import Testing

/// Hand-computed cases for MarkupKit's size constraints (`minimumWidth`, `maximumWidth`, `minimumHeight`,
/// `maximumHeight`, `aspectRatio`); the random trees of the Chromium oracle hold them to CSS as well.
@Suite("Layout engine: size constraints")
struct SizeConstraintTests {
    func frames(_ node: LayoutNode, _ width: Double, _ height: Double) -> [Rect] {
        node.layout(in: Rect(x: 0, y: 0, width: width, height: height))
    }

    func constrained(_ node: LayoutNode, _ constraints: SizeConstraints) -> LayoutNode {
        var node = node
        node.sizeConstraints = constraints
        return node
    }

    @Test("a weighted child held to its maximum gives the rest to the others; none left, alignment places the rest")
    func weightedMaximum() {
        // 300 shared 1:1 would be 150 each; the first stops at 100 and the second takes the other 200.
        let row = LayoutNode(
            .row,
            children: [constrained(.fixed(0, 10, weight: 1), SizeConstraints(maximumWidth: 100)), .fixed(0, 10, weight: 1)],
            spacing: 0)
        #expect(frames(row, 300, 10)[1...].map(\.width) == [100, 200])
        // Both held: 60 of 300 are left, and a centred row splits them.
        let held = LayoutNode(
            .row,
            children: [
                constrained(.fixed(0, 10, weight: 1), SizeConstraints(maximumWidth: 100)),
                constrained(.fixed(0, 10, weight: 1), SizeConstraints(maximumWidth: 140)),
            ], spacing: 0, horizontalAlignment: .center)
        let result = frames(held, 300, 10)
        #expect(result[1] == Rect(x: 30, y: 0, width: 100, height: 10))
        #expect(result[2] == Rect(x: 130, y: 0, width: 140, height: 10))
    }

    @Test("a weighted child kept to its minimum takes it from the others' share, and counts it in the natural width")
    func weightedMinimum() {
        let row = LayoutNode(
            .row,
            children: [constrained(.fixed(0, 10, weight: 1), SizeConstraints(minimumWidth: 120)), .fixed(0, 10, weight: 3)],
            spacing: 0)
        // 1:3 of 200 would be 50 and 150; the first keeps 120 and the second has 80.
        #expect(frames(row, 200, 10)[1...].map(\.width) == [120, 80])
        // Too little for the minimum: it keeps it and overflows, the other gets nothing.
        #expect(frames(row, 100, 10)[1...].map(\.width) == [120, 0])
        #expect(row.measure().width == 120)
    }

    @Test("stretched across a column: held to its maximum at the leading edge, or wider than the column at its minimum")
    func stretchedCross() {
        let column = LayoutNode(
            .column,
            children: [
                constrained(.fixed(10, 10), SizeConstraints(maximumWidth: 80)),
                constrained(.fixed(10, 10), SizeConstraints(minimumWidth: 300)),
            ], spacing: 0)
        let result = frames(column, 200, 100)
        #expect(result[1] == Rect(x: 0, y: 0, width: 80, height: 10))
        #expect(result[2] == Rect(x: 0, y: 10, width: 300, height: 10))
    }

    @Test("height bounds: a row's stretched child held at its top, a column's child taller than its content")
    func heights() {
        let row = LayoutNode(
            .row,
            children: [
                constrained(.fixed(10, 10), SizeConstraints(maximumHeight: 30)),
                constrained(.fixed(10, 10), SizeConstraints(minimumHeight: 25)),
            ], spacing: 0, verticalAlignment: .center)
        let result = frames(row, 100, 50)
        #expect(result[1] == Rect(x: 0, y: 20, width: 10, height: 10))
        #expect(result[2] == Rect(x: 10, y: 12.5, width: 10, height: 25))
        let filled = LayoutNode(.row, children: [constrained(.fixed(10, 10), SizeConstraints(maximumHeight: 30))])
        #expect(frames(filled, 100, 50)[1] == Rect(x: 0, y: 0, width: 10, height: 30))
        let column = LayoutNode(.column, children: [constrained(.fixed(10, 10), SizeConstraints(minimumHeight: 40))])
        #expect(column.measure() == Size(width: 10, height: 40))
    }

    @Test("an explicit width is kept within the bounds, the minimum winning over the maximum")
    func explicitAndConflicting() {
        var leaf = LayoutNode.fixed(10, 10)
        leaf.width = 500
        leaf.sizeConstraints = SizeConstraints(maximumWidth: 120)
        #expect(leaf.measure().width == 120)
        leaf.sizeConstraints = SizeConstraints(minimumWidth: 90, maximumWidth: 60)
        #expect(leaf.measure().width == 90)
        // Widened to its minimum, a leaf with an explicit height keeps it.
        var tall = LayoutNode.fixed(10, 50)
        tall.height = 20
        tall.sizeConstraints = SizeConstraints(minimumWidth: 30)
        #expect(tall.measure() == Size(width: 30, height: 20))
    }

    @Test("text held to a maximum width wraps at it and is as tall as its lines there")
    func textWraps() {
        // Ten words of 20 × 10, as many on a line as fit.
        let text = LayoutNode(
            .leaf({ proposal in
                let perLine = max(1, Int(((proposal ?? 200) / 20).rounded(.down)))
                return Size(width: min(200, max(20, proposal ?? 200)), height: Double((10 + perLine - 1) / perLine) * 10)
            }))
        #expect(constrained(text, SizeConstraints(maximumWidth: 100)).measure() == Size(width: 100, height: 20))
        #expect(constrained(text, SizeConstraints(maximumWidth: 100)).measure(proposedWidth: 60) == Size(width: 60, height: 40))
    }

    @Test("an aspect ratio: the height follows the width, stretched or not; in a column it beats weight")
    func aspectRatio() {
        let square = constrained(.fixed(10, 10), SizeConstraints(aspectRatio: 2))
        let column = LayoutNode(.column, children: [square, .fixed(10, 10, weight: 1)], spacing: 0)
        let result = frames(column, 120, 200)
        #expect(result[1] == Rect(x: 0, y: 0, width: 120, height: 60))
        #expect(result[2] == Rect(x: 0, y: 60, width: 120, height: 140))
        var weighted = square
        weighted.weight = 1
        #expect(frames(LayoutNode(.column, children: [weighted], spacing: 0), 120, 200)[1].height == 60)
        // In a filling row it is not stretched: its share's height, at the top.
        let row = LayoutNode(.row, children: [weighted, .fixed(10, 10, weight: 1)], spacing: 0)
        #expect(frames(row, 200, 100)[1] == Rect(x: 0, y: 0, width: 100, height: 50))
        // An explicit height wins over the ratio.
        var explicit = square
        explicit.height = 7
        #expect(explicit.measure() == Size(width: 10, height: 7))
    }

    @Test("height bounds with an aspect ratio, as CSS resolves them (issue 62): carried over to a width from content")
    func ratioWithHeightBounds() {
        // A width taken from content is held to the height bounds carried over through the ratio.
        let wide = constrained(.fixed(200, 30), SizeConstraints(maximumHeight: 40, aspectRatio: 0.5))
        #expect(wide.measure() == Size(width: 20, height: 40))
        let narrow = constrained(.fixed(50, 30), SizeConstraints(minimumHeight: 100, aspectRatio: 2))
        #expect(narrow.measure() == Size(width: 200, height: 100))
        // The node's own bounds win: the carried minimum is capped by its maximum width, the carried maximum floored
        // by its minimum width; the height then keeps its own bounds.
        let capped = constrained(.fixed(50, 30), SizeConstraints(maximumWidth: 150, minimumHeight: 100, aspectRatio: 2))
        #expect(capped.measure() == Size(width: 150, height: 100))
        let floored = constrained(.fixed(200, 30), SizeConstraints(minimumWidth: 120, maximumHeight: 40, aspectRatio: 0.5))
        #expect(floored.measure() == Size(width: 120, height: 40))
        // A width that is not the content's (a stretch across a column, a share of a row) is kept: the height gives way.
        let stretched = constrained(.fixed(10, 10), SizeConstraints(maximumHeight: 100, aspectRatio: 2))
        #expect(
            frames(LayoutNode(.column, children: [stretched], spacing: 0), 300, 400)[1]
                == Rect(x: 0, y: 0, width: 300, height: 100))
        var shared = constrained(.fixed(10, 10), SizeConstraints(minimumHeight: 200, aspectRatio: 2))
        shared.weight = 1
        #expect(
            frames(LayoutNode(.row, children: [shared], spacing: 0), 300, 400)[1] == Rect(x: 0, y: 0, width: 300, height: 200))
        // Across a column that does not fill, the child takes its width from its content, so the bound carries over.
        var fitting = LayoutNode(
            .column, children: [constrained(.fixed(300, 10), SizeConstraints(maximumHeight: 50, aspectRatio: 2))])
        fitting.horizontalAlignment = .start
        #expect(frames(fitting, 300, 400)[1] == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("bounded weights share as CSS's rounds of freezing do, on 500 random rows of up to 40 children (issue 62)")
    func boundedWeightsMatchCSSRounds() {
        var random = SeededGenerator(seed: 62)
        for _ in 0..<500 {
            let count = Int(random.next() % 40) + 1
            var children: [LayoutNode] = []
            var specs: [(weight: Double, constraints: SizeConstraints)] = []
            for _ in 0..<count {
                let weight = [0.5, 1, 2, 3][Int(random.next() % 4)]
                var constraints = SizeConstraints()
                if random.next() % 2 == 0 { constraints.minimumWidth = Double(random.next() % 60) }
                if random.next() % 2 == 0 { constraints.maximumWidth = Double(random.next() % 80) }
                var child = LayoutNode.fixed(0, 10, weight: weight)
                child.sizeConstraints = constraints
                children.append(child)
                specs.append((weight, constraints))
            }
            let width = Double(random.next() % 1_200)
            let row = LayoutNode(.row, children: children, spacing: 0)
            let engine = frames(row, width, 50).dropFirst().map(\.width)
            let css = Self.cssRounds(free: width, specs)
            for (ours, theirs) in zip(engine, css) {
                #expect(abs(ours - theirs) < 1e-9, "\(specs) in \(width): \(engine) against \(css)")
            }
        }
    }

    /// CSS's "resolve flexible lengths" for items of flex base size 0 growing into `free`: rounds that freeze the
    /// items breaking their bounds in the direction of the total violation, as the engine once did (O(n²)).
    static func cssRounds(free: Double, _ items: [(weight: Double, constraints: SizeConstraints)]) -> [Double] {
        var sizes = [Double](repeating: 0, count: items.count)
        var frozen = [Bool](repeating: false, count: items.count)
        while true {
            let left = max(0, free - zip(sizes, frozen).filter(\.1).map(\.0).reduce(0, +))
            let weight = zip(items, frozen).filter { !$0.1 }.map(\.0.weight).reduce(0, +)
            guard weight > 0 else { return sizes }
            var violation = 0.0
            var targets = sizes
            for index in items.indices where !frozen[index] {
                targets[index] = left * items[index].weight / weight
                sizes[index] = items[index].constraints.clampWidth(targets[index])
                violation += sizes[index] - targets[index]
            }
            if violation == 0 { return sizes }
            for index in items.indices where !frozen[index] {
                if violation > 0 ? sizes[index] > targets[index] : sizes[index] < targets[index] { frozen[index] = true }
            }
        }
    }

    @Test("lengths the engine cannot use mean no constraint")
    func unusableLengths() {
        let constraints = SizeConstraints(minimumWidth: -1, maximumWidth: .nan, maximumHeight: .infinity, aspectRatio: 0)
        #expect(constraints.isEmpty)
        var set = SizeConstraints()
        set.aspectRatio = -2
        set.minimumHeight = .nan
        #expect(set.isEmpty)
    }
}
