import Layout
import Synchronization
import Testing

@Suite("Layout engine: grid alignment")
struct GridTests {
    /// Seed 002's form: a label and a weighted text field per row, `alignToGrid`, margins 12.
    func form() -> LayoutNode {
        let labels = [LayoutNode.fixed(30, 20), .fixed(32, 20), .fixed(45, 20)]
        return LayoutNode(
            .column, children: labels.map { LayoutNode(.row, children: [$0, .fixed(100, 30, weight: 1)]) },
            margins: Insets(12),
            alignsToGrid: true)
    }

    @Test("the seed's form: labels as wide as the widest, text fields sharing the rest")
    func seedForm() {
        let frames = form().layout(in: Rect(x: 0, y: 0, width: 300, height: 200))
        // [0] column; rows at 1, 4, 7; labels at 2, 5, 8; fields at 3, 6, 9. Content 276 wide: 45 + 8 + 223.
        for (row, y) in zip([1, 4, 7], [12.0, 50, 88]) {
            #expect(frames[row] == Rect(x: 12, y: y, width: 276, height: 30))
            #expect(frames[row + 1] == Rect(x: 12, y: y, width: 45, height: 30))
            #expect(frames[row + 2] == Rect(x: 65, y: y, width: 223, height: 30))
        }
        #expect(form().measure() == Size(width: 12 + 45 + 8 + 12, height: 12 + 3 * 30 + 2 * 8 + 12))
    }

    @Test("without weights the tracks keep their widths and follow the column's horizontal alignment; right to left mirrors them")
    func unweightedTracks() {
        let rows = [
            LayoutNode(.row, children: [.fixed(10, 10), .fixed(20, 10)], spacing: 4),
            LayoutNode(.row, children: [.fixed(30, 10)], spacing: 99),  // short; its spacing is not the grid's
        ]
        let centred = LayoutNode(.column, children: rows, spacing: 0, horizontalAlignment: .center, alignsToGrid: true)
        let frames = centred.layout(in: Rect(x: 0, y: 0, width: 100, height: 20))
        // Tracks 30 and 20 with a gap of 4 (the first row's spacing): 54 wide, centred in 100 → from 23.
        #expect(frames[1] == Rect(x: 23, y: 0, width: 54, height: 10))
        #expect(frames[2] == Rect(x: 23, y: 0, width: 30, height: 10))
        #expect(frames[3] == Rect(x: 57, y: 0, width: 20, height: 10))
        #expect(frames[5] == Rect(x: 23, y: 10, width: 30, height: 10))
        let start = LayoutNode(.column, children: rows, spacing: 0, horizontalAlignment: .start, alignsToGrid: true)
        let mirrored = start.layout(in: Rect(x: 0, y: 0, width: 100, height: 20), direction: .rightToLeft)
        #expect(mirrored[2] == Rect(x: 70, y: 0, width: 30, height: 10))
        #expect(mirrored[3] == Rect(x: 46, y: 0, width: 20, height: 10))
    }

    @Test("a weighted cell makes its track weighted in every row; an explicit width stays at the track's start")
    func weightedTrackAndExplicitWidth() {
        var fixedWidth = LayoutNode.fixed(5, 10)
        fixedWidth.width = 25
        let rows = [
            LayoutNode(.row, children: [.fixed(40, 10), .fixed(60, 10)], spacing: 0),
            LayoutNode(.row, children: [fixedWidth, .fixed(10, 10, weight: 2)], spacing: 0),
            LayoutNode(.row, children: [.fixed(20, 10, weight: 1), .fixed(10, 10)], spacing: 0),
        ]
        let frames = LayoutNode(.column, children: rows, spacing: 0, alignsToGrid: true).layout(
            in: Rect(x: 0, y: 0, width: 300, height: 30))
        // Both tracks are weighted (1 and 2) and share all 300: 100 and 200.
        #expect(frames[2] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(frames[3] == Rect(x: 100, y: 0, width: 200, height: 10))
        #expect(frames[5] == Rect(x: 0, y: 10, width: 25, height: 10))
        #expect(frames[9] == Rect(x: 100, y: 20, width: 200, height: 10))
    }

