import Layout
import Testing

/// Hand-computed cases for each rule of the engine, including the seeds' examples and the reference's validated cases.
@Suite("Layout engine: hand-computed cases")
struct EngineTests {
    func frames(_ node: LayoutNode, _ width: Double, _ height: Double) -> [Rect] {
        node.layout(in: Rect(x: 0, y: 0, width: width, height: height))
    }

    @Test("two equal views with spacing 16 (seed 002)")
    func twoEqualViews() {
        let row = LayoutNode(.row, children: [.fixed(10, 10, weight: 1), .fixed(90, 10, weight: 1)], spacing: 16)
        let result = frames(row, 216, 40)
        #expect(result[1] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(result[2] == Rect(x: 116, y: 0, width: 100, height: 40))
    }

    @Test("weights 1:2:3 take 1/6, 1/3 and 1/2")
    func weights() {
        let column = LayoutNode(
            .column, children: [.fixed(5, 5, weight: 1), .fixed(5, 5, weight: 2), .fixed(5, 5, weight: 3)], spacing: 0)
        let result = frames(column, 100, 600)
        #expect(result[1...].map(\.height) == [100, 200, 300])
        #expect(result[1...].map(\.y) == [0, 100, 300])
    }

    @Test("a label centred between spacers")
    func centredBetweenSpacers() {
        let column = LayoutNode(
            .column, children: [LayoutNode(.spacer), .fixed(100, 20), LayoutNode(.spacer)], spacing: 0,
            horizontalAlignment: .center)
        let result = frames(column, 200, 200)
        #expect(result[2] == Rect(x: 50, y: 90, width: 100, height: 20))
    }

    @Test("main-axis alignment without weights: trailing and centre (reference: x = 120/170 and 60/110)")
    func mainAlignment() {
        func row(_ alignment: LayoutAlignment) -> LayoutNode {
            LayoutNode(.row, children: [.fixed(40, 10), .fixed(30, 10)], spacing: 10, horizontalAlignment: alignment)
        }
        #expect(frames(row(.end), 200, 20)[1...].map(\.x) == [120, 170])
        #expect(frames(row(.center), 200, 20)[1...].map(\.x) == [60, 110])
        #expect(frames(row(.start), 200, 20)[1...].map(\.x) == [0, 50])
        #expect(frames(row(.fill), 200, 20)[1...].map(\.x) == [0, 50])
    }

    @Test("a column with a spacer and weight 3 shares an excess of 205 as 51.25 / 153.75")
    func spacerAndWeight() {
        let column = LayoutNode(.column, children: [.fixed(10, 95), LayoutNode(.spacer), .fixed(10, 10, weight: 3)], spacing: 0)
        let result = frames(column, 50, 300)
        #expect(result[2].height == 51.25)
        #expect(result[3] == Rect(x: 0, y: 146.25, width: 50, height: 153.75))
    }

    @Test("margins and spacing with weights 1:2 in a row")
    func marginsSpacingWeights() {
        let row = LayoutNode(
            .row, children: [.fixed(8, 10), .fixed(1, 1, weight: 1), .fixed(1, 1, weight: 2)],
            margins: Insets(top: 5, leading: 10, bottom: 5, trailing: 10), spacing: 4)
        let result = frames(row, 240, 50)
        // content 220 wide; excess 220 − 8 − 2·4 = 204 → 68 and 136
        #expect(result[1] == Rect(x: 10, y: 5, width: 8, height: 40))
        #expect(result[2] == Rect(x: 22, y: 5, width: 68, height: 40))
        #expect(result[3] == Rect(x: 94, y: 5, width: 136, height: 40))
    }

