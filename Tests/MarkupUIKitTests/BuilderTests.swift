import Foundation
import Layout
import MarkupExamples
import MarkupKit
import Testing

@testable import MarkupUIKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// Example documents become UIKit views with their properties set, laid out where the layout engine puts them.
@Suite("MarkupUIKit builder")
@MainActor
struct BuilderTests {
    /// The examples without static tables and pickers (next) or app elements.
    nonisolated static let documents = [
        "HelloWorld", "Greeting", "Attributes", "Templates", "Row", "BaselineRow", "Column", "Grid", "RowWeights",
        "ColumnWeights", "WeightedViews", "Spacers", "Layer", "AnchorEdges", "AnchorLeadingTrailing", "AnchorSpanning",
        "ColoredRow", "Segments", "TabBar", "PeriodicTable",
    ]

    init() {
        ShimAssets.register(imageNamed: "world.png", size: CGSize(width: 64, height: 64))
    }

    @Test("each view sits where the layout engine puts its node, for the document laid out on its own", arguments: documents)
    func framesMatchTheEngine(_ name: String) throws {
        let loader = try ExampleDocuments.loader()
        let tree = try loader.load(named: name)
        let screen = try UIKitViewBuilder(catalog: loader.catalog).build(tree)
        let bounds = Rect(x: 0, y: 0, width: 320, height: 480)
        screen.root.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        screen.root.layoutIfNeeded()

        // The engine's frames for the same tree, through the catalog (not the view hierarchy), leaves measured and
        // given baselines by the views UIKit made for them.
        let viewsByLocation = Dictionary(zip(tree.nodes.map(\.location), screen.views)) { first, _ in first }
        var laidOut: [UIView] = []
        var root = loader.catalog.layoutNode(for: tree.root) { node in
            let view = viewsByLocation[node.location] ?? UIView()
            return LayoutNodes.measure(view)
        }
        Self.collect(tree.root, catalog: loader.catalog, views: viewsByLocation, into: &laidOut, node: &root)
        var engine = LayoutTree(root)
        let frames = engine.layout(in: bounds)
        #expect(frames.count == laidOut.count)
        for (view, expected) in zip(laidOut, frames) {
            let origin = view.superview == nil ? view.frame.origin : view.convert(CGPoint.zero, to: screen.root)
            let actual = Rect(x: origin.x, y: origin.y, width: view.frame.width, height: view.frame.height)
            #expect(actual == expected, "\(type(of: view)) in \(name)")
        }
    }

    /// The views of the layout nodes in pre-order (a leaf's subviews are its own), giving each leaf its baselines.
    static func collect(
        _ node: ViewNode, catalog: ElementCatalog, views: [MarkupKit.SourceLocation: UIView], into laidOut: inout [UIView],
        node layoutNode: inout LayoutNode
    ) {
        let view = views[node.location] ?? UIView()
        laidOut.append(view)
        guard catalog.layoutRole(of: node.element) != .leaf else {
            if let baselines = LayoutNodes.baselines(of: view) {
                layoutNode.firstBaseline = baselines.first
                layoutNode.lastBaselineFromBottom = baselines.lastFromBottom
            }
            return
        }
        for index in node.children.indices {
            collect(node.children[index], catalog: catalog, views: views, into: &laidOut, node: &layoutNode.children[index])
        }
    }

    @Test("properties, outlets and static content arrive on the UIKit views")
    func properties() throws {
        let loader = try ExampleDocuments.loader()
        let attributes = try UIKitViewBuilder(catalog: loader.catalog).build(loader.load(named: "Attributes"))
        let label = try #require(attributes.views.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "A Red Label" && label.textColor == .red && label.font.pointSize == 24)
        #expect(attributes.view(withOutlet: "textField") is UITextField)
        let button = try #require(attributes.views.compactMap { $0 as? UIButton }.first)
        #expect(button.buttonType == .system && button.currentTitle == "Press Me!")

        let segments = try UIKitViewBuilder(catalog: loader.catalog).build(loader.load(named: "Segments"))
        let control = try #require(segments.root as? UISegmentedControl)
        #expect(
            (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Small", "Medium", "Large", "Extra-Large"])

        let tabs = try UIKitViewBuilder(catalog: loader.catalog).build(loader.load(named: "TabBar"))
        #expect((tabs.root as? UITabBar)?.items?.map(\.shimSystemItem) == [.featured, .recents, .bookmarks, .search, .downloads])
    }

    @Test("an element UIKit has no view for is reported at its line and column")
    func unknownElement() throws {
        var loader = MarkupLoader()
        try loader.catalog.register(
            json: #"{"Charts.PieChartView": {"base": "UIView", "properties": {}}}"#, file: "elements.json")
        let catalog = loader.catalog
        let tree = try loader.load("<LMColumnView>\n  <Charts.PieChartView/>\n</LMColumnView>", file: "Chart.xml")
        #expect {
            try UIKitViewBuilder(catalog: catalog).build(tree)
        } throws: { error in
            let diagnostics = (error as? MarkupError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].location.line == 2 && diagnostics[0].location.column == 3
                && diagnostics[0].message.contains("Charts.PieChartView")
        }
        var builder = UIKitViewBuilder(catalog: catalog)
        builder.register("Charts.PieChartView") { _ in UIView() }
        #expect(try builder.build(tree).views.count == 2)
    }
}
