import Layout
public import MarkupKit

/// Writes the Lima source for a loaded document: `httprpc markup convert`.
///
/// It works on the view tree a document loads to, so what the loader resolves is resolved in the source: includes are
/// inlined, `<?case?>` sections are those of the loader's platform. Templates become `Style` values applied with
/// `.style(…)`, `@` keys `.localized("key")`, bindings key paths on ``owner`` where the expression is a key path (an
/// expression otherwise), and each property the typed API names is written as its typed argument or modifier; any
/// other is set with `.set("keyPath", value)`, which the compiler does not check. What Lima cannot say is reported at
/// its line and column.
///
/// The tree keeps the text of section headers and footers, picker rows, segments and tab-bar items, not the `@` keys
/// they were looked up by: those are written as their text.
public struct LimaConverter: Sendable {
    /// The catalog the document was loaded with (with the app's elements).
    public var catalog: ElementCatalog
    /// The owner type whose key paths bindings are written as (`\Greeting.name`); with none, bindings are written as
    /// expressions (`.bound(expression: "name")`).
    public var owner: String?
    /// Modules the source imports beyond Lima's (the owner's, the app elements').
    public var imports: [String] = []

    /// A converter for documents loaded with `catalog`.
    public init(catalog: ElementCatalog = .standard, owner: String? = nil, imports: [String] = []) {
        self.catalog = catalog
        self.owner = owner
        self.imports = imports
    }

    /// The Lima source for `tree`: an enumeration named `name` holding the document's styles and its view as `view`.
    /// - Parameters:
    ///   - tree: the document's view tree.
    ///   - name: the Swift name of the enumeration (`GreetingScreen`).
    ///   - document: the document's file name, for the header comment.
    /// - Throws: what Lima cannot say, each at its line and column in the document.
    public func source(for tree: ViewTree, name: String, document: String) throws(MarkupError) -> String {
        var writer = Writer(converter: self, scope: name)
        writer.collectStyles(tree.root)
        var root = writer.view(tree.root, indent: 1)
        if let form = tree.form {
            var arguments = ["action: \(SwiftLiteral.string(form.action))"]
            if form.method != .post { arguments.append("method: .\(form.method.rawValue)") }
            if let title = form.title { arguments.append("title: \(SwiftLiteral.string(title))") }
            if form.submitTitle != "Submit" { arguments.append("submit: \(SwiftLiteral.string(form.submitTitle))") }
            root += ".form(\(arguments.joined(separator: ", ")))"
        }
        if let navigation = tree.navigation {
            if let title = navigation.title { root += ".navigationItem(title: \(SwiftLiteral.string(title)))" }
            for button in navigation.rightBarButtons {
                let style = button.style == .plain ? "" : ", style: .\(button.style.rawValue)"
                root +=
                    ".rightBarButtonItem(\(SwiftLiteral.string(button.title))\(style), action: \(SwiftLiteral.string(button.action)))"
            }
        }
        if !writer.problems.isEmpty {
            throw MarkupError(diagnostics: writer.problems.sorted { $0.location < $1.location })
        }
        var out = "// \(document), converted to Lima by `httprpc markup convert`.\n\n"
        // A date is written as Foundation's `Date` (SwiftLiteral.date); at worst a text that quotes one imports it too.
        let foundation = root.contains(SwiftLiteral.dateInitializer) ? ["Foundation"] : []
        for module in Set(["Layout", "Lima", "MarkupKit"] + foundation + imports).sorted() { out += "import \(module)\n" }
        out +=
            "\n/// The view of \(document)\(writer.styles.isEmpty ? "" : ", with its templates as styles").\n@MainActor\nenum \(name) {\n"
        for style in writer.styles { out += "    static let \(style.identifier) = \(style.source)\n" }
        if !writer.styles.isEmpty { out += "\n" }
        out += "    static let view = \(root)\n}\n"
        return out
    }
}

/// One conversion's state: the styles found and the problems met.
struct Writer {
    /// A template as a Lima style of one view type.
    struct StyleValue {
        var template: String
        var type: String
        var element: String
        var settings: [PropertySetting] = []
        var identifier = ""
        var source = ""
    }

    let converter: LimaConverter
    /// The enumeration the styles are members of.
    let scope: String
    var styles: [StyleValue] = []
    var problems: [MarkupDiagnostic] = []

    init(converter: LimaConverter, scope: String) {
        self.converter = converter
        self.scope = scope
    }

    var catalog: ElementCatalog { converter.catalog }

    // MARK: Styles

