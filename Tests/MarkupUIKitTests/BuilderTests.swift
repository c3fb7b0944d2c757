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
    /// Every example but the pie chart, whose app element needs the app's factory (``unknownElement()``).
    nonisolated static let documents = ExampleDocuments.documentNames.filter { $0 != "PieChart" }

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
            // Each view's frame is relative to its superview's, so converting it back adds rounding: a millionth is
            // far below a point.
            let close = [
                (actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width), (actual.height, expected.height),
            ]
            .allSatisfy { abs($0 - $1) < 1e-6 }
            #expect(close, "\(type(of: view)) in \(name): \(actual) ≠ \(expected)")
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

    @Test("a static table checks rows as its sections' modes say, and answers their values")
    func staticTable() throws {
        let loader = try ExampleDocuments.loader()
        let screen = try UIKitViewBuilder(catalog: loader.catalog).build(loader.load(named: "PizzaForm"))
        let table = try #require(screen.root as? LMTableView)
        let size = try #require(table.section(named: "size"))
        let topping = try #require(table.section(named: "topping"))
        #expect(table.numberOfSections == 5 && table.numberOfRows(inSection: topping) == 4)
        #expect(table.tableView(table, titleForHeaderInSection: size) == "Pizza Size")
        var changes: [Int] = []
        table.selectionDidChange = { changes.append($0) }

        ShimUser.tapRow(at: IndexPath(row: 0, section: size), in: table)
        ShimUser.tapRow(at: IndexPath(row: 2, section: size), in: table)
        #expect(table.value(forSection: "size") == "large")
        #expect(
            (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: size))?.accessoryType == .checkmark } == [
                false, false, true,
            ])

        ShimUser.tapRow(at: IndexPath(row: 0, section: topping), in: table)
        ShimUser.tapRow(at: IndexPath(row: 3, section: topping), in: table)
        ShimUser.tapRow(at: IndexPath(row: 0, section: topping), in: table)
        #expect(table.values(forSection: "topping") == ["mushroom"])
        #expect(changes == [size, size, topping, topping, topping])
        #expect(table.indexPathForSelectedRow == nil, "a tap checks; it leaves no row selected")

        table.setValues(["bacon", "onion"], forSection: "topping")
        #expect(table.values(forSection: "topping") == ["bacon", "onion"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: topping))?.accessoryType == .checkmark)
        ShimUser.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        #expect(changes.count == 5, "a section without a selection mode checks nothing")

        let field = try #require(screen.view(withOutlet: "nameTextField") as? UITextField)
        #expect(field.placeholder == "Customer Name" && field.superview?.superview is LMTableViewCell)
    }

    @Test("a static picker starts on its first row and answers its components' values")
    func staticPicker() throws {
        let loader = try ExampleDocuments.loader()
        let screen = try UIKitViewBuilder(catalog: loader.catalog).build(loader.load(named: "SizesPicker"))
        let picker = try #require(screen.view(withOutlet: "pickerView") as? LMPickerView)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.value(forComponent: "sizes") == "S")
        #expect(picker.pickerView(picker, titleForRow: 3, forComponent: 0) == "Extra-Large")
        var spun: [Int] = []
        picker.selectionDidChange = { spun.append($0) }
        ShimUser.pick(row: 2, inComponent: 0, of: picker)
        #expect(picker.value(forComponent: "sizes") == "L" && spun == [0])
        picker.setValue("XL", forComponent: "sizes")
        #expect(picker.selectedRow(inComponent: 0) == 3 && spun == [0])
    }
}
