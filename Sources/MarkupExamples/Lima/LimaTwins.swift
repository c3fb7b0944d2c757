import Layout
public import Lima
import MarkupKit

/// The example documents written in Lima: each twin builds the view tree its markup document loads to (the Lima
/// tests hold them to that), so a screen can be read side by side in both spellings.
public enum LimaTwins {
    /// The twins by document name (without `.xml`).
    public static let all: [String: any LimaView] = [
        "HelloWorld": helloWorld, "Greeting": greeting, "Row": row, "ColumnWeights": columnWeights,
        "RowWeights": rowWeights, "WeightedViews": weightedViews, "Spacers": spacers, "Layer": layer,
        "AnchorEdges": anchorEdges, "AnchorLeadingTrailing": anchorLeadingTrailing, "AnchorSpanning": anchorSpanning,
        "ColoredRow": coloredRow, "BaselineRow": baselineRow, "Column": column, "Grid": grid, "Segments": segments,
        "TabBar": tabBar, "Sizes": sizes, "SizesPicker": sizesPicker, "Pets": pets, "Templates": templates,
        "Attributes": attributes, "Bindings": bindings, "CustomCell": customCell, "AirConditioner": airConditioner,
        "PizzaForm": pizzaForm, "PizzaOrder": pizzaOrder, "PeriodicTable": periodicTable,
        "LivePeriodicTable": livePeriodicTable, "PieChart": pieChart,
    ]

    /// The first example of seeds 000 and 002.
    public static let helloWorld = Label(text: "Hello, World!")

    /// An image above a label (seed 002, "Elements"): seed 004's snippet in our spelling.
    public static let greeting = LMColumnView(
        ImageView(image: "world.png").contentMode(.center),
        Label(text: "Hello, World!", textAlignment: .center)
    )

    /// Labels packed to the leading edge by a trailing spacer.
    public static let row = LMRowView(
        Label(text: "One"),
        Label(text: "Two"),
        Label(text: "Three"),
        LMSpacer()
    ).layoutMargins(12)

    static let pink = Color(rgb: 0xff6666)

    /// A bordered, centered label that takes `weight` of what is left.
    static func share(_ text: String, weight: Double) -> Label {
        Label(text: Text(text), textAlignment: .center).weight(weight).layer(borderWidth: 0.5, borderColor: pink)
    }

    /// Three labels sharing a column's height 1 : 2 : 3.
    public static let columnWeights = LMColumnView(
        share("1/6", weight: 1), share("1/3", weight: 2), share("1/2", weight: 3)
    ).layoutMargins(12)

    /// Two labels sharing a row's width equally.
    public static let rowWeights = LMRowView(share("50%", weight: 0.5), share("50%", weight: 0.5)).layoutMargins(12)

    /// A label centered by two weighted views.
    public static let weightedViews = LMRowView(
        View().weight(1),
        Label(text: "Hello, World!"),
        View().weight(1)
    ).layoutMargins(12)

    /// A label centered by two spacers.
    public static let spacers = LMRowView(LMSpacer(), Label(text: "Hello, World!"), LMSpacer()).layoutMargins(12)

    /// A label over an image.
    public static let layer = LMLayerView(
        ImageView(image: "world.png").contentMode(.center),
        Label(text: "Hello, World!", textColor: Color(rgb: 0xffffff), textAlignment: .center)
    )

    /// A bordered label pinned to `anchors`.
    static func pinned(_ text: String, _ anchors: Anchors, textAlignment: TextAlignment? = nil) -> Label {
        Label(text: Text(text), textAlignment: textAlignment).anchor(anchors).layer(borderWidth: 0.5, borderColor: pink)
    }

    /// Labels pinned to each edge.
    public static let anchorEdges = LMAnchorView(
        pinned("Top", .top), pinned("Left", .left), pinned("Right", .right), pinned("Bottom", .bottom)
    ).layoutMargins(16)

    /// Labels pinned to the leading and trailing edges.
    public static let anchorLeadingTrailing = LMAnchorView(pinned("Leading", .leading), pinned("Trailing", .trailing))
        .layoutMargins(16)

    /// Labels spanning the top and the bottom.
    public static let anchorSpanning = LMAnchorView(
        pinned("Top", [.top, .left, .right], textAlignment: .center),
        pinned("Bottom", [.bottom, .left, .right], textAlignment: .center)
    ).layoutMargins(16)

    /// Two colored views sharing a row.
    public static let coloredRow = LMRowView(
        spacing: 16,
        View().backgroundColor(Color(rgb: 0xca3538)).weight(1),
        View().backgroundColor(Color(rgb: 0x3b55a2)).weight(1)
    )

    /// Labels of three sizes on one baseline.
    public static let baselineRow = LMRowView(
        alignToBaseline: true,
        Label(text: "Ten", font: .named("Helvetica", size: 12)),
        Label(text: "Twenty", font: .named("Helvetica", size: 24)),
        Label(text: "Thirty", font: .named("Helvetica", size: 48)),
        LMSpacer()
    ).layoutMargins(12)

    /// Three text fields above a spacer.
    public static let column = LMColumnView(
        TextField(placeholder: "First", borderStyle: .roundedRect),
        TextField(placeholder: "Second", borderStyle: .roundedRect),
        TextField(placeholder: "Third", borderStyle: .roundedRect),
        LMSpacer()
    ).layoutMargins(12)

    /// Labels and fields whose columns line up across rows.
    public static let grid = LMColumnView(
        alignToGrid: true,
        LMRowView(Label(text: "One"), TextField(placeholder: "First", borderStyle: .roundedRect).weight(1)),
        LMRowView(Label(text: "Two"), TextField(placeholder: "Second", borderStyle: .roundedRect).weight(1)),
        LMRowView(Label(text: "Three"), TextField(placeholder: "Third", borderStyle: .roundedRect).weight(1))
    ).layoutMargins(12)
}
