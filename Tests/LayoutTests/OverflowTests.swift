import Layout
import TestSupport
import Testing

/// Content wider than the room it is given overflows, as CSS lays it out, but in a layer, which decides its children's
/// size as MarkupKit's does: the trees of issue 37 and issue 62, with the frames Chromium gives them.
@Suite("Layout engine: content that does not fit overflows")
struct OverflowTests {
    /// A row whose weighted column is offered 7 points for a layer whose leaves are up to 66 wide.
    static let weightedColumn: LayoutNode = {
        let layer = LayoutNode(
            .layer, children: [.fixed(48, 30), .fixed(66, 0), .fixed(60, 4), .fixed(20, 18)],
            margins: Insets(top: 2, leading: 4, bottom: 6, trailing: 6))
        let column = LayoutNode(
            .column, children: [.fixed(8, 22), .fixed(12, 14), layer], weight: 2,
            margins: Insets(top: 6, leading: 10, bottom: 2, trailing: 0), spacing: 2, horizontalAlignment: .center,
            verticalAlignment: .center)
        return LayoutNode(
            .row, children: [column, .fixed(22, 18, weight: 3), .fixed(14, 30), .fixed(48, 8, weight: 3)], spacing: 6,
            horizontalAlignment: .end, verticalAlignment: .end)
    }()

    /// A row whose weighted column gets nothing: its siblings take the whole width.
    static let columnWithNoRoom = LayoutNode(
        .row,
        children: [
            LayoutNode(
                .column, children: [LayoutNode(.layer, children: [.fixed(44, 8), .fixed(24, 26)]), .fixed(78, 22, weight: 2)],
                weight: 1, horizontalAlignment: .end),
            .fixed(372, 10),
        ])

