import Layout
public import Lima
public import MarkupKit

// The twins of the documents with static content, styles, bindings, owners and forms.
extension LimaTwins {
    /// Segments by title.
    public static let segments = SegmentedControl(
        .segment("Small"), .segment("Medium"), .segment("Large"), .segment("Extra-Large")
    )

    /// System tab-bar items with names.
    public static let tabBar = TabBar(
        .item(.featured, name: "featured"), .item(.recents, name: "recents"), .item(.bookmarks, name: "bookmarks"),
        .item(.search, name: "search"), .item(.downloads, name: "downloads")
    ).id("tabBar")

    /// One choice by value, like `<select name="size">`.
    public static let sizes = LMTableView(style: .groupedTableView) {
        Section(name: "sizes", selectionMode: .singleCheckmark) {
            TableViewCell(text: "Small", value: "S")
            TableViewCell(text: "Medium", value: "M")
            TableViewCell(text: "Large", value: "L")
            TableViewCell(text: "Extra-Large", value: "XL")
        }
    }

    /// The same choice as a picker.
    public static let sizesPicker = LMPickerView(
        .component(
            name: "sizes", .row("Small", value: "S"), .row("Medium", value: "M"), .row("Large", value: "L"),
            .row("Extra-Large", value: "XL"))
    ).id("pickerView")

    /// Several choices by value, like `<select name="pets" multiple>`.
    public static let pets = LMTableView(style: .groupedTableView) {
        Section(name: "pets", selectionMode: .multipleCheckmarks) {
            for (pet, value) in [("Dog", "D"), ("Cat", "C"), ("Fish", "F"), ("Rabbit", "R"), ("Turtle", "T")] {
                TableViewCell(text: Text(pet), value: value)
            }
        }
    }

    /// `MyStyles.json`'s template, as a style.
    static let greetingStyle = Style("greeting", Label(font: .named("Helvetica", size: 24), textAlignment: .center))
    static let bold = Style("bold", Label(font: .system(.bold, size: 17)))
    static let red = Style("red", Label(textColor: Color(rgb: 0xff0000)))

    /// Property templates, external and inline, as styles.
    public static let templates = LMColumnView(
        Label(text: "Hello, World!").style(greetingStyle),
        Label(text: "Bold Red Label").style(bold, red)
    )

