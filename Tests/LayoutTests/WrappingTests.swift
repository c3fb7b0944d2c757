import Layout
import Synchronization
import Testing

/// Text whose height depends on its width, at the places where the engine once measured it at the wrong width
/// (issue 15's reproductions, each checked against Chromium through the CSS mapping by the oracle's wrapping leaves).
@Suite("Layout engine: text that wraps")
struct WrappingTests {
    /// 30 words of 10 × 10 with nothing between them: offered a width w, it takes min(300, max(10, w)) and is
    /// 10 · ⌈30 / ⌊w / 10⌋⌉ tall (one word a line below 10).
    static func text(weight: Double? = nil) -> LayoutNode {
        LayoutNode(
            .leaf({ proposal in
                guard let proposal else { return Size(width: 300, height: 10) }
                let perLine = max(1, (proposal / 10).rounded(.down))
                return Size(width: min(300, max(10, proposal)), height: 10 * (30 / perLine).rounded(.up))
            }), weight: weight)
    }

    func frames(_ node: LayoutNode, _ width: Double, _ height: Double) -> [Rect] {
        node.layout(in: Rect(x: 0, y: 0, width: width, height: height))
    }

    @Test("a row's natural height measures a weighted child at its share of the width")
    func weightedChildInRow() {
        let row = LayoutNode(.row, children: [Self.text(weight: 1)])
        #expect(row.height(forWidth: 200) == 20)
        // In a top-aligned column the row is as tall as the text it holds.
        let column = LayoutNode(.column, children: [row], verticalAlignment: .start)
        let result = frames(column, 200, 100)
        #expect(result[1] == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(result[2] == Rect(x: 0, y: 0, width: 200, height: 20))
        // Beside a 50-wide label it gets 200 − 50 − 8 = 142: 14 words a line, 3 lines.
        let labelled = LayoutNode(.row, children: [.fixed(50, 10), Self.text(weight: 1)])
        #expect(
            LayoutNode(.column, children: [labelled], verticalAlignment: .start).layout(
                in: Rect(x: 0, y: 0, width: 200, height: 100))[3] == Rect(x: 58, y: 0, width: 142, height: 30))
        // At its natural width, the 0-rule gives the text no width: a word a line.
        #expect(row.measure() == Size(width: 0, height: 300))
    }

    @Test("a weighted track's cells are measured at the track's width")
    func weightedTrack() {
        let grid = LayoutNode(
            .column, children: [LayoutNode(.row, children: [.fixed(50, 10), Self.text(weight: 1)], spacing: 0)],
            verticalAlignment: .start, alignsToGrid: true)
        let result = frames(grid, 200, 100)
        #expect(result[1] == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(result[3] == Rect(x: 50, y: 0, width: 150, height: 20))
    }

    @Test("an anchor measures at the content width only the children it stretches across it")
    func anchorChildren() {
        // Pinned to the top only, the text keeps its one line, 300 wide, and the anchor is one line tall.
        let topOnly = LayoutNode(.anchor([.top]), children: [Self.text()])
        let result = frames(LayoutNode(.column, children: [topOnly], verticalAlignment: .start), 100, 100)
        #expect(result[1] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(result[2] == Rect(x: -100, y: 0, width: 300, height: 10))
        // Pinned to both sides, it wraps at the anchor's width.
        let stretched = LayoutNode(.anchor([[.top, .leading, .trailing]]), children: [Self.text()])
        let wrapped = frames(LayoutNode(.column, children: [stretched], verticalAlignment: .start), 100, 100)
        #expect(wrapped[1] == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(wrapped[2] == Rect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test("a grid column's other children are fitted to its tracks, which they do not widen")
    func gridColumnOtherChildren() {
        let grid = LayoutNode(
            .column, children: [LayoutNode(.row, children: [.fixed(20, 10)]), .fixed(60, 10)], alignsToGrid: true)
        let result = frames(LayoutNode(.row, children: [grid], horizontalAlignment: .start, verticalAlignment: .start), 200, 100)
        #expect(result[1] == Rect(x: 0, y: 0, width: 20, height: 28))
        #expect(result[4] == Rect(x: 0, y: 18, width: 20, height: 10))
        // Text among them wraps at the tracks' width.
        let withText = LayoutNode(
            .column, children: [LayoutNode(.row, children: [.fixed(100, 10)]), Self.text()], alignsToGrid: true)
        #expect(withText.measure() == Size(width: 100, height: 10 + 8 + 30))
    }

    @Test("a start-aligned column offers its width: text wraps at it, a layer takes it, a row keeps what its content needs")
    func offeredWidths() {
        let column = LayoutNode(
            .column,
            children: [
                Self.text(), LayoutNode(.layer, children: [.fixed(150, 10)]),
                LayoutNode(.row, children: [.fixed(150, 10), Self.text(weight: 1)]),
            ], horizontalAlignment: .start)
        let result = frames(column, 100, 400)
        #expect(result[1] == Rect(x: 0, y: 0, width: 100, height: 30))
        // The layer is bounded by the column and decides its child's width, as MarkupKit's is.
        #expect(result[2] == Rect(x: 0, y: 38, width: 100, height: 10))
        #expect(result[3] == Rect(x: 0, y: 38, width: 100, height: 10))
        // The row takes its label and spacing, 158; its weighted text gets no width.
        #expect(result[4] == Rect(x: 0, y: 56, width: 158, height: 300))
    }

    @Test("relayout after a width change measures wrapping text again; back at a known width, nothing")
    func relayout() {
        let counter = RelayoutTests.Counter()
        let text = LayoutNode(
            .leaf({ [counter] proposal in
                counter.calls.add(1, ordering: .relaxed)
                let width = proposal ?? 300
                return Size(width: min(300, width), height: 10 * (300 / max(width, 1)).rounded(.up))
            }), weight: 1)
        var tree = LayoutTree(LayoutNode(.column, children: [LayoutNode(.row, children: [text])], verticalAlignment: .start))
        #expect(tree.layout(in: Rect(x: 0, y: 0, width: 150, height: 100))[2].height == 20)
        #expect(counter.take() > 0)
        #expect(tree.layout(in: Rect(x: 0, y: 0, width: 100, height: 100))[2].height == 30)
        #expect(counter.take() == 1)
        #expect(tree.layout(in: Rect(x: 0, y: 0, width: 150, height: 100))[2].height == 20)
        #expect(counter.take() == 0)
    }
}