    @Test("cross-axis alignment: fill, start, centre (overflowing both ways) and end")
    func crossAlignment() {
        func row(_ alignment: LayoutAlignment) -> LayoutNode {
            LayoutNode(.row, children: [.fixed(30, 40)], verticalAlignment: alignment)
        }
        #expect(frames(row(.fill), 100, 20)[1] == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(frames(row(.start), 100, 20)[1] == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(frames(row(.center), 100, 20)[1] == Rect(x: 0, y: -10, width: 30, height: 40))
        #expect(frames(row(.end), 100, 20)[1] == Rect(x: 0, y: -20, width: 30, height: 40))
    }

    @Test("negative excess: weighted children get 0, overflow placed by the main-axis alignment")
    func negativeExcess() {
        func row(_ alignment: LayoutAlignment) -> LayoutNode {
            LayoutNode(
                .row, children: [.fixed(80, 10), .fixed(5, 10, weight: 1), .fixed(60, 10)], spacing: 0,
                horizontalAlignment: alignment)
        }
        #expect(frames(row(.fill), 100, 10)[1...].map(\.x) == [0, 80, 80])
        #expect(frames(row(.fill), 100, 10)[2].width == 0)
        #expect(frames(row(.center), 100, 10)[1...].map(\.x) == [-20, 60, 60])
        #expect(frames(row(.end), 100, 10)[1...].map(\.x) == [-40, 40, 40])
    }

    @Test("an explicit width beats weight; hidden children take no space or spacing")
    func explicitAndHidden() {
        let row = LayoutNode(
            .row,
            children: [
                LayoutNode(.leaf({ _ in Size(width: 5, height: 5) }), weight: 1, width: 50), LayoutNode(.spacer),
                LayoutNode(.leaf({ _ in Size(width: 5, height: 5) }), isHidden: true), .fixed(20, 5),
            ], spacing: 10)
        let result = frames(row, 200, 10)
        #expect(result[1].width == 50)
        #expect(result[2] == Rect(x: 60, y: 0, width: 110, height: 10))  // 200 − 50 − 20 − 2·10 spacing (3 visible)
        #expect(result[3].width == 0 && result[3].height == 0)
        #expect(result[4].x == 180)
    }

    @Test("natural size follows the 0-rule")
    func naturalSize() {
        let row = LayoutNode(.row, children: [.fixed(50, 10), .fixed(30, 20, weight: 1)], margins: Insets(2))
        #expect(row.measure() == Size(width: 50 + 8 + 4, height: 24))
        let column = LayoutNode(.column, children: [.fixed(50, 10), .fixed(70, 20, weight: 1), LayoutNode(.spacer)], spacing: 5)
        #expect(column.measure() == Size(width: 70, height: 10 + 10))
        let explicit = LayoutNode(.row, children: [.fixed(50, 10)], width: 120)
        #expect(explicit.measure() == Size(width: 120, height: 10))
    }

    @Test("a layer's children fill its content box; its natural size is the largest child plus margins (76×54)")
    func layer() {
        let layer = LayoutNode(
            .layer, children: [.fixed(60, 20), .fixed(30, 40)], margins: Insets(top: 6, leading: 8, bottom: 8, trailing: 8))
        #expect(layer.measure() == Size(width: 76, height: 54))
        let result = frames(layer, 100, 50)
        #expect(result[1] == Rect(x: 8, y: 6, width: 84, height: 36))
        #expect(result[2] == result[1])
    }

    @Test("anchors: edges, stretch, and centring in the content box (reference: (75, 35))")
    func anchors() {
        let margins = Insets(top: 10, leading: 10, bottom: 20, trailing: 30)
        func anchor(_ pinned: Anchors) -> Rect {
            frames(LayoutNode(.anchor([pinned]), children: [.fixed(30, 20)], margins: margins), 200, 100)[1]
        }
        #expect(anchor([]) == Rect(x: 75, y: 35, width: 30, height: 20))
        #expect(anchor([.top, .leading]) == Rect(x: 10, y: 10, width: 30, height: 20))
        #expect(anchor([.bottom, .trailing]) == Rect(x: 140, y: 60, width: 30, height: 20))
        #expect(anchor([.top, .leading, .trailing]) == Rect(x: 10, y: 10, width: 160, height: 20))
        #expect(anchor([.top, .bottom]) == Rect(x: 75, y: 10, width: 30, height: 70))
        #expect(anchor(.all) == Rect(x: 10, y: 10, width: 160, height: 70))
    }