    /// Attributes, styles, outlets, actions and localization.
    public static let attributes = LMColumnView(
        Button(style: .systemButton, title: "Press Me!"),
        Label(text: "A Red Label", font: .named("Helvetica", size: 24), textColor: Color(rgb: 0xff0000)),
        Button(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed"),
        TextField().id("textField"),
        Button(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed:"),
        Label(text: .localized("hello"))
    ).layoutMargins(12)

    /// Bindings and formatters, as key paths into ``BindingsExample``.
    public static let bindings = LMColumnView(
        Label(text: .bound(\BindingsExample.name)).id("nameLabel"),
        Label(text: .bound(\BindingsExample.row.heading)).id("headingLabel"),
        Label(text: .bound(\BindingsExample.row.detail)).id("detailLabel"),
        Label(text: .bound(\BindingsExample.person.dateOfBirth, format: .date(dateStyle: .short, timeStyle: .noStyle)))
            .id("birthdayLabel"),
        Label(text: .bound(\BindingsExample.averageAge, format: .number(style: .decimal, maximumFractionDigits: 3)))
            .id("averageAgeLabel")
    ).layoutMargins(12)

    static let heading = Style("label.heading", Label(font: .textStyle(.headline)))
    static let detail = Style(
        "label.detail", Label(font: .textStyle(.footnote), textColor: Color(rgb: 0x808080), numberOfLines: 0))

    /// The MVVM custom cell: two labels bound to the cell's view model.
    public static let customCell = LMTableViewCell(
        LMColumnView(
            Label(text: .bound(\CustomCellExample.content.heading)).style(heading),
            Label(text: .bound(\CustomCellExample.content.detail)).style(detail)
        )
    )

    static let cellHeader = Style(
        "cell.header", TableViewCell().textLabel(Label(font: .textStyle(.subheadline), textColor: Color(rgb: 0x808080))))

    /// The air-conditioner remote: its outlets and actions named through ``AirConditionerRemote``'s generated enums.
    public static let airConditioner = LMTableView(style: .groupedTableView) {
        Section {
            TableViewCell(
                text: .localized("power"), selectionStyle: .noSelection,
                accessory: Switch().id(AirConditionerRemote.Outlets.onSwitch)
                    .on(.valueChanged, AirConditionerRemote.Actions.togglePower))
        }
        Section {
            TableViewCell(text: .localized("temperature")).style(cellHeader)
            TableViewCell(
                selectionStyle: .noSelection,
                accessory: Stepper(minimumValue: 32, maximumValue: 96).id(AirConditionerRemote.Outlets.temperatureStepper)
                    .on(.valueChanged, AirConditionerRemote.Actions.updateTemperature)
            ).id(AirConditionerRemote.Outlets.temperatureCell)
        }
        Section(name: "fanSpeed", selectionMode: .singleCheckmark) {
            TableViewCell(text: .localized("fanSpeed")).style(cellHeader)
            TableViewCell(text: .localized("low"), value: "1")
            TableViewCell(text: .localized("medium"), value: "2")
            TableViewCell(text: .localized("high"), value: "3")
        }
    }.id(AirConditionerRemote.Outlets.tableView)

    /// The pizza form's sections, shared by the HTML-posting form and the live order.
    @LimaSectionBuilder static var pizzaSections: [Section] {
        Section {
            LMTableViewCell(
                selectionStyle: .noSelection, TextField(placeholder: "Customer Name").id("nameTextField").name("custname"))
            LMTableViewCell(
                selectionStyle: .noSelection,
                TextField(placeholder: "Telephone", keyboardType: .numberPad).id("phoneTextField").name("custtel"))
            LMTableViewCell(
                selectionStyle: .noSelection,
                TextField(placeholder: "Email Address", keyboardType: .emailAddress).id("emailTextField").name("custemail"))
        }
        Section(name: "size", selectionMode: .singleCheckmark, header: "Pizza Size") {
            TableViewCell(text: "Small", value: "small")
            TableViewCell(text: "Medium", value: "medium")
            TableViewCell(text: "Large", value: "large")
        }
        Section(name: "topping", selectionMode: .multipleCheckmarks, header: "Pizza Toppings") {
            TableViewCell(text: "Bacon", value: "bacon")
            TableViewCell(text: "Extra Cheese", value: "cheese")
            TableViewCell(text: "Onion", value: "onion")
            TableViewCell(text: "Mushroom", value: "mushroom")
        }
        Section(header: "Preferred Delivery Time") {
            LMTableViewCell(
                selectionStyle: .noSelection,
                DatePicker(datePickerMode: .time, minuteInterval: 15).height(140).id("deliveryDatePicker").name("delivery"))
        }
        Section(header: "Delivery Instructions") {
            LMTableViewCell(
                selectionStyle: .noSelection,
                TextView(textContainerInset: EdgeInsets(4)).textContainer(lineFragmentPadding: 0).height(140)
                    .id("commentsTextView").name("comments"))
        }
    }

    /// The native pizza form, posting to the service the HTML form posts to.
    public static let pizzaForm = LMTableView(style: .groupedTableView) { pizzaSections }
        .form(action: "/post", title: "Pizza Delivery Form", submit: "Submit")

    /// The pizza form as a live page, with a Submit button that calls ``PizzaOrder``'s action.
    public static let pizzaOrder = LMTableView(style: .groupedTableView) {
        pizzaSections
        Section {
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMColumnView(
                    spacing: 8,
                    Button(style: .systemButton, title: "Submit").id(PizzaOrder.Outlets.submitButton)
                        .on(.primaryActionTriggered, PizzaOrder.Actions.submit),
                    Label(font: .textStyle(.footnote), numberOfLines: 0).id(PizzaOrder.Outlets.echoLabel)
                ))
        }
    }.id(PizzaOrder.Outlets.tableView)
}

/// What the bindings example shows: an owner whose bindable properties are listed as key paths.
public struct BindingsExample: KeyPathBindingSource, Sendable {
    /// A note with a heading and a detail.
    public struct Note: KeyPathBindingSource, Sendable {
        /// The note's title.
        public var heading: String
        /// What the note says.
        public var detail: String
        /// Both properties.
        public static var bindingKeyPaths: [String: PartialKeyPath<Note>] { ["heading": \.heading, "detail": \.detail] }
    }

    /// A person's date of birth.
    public struct Person: KeyPathBindingSource, Sendable {
        /// The date, as the sample data writes it.
        public var dateOfBirth: String
        /// The date.
        public static var bindingKeyPaths: [String: PartialKeyPath<Person>] { ["dateOfBirth": \.dateOfBirth] }
    }

    /// A name.
    public var name: String
    /// A note, reached through (`row.heading`).
    public var row: Note
    /// A person, reached through (`person.dateOfBirth`).
    public var person: Person
    /// A number to format.
    public var averageAge: Double