    /// Finds every template each view type uses, with every setting any use of it kept (a view's own setting of a
    /// property replaces the template's on that view only), and writes them.
    mutating func collectStyles(_ root: ViewNode) {
        root.visit { node in
            guard let type = LimaType.of(node.element, in: catalog) else { return }
            for setting in node.properties {
                guard case .template(let template) = setting.origin else { continue }
                let index =
                    styles.firstIndex { $0.template == template && $0.type == type.name }
                    ?? {
                        styles.append(StyleValue(template: template, type: type.name, element: node.element))
                        return styles.count - 1
                    }()
                if !styles[index].settings.contains(where: { $0.keyPath == setting.keyPath }) {
                    styles[index].settings.append(setting)
                }
            }
        }
        let typesByTemplate = Dictionary(grouping: styles, by: \.template).mapValues(\.count)
        var used: Set<String> = ["view"]
        for index in styles.indices {
            let style = styles[index]
            var identifier = Self.identifier(style.template) + ((typesByTemplate[style.template] ?? 0) > 1 ? style.type : "")
            while used.contains(identifier) { identifier += "_" }
            used.insert(identifier)
            styles[index].identifier = identifier
            let node = ViewNode(element: style.element, properties: style.settings, location: style.settings[0].location)
            styles[index].source = Self.call(
                "LMStyle", [SwiftLiteral.string(style.template), view(node, indent: 2, asStyle: true)], indent: 1)
        }
    }

    /// A Swift identifier for a template's name: `greeting.large` → `greetingLarge`.
    static func identifier(_ name: String) -> String {
        var words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        guard !words.isEmpty else { return "style" }
        words =
            [words[0].prefix(1).lowercased() + words[0].dropFirst()]
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = words.joined()
        return LimaSpelling.identifier(joined.first?.isNumber == true ? "style" + joined : joined)
    }

    // MARK: Views

    /// A view's Lima expression, its first line at the current position and its others indented `indent` levels.
    mutating func view(_ node: ViewNode, indent: Int, asStyle: Bool = false) -> String {
        guard let type = LimaType.of(node.element, in: catalog) else {
            problem(
                "Lima has no view for \(node.element); declare one (docs/LIMA.md, App elements) and convert again", node.location)
            return "LMView()"
        }
        var arguments: [String] = []
        var modifiers: [String] = []
        if let style = node.style {
            if type.takesStyle {
                arguments.append("style: ." + LimaSpelling.caseName(style, property: "style"))
            } else {
                problem("Lima's \(type.name) takes no factory style ('\(style)')", node.location)
            }
        }
        arguments += layoutArguments(node, type)

        // Properties: typed arguments where the initializer has them, modifiers, and untyped settings for the rest.
        var typed: [String: String] = [:]
        var layer: [String: String] = [:]
        var templates: [String] = []
        for setting in node.properties {
            if case .template(let template) = setting.origin, !asStyle {
                if !templates.contains(template) { templates.append(template) }
                continue
            }
            let keyPath = setting.keyPath
            let localizedKey: String? = if case .localized(let key) = setting.origin { key } else { nil }
            if let argument = type.arguments.first(where: { $0.keyPath == keyPath }),
                let value = argument.expression(for: setting.value, localizedKey: localizedKey)
            {
                typed[keyPath] = value
            } else if let argument = modifier(keyPath, of: type),
                let value = argument.expression(for: setting.value, localizedKey: localizedKey)
            {
                modifiers.append(".\(argument.label)(\(value))")
            } else if let argument = Argument.layer.first(where: { $0.keyPath == keyPath }),
                let value = argument.expression(for: setting.value, localizedKey: localizedKey)
            {
                layer[keyPath] = value
            } else if let localizedKey {
                modifiers.append(
                    ".set(\(SwiftLiteral.string(setting.keyPath)), LMText.localized(\(SwiftLiteral.string(localizedKey))))")
            } else {
                modifiers.append(".set(\(SwiftLiteral.string(setting.keyPath)), \(SwiftLiteral.propertyValue(setting.value)))")
            }
        }
        for binding in node.bindings {
            let keyPath = binding.keyPath
            let text = bound(binding)
            if let argument = type.arguments.first(where: { $0.keyPath == keyPath }), argument.kind == .text {
                typed[keyPath] = text
            } else {
                modifiers.append(".set(\(SwiftLiteral.string(binding.keyPath)), \(text))")
            }
        }
        arguments += type.arguments.compactMap { argument in typed[argument.keyPath].map { "\(argument.label): \($0)" } }
        if !layer.isEmpty {
            let values = Argument.layer.compactMap { argument in layer[argument.keyPath].map { "\(argument.label): \($0)" } }
            modifiers.append(".layer(\(values.joined(separator: ", ")))")
        }
        if !templates.isEmpty {
            let names = templates.compactMap { template in
                styles.first { $0.template == template && $0.type == type.name }.map { scope + "." + $0.identifier }
            }
            modifiers.insert(".style(\(names.joined(separator: ", ")))", at: 0)
        }
        modifiers += layoutModifiers(node.layout)
        if let outlet = node.outlet { modifiers.append(".id(\(SwiftLiteral.string(outlet)))") }
        if let link = node.link {
            if type.name == "LMButton" {
                modifiers.append(".link(\(SwiftLiteral.string(link)))")
            } else {
                problem("Lima's \(type.name) follows no link: link is a button's", node.location)
            }
        }
        for action in node.actions {
            guard type.isControl else {
                problem("Lima's \(type.name) is not a control: it sends no '\(action.event.attributeName)'", action.location)
                continue
            }
            let handler = action.handler + (action.takesSender ? ":" : "")
            modifiers.append(".on(.\(action.event.rawValue), \(SwiftLiteral.string(handler)))")
        }

        arguments += children(node, type, indent: indent)
        arguments += content(node, indent: indent)
        return Self.chain(Self.call(type.name, arguments, indent: indent), modifiers, indent: indent)
    }

