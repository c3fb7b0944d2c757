import Layout
import MarkupExamples
import MarkupKit
import Testing

/// What the seeds' documents load into, element by element.
@Suite("Example document contents")
struct ExampleContentTests {
    let loader: MarkupLoader

    init() throws {
        loader = try ExampleDocuments.loader()
    }

    func sections(_ tree: ViewTree) throws -> [TableSection] {
        guard case .table(let sections)? = tree.root.content else { throw MarkupError(diagnostics: []) }
        return sections
    }

    @Test("the pizza form: outlets, five sections, selection by value")
    func pizzaForm() throws {
        let tree = try loader.load(named: "PizzaForm")
        #expect(tree.root.element == "LMTableView" && tree.root.style == "groupedTableView")
        #expect(tree.outlets == ["nameTextField", "phoneTextField", "emailTextField", "deliveryDatePicker", "commentsTextView"])
        var sections = try sections(tree)
        #expect(sections.map(\.name) == [nil, "size", "topping", nil, nil])
        #expect(sections.map(\.selectionMode) == [.default, .singleCheckmark, .multipleCheckmarks, .default, .default])
        #expect(
            sections.map(\.headerTitle) == [
                nil, "Pizza Size", "Pizza Toppings", "Preferred Delivery Time", "Delivery Instructions",
            ])
        #expect(sections.map(\.cells.count) == [3, 3, 4, 1, 1])
        #expect(sections[1].cells.map { $0["textLabel.text"] } == ["Small", "Medium", "Large"].map { .string($0) })
        #expect(sections[1].value == nil)
        sections[1].select(row: 2)
        sections[1].select(row: 1)
        #expect(sections[1].value == "medium" && sections[1].values == ["medium"])
        sections[2].select(row: 0)
        sections[2].select(row: 2)
        sections[2].select(row: 3)
        sections[2].select(row: 3)
        #expect(sections[2].values == ["bacon", "onion"])
        sections[2].setValues(["cheese", "mushroom"])
        #expect(sections[2].values == ["cheese", "mushroom"])
        let phone = try #require(tree.node(withOutlet: "phoneTextField"))
        #expect(phone.element == "UITextField" && phone["keyboardType"] == .enumeration("numberPad"))
        let picker = try #require(tree.node(withOutlet: "deliveryDatePicker"))
        #expect(picker["datePickerMode"] == .enumeration("time") && picker.layout.height == 140)
        let comments = try #require(tree.node(withOutlet: "commentsTextView"))
        #expect(comments["textContainerInset"] == .edgeInsets(Insets(4)))
        #expect(comments["textContainer.lineFragmentPadding"] == .number(0))
        #expect(comments.location == SourceLocation(file: comments.location.file, line: 56, column: 9))
        #expect(comments.location.file.hasSuffix("PizzaForm.xml"))
    }

    @Test("the air-conditioner remote: localized texts, templates, accessories, actions")
    func airConditioner() throws {
        let tree = try loader.load(named: "AirConditioner")
        let sections = try sections(tree)
        #expect(sections.count == 3)
        let power = sections[0].cells[0]
        #expect(power["textLabel.text"] == .string("Power"))
        #expect(power.properties.first { $0.keyPath == "textLabel.text" }?.origin == .localized(key: "power"))
        let powerSwitch = try #require(power.children.first)
        #expect(powerSwitch.element == "UISwitch" && powerSwitch.outlet == "onSwitch")
        #expect(powerSwitch.actions.map(\.event) == [.valueChanged])
        #expect(powerSwitch.actions.map(\.handler) == ["togglePower"] && powerSwitch.actions[0].takesSender)
        let header = sections[1].cells[0]
        #expect(header["textLabel.font"] == .font(.textStyle(.subheadline)))
        #expect(header["textLabel.textColor"] == .color(MarkupColor(rgb: 0x808080)))
        #expect(
            header.properties.map(\.origin) == [
                .template("cell.header"), .template("cell.header"), .localized(key: "temperature"),
            ])
        let stepper = try #require(tree.node(withOutlet: "temperatureStepper"))
        #expect(stepper["minimumValue"] == .number(32) && stepper["maximumValue"] == .number(96))
        #expect(sections[2].name == "fanSpeed" && sections[2].selectionMode == .singleCheckmark)
        #expect(sections[2].cells.map { $0["textLabel.text"] } == ["Fan Speed", "Low", "Medium", "High"].map { .string($0) })
        var fanSpeed = sections[2]
        fanSpeed.setValue("3")
        #expect(fanSpeed.value == "3")
    }

    @Test("a key missing from the strings table shows as written, @ included")
    func missingLocalization() throws {
        var loader = self.loader
        loader.strings = StringsTable(["power": "Puissance"])
        let tree = try loader.load(named: "AirConditioner")
        let sections = try sections(tree)
        #expect(sections[0].cells[0]["textLabel.text"] == .string("Puissance"))
        #expect(sections[1].cells[0]["textLabel.text"] == .string("@temperature"))
    }

    @Test("sizes and pets: selection by value in tables and pickers")
    func selectionByValue() throws {
        var sizes = try sections(try loader.load(named: "Sizes"))[0]
        #expect(sizes.name == "sizes" && sizes.cells.count == 4)
        sizes.setValue("L")
        #expect(sizes.value == "L")
        sizes.setValue(nil)
        #expect(sizes.value == nil)

        var pets = try sections(try loader.load(named: "Pets"))[0]
        pets.setValues(["C", "T"])
        #expect(pets.values == ["C", "T"])

        let picker = try loader.load(named: "SizesPicker")
        guard case .picker(var components)? = picker.root.content else {
            Issue.record("no picker content")
            return
        }
        #expect(components.count == 1 && components[0].name == "sizes")
        #expect(components[0].rows.map(\.title) == ["Small", "Medium", "Large", "Extra-Large"])
        components[0].setValue("L")
        #expect(components[0].selectedRow == 2 && components[0].value == "L")
        components[0].setValue("XXL")
        #expect(components[0].selectedRow == nil && components[0].value == nil)
    }

    @Test("segments and tab bar items")
    func segmentsAndItems() throws {
        let segments = try loader.load(named: "Segments")
        #expect(segments.root.content == .segments(["Small", "Medium", "Large", "Extra-Large"].map { Segment(title: $0) }))
        let tabBar = try loader.load(named: "TabBar")
        guard case .tabBar(let items)? = tabBar.root.content else {
            Issue.record("no items")
            return
        }
        #expect(items.map(\.type) == ["featured", "recents", "bookmarks", "search", "downloads"])
        #expect(items.map(\.name) == ["featured", "recents", "bookmarks", "search", "downloads"])
    }

    @Test("attributes, styles, actions with and without the sender, localization")
    func attributes() throws {
        let children = try loader.load(named: "Attributes").root.children
        #expect(children.map(\.element) == ["UIButton", "UILabel", "UIButton", "UITextField", "UIButton", "UILabel"])
        #expect(children[0].style == "systemButton" && children[0]["title"] == .string("Press Me!"))
        #expect(children[1]["font"] == .font(.named("Helvetica", size: 24)))
        #expect(children[1]["textColor"] == .color(MarkupColor(red: 1, green: 0, blue: 0)))
        #expect(children[2].actions.map(\.takesSender) == [false])
        #expect(children[4].actions.map(\.takesSender) == [true])
        #expect(children[4].actions[0].event == .primaryActionTriggered && children[4].actions[0].handler == "buttonPressed")
        #expect(children[3].outlet == "textField")
        #expect(children[5]["text"] == .string("Hello, World!"))
    }

    @Test("external and inline templates, several classes in order")
    func templates() throws {
        let labels = try loader.load(named: "Templates").root.children
        #expect(labels[0]["font"] == .font(.named("Helvetica", size: 24)))
        #expect(labels[0]["textAlignment"] == .enumeration("center"))
        #expect(labels[0].properties.map(\.origin) == [.template("greeting"), .template("greeting"), .attribute])
        #expect(labels[1]["font"] == .font(.system(.bold, size: 17)))
        #expect(labels[1]["textColor"] == .color(MarkupColor(rgb: 0xFF0000)))
    }

    @Test("layout views: margins, spacing, weights, baselines, grids, anchors")
    func layoutViews() throws {
        let row = try loader.load(named: "Row").root
        #expect(
            row.layout.margins == Insets(12) && row.children.map(\.element) == ["UILabel", "UILabel", "UILabel", "LMSpacer"])
        #expect(try loader.load(named: "BaselineRow").root.layout.alignsToBaseline)
        let grid = try loader.load(named: "Grid").root
        #expect(grid.layout.alignsToGrid && grid.children.count == 3)
        #expect(grid.children.map { $0.children[1].layout.weight } == [1, 1, 1])
        let halves = try loader.load(named: "RowWeights").root.children
        #expect(halves.map(\.layout.weight) == [0.5, 0.5])
        #expect(
            halves[0]["layer.borderWidth"] == .number(0.5) && halves[0]["layer.borderColor"] == .color(MarkupColor(rgb: 0xFF6666))
        )
        #expect(try loader.load(named: "ColumnWeights").root.children.map(\.layout.weight) == [1, 2, 3])
        let anchored = try loader.load(named: "AnchorSpanning").root.children
        #expect(anchored.map(\.layout.anchor) == [[.top, .left, .right], [.bottom, .left, .right]])
        let edges = try loader.load(named: "AnchorEdges").root.children
        #expect(edges.map(\.layout.anchor) == [.top, .left, .right, .bottom])
        let colored = try loader.load(named: "ColoredRow").root
        #expect(colored.layout.spacing == 16)
        #expect(
            colored.children.map { $0["backgroundColor"] } == [
                .color(MarkupColor(rgb: 0xCA3538)), .color(MarkupColor(rgb: 0x3B55A2)),
            ])
        let layer = try loader.load(named: "Layer").root
        #expect(layer.element == "LMLayerView" && layer.children[0]["image"] == .image("world.png"))
    }

    @Test("the pie chart demo, with its registered element")
    func pieChart() throws {
        let tree = try loader.load(named: "PieChart")
        let chart = try #require(tree.node(withOutlet: "chartView"))
        #expect(chart.element == "Charts.PieChartView" && chart.layout.weight == 1)
        #expect(tree.outlets == ["chartView", "sliderX", "sliderTextX", "sliderY", "sliderTextY"])
        #expect(tree.root.children[0].layout.margins == Insets(top: 6, leading: 18, bottom: 0, trailing: 18))
        let slider = try #require(tree.node(withOutlet: "sliderY"))
        #expect(slider["maximumValue"] == .number(200) && slider.layout.weight == 4)
        #expect(slider.actions.map(\.handler) == ["slidersValueChanged"])
        #expect(tree.warnings.map(\.location.line) == [4])
        // Without the element file, the chart is an unknown element.
        var plain = loader
        plain.catalog = .standard
        let error = try #require(throws: MarkupError.self) { try plain.load(named: "PieChart") }
        #expect(error.errors.map(\.location.line) == [15])
    }

    @Test("the periodic table: 118 elements in 7 periods and 2 series")
    func periodicTable() throws {
        let tree = try loader.load(named: "PeriodicTable")
        let table = try #require(tree.node(withOutlet: "table"))
        let rows = table.children.filter { $0.element == "LMRowView" }
        #expect(rows.count == 9 && rows.allSatisfy { $0.children.count == 18 })
        let numbers = tree.nodes.compactMap { node -> Int? in
            guard node.element == "UILabel", case .string(let text)? = node["text"] else { return nil }
            return Int(text)
        }
        #expect(numbers.sorted() == Array(1...118))
        let hydrogen = rows[0].children[0]
        #expect(hydrogen.children.map { $0["text"] } == [.string("1"), .string("H"), .string("Hydrogen")])
        #expect(hydrogen["backgroundColor"] == .color(MarkupColor(rgb: 0xA0FFA0)) && hydrogen.layout.width == 56)
        #expect(rows[0].children[17].children[1]["text"] == .string("He"))
    }

    @Test("includes, <root>, <?case?>, escapes, template merging, warnings")
    func loaderFeatures() throws {
        var loader = MarkupLoader(
            documents: .memory([
                "Main.xml": """
                <?properties {"big": {"font": "Helvetica 24", "textColor": "#ff0000"}}?>
                <?properties {"big": {"font": "Helvetica 30"}}?>
                <root spacing="4">
                    <?include Header?>
                    <UILabel class="big" textColor="#00ff00" text="^@literal"/>
                    <UILabel text="^$10.00"/>
                    <?case tvOS?>
                    <UILabel id="tvOnly"/>
                    <?end?>
                    <UILabel id="everywhere"/>
                </root>
                """,
                "Header.xml": "<LMRowView><UILabel id=\"title\" class=\"big\"/></LMRowView>",
            ]))
        loader.rootElement = "LMColumnView"
        let tree = try loader.load(named: "Main")
        #expect(tree.root.element == "LMColumnView" && tree.root.layout.spacing == 4)
        #expect(tree.outlets == ["title", "everywhere"])
        let title = try #require(tree.node(withOutlet: "title"))
        #expect(title.location.file == "Header.xml")
        #expect(title["font"] == .font(.named("Helvetica", size: 30)) && title["textColor"] == .color(MarkupColor(rgb: 0xFF0000)))
        let label = tree.root.children[1]
        #expect(label["textColor"] == .color(MarkupColor(rgb: 0x00FF00)) && label["text"] == .string("@literal"))
        #expect(label.properties.map(\.keyPath) == ["font", "textColor", "text"])
        #expect(tree.root.children[2]["text"] == .string("$10.00"))
        loader.platform = "tvOS"
        #expect(try loader.load(named: "Main").outlets == ["title", "tvOnly", "everywhere"])

        let warned = try MarkupLoader().load(
            """
            <LMTableView>
                <sectionHeader title="A"/>
                <UITableViewCell/>
                <?sectionName later?>
                <sectionHeader title="B"/>
            </LMTableView>
            """, file: "W.xml")
        #expect(warned.warnings.map(\.location.line) == [4, 5])
        #expect(warned.warnings.allSatisfy { $0.severity == .warning && $0.message.contains("<?sectionBreak?>") })
    }
    @Test("layout attributes from templates and from the element combine in order; a template's error shows at each use")
    func templateLayout() throws {
        let tree = try MarkupLoader().load(
            """
            <?properties {"box": {"layoutMargins": 10, "width": 50, "weight": 2, "backgroundColor": "#ff0000"},
                          "top": {"layoutMarginTop": 5}}?>
            <LMColumnView>
                <UIView layoutMarginTop="3" class="box" width="60"/>
                <UIView class="box, top"/>
                <UIView class="top, box"/>
                <UIView class="box" backgroundColor="#00ff00" hidden="true"/>
            </LMColumnView>
            """, file: "T.xml")
        let views = tree.root.children
        #expect(views[0].layout.margins == Insets(top: 3, leading: 10, bottom: 10, trailing: 10))
        #expect(views[0].layout.width == 60 && views[0].layout.weight == 2)
        #expect(views[0].properties.map(\.keyPath) == ["backgroundColor"])
        #expect(views[1].layout.margins.top == 5 && views[2].layout.margins.top == 10)
        #expect(views[3].layout.isHidden && views[3].properties.map(\.origin) == [.attribute])
        #expect(views[3]["backgroundColor"] == .color(MarkupColor(rgb: 0x00FF00)))

        let error = try #require(throws: MarkupError.self) {
            try MarkupLoader().load(
                """
                <?properties {"flat": {"weight": 0}}?>
                <LMRowView><UIView class="flat"/><UIView class="flat"/></LMRowView>
                """, file: "W.xml")
        }
        #expect(error.errors.count == 2 && error.errors.allSatisfy { $0.message.contains("weight must be greater than 0") })
    }

    @Test("a property written under either of its names is kept under the one renderers read, the last writing winning")
    func canonicalNames() throws {
        let tree = try MarkupLoader().load(
            """
            <?properties {"switchy": {"isUserInteractionEnabled": false}}?>
            <LMColumnView isHidden="false" class="switchy">
                <UISwitch on="true" isOn="false" isEnabled="$ready"/>
            </LMColumnView>
            """, file: "Names.xml")
        let column = tree.root
        #expect(column.properties.map(\.keyPath) == ["userInteractionEnabled"])
        let toggle = try #require(column.children.first)
        // `on` and `isOn` are one property: one setting, the last written.
        #expect(toggle.properties.map(\.keyPath) == ["on"] && toggle["on"] == .bool(false))
        #expect(toggle.bindings.map(\.keyPath) == ["enabled"])
    }
}
