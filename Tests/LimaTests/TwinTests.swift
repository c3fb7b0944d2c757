import Foundation
import Lima
import MarkupExamples
import MarkupKit
import Testing

/// Each Lima twin builds the tree its markup document loads to.
@Suite("Lima twins")
struct TwinTests {
    @Test("the twin builds the document's tree", arguments: LimaTwins.all.keys.sorted())
    func twin(_ name: String) throws {
        let loader = try ExampleDocuments.loader()
        let document = try loader.load(named: name)
        let twin = try #require(LimaTwins.all[name]).tree(strings: loader.strings)
        let (expected, actual) = (document.normalized(catalog: loader.catalog), twin.normalized(catalog: loader.catalog))
        #expect(actual == expected, "Lima:\n\(actual.dump())\nmarkup:\n\(expected.dump())")
    }

    @Test(
        "the twins of owned screens, built on the main actor as their owners' key paths require",
        arguments: LimaTwins.ownedNames)
    @MainActor func owned(_ name: String) throws {
        let loader = try ExampleDocuments.loader()
        let document = try loader.load(named: name)
        let twin = try #require(LimaTwins.owned[name]).tree(strings: loader.strings)
        let (expected, actual) = (document.normalized(catalog: loader.catalog), twin.normalized(catalog: loader.catalog))
        #expect(actual == expected, "Lima:\n\(actual.dump())\nmarkup:\n\(expected.dump())")
    }