    func modifier(_ keyPath: String, of type: LimaType) -> Argument? {
        if let argument = Argument.viewModifiers[keyPath] { return argument }
        if type.isControl, let argument = Argument.controlModifiers[keyPath] { return argument }
        if type.isFormField, keyPath == "name" { return Argument("name", nil, .string) }
        return nil
    }

    /// `Text.bound(…)` for a binding: a key path on the owner where the expression is one, else the expression.
    func bound(_ binding: PropertyBinding) -> String {
        var arguments: [String]
        // A row's item is not the owner: its bindings stay expressions (`item.title`).
        if let owner = converter.owner, case .keyPath(let names) = binding.expression, !binding.expression.readsItem,
            names.allSatisfy({ $0 == LimaSpelling.identifier($0) && $0.first?.isLetter == true })
        {
            arguments = ["\\\(owner).\(names.joined(separator: "."))"]
        } else {
            arguments = ["expression: \(SwiftLiteral.string(binding.expression.description))"]
        }
        if let formatter = binding.formatter { arguments.append("format: " + format(formatter)) }
        return ".bound(\(arguments.joined(separator: ", ")))"
    }

    /// A `Format` for a formatter reference: typed for Foundation's number and date formatters.
    func format(_ reference: FormatterReference) -> String {
        let typed: [String: [Argument]] = [
            "number": [
                Argument("numberStyle", "style", .enumeration), Argument("minimumFractionDigits", nil, .int),
                Argument("maximumFractionDigits", nil, .int), Argument("minimumIntegerDigits", nil, .int),
                Argument("maximumIntegerDigits", nil, .int), Argument("usesGroupingSeparator", nil, .bool),
                Argument("currencyCode", nil, .string), Argument("multiplier", nil, .double), Argument("locale", nil, .string),
            ],
            "date": [
                Argument("dateStyle", nil, .enumeration), Argument("timeStyle", nil, .enumeration),
                Argument("dateFormat", nil, .string), Argument("localizedDateFormatFromTemplate", nil, .string),
                Argument("timeZone", nil, .string), Argument("locale", nil, .string),
            ],
        ]
        if let parameters = typed[reference.name] {
            let values = parameters.compactMap { parameter in
                reference[parameter.keyPath].flatMap { parameter.expression(for: $0, localizedKey: nil) }.map {
                    "\(parameter.label): \($0)"
                }
            }
            if values.count == reference.arguments.count { return ".\(reference.name)(\(values.joined(separator: ", ")))" }
        }
        let arguments = reference.arguments.map { "\(SwiftLiteral.string($0.name)): \(SwiftLiteral.propertyValue($0.value))" }
        return
            ".custom(\(SwiftLiteral.string(reference.name))\(arguments.isEmpty ? "" : ", [\(arguments.joined(separator: ", "))]"))"
    }

    // MARK: Layout