    @Test("equal thirds of 100, and a nested column > row > column with weights")
    func thirdsAndNesting() {
        let thirds = LayoutNode(
            .row, children: [.fixed(0, 0, weight: 1), .fixed(0, 0, weight: 1), .fixed(0, 0, weight: 1)], spacing: 0)
        let widths = frames(thirds, 100, 10)[1...].map(\.width)
        #expect(widths.allSatisfy { abs($0 - 100.0 / 3) < 1e-9 })
        let inner = LayoutNode(.column, children: [.fixed(10, 10), .fixed(10, 10, weight: 1)], weight: 1, spacing: 0)
        let row = LayoutNode(.row, children: [.fixed(40, 10), inner], weight: 1, spacing: 0)
        let outer = LayoutNode(.column, children: [.fixed(10, 30), row], spacing: 10)
        let result = frames(outer, 200, 130)
        // outer: [0] column, [1] leaf, [2] row, [3] leaf, [4] inner column, [5] leaf, [6] weighted leaf
        #expect(result[2] == Rect(x: 0, y: 40, width: 200, height: 90))
        #expect(result[4] == Rect(x: 40, y: 40, width: 160, height: 90))
        #expect(result[6] == Rect(x: 40, y: 50, width: 160, height: 80))
    }

    @Test("a leaf is measured for the width it is given (wrapping text)")
    func wrappingLeaf() {
        // 1,000 points of text, 20 high per line: as many lines as the width needs.
        let text = LayoutNode(
            .leaf({ width in
                let available = width ?? 1_000
                let lines = (1_000 / max(available, 1)).rounded(.up)
                return Size(width: min(1_000, available), height: 20 * lines)
            }))
        let column = LayoutNode(.column, children: [text], horizontalAlignment: .fill)
        #expect(column.measure(proposedWidth: 300).height == 80)
        #expect(frames(LayoutNode(.row, children: [text], verticalAlignment: .start), 250, 400)[1].height == 20)
    }
}

@Suite("Layout engine: right to left")
struct RightToLeftTests {
    @Test("a row runs from the right, with its leading margin on the right")
    func row() {
        let row = LayoutNode(.row, children: [.fixed(40, 10), .fixed(30, 10)], margins: Insets(leading: 10), spacing: 10)
        let frames = row.layout(in: Rect(x: 0, y: 0, width: 200, height: 20), direction: .rightToLeft)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(frames[1] == Rect(x: 150, y: 0, width: 40, height: 20))
        #expect(frames[2] == Rect(x: 110, y: 0, width: 30, height: 20))
    }

    @Test("leading and trailing anchors mirror; left and right do not")
    func anchors() {
        func anchor(_ pinned: Anchors) -> Rect {
            LayoutNode(
                .anchor([pinned]), children: [.fixed(30, 20)], margins: Insets(top: 0, leading: 10, bottom: 0, trailing: 30)
            )
            .layout(in: Rect(x: 0, y: 0, width: 200, height: 100), direction: .rightToLeft)[1]
        }
        // Right to left, the content box runs from x = 30 (trailing margin) to x = 190 (leading margin).
        #expect(anchor([.top, .leading]).x == 160)
        #expect(anchor([.top, .trailing]).x == 30)
        #expect(anchor([.top, .left]).x == 30)
        #expect(anchor([.top, .right]).x == 160)
        #expect(anchor([.top, .left, .right]) == Rect(x: 30, y: 0, width: 160, height: 20))
        let ltr = LayoutNode(
            .anchor([[.top, .left]]), children: [.fixed(30, 20)],
            margins: Insets(top: 0, leading: 10, bottom: 0, trailing: 30)
        )
        .layout(in: Rect(x: 0, y: 0, width: 200, height: 100))[1]
        #expect(ltr.x == 10)
    }