    @Test("the periodic table: 7 periods × 18 groups of equal cells")
    func periodicTable() {
        // Groups of the elements in each period; the other cells of a period are empty views of the same weight.
        let periods: [[Int]] =
            [[1, 18], [1, 2] + Array(13...18), [1, 2] + Array(13...18)] + Array(repeating: Array(1...18), count: 4)
        let rows = periods.map { groups in
            LayoutNode(
                .row,
                children: (1...18).map {
                    groups.contains($0) ? LayoutNode.fixed(30, 40, weight: 1) : LayoutNode.fixed(0, 0, weight: 1)
                },
                spacing: 2)
        }
        let table = LayoutNode(.column, children: rows, spacing: 2, alignsToGrid: true)
        let frames = table.layout(in: Rect(x: 0, y: 0, width: 18 * 40 + 17 * 2, height: 7 * 42 - 2))
        func cell(period: Int, group: Int) -> Rect { frames[1 + (period - 1) * 19 + group] }
        #expect(cell(period: 1, group: 1) == Rect(x: 0, y: 0, width: 40, height: 40))  // H
        #expect(cell(period: 1, group: 18) == Rect(x: 17 * 42, y: 0, width: 40, height: 40))  // He
        #expect(cell(period: 2, group: 13) == Rect(x: 12 * 42, y: 42, width: 40, height: 40))  // B
        #expect(cell(period: 7, group: 18) == Rect(x: 17 * 42, y: 6 * 42, width: 40, height: 40))  // Og
    }

    @Test("a column with no visible row, or no visible cell, is laid out as any column")
    func noGrid() {
        let column = LayoutNode(
            .column, children: [.fixed(30, 10), LayoutNode(.row, children: [])], horizontalAlignment: .start, alignsToGrid: true)
        let frames = column.layout(in: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames[1] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(frames[2] == Rect(x: 0, y: 18, width: 0, height: 0))
    }
}

@Suite("Layout engine: scroll views")
struct ScrollTests {
    /// 1,000 points of text, 20 high per line, wrapped to the width it is given.
    let text = LayoutNode(
        .leaf({ width in
            let available = width ?? 1_000
            return Size(width: min(1_000, available), height: 20 * (1_000 / max(available, 1)).rounded(.up))
        }))

    @Test("unfitted content keeps its natural size at the content box's origin")
    func unfitted() {
        let scroll = LayoutNode(.scroll(fitsWidth: false, fitsHeight: false), children: [text], margins: Insets(5))
        #expect(scroll.layout(in: Rect(x: 0, y: 0, width: 200, height: 100))[1] == Rect(x: 5, y: 5, width: 1_000, height: 20))
        #expect(scroll.measure() == Size(width: 1_010, height: 30))
    }

    @Test("content fitted to the width wraps for it; fitted to the height it fills it")
    func fitted() {
        let width = LayoutNode(.scroll(fitsWidth: true, fitsHeight: false), children: [text])
        #expect(width.layout(in: Rect(x: 0, y: 0, width: 250, height: 50))[1] == Rect(x: 0, y: 0, width: 250, height: 80))
        let both = LayoutNode(.scroll(fitsWidth: true, fitsHeight: true), children: [text])
        #expect(both.layout(in: Rect(x: 0, y: 0, width: 250, height: 50))[1] == Rect(x: 0, y: 0, width: 250, height: 50))
        let height = LayoutNode(.scroll(fitsWidth: false, fitsHeight: true), children: [.fixed(300, 10)])
        #expect(height.layout(in: Rect(x: 0, y: 0, width: 250, height: 50))[1] == Rect(x: 0, y: 0, width: 300, height: 50))
    }
}

@Suite("Layout engine: baselines of scroll views and clipped text")
struct BaselineEdgeTests {
    @Test("a scroll view's baseline is its content's, kept within its bounds")
    func scrollBaseline() {
        let content = LayoutNode.fixed(50, 100, baseline: 80)
        var scroll = LayoutNode(.scroll(fitsWidth: true, fitsHeight: false), children: [content])
        scroll.height = 40
        #expect(scroll.baselineOffset(.first, in: Size(width: 50, height: 40)) == 40)
        #expect(scroll.baselineOffset(.first, in: Size(width: 50, height: 90)) == 80)
    }

    @Test("text under a shorter explicit height keeps its baseline; the part below it may be negative")
    func clippedText() {
        var clipped = LayoutNode.fixed(20, 30, baseline: 25)  // last baseline 5 above the bottom of 30
        clipped.height = 10
        let row = LayoutNode(.row, children: [clipped], spacing: 0, baseline: .last)
        // 25 above the baseline, 10 − 25 = −15 below it: the row is 10 high, as in CSS.
        #expect(row.measure() == Size(width: 20, height: 10))
        #expect(row.layout(in: Rect(x: 0, y: 0, width: 20, height: 50))[1] == Rect(x: 0, y: 40, width: 20, height: 10))
    }
}

@Suite("Layout engine: laying out again")
struct RelayoutTests {
    /// Counts the calls of the leaves' measuring functions.
    final class Counter: Sendable {
        let calls = Atomic(0)
        func leaf(_ width: Double, _ height: Double, weight: Double? = nil) -> LayoutNode {
            LayoutNode(
                .leaf({ [self] _ in
                    calls.add(1, ordering: .relaxed)
                    return Size(width: width, height: height)
                }), weight: weight)
        }
        func take() -> Int { calls.exchange(0, ordering: .relaxed) }
    }

