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
    nonisolated static let documents = ExampleDocuments.documentNames

    /// A builder for the examples: their catalog, and the pie chart the app registers.
    static func builder(_ loader: MarkupLoader) -> UIKitViewBuilder {
        var builder = UIKitViewBuilder(catalog: loader.catalog)
        builder.register("Charts.PieChartView", properties: PieChartView.properties) { _ in PieChartView() }
        return builder
    }

    init() {
        ShimAssets.register(imageNamed: "world.png", size: CGSize(width: 64, height: 64))
    }

    @Test("each view sits where the layout engine puts its node, for the document laid out on its own", arguments: documents)
    func framesMatchTheEngine(_ name: String) throws {
        let loader = try ExampleDocuments.loader()
        let tree = try loader.load(named: name)
        let screen = try Self.builder(loader).build(tree)
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
            if let baselines = LayoutNodes.baselines(of: view, explicitHeight: layoutNode.height) {
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

    @Test("an app's element is made by its factory and its own properties set through its key paths; what is missing is reported")
    func appElements() throws {
        var loader = MarkupLoader()
        loader.catalog = try ExampleDocuments.catalog()
        let catalog = loader.catalog
        let text = """
            <LMColumnView>
              <Charts.PieChartView centerText="Sales" holeRadiusPercent="0.4" drawHoleEnabled="false"
                holeColor="#ff0000" backgroundColor="#f0f0f0"/>
            </LMColumnView>
            """
        let tree = try loader.load(text, file: "Chart.xml")
        func problems(_ builder: UIKitViewBuilder) -> [String] {
            do {
                _ = try builder.build(tree)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        #expect(
            problems(UIKitViewBuilder(catalog: catalog)) == [
                "Chart.xml:2:3: error: there is no UIKit view for <Charts.PieChartView>: register a factory for it (UIKitViewBuilder.register)"
            ])
        var bare = UIKitViewBuilder(catalog: catalog)
        bare.register("Charts.PieChartView") { _ in PieChartView() }
        #expect(
            problems(bare) == [
                "Chart.xml:2:36: error: UIKit's PieChartView has no property 'centerText' of this type to set",
                "Chart.xml:2:62: error: UIKit's PieChartView has no property 'holeRadiusPercent' of this type to set",
                "Chart.xml:2:84: error: UIKit's PieChartView has no property 'drawHoleEnabled' of this type to set",
                "Chart.xml:3:16: error: UIKit's PieChartView has no property 'holeColor' of this type to set",
            ])

        let screen = try MarkupScreen(tree: tree, owner: nil, builder: Self.builder(loader))
        let chart = try #require(screen.root.subviews.first as? PieChartView)
        #expect(chart.centerText == "Sales" && chart.holeRadiusPercent == 0.4 && !chart.drawHoleEnabled)
        #expect(chart.holeColor == .red && chart.backgroundColor == UIColor(white: 240.0 / 255, alpha: 1))
        // An owner's outlet reads and sets them as it does UIKit's.
        #expect(screen.value(of: "centerText", inView: 1) == .string("Sales"))
        screen.setValue(.bool(true), of: "drawHoleEnabled", inView: 1)
        #expect(chart.drawHoleEnabled)
    }

    @Test("a static table checks rows as its sections' modes say, and answers their values")
    func staticTable() throws {
        let loader = try ExampleDocuments.loader()
        let screen = try UIKitViewBuilder(catalog: loader.catalog).build(loader.load(named: "PizzaForm"))
        let table = try #require(screen.root as? MarkupTableView)
        let size = try #require(table.section(named: "size"))
        let topping = try #require(table.section(named: "topping"))
        #expect(table.numberOfSections == 5 && table.numberOfRows(inSection: topping) == 4)
        #expect(table.tableView(table, titleForHeaderInSection: size) == "Pizza Size")
        var changes: [Int] = []
        table.selectionDidChange = { changes.append($0) }
        // As in UIKit, only the rows in view have cells: a screen tall enough for them all.
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 2_000)
        table.layoutIfNeeded()

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
        #expect(field.placeholder == "Customer Name" && field.superview?.superview is MarkupTableViewCell)
    }

    @Test("a static picker starts on its first row and answers its components' values")
    func staticPicker() throws {
        let loader = try ExampleDocuments.loader()
        let screen = try UIKitViewBuilder(catalog: loader.catalog).build(loader.load(named: "SizesPicker"))
        let picker = try #require(screen.view(withOutlet: "pickerView") as? MarkupPickerView)
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

/// The Charts library's pie chart, as an app has it: a view of its own with properties UIKit does not know.
final class PieChartView: UIView {
    var centerText: String?
    var drawHoleEnabled = true
    var holeRadiusPercent: CGFloat = 0.5
    var usePercentValuesEnabled = false
    var rotationEnabled = true
    var holeColor: UIColor? = .white
    var drawEntryLabelsEnabled = true

    /// Its properties as `elements.json` declares them.
    static let properties: [String: UIKitAppProperty<PieChartView>] = [
        "centerText": .string(\.centerText), "drawHoleEnabled": .bool(\.drawHoleEnabled),
        "holeRadiusPercent": .number(\.holeRadiusPercent), "usePercentValuesEnabled": .bool(\.usePercentValuesEnabled),
        "rotationEnabled": .bool(\.rotationEnabled), "holeColor": .color(\.holeColor),
        "drawEntryLabelsEnabled": .bool(\.drawEntryLabelsEnabled),
    ]
}