    /// The layout attributes a layout view takes in its initializer.
    func layoutArguments(_ node: ViewNode, _ type: LimaType) -> [String] {
        let layout = node.layout
        var arguments: [String] = []
        switch type.layout {
        case .none:
            break
        case .row, .column:
            if let spacing = layout.spacing { arguments.append("spacing: \(SwiftLiteral.number(spacing))") }
            let names: [LayoutAlignment: (String, String)] = [
                .start: ("leading", "top"), .end: ("trailing", "bottom"), .center: ("center", "center"),
            ]
            if let name = names[layout.horizontalAlignment]?.0 { arguments.append("horizontalAlignment: .\(name)") }
            if let name = names[layout.verticalAlignment]?.1 { arguments.append("verticalAlignment: .\(name)") }
            if layout.alignsToBaseline { arguments.append("alignToBaseline: true") }
            if type.layout == .row, layout.baseline == .last { arguments.append("baseline: .last") }
            if type.layout == .column, layout.alignsToGrid { arguments.append("alignToGrid: true") }
        case .scroll:
            if layout.fitsWidth { arguments.append("fitToWidth: true") }
            if layout.fitsHeight { arguments.append("fitToHeight: true") }
        }
        return arguments
    }

    /// The layout attributes every view takes as modifiers.
    func layoutModifiers(_ layout: LayoutAttributes) -> [String] {
        var modifiers: [String] = []
        if let weight = layout.weight { modifiers.append(".weight(\(SwiftLiteral.number(weight)))") }
        if let width = layout.width { modifiers.append(".width(\(SwiftLiteral.number(width)))") }
        if let height = layout.height { modifiers.append(".height(\(SwiftLiteral.number(height)))") }
        let constraints = layout.sizeConstraints
        for (name, value) in [
            ("minimumWidth", constraints.minimumWidth), ("maximumWidth", constraints.maximumWidth),
            ("minimumHeight", constraints.minimumHeight), ("maximumHeight", constraints.maximumHeight),
            ("aspectRatio", constraints.aspectRatio),
        ] {
            if let value { modifiers.append(".\(name)(\(SwiftLiteral.number(value)))") }
        }
        if !layout.anchor.isEmpty { modifiers.append(".anchor(\(SwiftLiteral.anchors(layout.anchor)))") }
        let margins = layout.margins
        if margins.top == margins.leading, margins.top == margins.bottom, margins.top == margins.trailing {
            if margins.top != 0 { modifiers.append(".layoutMargins(\(SwiftLiteral.number(margins.top)))") }
        } else {
            modifiers.append(".layoutMargins(\(SwiftLiteral.insets(margins)))")
        }
        if layout.isHidden { modifiers.append(".hidden()") }
        return modifiers
    }

    // MARK: Children and static content

    mutating func children(_ node: ViewNode, _ type: LimaType, indent: Int) -> [String] {
        let children = node.children
        switch type.children {
        case .variadic:
            return children.map { view($0, indent: indent + 1) }
        case .content:
            guard children.count == 1 else {
                problem("Lima's \(type.name) takes exactly one content view; this one has \(children.count)", node.location)
                return []
            }
            return [view(children[0], indent: indent + 1)]
        case .accessory:
            guard children.count <= 1 else {
                problem("Lima's \(type.name) takes one accessory view; this one has \(children.count)", node.location)
                return []
            }
            return children.map { "accessory: " + view($0, indent: indent + 1) }
        case .none:
            if let child = children.first {
                problem("Lima's \(type.name) takes no child views (\(child.element) here)", child.location)
            }
            return []
        }
    }