    @Test("docs/LAYOUT.md's example")
    func documentedExample() {
        let form = LayoutNode(
            .column,
            children: [30.0, 32, 45].map { labelWidth in
                LayoutNode(.row, children: [.fixed(labelWidth, 20), .fixed(100, 30, weight: 1)])
            },
            margins: Insets(12), alignsToGrid: true)
        var tree = LayoutTree(form)
        let frames = tree.layout(in: Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(frames[3] == Rect(x: 65, y: 12, width: 223, height: 30))
        tree.layout(in: Rect(x: 0, y: 0, width: 500, height: 200))
        tree.invalidateMeasurement(ofNodeAt: 2)
        tree.setHidden(true, forNodeAt: 4)
        #expect(tree.layout(in: Rect(x: 0, y: 0, width: 300, height: 200))[7].y == 50)  // the third row moved up
    }

    @Test("a relayout at the same size measures nothing; after a width change only what the change reaches")
    func reuse() {
        let counter = Counter()
        // Rows of an unweighted label and a weighted column of two leaves, whose widths follow the root's.
        let rows = (0..<10).map { _ in
            LayoutNode(
                .row,
                children: [
                    counter.leaf(50, 20), LayoutNode(.column, children: [counter.leaf(10, 10), counter.leaf(10, 10)], weight: 1),
                ])
        }
        var tree = LayoutTree(LayoutNode(.column, children: rows))
        let first = tree.layout(in: Rect(x: 0, y: 0, width: 300, height: 400))
        let firstCalls = counter.take()
        #expect(firstCalls > 0)
        #expect(tree.layout(in: Rect(x: 0, y: 0, width: 300, height: 400)) == first)
        #expect(counter.take() == 0)
        let wider = tree.layout(in: Rect(x: 0, y: 0, width: 500, height: 400))
        // The labels are measured unconstrained, which the width does not change; the weighted columns' leaves are
        // measured for their new width.
        #expect(counter.take() == 20)
        #expect(wider == LayoutNode(.column, children: rows).layout(in: Rect(x: 0, y: 0, width: 500, height: 400)))
        _ = counter.take()
        // Back to the first width: both widths are remembered.
        #expect(tree.layout(in: Rect(x: 0, y: 0, width: 300, height: 400)) == first)
        #expect(counter.take() == 0)
    }

    @Test("laid out again at the same size with nothing changed, the frames are those made before, nothing arranged")
    func unchangedRelayout() {
        let counter = Counter()
        let rows = (0..<10).map { _ in LayoutNode(.row, children: [counter.leaf(50, 20), counter.leaf(10, 10, weight: 1)]) }
        var tree = LayoutTree(LayoutNode(.column, children: rows))
        let bounds = Rect(x: 0, y: 0, width: 300, height: 400)
        let first = tree.layout(in: bounds)
        #expect(tree.arrangedCount == 11)
        _ = counter.take()
        #expect(tree.layout(in: bounds) == first)
        #expect(tree.arrangedCount == 0)
        #expect(counter.take() == 0)
        // Another direction, another size, or a change: laid out again.
        tree.layout(in: bounds, direction: .rightToLeft)
        #expect(tree.arrangedCount == 11)
        tree.layout(in: bounds)
        // A leaf measured again to the same size: its row is arranged again, with the root; nothing moved.
        tree.invalidateMeasurement(ofNodeAt: 2)
        #expect(tree.layout(in: bounds) == first)
        #expect(tree.arrangedCount == 2)
        // Hidden, it makes its row shorter: the rows below move, and are arranged again.
        tree.setHidden(true, forNodeAt: 2)
        var shown = rows
        shown[0].children[0].isHidden = true
        #expect(tree.layout(in: bounds) == LayoutNode(.column, children: shown).layout(in: bounds))
        #expect(tree.arrangedCount == 11)
    }

    @Test("invalidating a leaf measures it and its ancestors again; hiding a node lays its siblings out without it")
    func invalidationAndHiding() {
        let counter = Counter()
        var tree = LayoutTree(LayoutNode(.row, children: [counter.leaf(50, 20), counter.leaf(30, 20)], spacing: 10))
        tree.layout(in: Rect(x: 0, y: 0, width: 200, height: 20))
        _ = counter.take()
        tree.invalidateMeasurement(ofNodeAt: 1)
        tree.layout(in: Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(counter.take() == 1)
        tree.setHidden(true, forNodeAt: 1)
        let frames = tree.layout(in: Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(frames[2] == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(tree.measure() == Size(width: 30, height: 20))
    }
}