    /// Every property, the objects included so that key paths can go through them.
    public static var bindingKeyPaths: [String: PartialKeyPath<BindingsExample>] {
        ["name": \.name, "row": \.row, "person": \.person, "averageAge": \.averageAge]
    }
}

/// A custom cell's view model.
public struct CustomCellExample: KeyPathBindingSource, Sendable {
    /// What the cell shows.
    public var content: BindingsExample.Note
    /// The content.
    public static var bindingKeyPaths: [String: PartialKeyPath<CustomCellExample>] { ["content": \.content] }
}

extension LimaTwins {
    /// The live greeting: a field and a picker whose changes go to ``LiveGreeting``, and a label bound to its
    /// `greeting`. On the main actor, because the owner is and its key paths are.
    @MainActor public static var liveGreeting: LMColumnView {
        LMColumnView(spacing: 12) {
            Label(text: "Your name", font: .textStyle(.headline))
            TextField(placeholder: "Type your name", autocorrectionType: .no, borderStyle: .roundedRect)
                .id(LiveGreeting.Outlets.nameField).on(.editingChanged, LiveGreeting.Actions.nameChanged)
            Label(text: "Language", font: .textStyle(.headline))
            LMPickerView(
                .component(
                    name: "language", .row("English", value: "en"), .row("Français", value: "fr"), .row("Español", value: "es"),
                    .row("Deutsch", value: "de"))
            ).id(LiveGreeting.Outlets.languagePicker)
            Label(text: .bound(\LiveGreeting.greeting), font: .textStyle(.title2), numberOfLines: 0)
            Button(style: .systemButton, title: "Clear").on(.primaryActionTriggered, LiveGreeting.Actions.clear)
            LMSpacer()
        }.layoutMargins(16)
    }

    /// The pie-chart demo: the app's own element, `Charts.PieChartView`, as a Lima view of the app's (``PieChartView``).
    public static let pieChart = LMColumnView(
        LMRowView(
            LMSpacer(),
            Button(style: .systemButton, title: "Options").titleLabel(Label(font: .named("HelveticaNeue-Light", size: 17)))
                .tintColor(Color(rgb: 0x4c8fbd)).on(.touchUpInside, "optionsButtonTapped:")
        ).layoutMargins(EdgeInsets(top: 6, leading: 18, trailing: 18)),
        PieChartView().id("chartView").weight(1),
        LMColumnView(
            slider("sliderX", "sliderTextX", maximum: 25),
            slider("sliderY", "sliderTextY", maximum: 200)
        ).layoutMargins(EdgeInsets(leading: 8, bottom: 24, trailing: 8))
    ).backgroundColor(Color(rgb: 0xf0f0f0))

    static func slider(_ slider: String, _ field: String, maximum: Double) -> LMRowView {
        LMRowView(
            Slider(value: 1, minimumValue: 1, maximumValue: maximum).id(slider).weight(4)
                .on(.valueChanged, "slidersValueChanged:"),
            TextField(font: .named("HelveticaNeue-Light", size: 15), textAlignment: .center).id(field).weight(1)
        )
    }
}

/// `Charts.PieChartView`, the element the pie-chart example registers in `elements.json`, as a Lima view: how an app
/// gives its own element the DSL's checking.
public struct PieChartView: LimaView {
    public var declaration: ViewDeclaration

    /// A pie chart with the properties given.
    public init(
        centerText: Text? = nil, drawHoleEnabled: Bool? = nil, holeRadiusPercent: Double? = nil, holeColor: Color? = nil,
        usePercentValuesEnabled: Bool? = nil, rotationEnabled: Bool? = nil, drawEntryLabelsEnabled: Bool? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        declaration = ViewDeclaration(
            element: "Charts.PieChartView", location: SourceLocation(file: file, line: line, column: column))
        let location = declaration.location
        if let centerText { declaration.set("centerText", to: centerText, at: location) }
        declaration.set(
            [
                "drawHoleEnabled": drawHoleEnabled.map(PropertyValue.bool),
                "holeRadiusPercent": holeRadiusPercent.map(PropertyValue.number), "holeColor": holeColor.map(PropertyValue.color),
                "usePercentValuesEnabled": usePercentValuesEnabled.map(PropertyValue.bool),
                "rotationEnabled": rotationEnabled.map(PropertyValue.bool),
                "drawEntryLabelsEnabled": drawEntryLabelsEnabled.map(PropertyValue.bool),
            ], at: location)
    }
}