    @Test("every example document has a twin")
    func everyDocumentHasATwin() {
        #expect(
            Set(ExampleDocuments.documentNames).subtracting(LimaTwins.all.keys).subtracting(LimaTwins.ownedNames).sorted() == [])
    }

    @Test("equivalence sees a difference in a value, an element, a layout attribute or a child")
    func differencesCount() throws {
        let loader = try ExampleDocuments.loader()
        let row = try loader.load(named: "Row")
        let changed: [any LimaView] = [
            LMRowView(LMLabel(text: "One"), LMLabel(text: "Two"), LMLabel(text: "Three!"), LMSpacer()).layoutMargins(12),
            LMColumnView(LMLabel(text: "One"), LMLabel(text: "Two"), LMLabel(text: "Three"), LMSpacer()).layoutMargins(12),
            LMRowView(LMLabel(text: "One"), LMLabel(text: "Two"), LMLabel(text: "Three"), LMSpacer()).layoutMargins(8),
            LMRowView(LMLabel(text: "One"), LMLabel(text: "Two"), LMLabel(text: "Three")).layoutMargins(12),
            LMRowView(LMLabel(text: "One"), LMLabel(text: "Two"), LMLabel(text: "Three").tag(3), LMSpacer()).layoutMargins(12),
        ]
        #expect(try LimaTwins.row.tree().isEquivalent(to: row))
        for view in changed { #expect(try !view.tree().isEquivalent(to: row)) }
    }

    @Test("every twin is of an example document")
    func twinsAreOfExamples() {
        #expect(Set(LimaTwins.all.keys).union(LimaTwins.ownedNames).isSubset(of: ExampleDocuments.documentNames))
    }

    @Test("seed 004's snippet compiles in our spelling and builds an image above a label")
    func seedSnippet() throws {
        let tree = try LMColumnView(
            spacing: 16,
            LMImageView(image: "world.png"),
            LMLabel(text: "Hello, World!")
        ).tree()
        #expect(tree.root.element == "LMColumnView")
        #expect(tree.root.layout.spacing == 16)
        #expect(tree.root.children.map(\.element) == ["UIImageView", "UILabel"])
        #expect(tree.root.children[1]["text"] == .string("Hello, World!"))
    }

    @Test("what the compiler cannot check is reported at the Swift line that wrote it")
    func refusedWeight() {
        let line = #line + 1
        let view = LMRowView(LMLabel(text: "A").weight(0))
        #expect {
            try view.tree()
        } throws: { error in
            let diagnostics = (error as? MarkupError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].location.line == line
                && diagnostics[0].location.file.hasSuffix("TwinTests.swift") && diagnostics[0].message.contains("weight")
        }
    }

    @Test("localized text is looked up in the strings table; a missing key shows as @key, as in markup")
    func localized() throws {
        let strings = StringsTable(["greeting": "Bonjour"])
        let tree = try LMColumnView(LMLabel(text: .localized("greeting")), LMLabel(text: .localized("missing"))).tree(
            strings: strings)
        #expect(tree.root.children.map { $0["text"] } == [.string("Bonjour"), .string("@missing")])
        #expect(tree.root.children[0].properties.first?.origin == .localized(key: "greeting"))
    }

    @Test("children from statements: loops and conditions")
    func builder() throws {
        let names = ["H", "He", "Li"]
        let showsFooter = false
        let tree = try LMColumnView(spacing: 2) {
            for name in names { LMLabel(text: LMText(name)) }
            if showsFooter { LMLabel(text: "footer") } else { LMSpacer() }
        }.tree()
        #expect(tree.root.children.map(\.element) == ["UILabel", "UILabel", "UILabel", "LMSpacer"])
    }

    @Test("equivalence sees a difference in a section, a binding, a formatter or a template")
    func contentDifferencesCount() throws {
        let loader = try ExampleDocuments.loader()
        let sizes = try loader.load(named: "Sizes")
        let multiple = LMTableView(style: .groupedTableView) {
            LMSection(name: "sizes", selectionMode: .multipleCheckmarks) {
                LMStandardCell(text: "Small", value: "S")
                LMStandardCell(text: "Medium", value: "M")
                LMStandardCell(text: "Large", value: "L")
                LMStandardCell(text: "Extra-Large", value: "XL")
            }
        }
        #expect(try LimaTwins.sizes.tree().isEquivalent(to: sizes))
        #expect(try !multiple.tree().isEquivalent(to: sizes))

        let bindings = try loader.load(named: "Bindings")
        func changed(heading: KeyPath<BindingsExample, String>, birthday: LMFormat.DateStyle) -> LMColumnView {
            LMColumnView(
                LMLabel(text: .bound(\BindingsExample.name)).id("nameLabel"),
                LMLabel(text: .bound(heading)).id("headingLabel"),
                LMLabel(text: .bound(\BindingsExample.row.detail)).id("detailLabel"),
                LMLabel(
                    text: .bound(\BindingsExample.person.dateOfBirth, format: .date(dateStyle: birthday, timeStyle: .noStyle))
                )
                .id("birthdayLabel"),
                LMLabel(text: .bound(\BindingsExample.averageAge, format: .number(style: .decimal, maximumFractionDigits: 3)))
                    .id("averageAgeLabel")
            ).layoutMargins(12)
        }
        #expect(try changed(heading: \.row.heading, birthday: .short).tree().isEquivalent(to: bindings))
        let otherPath = changed(heading: \.row.detail, birthday: .short)
        let otherFormat = changed(heading: \.row.heading, birthday: .long)
        #expect(try !otherPath.tree().isEquivalent(to: bindings))
        #expect(try !otherFormat.tree().isEquivalent(to: bindings))

        let templates = try loader.load(named: "Templates")
        let inline = LMColumnView(
            LMLabel(text: "Hello, World!", font: .named("Helvetica", size: 24), textAlignment: .center),
            LMLabel(text: "Bold Red Label", font: .system(.bold, size: 17), textColor: MarkupColor(rgb: 0xff0000))
        )
        #expect(try !inline.tree().isEquivalent(to: templates), "a template's setting is not an attribute's")
    }

    @Test("a key path the owner does not list is reported at the Swift line that bound it")
    func unlistedKeyPath() {
        struct Owner: KeyPathBindingSource {
            var listed = "yes"
            var unlisted = "no"
            static var bindingKeyPaths: [String: PartialKeyPath<Owner>] { ["listed": \.listed] }
        }
        let line = #line + 1
        let view = LMColumnView(LMLabel(text: .bound(\Owner.listed)), LMLabel(text: .bound(\Owner.unlisted)))
        #expect {
            try view.tree()
        } throws: { error in
            let diagnostics = (error as? MarkupError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].location.line == line
                && diagnostics[0].message.contains("binding 'text'") && diagnostics[0].message.contains("bindingKeyPaths")
        }
    }

    @Test("an expression binding is parsed as markup's; a syntax error is reported where it was written")
    func expressionBinding() throws {
        let tree = try LMLabel(text: .bound(expression: "price * quantity", format: .number(style: .currency))).tree()
        #expect(tree.root.bindings.first?.expression.description == "(price * quantity)")
        #expect(tree.root.bindings.first?.formatter?.name == "number")
        let line = #line + 1
        let broken = LMLabel(text: .bound(expression: "price *"))
        #expect {
            try broken.tree()
        } throws: { error in
            let diagnostics = (error as? MarkupError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].location.line == line
                && diagnostics[0].message.contains("'price *'")
        }
    }

    @Test("styles apply in order, before the view's own settings, and say which template set what")
    func styleOrder() throws {
        let big = LMStyle("big", LMLabel(font: .system(.regular, size: 30), textColor: MarkupColor(rgb: 0x0000ff)))
        let small = LMStyle("small", LMLabel(font: .system(.regular, size: 10)))
        let node = try LMLabel(text: "A", textColor: MarkupColor(rgb: 0xff0000)).style(big, small).tree().root
        #expect(node["font"] == .font(.system(.regular, size: 10)))
        #expect(node["textColor"] == .color(MarkupColor(rgb: 0xff0000)), "the view's own setting wins, as an attribute does")
        #expect(node.properties.first { $0.keyPath == "font" }?.origin == .template("small"))
    }

    @Test("a section header cannot be bound: reported, not dropped")
    func boundHeader() {
        struct Owner: KeyPathBindingSource {
            var title = "T"
            static var bindingKeyPaths: [String: PartialKeyPath<Owner>] { ["title": \.title] }
        }
        let table = LMTableView(LMSection(header: .bound(\Owner.title), LMStandardCell(text: "A")))
        #expect(throws: MarkupError.self) { try table.tree() }
    }

    @Test("outlets and actions named by the owner's generated enumerations")
    func typedNames() throws {
        #expect(AirConditionerRemote.Actions.togglePower.rawValue == "togglePower:")
        let tree = try LimaTwins.airConditioner.tree()
        #expect(tree.outlets.sorted() == ["onSwitch", "tableView", "temperatureCell", "temperatureStepper"])
    }

    @Test(
        "a date picker takes a day in date mode and a time of day in time mode; an instant given to one of days is an error at its line"
    )
    func datePickerKinds() throws {
        let day = try #require(LocalDate("2026-11-26"))
        let tree = try LMDatePicker(date: day, datePickerMode: .date).tree()
        #expect(tree.root.properties.first { $0.keyPath == "date" }?.value == .day(day))
        let time = try LMDatePicker(date: LocalTime(hour: 18, minute: 30), datePickerMode: .time).tree()
        #expect(time.root.properties.first { $0.keyPath == "date" }?.value.timeOfDayValue == LocalTime("18:30"))
        let line = #line + 1
        let wrong = LMDatePicker(date: Date(timeIntervalSince1970: 0), datePickerMode: .date)
        let error = #expect(throws: MarkupError.self) { try wrong.tree() }
        #expect(error?.description.contains("TwinTests.swift:\(line):") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("takes a day, as 2026-11-26 for date") == true, "\(error?.description ?? "")")
    }

    @Test(
        "a button's link is markup's: the same node; one that could leave the app, or beside a tap's action, is an error at its line"
    )
    func buttonLinks() throws {
        var loader = MarkupLoader(documents: .memory(["About.xml": #"<UIButton title="About" link="about"/>"#]))
        loader.catalog = .standard
        let markup = try loader.load(named: "About").root
        let lima = try LMButton(title: "About").link("about").tree().root
        #expect(lima.link == "about" && markup.link == "about")
        #expect(lima.properties.map(\.value) == markup.properties.map(\.value))

        let line = #line + 1
        let outside = LMButton(title: "Out").link("javascript:alert(1)")
        let error = #expect(throws: MarkupError.self) { try outside.tree() }
        #expect(error?.description.contains("TwinTests.swift:\(line):") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("link 'javascript:alert(1)' has a scheme") == true, "\(error?.description ?? "")")

        let both = LMButton(title: "About").on(.primaryActionTriggered, "show").link("about")
        let twice = #expect(throws: MarkupError.self) { try both.tree() }
        #expect(
            twice?.description.contains("either calls onPrimaryActionTriggered or follows link 'about'") == true,
            "\(twice?.description ?? "")")
    }
}
