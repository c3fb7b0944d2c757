import Layout
public import Lima
public import MarkupKit

// The twins of the documents with static content, styles, bindings, owners and forms.
extension LimaTwins {
    /// Segments by title.
    public static let segments = LMSegmentedControl(
        .segment("Small"), .segment("Medium"), .segment("Large"), .segment("Extra-Large")
    )

    /// System tab-bar items with names.
    public static let tabBar = LMTabBar(
        .item(.featured, name: "featured"), .item(.recents, name: "recents"), .item(.bookmarks, name: "bookmarks"),
        .item(.search, name: "search"), .item(.downloads, name: "downloads")
    ).id("tabBar")

    /// One choice by value, like `<select name="size">`.
    public static let sizes = LMTableView(style: .groupedTableView) {
        LMSection(name: "sizes", selectionMode: .singleCheckmark) {
            LMStandardCell(text: "Small", value: "S")
            LMStandardCell(text: "Medium", value: "M")
            LMStandardCell(text: "Large", value: "L")
            LMStandardCell(text: "Extra-Large", value: "XL")
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
        LMSection(name: "pets", selectionMode: .multipleCheckmarks) {
            for (pet, value) in [("Dog", "D"), ("Cat", "C"), ("Fish", "F"), ("Rabbit", "R"), ("Turtle", "T")] {
                LMStandardCell(text: LMText(pet), value: value)
            }
        }
    }

    /// `MyStyles.json`'s template, as a style.
    static let greetingStyle = LMStyle("greeting", LMLabel(font: .named("Helvetica", size: 24), textAlignment: .center))
    static let bold = LMStyle("bold", LMLabel(font: .system(.bold, size: 17)))
    static let red = LMStyle("red", LMLabel(textColor: MarkupColor(rgb: 0xff0000)))

    /// Property templates, external and inline, as styles.
    public static let templates = LMColumnView(
        LMLabel(text: "Hello, World!").style(greetingStyle),
        LMLabel(text: "Bold Red Label").style(bold, red)
    )

    /// Attributes, styles, outlets, actions and localization.
    public static let attributes = LMColumnView(
        LMButton(style: .systemButton, title: "Press Me!"),
        LMLabel(text: "A Red Label", font: .named("Helvetica", size: 24), textColor: MarkupColor(rgb: 0xff0000)),
        LMButton(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed"),
        LMTextField().id("textField"),
        LMButton(style: .systemButton, title: "Press Me!").on(.primaryActionTriggered, "buttonPressed:"),
        LMLabel(text: .localized("hello"))
    ).layoutMargins(12)

    /// Bindings and formatters, as key paths into ``BindingsExample``.
    public static let bindings = LMColumnView(
        LMLabel(text: .bound(\BindingsExample.name)).id("nameLabel"),
        LMLabel(text: .bound(\BindingsExample.row.heading)).id("headingLabel"),
        LMLabel(text: .bound(\BindingsExample.row.detail)).id("detailLabel"),
        LMLabel(text: .bound(\BindingsExample.person.dateOfBirth, format: .date(dateStyle: .short, timeStyle: .noStyle)))
            .id("birthdayLabel"),
        LMLabel(text: .bound(\BindingsExample.averageAge, format: .number(style: .decimal, maximumFractionDigits: 3)))
            .id("averageAgeLabel")
    ).layoutMargins(12)

    static let heading = LMStyle("label.heading", LMLabel(font: .textStyle(.headline)))
    static let detail = LMStyle(
        "label.detail", LMLabel(font: .textStyle(.footnote), textColor: MarkupColor(rgb: 0x808080), numberOfLines: 0))

    /// The MVVM custom cell: two labels bound to the cell's view model.
    public static let customCell = LMTableViewCell(
        LMColumnView(
            LMLabel(text: .bound(\CustomCellExample.content.heading)).style(heading),
            LMLabel(text: .bound(\CustomCellExample.content.detail)).style(detail)
        )
    )

    static let cellHeader = LMStyle(
        "cell.header", LMStandardCell().textLabel(LMLabel(font: .textStyle(.subheadline), textColor: MarkupColor(rgb: 0x808080))))

    /// The air-conditioner remote: its outlets and actions named through ``AirConditionerRemote``'s generated enums.
    public static let airConditioner = LMTableView(style: .groupedTableView) {
        LMSection {
            LMStandardCell(
                text: .localized("power"), selectionStyle: .noSelection,
                accessory: LMSwitch().id(AirConditionerRemote.Outlets.onSwitch)
                    .on(.valueChanged, AirConditionerRemote.Actions.togglePower))
        }
        LMSection {
            LMStandardCell(text: .localized("temperature")).style(cellHeader)
            LMStandardCell(
                selectionStyle: .noSelection,
                accessory: LMStepper(minimumValue: 32, maximumValue: 96).id(AirConditionerRemote.Outlets.temperatureStepper)
                    .on(.valueChanged, AirConditionerRemote.Actions.updateTemperature)
            ).id(AirConditionerRemote.Outlets.temperatureCell)
        }
        LMSection(name: "fanSpeed", selectionMode: .singleCheckmark) {
            LMStandardCell(text: .localized("fanSpeed")).style(cellHeader)
            LMStandardCell(text: .localized("low"), value: "1")
            LMStandardCell(text: .localized("medium"), value: "2")
            LMStandardCell(text: .localized("high"), value: "3")
        }
    }.id(AirConditionerRemote.Outlets.tableView)

    /// The pizza form's sections, shared by the HTML-posting form and the live order.
    @LimaSectionBuilder static var pizzaSections: [LMSection] {
        LMSection {
            LMTableViewCell(
                selectionStyle: .noSelection, LMTextField(placeholder: "Customer Name").id("nameTextField").name("custname"))
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMTextField(placeholder: "Telephone", keyboardType: .numberPad).id("phoneTextField").name("custtel"))
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMTextField(placeholder: "Email Address", keyboardType: .emailAddress).id("emailTextField").name("custemail"))
        }
        LMSection(name: "size", selectionMode: .singleCheckmark, header: "Pizza Size") {
            LMStandardCell(text: "Small", value: "small")
            LMStandardCell(text: "Medium", value: "medium")
            LMStandardCell(text: "Large", value: "large")
        }
        LMSection(name: "topping", selectionMode: .multipleCheckmarks, header: "Pizza Toppings") {
            LMStandardCell(text: "Bacon", value: "bacon")
            LMStandardCell(text: "Extra Cheese", value: "cheese")
            LMStandardCell(text: "Onion", value: "onion")
            LMStandardCell(text: "Mushroom", value: "mushroom")
        }
        LMSection(header: "Preferred Delivery Time") {
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMDatePicker(datePickerMode: .time, minuteInterval: 15).height(140).id("deliveryDatePicker").name("delivery"))
        }
        LMSection(header: "Delivery Instructions") {
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMTextView(textContainerInset: Insets(4)).textContainer(lineFragmentPadding: 0).height(140)
                    .id("commentsTextView").name("comments"))
        }
    }

    /// The native pizza form, posting to the service the HTML form posts to.
    public static let pizzaForm = LMTableView(style: .groupedTableView) { pizzaSections }
        .form(action: "/post", title: "Pizza Delivery Form", submit: "Submit")

    /// The pizza form as a live page, with Submit in the navigation bar calling ``PizzaOrder``'s action.
    public static let pizzaOrder = LMTableView(style: .groupedTableView) {
        pizzaSections
        LMSection {
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMLabel(font: .textStyle(.footnote), numberOfLines: 0).id(PizzaOrder.Outlets.echoLabel))
        }
    }.id(PizzaOrder.Outlets.tableView)
        .navigationItem(title: "Pizza Delivery Form")
        .rightBarButtonItem("Submit", style: .done, action: PizzaOrder.Actions.submit)
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
        let caption = MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
        let white = MarkupColor(rgb: 0xffffff, name: "white")
        return LMColumnView(spacing: 8) {
            LMLabel(text: "Your name", font: .textStyle(.footnote), textColor: caption)
            LMTextField(placeholder: "Type your name", autocorrectionType: .no, borderStyle: .roundedRect)
                .id(LiveGreeting.Outlets.nameField).on(.editingChanged, LiveGreeting.Actions.nameChanged)
            LMSpacer().height(12)
            LMLabel(text: "Language", font: .textStyle(.footnote), textColor: caption)
            LMPickerView(
                .component(
                    name: "language", .row("English", value: "en"), .row("Français", value: "fr"), .row("Español", value: "es"),
                    .row("Deutsch", value: "de"))
            ).backgroundColor(white).layer(cornerRadius: 10).id(LiveGreeting.Outlets.languagePicker)
            LMSpacer().height(12)
            LMColumnView(spacing: 12) {
                LMLabel(text: .bound(\LiveGreeting.greeting), font: .textStyle(.title2), numberOfLines: 0)
                LMButton(style: .systemButton, title: "Clear").on(.primaryActionTriggered, LiveGreeting.Actions.clear)
            }.backgroundColor(white).layer(cornerRadius: 10).layoutMargins(16)
            LMSpacer()
        }.backgroundColor(groupedBackground).layoutMargins(20)
    }

    /// The pie-chart demo: the app's own element, `Charts.PieChartView`, as a Lima view of the app's (``PieChartView``).
    public static let pieChart = LMColumnView(
        LMRowView(
            LMSpacer(),
            LMButton(style: .systemButton, title: "Options").titleLabel(LMLabel(font: .named("HelveticaNeue-Light", size: 17)))
                .tintColor(MarkupColor(rgb: 0x4c8fbd)).on(.touchUpInside, "optionsButtonTapped:")
        ).layoutMargins(Insets(top: 6, leading: 18, trailing: 18)),
        PieChartView().id("chartView").weight(1),
        LMColumnView(
            slider("sliderX", "sliderTextX", maximum: 25),
            slider("sliderY", "sliderTextY", maximum: 200)
        ).layoutMargins(Insets(leading: 8, bottom: 24, trailing: 8))
    ).backgroundColor(MarkupColor(rgb: 0xf0f0f0))

    static func slider(_ slider: String, _ field: String, maximum: Double) -> LMRowView {
        LMRowView(
            LMSlider(value: 1, minimumValue: 1, maximumValue: maximum).id(slider).weight(4)
                .on(.valueChanged, "slidersValueChanged:"),
            LMTextField(font: .named("HelveticaNeue-Light", size: 15), textAlignment: .center).id(field).weight(1)
        )
    }
}

/// `Charts.PieChartView`, the element the pie-chart example registers in `elements.json`, as a Lima view: how an app
/// gives its own element the DSL's checking.
public struct PieChartView: LimaView {
    public var declaration: LimaDeclaration

    /// A pie chart with the properties given.
    public init(
        centerText: LMText? = nil, drawHoleEnabled: Bool? = nil, holeRadiusPercent: Double? = nil, holeColor: MarkupColor? = nil,
        usePercentValuesEnabled: Bool? = nil, rotationEnabled: Bool? = nil, drawEntryLabelsEnabled: Bool? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        declaration = LimaDeclaration(
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