    mutating func content(_ node: ViewNode, indent: Int) -> [String] {
        switch node.content {
        case nil:
            return []
        case .table(let sections):
            if sections.count == 1, sections[0] == TableSection() { return [] }
            return sections.map { section in
                var arguments: [String] = []
                if let name = section.name { arguments.append("name: \(SwiftLiteral.string(name))") }
                if section.selectionMode != .default { arguments.append("selectionMode: .\(section.selectionMode.rawValue)") }
                if let rows = section.dynamicRows {
                    arguments.append("rows: \(SwiftLiteral.string(rows.source))")
                    if let select = rows.selectAction { arguments.append("onSelect: \(SwiftLiteral.string(select + ":"))") }
                    if let delete = rows.deleteAction { arguments.append("onDelete: \(SwiftLiteral.string(delete + ":"))") }
                    if let link = rows.link { arguments.append("link: \(SwiftLiteral.string(link))") }
                }
                if let header = section.headerTitle { arguments.append("header: \(SwiftLiteral.string(header))") }
                if let footer = section.footerTitle { arguments.append("footer: \(SwiftLiteral.string(footer))") }
                // Header and footer views are modifiers, which static and dynamic sections both take.
                var modifiers = ""
                if let header = section.headerView { modifiers += ".headerView(" + view(header, indent: indent + 1) + ")" }
                if let footer = section.footerView { modifiers += ".footerView(" + view(footer, indent: indent + 1) + ")" }
                if let end = section.dynamicRows?.endAction { modifiers += ".onEndReached(\(SwiftLiteral.string(end)))" }
                if let rows = section.dynamicRows {
                    return Self.call("LMSection", arguments, indent: indent + 1) + " {\n"
                        + String(repeating: "    ", count: indent + 2) + view(rows.template, indent: indent + 2) + "\n"
                        + String(repeating: "    ", count: indent + 1) + "}" + modifiers
                }
                for cell in section.cells {
                    if ["UITableViewCell", "LMTableViewCell"].contains(cell.element) {
                        arguments.append(view(cell, indent: indent + 2))
                    } else {
                        problem(
                            "Lima's table sections hold LMStandardCell and LMTableViewCell, not \(cell.element)", cell.location)
                    }
                }
                return Self.call("LMSection", arguments, indent: indent + 1) + modifiers
            }
        case .picker(let components):
            if components.count == 1, components[0] == PickerComponent() { return [] }
            return components.map { component in
                if component.selectedRow != nil {
                    problem("Lima's picker components cannot start with a row selected", node.location)
                }
                var arguments = component.name.map { ["name: \(SwiftLiteral.string($0))"] } ?? []
                if let rows = component.dynamicRows {
                    arguments.append("rows: \(SwiftLiteral.string(rows.source))")
                    // The template's title and value: written, or read from the row's item.
                    func text(_ key: String) -> String? {
                        if let binding = rows.template.bindings.first(where: { $0.keyPath == key }) { return bound(binding) }
                        if case .string(let value)? = rows.template[key] { return SwiftLiteral.string(value) }
                        return nil
                    }
                    let value = text("value").map { ", value: \($0)" } ?? ""
                    return Self.call(".component", arguments, indent: indent + 1) + " {\n"
                        + String(repeating: "    ", count: indent + 2) + ".row(\(text("title") ?? "\"\"")\(value))\n"
                        + String(repeating: "    ", count: indent + 1) + "}"
                }
                arguments += component.rows.map { row in
                    ".row(\(SwiftLiteral.string(row.title))\(row.value.map { ", value: \(SwiftLiteral.string($0))" } ?? ""))"
                }
                return Self.call(".component", arguments, indent: indent + 1)
            }
        case .segments(let segments):
            return segments.map { segment in
                let value = segment.value.map { ", value: \(SwiftLiteral.string($0))" } ?? ""
                switch (segment.title, segment.image) {
                case (let title?, nil): return ".segment(\(SwiftLiteral.string(title))\(value))"
                case (nil, let image?): return ".segment(image: \(SwiftLiteral.string(image))\(value))"
                default:
                    problem("a Lima segment has a title or an image, not both or neither", node.location)
                    return ".segment(\"\")"
                }
            }
        case .tabBar(let items):
            return items.map { item in
                let name = item.name.map { ", name: \(SwiftLiteral.string($0))" } ?? ""
                if let type = item.type, item.title == nil, item.image == nil, item.selectedImage == nil {
                    return ".item(.\(LimaSpelling.caseName(type, property: "systemItem"))\(name))"
                }
                guard item.type == nil, let title = item.title else {
                    problem("a Lima tab-bar item is a system item or a title with images, not both", node.location)
                    return ".item(.more)"
                }
                var arguments = ["title: \(SwiftLiteral.string(title))"]
                if let image = item.image { arguments.append("image: \(SwiftLiteral.string(image))") }
                if let image = item.selectedImage { arguments.append("selectedImage: \(SwiftLiteral.string(image))") }
                return ".item(\(arguments.joined(separator: ", "))\(name))"
            }
        }
    }

    mutating func problem(_ message: String, _ location: SourceLocation) {
        problems.append(MarkupDiagnostic(.error, message, at: location))
    }

    /// `view.modifier()…` on the view's last line if it fits, else one modifier per line.
    static func chain(_ view: String, _ modifiers: [String], indent: Int) -> String {
        let lastLine = view.split(separator: "\n").last.map { view.contains("\n") ? $0.count : indent * 4 + $0.count } ?? 0
        if lastLine + modifiers.joined().count <= lineLength { return view + modifiers.joined() }
        return view + modifiers.map { "\n" + String(repeating: "    ", count: indent + 1) + $0 }.joined()
    }

    /// The column the converter keeps its lines within where it can.
    static let lineLength = 110

    /// `name(arguments)` on one line if it fits and no argument spans lines, else one argument per line.
    static func call(_ name: String, _ arguments: [String], indent: Int) -> String {
        let line = "\(name)(\(arguments.joined(separator: ", ")))"
        if indent * 4 + line.count <= lineLength, !line.contains("\n") { return line }
        let inner = String(repeating: "    ", count: indent + 1)
        return "\(name)(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: "    ", count: indent) + ")"
    }
}
