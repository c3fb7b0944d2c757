import Layout
import MarkupExamples
import MarkupKit
import Testing

/// The one bridge from a loaded document to the layout engine, which every renderer uses.
@Suite("Layout bridge")
struct LayoutBridgeTests {
    /// Every leaf measures 50 × 20, whatever it is.
    static func measure(_ node: ViewNode) -> @Sendable (Double?) -> Size {
        { _ in Size(width: 50, height: 20) }
    }

    @Test("a document's layout attributes reach the engine as the same tree written by hand")
    func bridgedTreeMatchesHandWritten() throws {
        let tree = try MarkupLoader().load(
            """
            <LMColumnView layoutMargins="10" spacing="4" horizontalAlignment="center">
                <LMRowView alignToBaseline="true" baseline="last" spacing="6" layoutMarginLeft="3">
                    <UILabel text="a"/>
                    <UILabel text="b" weight="2"/>
                </LMRowView>
                <LMSpacer/>
                <LMAnchorView height="60">
                    <UIView anchor="top, trailing" width="30" height="20"/>
                    <UIView anchor="bottom, left"/>
                </LMAnchorView>
                <LMScrollView fitToWidth="true"><UILabel numberOfLines="0"/></LMScrollView>
                <LMLayerView hidden="true"><UILabel/></LMLayerView>
            </LMColumnView>
            """, file: "Bridge.xml")
        let bridged = ElementCatalog.standard.layoutNode(for: tree.root, measure: Self.measure)

        let leaf = LayoutNode.fixed(50, 20)
        let row = LayoutNode(
            .row, children: [leaf, .fixed(50, 20, weight: 2)], margins: Insets(top: 0, leading: 3, bottom: 0, trailing: 0),
            spacing: 6, baseline: .last)
        let anchor = LayoutNode(
            .anchor([[.top, .trailing], [.bottom, .left]]),
            children: [LayoutNode(.leaf({ _ in Size(width: 50, height: 20) }), width: 30, height: 20), leaf], height: 60)
        let byHand = LayoutNode(
            .column,
            children: [
                row, LayoutNode(.spacer), anchor,
                LayoutNode(.scroll(fitsWidth: true, fitsHeight: false), children: [leaf]),
                LayoutNode(.layer, children: [leaf], isHidden: true),
            ],
            margins: Insets(10), spacing: 4, horizontalAlignment: .center)

        #expect(bridged.count == byHand.count)
        for width in [120.0, 200, 320] {
            let bounds = Rect(x: 0, y: 0, width: width, height: 300)
            #expect(bridged.layout(in: bounds) == byHand.layout(in: bounds), "at width \(width)")
        }
        // One absolute check, so that the comparison cannot pass on two equally wrong trees: the anchor view starts
        // below the row (20), the spacer's share and two spacings, and pins its first child to its top trailing corner.
        let frames = bridged.layout(in: Rect(x: 0, y: 0, width: 200, height: 300))
        let anchorFrame = frames[5]
        #expect(frames[6] == Rect(x: anchorFrame.x + anchorFrame.width - 30, y: anchorFrame.y, width: 30, height: 20))
        #expect(anchorFrame.height == 60)
    }

    @Test("an aspect ratio with height bounds: accepted, and carried over to a width taken from content (issue 62)")
    func ratioWithHeightBounds() throws {
        let tree = try MarkupLoader().load(
            """
            <LMColumnView horizontalAlignment="leading" spacing="0">
                <UIView aspectRatio="2" maximumHeight="10"/>
                <UIView aspectRatio="2" minimumHeight="30" maximumWidth="40"/>
            </LMColumnView>
            """, file: "Ratio.xml")
        let frames = ElementCatalog.standard.layoutNode(for: tree.root, measure: Self.measure)
            .layout(in: Rect(x: 0, y: 0, width: 200, height: 300))
        // 50 wide from its content, held to 10 × 2; then 50 held to 30 × 2 = 60, capped by its own maximum of 40.
        #expect(frames[1] == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(frames[2] == Rect(x: 0, y: 10, width: 40, height: 30))
    }

    @Test("layout roles follow the class an element is or inherits from")
    func rolesFollowInheritance() throws {
        var catalog = ElementCatalog.standard
        try catalog.register(json: #"{"App.FormRow": {"base": "LMRowView"}, "App.Badge": {}}"#, file: "elements.json")
        #expect(catalog.layoutRole(of: "App.FormRow") == .row)
        #expect(catalog.layoutRole(of: "App.Badge") == .leaf)
        let expected: [String: LayoutRole] = [
            "LMRowView": .row, "LMColumnView": .column, "LMLayerView": .layer, "LMAnchorView": .anchor,
            "LMSpacer": .spacer, "LMScrollView": .scroll, "UILabel": .leaf, "LMTableViewCell": .leaf, "Unknown": .leaf,
        ]
        for (element, role) in expected { #expect(catalog.layoutRole(of: element) == role, "\(element)") }
    }

    @Test("every example document bridges to a tree with a node per laid-out view")
    func examplesBridge() throws {
        let loader = try ExampleDocuments.loader()
        for name in ExampleDocuments.documentNames {
            let tree = try loader.load(named: name)
            let node = loader.catalog.layoutNode(for: tree.root, measure: Self.measure)
            // A leaf's own children (a cell's content) are the renderer's to lay out, so they are not counted.
            func laidOut(_ view: ViewNode) -> Int {
                loader.catalog.layoutRole(of: view.element) == .leaf ? 1 : 1 + view.children.map(laidOut).reduce(0, +)
            }
            #expect(node.count == laidOut(tree.root), "\(name)")
        }
    }
}
