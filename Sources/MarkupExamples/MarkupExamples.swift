public import Foundation
public import MarkupKit

/// The seeds' markup documents (`Markup/`), with the loader settings they need: the examples' strings table and
/// the `Charts.PieChartView` element the pie chart demo registers (in `elements.json`).
public enum ExampleDocuments {
    /// The directory that holds the documents, `MyStyles.json` and `en.lproj/Localizable.strings`.
    public static var directory: URL? {
        Bundle.module.url(forResource: "Markup", withExtension: nil)
    }

    /// Every example document's name (without `.xml`).
    public static let documentNames = [
        "PizzaForm", "Sizes", "SizesPicker", "Pets", "CustomCell", "TabBar", "AirConditioner", "HelloWorld", "Greeting",
        "Segments", "Attributes", "Templates", "Row", "BaselineRow", "Column", "Grid", "RowWeights", "ColumnWeights",
        "WeightedViews", "Spacers", "Layer", "AnchorEdges", "AnchorLeadingTrailing", "AnchorSpanning", "ColoredRow",
        "SizeConstraints",
        "Bindings", "PieChart", "PeriodicTable", "LiveGreeting", "PizzaOrder", "LivePeriodicTable", "Todos", "Todo", "Employees",
        "Employee", "Users", "Posts", "Roster", "PostBrowser", "Photos",
    ]

    /// The standard catalog plus the elements `elements.json` declares (the Charts library's `PieChartView`).
    public static func catalog() throws -> ElementCatalog {
        guard let directory else { throw CocoaError(.fileNoSuchFile) }
        let file = directory.appendingPathComponent("elements.json")
        var catalog = ElementCatalog.standard
        try catalog.register(json: String(decoding: try Data(contentsOf: file), as: UTF8.self), file: file.path)
        return catalog
    }

    /// A loader for the examples: their catalog, their directory as document source, and the strings table for
    /// the first of `languages` that has one.
    public static func loader(languages: [String] = ["en"]) throws -> MarkupLoader {
        guard let directory else { throw CocoaError(.fileNoSuchFile) }
        // Diagnostics name the files under Sources/MarkupExamples/Markup while the sources are there.
        var loader = MarkupLoader(documents: .resources("Markup", in: .module))
        loader.catalog = try catalog()
        loader.strings = try StringsTable.load(from: directory, languages: languages)
        return loader
    }
}
