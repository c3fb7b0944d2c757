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
        "ColoredRow": coloredRow, "SizeConstraints": sizeConstraints, "BaselineRow": baselineRow, "Column": column, "Grid": grid,
        "Segments": segments,
        "TabBar": tabBar, "Sizes": sizes, "SizesPicker": sizesPicker, "Pets": pets, "Templates": templates,
        "Attributes": attributes, "Bindings": bindings, "CustomCell": customCell, "AirConditioner": airConditioner,
        "PizzaForm": pizzaForm, "PizzaOrder": pizzaOrder, "PeriodicTable": periodicTable,
        "LivePeriodicTable": livePeriodicTable, "PieChart": pieChart,
    ]

    /// The twins whose bindings and rows name an owner's properties by key path, which are the main actor's as the
    /// owner is: built there.
    @MainActor public static var owned: [String: any LimaView] {
        [
            "LiveGreeting": liveGreeting, "Todos": todos, "Todo": todo, "Employees": employees, "Employee": employee,
            "Users": users,
            "Posts": posts, "Roster": roster, "PostBrowser": postBrowser, "Photos": photos,
        ]
    }

    /// The names of ``owned``, wherever they are asked for.
    public static let ownedNames = [
        "Employee", "Employees", "LiveGreeting", "Photos", "PostBrowser", "Posts", "Roster", "Todo", "Todos", "Users",
    ]

    /// The first example of seeds 000 and 002.
    public static let helloWorld = LMLabel(text: "Hello, World!")

    /// An image above a label (seed 002, "Elements"): seed 004's snippet in our spelling.
    public static let greeting = LMColumnView(
        LMImageView(image: "world.png").contentMode(.center),
        LMLabel(text: "Hello, World!", textAlignment: .center)
    )

    /// Labels packed to the leading edge by a trailing spacer.
    public static let row = LMRowView(
        LMLabel(text: "One"),
        LMLabel(text: "Two"),
        LMLabel(text: "Three"),
        LMSpacer()
    ).layoutMargins(12)

    static let pink = MarkupColor(rgb: 0xff6666)

    /// A bordered, centered label that takes `weight` of what is left.
    static func share(_ text: String, weight: Double) -> LMLabel {
        LMLabel(text: LMText(text), textAlignment: .center).weight(weight).layer(borderWidth: 0.5, borderColor: pink)
    }

    /// Three labels sharing a column's height 1 : 2 : 3.
    public static let columnWeights = LMColumnView(
        share("1/6", weight: 1), share("1/3", weight: 2), share("1/2", weight: 3)
    ).layoutMargins(12)

    /// Two labels sharing a row's width equally.
    public static let rowWeights = LMRowView(share("50%", weight: 0.5), share("50%", weight: 0.5)).layoutMargins(12)

    /// A label centered by two weighted views.
    public static let weightedViews = LMRowView(
        LMView().weight(1),
        LMLabel(text: "Hello, World!"),
        LMView().weight(1)
    ).layoutMargins(12)

    /// A label centered by two spacers.
    public static let spacers = LMRowView(LMSpacer(), LMLabel(text: "Hello, World!"), LMSpacer()).layoutMargins(12)

    /// A label over an image.
    public static let layer = LMLayerView(
        LMImageView(image: "world.png").contentMode(.center),
        LMLabel(text: "Hello, World!", textColor: MarkupColor(rgb: 0xffffff), textAlignment: .center)
    )

    /// A bordered label pinned to `anchors`.
    static func pinned(_ text: String, _ anchors: Anchors, textAlignment: LMTextAlignment? = nil) -> LMLabel {
        LMLabel(text: LMText(text), textAlignment: textAlignment).anchor(anchors).layer(borderWidth: 0.5, borderColor: pink)
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
        LMView().backgroundColor(MarkupColor(rgb: 0xca3538)).weight(1),
        LMView().backgroundColor(MarkupColor(rgb: 0x3b55a2)).weight(1)
    )

    /// A picture 3:2 across the column, a caption kept to a readable width, buttons between 80 and 160 points wide.
    public static let sizeConstraints = LMColumnView(
        LMView().backgroundColor(MarkupColor(rgb: 0x3b55a2)).aspectRatio(1.5).maximumWidth(480),
        LMLabel(text: "A caption that wraps at 240 points, however wide the screen is.", numberOfLines: 0).maximumWidth(240),
        LMRowView(
            LMButton(style: .systemButton, title: "Cancel").weight(1).minimumWidth(80).maximumWidth(160),
            LMButton(style: .systemButton, title: "Save").weight(1).minimumWidth(80).maximumWidth(160)
        ),
        LMSpacer()
    ).layoutMargins(12)

    /// Labels of three sizes on one baseline.
    public static let baselineRow = LMRowView(
        alignToBaseline: true,
        LMLabel(text: "Ten", font: .named("Helvetica", size: 12)),
        LMLabel(text: "Twenty", font: .named("Helvetica", size: 24)),
        LMLabel(text: "Thirty", font: .named("Helvetica", size: 48)),
        LMSpacer()
    ).layoutMargins(12)

    /// Three text fields above a spacer.
    public static let column = LMColumnView(
        LMTextField(placeholder: "First", borderStyle: .roundedRect),
        LMTextField(placeholder: "Second", borderStyle: .roundedRect),
        LMTextField(placeholder: "Third", borderStyle: .roundedRect),
        LMSpacer()
    ).layoutMargins(12)

    /// Labels and fields whose columns line up across rows.
    public static let grid = LMColumnView(
        alignToGrid: true,
        LMRowView(LMLabel(text: "One"), LMTextField(placeholder: "First", borderStyle: .roundedRect).weight(1)),
        LMRowView(LMLabel(text: "Two"), LMTextField(placeholder: "Second", borderStyle: .roundedRect).weight(1)),
        LMRowView(LMLabel(text: "Three"), LMTextField(placeholder: "Third", borderStyle: .roundedRect).weight(1))
    ).layoutMargins(12)
}