    @Test("a layer offered less than its content takes what it is offered and squeezes its children (Chromium: 7 wide)")
    func layerInWeightedColumn() {
        let frames = Self.weightedColumn.layout(in: Rect(x: 0, y: 0, width: 100, height: 164))
        // The column keeps its share, 2/8 of 100 − 14 − 3 × 6 = 17; its content box is 7 wide from x = 10.
        #expect(frames[1] == Rect(x: 0, y: 78, width: 17, height: 86))
        #expect(frames[4] == Rect(x: 10, y: 124, width: 7, height: 38))
        // Its margins (10 across) leave its leaves nothing.
        for leaf in 5...8 { #expect(frames[leaf] == Rect(x: 14, y: 126, width: 0, height: 30)) }
        #expect(frames[9] == Rect(x: 23, y: 146, width: 25.5, height: 18))
    }

    @Test("a layer in a column with no width gets none, nor do its leaves (Chromium: 0)")
    func layerInColumnWithNoRoom() {
        let frames = Self.columnWithNoRoom.layout(in: Rect(x: 0, y: 0, width: 372, height: 76))
        #expect(frames[1] == Rect(x: 0, y: 0, width: 0, height: 76))
        #expect(frames[2] == Rect(x: 0, y: 0, width: 0, height: 26))
        #expect(frames[3] == Rect(x: 0, y: 0, width: 0, height: 26))
    }

    /// The layer regression an independent Chromium run found (issue 62): a layer's children came out at their own width.
    static let layerWithWideChild = LayoutNode(
        .layer, children: [.fixed(30, 30), .fixed(200, 10)], margins: Insets(top: 10, leading: 10, bottom: 10, trailing: 10))

    @Test("a layer sizes every child to its content box, whatever the child's own size (MarkupKit and CSS: 100 wide)")
    func layerDecides() {
        let frames = Self.layerWithWideChild.layout(in: Rect(x: 0, y: 0, width: 120, height: 80))
        #expect(frames[1] == Rect(x: 10, y: 10, width: 100, height: 60))
        #expect(frames[2] == Rect(x: 10, y: 10, width: 100, height: 60))
        // Weighted, or taller than the layer: the same.
        let weighted = LayoutNode(
            .layer, children: [.fixed(300, 300, weight: 2), LayoutNode(.column, children: [.fixed(150, 90)])],
            margins: Insets(top: 10, leading: 10, bottom: 10, trailing: 10))
        let weightedFrames = weighted.layout(in: Rect(x: 0, y: 0, width: 120, height: 80))
        #expect(weightedFrames[1] == Rect(x: 10, y: 10, width: 100, height: 60))
        #expect(weightedFrames[2] == Rect(x: 10, y: 10, width: 100, height: 60))
        // Right to left, the same box.
        let mirrored = Self.layerWithWideChild.layout(in: Rect(x: 0, y: 0, width: 120, height: 80), direction: .rightToLeft)
        #expect(mirrored[2] == Rect(x: 10, y: 10, width: 100, height: 60))
    }

    /// A layer whose children state sizes of their own: an explicit width, a minimum width, a maximum width, none.
    static let layerWithStatedSizes: LayoutNode = {
        var explicit = LayoutNode.fixed(10, 10)
        explicit.width = 150
        var bounded = LayoutNode.fixed(10, 10)
        bounded.sizeConstraints = SizeConstraints(minimumWidth: 140, maximumHeight: 20)
        var capped = LayoutNode.fixed(300, 10)
        capped.sizeConstraints = SizeConstraints(maximumWidth: 50)
        return LayoutNode(
            .layer, children: [explicit, bounded, capped, .fixed(200, 10)],
            margins: Insets(top: 10, leading: 10, bottom: 10, trailing: 10))
    }()

    @Test("a layer's child keeps only what it states itself: an explicit size, or its bounds")
    func layerChildStatedSizes() {
        let frames = Self.layerWithStatedSizes.layout(in: Rect(x: 0, y: 0, width: 120, height: 80))
        #expect(frames[1] == Rect(x: 10, y: 10, width: 150, height: 60))
        #expect(frames[2] == Rect(x: 10, y: 10, width: 140, height: 20))
        #expect(frames[3] == Rect(x: 10, y: 10, width: 50, height: 60))
        // The child with no size of its own still fills the content box, not the widest sibling.
        #expect(frames[4] == Rect(x: 10, y: 10, width: 100, height: 60))
    }

    @Test("a layer narrower than its content, by weight or explicit width, makes its children as narrow")
    func squeezedLayer() {
        let explicit = LayoutNode(.layer, children: [.fixed(60, 10), .fixed(20, 10)], width: 30)
        var frames = LayoutNode(.row, children: [explicit], horizontalAlignment: .start, verticalAlignment: .start).layout(
            in: Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(frames[1] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(frames[2] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(frames[3] == Rect(x: 0, y: 0, width: 30, height: 10))
        frames = LayoutNode(.row, children: [explicit], horizontalAlignment: .start, verticalAlignment: .start).layout(
            in: Rect(x: 0, y: 0, width: 200, height: 50), direction: .rightToLeft)
        #expect(frames[1] == Rect(x: 170, y: 0, width: 30, height: 10))
        #expect(frames[2] == Rect(x: 170, y: 0, width: 30, height: 10))
        // Text in a layer wraps at the layer's width; below its longest word, it is as tall as it is there.
        let text = LayoutNode(
            .leaf({ proposal in
                guard let proposal else { return Size(width: 300, height: 10) }
                let perLine = max(1, (max(proposal, 25) / 25).rounded(.down))
                return Size(width: min(300, max(25, proposal)), height: 10 * (12 / perLine).rounded(.up))
            }))
        let layer = LayoutNode(.layer, children: [text], weight: 1)
        frames = LayoutNode(.row, children: [layer, .fixed(90, 10)], verticalAlignment: .start).layout(
            in: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(frames[1] == Rect(x: 0, y: 0, width: 102, height: 30))
        #expect(frames[2] == Rect(x: 0, y: 0, width: 102, height: 30))
        frames = LayoutNode(.row, children: [layer, .fixed(190, 10)], verticalAlignment: .start).layout(
            in: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(frames[1].width == 2)
        #expect(frames[2] == Rect(x: 0, y: 0, width: 2, height: 120))
    }

    @Test(
        "the same trees in Chromium, through the CSS mapping, within 3/64 px of the engine",
        .enabled(if: Browser.isEnabled, "skipped: install chromium or set HTTPRPC_CHROMIUM"))
    func inChromium() async throws {
        let cases = [
            RandomTrees.Case(
                node: Self.weightedColumn, size: Size(width: 100, height: 164), direction: .leftToRight, leafHTML: [:]),
            RandomTrees.Case(
                node: Self.columnWithNoRoom, size: Size(width: 372, height: 76), direction: .leftToRight, leafHTML: [:]),
            RandomTrees.Case(
                node: Self.layerWithWideChild, size: Size(width: 120, height: 80), direction: .leftToRight, leafHTML: [:]),
            RandomTrees.Case(
                node: Self.layerWithWideChild, size: Size(width: 120, height: 80), direction: .rightToLeft, leafHTML: [:]),
            RandomTrees.Case(
                node: Self.layerWithStatedSizes, size: Size(width: 120, height: 80), direction: .leftToRight, leafHTML: [:]),
            RandomTrees.Case(
                node: Self.layerWithStatedSizes, size: Size(width: 120, height: 80), direction: .rightToLeft, leafHTML: [:]),
        ]
        let boxes = try await ChromiumOracleTests().renderInChromium(cases)
        for (testCase, browser) in zip(cases, boxes) {
            let frames = testCase.node.layout(
                in: Rect(x: 0, y: 0, width: testCase.size.width, height: testCase.size.height), direction: testCase.direction)
            for (index, x, y, width, height) in browser {
                let frame = frames[index]
                let difference = max(
                    abs(frame.x - x), abs(frame.y - y), abs(frame.width - width), abs(frame.height - height))
                #expect(
                    difference <= ChromiumOracleTests.tolerance,
                    "node \(index): the engine says \(frame), Chromium (\(x), \(y), \(width), \(height))")
            }
        }
    }
}
