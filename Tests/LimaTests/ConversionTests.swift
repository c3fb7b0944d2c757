import Foundation
import Lima
import LimaConversion
import MarkupExamples
import MarkupKit
import Testing

/// `httprpc markup convert` writes Lima source that compiles and builds the document's tree. Every example's conversion
/// is checked in under `Converted/`, so this target compiles it: the first test fails when the converter's output
/// changes (`LIMA_REGENERATE=1 swift test --filter ConversionTests` rewrites the files), the second builds each
/// compiled conversion and compares its tree with the document's.
@Suite("httprpc markup convert")
struct ConversionTests {
    /// How an example is converted: the owner its bindings are key paths on, and the modules the owner and the app's
    /// elements come from. The others take the defaults.
    static let options: [String: (owner: String?, imports: [String])] = [
        "Bindings": ("BindingsExample", ["MarkupExamples"]),
        "CustomCell": ("CustomCellExample", ["MarkupExamples"]),
        "LiveGreeting": ("LiveGreeting", ["MarkupExamples"]),
        "PieChart": (nil, ["MarkupExamples"]),
    ]

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Converted")

    /// The converter's output for an example, as it is checked in.
    static func converted(_ name: String) throws -> String {
        let loader = try ExampleDocuments.loader()
        let options = Self.options[name] ?? (nil, [])
        let converter = LimaConverter(catalog: loader.catalog, owner: options.owner, imports: options.imports)
        let source = try converter.source(for: loader.load(named: name), name: name + "Screen", document: name + ".xml")
        return "// swift-format-ignore-file\n" + source
    }

    /// The index of the checked-in conversions, by document name.
    static func index() -> String {
        let entries = ExampleDocuments.documentNames.sorted().map { "        \"\($0)\": \($0)Screen.view," }
        return """
            // swift-format-ignore-file
            // Written by ConversionTests: each converted example's view, by document name.

            import Lima

            @MainActor
            enum ConvertedScreens {
                static let all: [String: any LimaView] = [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
    }

    /// Compares `expected` with the file's text, rewriting the file first when asked to.
    static func check(_ file: String, is expected: String) throws {
        let url = directory.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["LIMA_REGENERATE"] != nil {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        let current = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            current == expected, "\(file) is not the converter's output: LIMA_REGENERATE=1 swift test --filter ConversionTests")
    }

    @Test("the checked-in conversion is the converter's output", arguments: ExampleDocuments.documentNames.sorted())
    func checkedIn(_ name: String) throws {
        try Self.check(name + ".swift", is: Self.converted(name))
    }

    @Test("the index lists every conversion")
    func indexIsCurrent() throws {
        try Self.check("ConvertedScreens.swift", is: Self.index())
    }

    @Test("the compiled conversion builds the document's tree", arguments: ExampleDocuments.documentNames.sorted())
    @MainActor func buildsTheDocumentsTree(_ name: String) throws {
        let loader = try ExampleDocuments.loader()
        let document = try loader.load(named: name)
        let converted = try #require(ConvertedScreens.all[name]).tree(strings: loader.strings)
        let (expected, actual) = (document.normalized(catalog: loader.catalog), converted.normalized(catalog: loader.catalog))
        #expect(actual == expected, "Lima:\n\(actual.dump())\nmarkup:\n\(expected.dump())")
    }

    @Test("what Lima cannot say is reported at its line and column, and nothing is written")
    func unconvertible() throws {
        let markup = """
            <LMColumnView>
                <UIScrollView/>
                <UILabel text="fine"/>
                <UIPickerView/>
            </LMColumnView>
            """
        let tree = try MarkupLoader().load(markup, file: "Broken.xml")
        #expect {
            try LimaConverter().source(for: tree, name: "BrokenScreen", document: "Broken.xml")
        } throws: { error in
            let diagnostics = (error as? MarkupError)?.diagnostics ?? []
            let found = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
            return found.count == 2 && found[0].hasPrefix("2:5 Lima has no view for UIScrollView")
                && found[1].hasPrefix("4:5 Lima has no view for UIPickerView")
        }
    }

    @Test("text is written as a literal that reads back the same: quotes, backslashes, line breaks, interpolation")
    func literals() throws {
        let markup = #"<UILabel text="say &quot;\(x)&quot;&#10;then&#9;tab" alpha="0.125"/>"#
        let source = try LimaConverter().source(
            for: MarkupLoader().load(markup, file: "Quote.xml"), name: "Q", document: "Quote.xml")
        #expect(source.contains(#"Label(text: "say \"\\(x)\"\nthen\ttab").alpha(0.125)"#), "\(source)")
    }

    @Test("an instant is written as the Date it names (importing Foundation), a day and a time of day by their components")
    func dates() throws {
        func converted(_ markup: String) throws -> String {
            try LimaConverter().source(for: MarkupLoader().load(markup, file: "Day.xml"), name: "D", document: "Day.xml")
        }
        let instant = try converted(#"<UIDatePicker minimumDate="2026-11-26T18:30:00+01:00"/>"#)
        #expect(instant.contains("LMDatePicker(minimumDate: Date(timeIntervalSince1970: 1795714200))"), "\(instant)")
        #expect(instant.contains("import Foundation\n"))
        let day = try converted(#"<UIDatePicker datePickerMode="date" date="2026-11-26" maximumDate="2026-12-31"/>"#)
        #expect(day.contains("date: LocalDate(year: 2026, month: 11, day: 26),\n"), "\(day)")
        #expect(day.contains("maximumDate: LocalDate(year: 2026, month: 12, day: 31)"), "\(day)")
        #expect(!day.contains("Foundation"))
        let time = try converted(#"<UIDatePicker datePickerMode="time" date="07:05:09"/>"#)
        #expect(time.contains("LMDatePicker(date: LocalTime(hour: 7, minute: 5, second: 9), datePickerMode: .time)"), "\(time)")
        let plain = try LimaConverter().source(
            for: MarkupLoader().load("<UILabel/>", file: "L.xml"), name: "L", document: "L.xml")
        #expect(!plain.contains("Foundation"))
    }

    @Test("a button's link is written as its link modifier")
    func buttonLink() throws {
        let source = try LimaConverter().source(
            for: MarkupLoader().load(#"<UIButton title="About" link="about?from=menu"/>"#, file: "A.xml"), name: "A",
            document: "A.xml")
        #expect(source.contains(#"LMButton(title: "About").link("about?from=menu")"#), "\(source)")
    }

    @Test("a binding that is not a key path, or without an owner, is written as its expression")
    func expressionBindings() throws {
        let markup = #"<UILabel text="$price * quantity::number;numberStyle=currency"/>"#
        let tree = try MarkupLoader().load(markup, file: "Price.xml")
        let withOwner = try LimaConverter(owner: "Cart").source(for: tree, name: "PriceScreen", document: "Price.xml")
        #expect(withOwner.contains(#"Label(text: .bound(expression: "(price * quantity)", format: .number(style: .currency)))"#))
        let keyPath = try MarkupLoader().load(#"<UILabel text="$cart.total"/>"#, file: "Total.xml")
        #expect(
            try LimaConverter(owner: "Shop").source(for: keyPath, name: "T", document: "Total.xml").contains(#"\Shop.cart.total"#)
        )
        #expect(try LimaConverter().source(for: keyPath, name: "T", document: "Total.xml").contains(#"expression: "cart.total""#))
    }
}