    @Test("a column's leading alignment is on the right; vertical order is unchanged")
    func column() {
        let column = LayoutNode(.column, children: [.fixed(40, 10), .fixed(30, 10)], spacing: 5, horizontalAlignment: .start)
        let frames = column.layout(in: Rect(x: 0, y: 0, width: 100, height: 50), direction: .rightToLeft)
        #expect(frames[1] == Rect(x: 60, y: 0, width: 40, height: 10))
        #expect(frames[2] == Rect(x: 70, y: 15, width: 30, height: 10))
    }

    @Test("an explicit size beats a layer's fill and an anchor's stretch, at the leading or top edge")
    func explicitSizeInLayerAndAnchor() {
        var sized = LayoutNode.fixed(10, 10)
        sized.width = 30
        let layer = LayoutNode(.layer, children: [sized, .fixed(5, 5)], margins: Insets(4))
        let layerFrames = layer.layout(in: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(layerFrames[1] == Rect(x: 4, y: 4, width: 30, height: 42))
        #expect(layerFrames[2] == Rect(x: 4, y: 4, width: 92, height: 42))
        #expect(layer.measure() == Size(width: 38, height: 18))  // the explicit width counts in the natural size
        sized.height = 20
        let anchor = LayoutNode(.anchor([.all]), children: [sized])
        #expect(anchor.layout(in: Rect(x: 0, y: 0, width: 100, height: 50))[1] == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(
            anchor.layout(in: Rect(x: 0, y: 0, width: 100, height: 50), direction: .rightToLeft)[1]
                == Rect(x: 70, y: 0, width: 30, height: 20))
    }

    @Test("baseline rows: first baselines meet with the group at the top, last ones with it at the bottom")
    func baselines() {
        var c = LayoutNode.fixed(20, 30, baseline: 10)
        c.lastBaselineFromBottom = 20  // one line: the last baseline is the first
        let children = [LayoutNode.fixed(40, 20, baseline: 15), .fixed(30, 10), c]  // the middle one has no text
        let first = LayoutNode(.row, children: children, spacing: 0, baseline: .first)
        #expect(first.measure() == Size(width: 90, height: 35))  // 15 above the baseline, 20 below
        #expect(first.layout(in: Rect(x: 0, y: 0, width: 90, height: 100))[1...].map(\.y) == [0, 5, 5])
        let last = LayoutNode(.row, children: children, spacing: 0, baseline: .last)
        #expect(last.layout(in: Rect(x: 0, y: 0, width: 90, height: 100))[1...].map(\.y) == [65, 70, 70])
        let centred = LayoutNode(.row, children: children, spacing: 0, verticalAlignment: .center, baseline: .first)
        #expect(centred.layout(in: Rect(x: 0, y: 0, width: 90, height: 100))[1...].map(\.y) == [32.5, 37.5, 37.5])
    }

    @Test("a nested layout view's baselines are its first and last visible children's")
    func nestedBaselines() {
        let column = LayoutNode(
            .column, children: [LayoutNode.fixed(10, 8, baseline: 6), .fixed(10, 12, baseline: 9)], margins: Insets(top: 4),
            spacing: 2)
        #expect(column.baselineOffset(.first, in: column.measure()) == 10)  // margin 4 + 6
        #expect(column.baselineOffset(.last, in: column.measure()) == 23)  // 4 + 8 + 2 + 9
        let row = LayoutNode(.row, children: [column, .fixed(20, 20, baseline: 16)], spacing: 0, baseline: .first)
        let frames = row.layout(in: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames[1].y == 6)  // the column's baseline (10) meets the leaf's (16)
        #expect(frames[4].y == 0)
    }
}
