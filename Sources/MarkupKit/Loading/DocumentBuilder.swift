import Layout

/// Builds view trees from scanner events, collecting every diagnostic instead of stopping at the first.
/// One builder serves a document and the documents it includes (they share outlets and diagnostics).
final class DocumentBuilder {
    let loader: MarkupLoader
    var diagnostics: [MarkupDiagnostic] = []
    /// Outlets given so far, with where.
    var outlets: [String: SourceLocation] = [:]

    init(loader: MarkupLoader) {
        self.loader = loader
    }

    func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(MarkupDiagnostic(.error, message, at: location))
    }

    func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(MarkupDiagnostic(.warning, message, at: location))
    }

    /// Builds one document; nil if it has no usable root.
    /// - Parameter including: the names of the documents that include this one, outermost first (for cycles).
    func build(_ text: String, file: String, templates: Templates, including: [String]) -> ViewNode? {
        let reader = DocumentReader(builder: self, file: file, templates: templates, including: including)
        var scanner = XMLScanner(text, file: file)
        do {
            while let event = try scanner.next() { reader.handle(event) }
        } catch {
            self.error(error.message, at: error.location)
        }
        return reader.result
    }
}

/// One document being read: its templates, the stack of open elements and the `<?case?>` state.
private final class DocumentReader {
    private enum Frame {
        case view(ViewFrame)
        /// `<segment>`, `<row>`, `<item>`, `<sectionHeader>`, `<sectionFooter>`.
        case untyped(String)
        /// An element whose errors were reported, or one a `<?case?>` leaves out.
        case skipped
    }

    /// The view being built, with the static content collected so far.
    private final class ViewFrame {
        var node: ViewNode
        /// Nil when the element type is unknown (its children are still checked, against nothing).
        var content: ContentModel?
        var contentChildren = 0
        var sections = [TableSection()]
        var components = [PickerComponent()]
        var segments: [Segment] = []
        var items: [TabBarItem] = []

        init(node: ViewNode, content: ContentModel?) {
            self.node = node
            self.content = content
        }

        var typeName: String { node.element }
    }

    private let builder: DocumentBuilder
    /// The loader's settings, read once (the loader is a struct: reading it through the builder copies it).
    private let loader: MarkupLoader
    private let catalog: ElementCatalog
    /// What a `class` value gives an element type, by type and value; kept only when it converted without
    /// diagnostics, so that each use still reports them.
    private var templateCache: [TemplateUse: TemplateResult] = [:]

    /// The settings of the templates a `class` names, with their layout attributes already taken out.
    private struct TemplateResult {
        var properties: [PropertySetting] = []
        var layout = LayoutAttributes()
    }

    private struct TemplateUse: Hashable {
        var type: String
        var classes: String
    }
    private let file: String
    private var templates: Templates
    private let including: [String]
    private var stack: [Frame] = []
    private(set) var result: ViewNode?
    /// Inside a `<?case?>` for another platform.
    private var skippingCase = false

    init(builder: DocumentBuilder, file: String, templates: Templates, including: [String]) {
        self.builder = builder
        self.loader = builder.loader
        self.catalog = builder.loader.catalog
        self.file = file
        self.templates = templates
        self.including = including
    }

    private func error(_ message: String, at location: SourceLocation) { builder.error(message, at: location) }

    static let untypedElements = ["segment", "row", "item", "sectionHeader", "sectionFooter"]
    static let instructions = [
        "properties", "include", "case", "end", "sectionBreak", "sectionName", "sectionSelectionMode",
        "componentSeparator", "componentName",
    ]

    func handle(_ event: XMLEvent) {
        switch event {
        case .startElement(let name, let attributes, let location):
            startElement(name, attributes, location)
        case .endElement:
            endElement()
        case .processingInstruction(let target, let data, let location, let dataLocation):
            instruction(target, data, location, dataLocation)
        case .text(let text, let location):
            if !isSkipping {
                let shown = text.split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(20)
                error("text is not allowed in markup (found '\(shown)'); put it in an attribute such as text=\"…\"", at: location)
            }
        case .cdata(let location):
            if !isSkipping { error("CDATA is not allowed in markup; put text in an attribute such as text=\"…\"", at: location) }
        }
    }

    private var isSkipping: Bool {
        if skippingCase { return true }
        if case .skipped? = stack.last { return true }
        return false
    }

    private var parentFrame: ViewFrame? {
        if case .view(let frame)? = stack.last { return frame }
        return nil
    }

    // MARK: Elements

    private func startElement(_ name: String, _ attributes: [XMLAttribute], _ location: SourceLocation) {
        if isSkipping {
            stack.append(.skipped)
            return
        }
        if case .untyped(let parent)? = stack.last {
            error("<\(parent)> cannot contain elements (found <\(name)>)", at: location)
            stack.append(.skipped)
            return
        }
        // Elements have a few attributes: a linear search beats hashing them, and needs no copy when all differ.
        var unique = attributes
        var index = 1
        while index < unique.count {
            if let first = unique[..<index].first(where: { $0.name == unique[index].name }) {
                let at = first.nameLocation
                error("attribute '\(first.name)' is given twice (first at line \(at.line), column \(at.column))", at: unique[index].nameLocation)
                unique.remove(at: index)
            } else {
                index += 1
            }
        }
        if Self.untypedElements.contains(name) && catalog.types[name] == nil {
            untypedElement(name, unique, location)
            return
        }
        let typeName: String
        if name == "root" {
            guard let root = loader.rootElement else {
                error("<root> stands for a root view the caller supplies, and none was given", at: location)
                stack.append(.skipped)
                return
            }
            typeName = root
        } else {
            typeName = name
        }
        let known = catalog.types[typeName].map(\.isElement) ?? false
        if !known {
            let elements = catalog.types.values.filter(\.isElement).map(\.name) + Self.untypedElements
            error("unknown element <\(name)>" + Suggestion.note(for: name, in: elements), at: location)
        } else {
            checkPlacement(of: typeName, at: location)
        }
        let frame = ViewFrame(node: ViewNode(element: typeName, location: location), content: known ? catalog.content(of: typeName) : nil)
        if known { applyAttributes(unique, to: frame) }
        stack.append(.view(frame))
    }

    /// Checks that the parent takes a view of this type here.
    private func checkPlacement(of type: String, at location: SourceLocation) {
        // At the root, or inside an unknown element, there is nothing to check against.
        guard let parent = parentFrame, let content = parent.content else { return }
        switch content {
        case .subviews:
            break
        case .content, .accessory:
            parent.contentChildren += 1
            if parent.contentChildren > 1 {
                let role = content == .accessory ? "one accessory view" : "one content view"
                error("<\(parent.typeName)> takes \(role); <\(type)> is a second (wrap several views in a layout view)", at: location)
            }
        case .table:
            if !catalog.type(type, inheritsFrom: "UITableViewCell") {
                error("<\(parent.typeName)> takes table view cells (UITableViewCell, LMTableViewCell or a subclass), not <\(type)>", at: location)
            }
        case .none:
            error("<\(parent.typeName)> cannot contain views (found <\(type)>)", at: location)
        case .picker:
            error("<\(parent.typeName)> takes <row> elements, not views (found <\(type)>)", at: location)
        case .segments:
            error("<\(parent.typeName)> takes <segment> elements, not views (found <\(type)>)", at: location)
        case .tabBarItems:
            error("<\(parent.typeName)> takes <item> elements, not views (found <\(type)>)", at: location)
        }
    }

    private func endElement() {
        guard let frame = stack.popLast() else { return }
        guard case .view(let view) = frame else { return }
        switch view.content {
        case .table?: view.node.content = .table(view.sections)
        case .picker?: view.node.content = .picker(view.components)
        case .segments?: view.node.content = .segments(view.segments)
        case .tabBarItems?: view.node.content = .tabBar(view.items)
        default: break
        }
        attach(view.node)
    }

    /// Gives a finished view to its parent, or makes it the result.
    private func attach(_ node: ViewNode) {
        if stack.isEmpty {
            result = node
            return
        }
        guard let parent = parentFrame else { return }
        if parent.content == .table {
            if catalog.type(node.element, inheritsFrom: "UITableViewCell") {
                parent.sections[parent.sections.count - 1].cells.append(node)
            }
        } else {
            parent.node.children.append(node)
        }
    }

    // MARK: Attributes

    private func applyAttributes(_ attributes: [XMLAttribute], to frame: ViewFrame) {
        let type = frame.typeName
        // Templates first, so that attributes override them wherever `class` is written.
        let template = attributes.first { $0.name == "class" }.map { templateSettings($0, on: type) } ?? TemplateResult()
        frame.node.layout = template.layout
        var properties = template.properties
        for attribute in attributes {
            switch attribute.name {
            case "style":
                let styles = catalog.styles(of: type)
                if styles.isEmpty {
                    error("<\(type)> has no styles", at: attribute.valueLocation)
                } else if !styles.contains(attribute.value) {
                    error("'\(attribute.value)' is not a style of <\(type)>; its styles are \(styles.joined(separator: ", "))"
                          + Suggestion.note(for: attribute.value, in: styles), at: attribute.valueLocation)
                } else {
                    frame.node.style = attribute.value
                }
            case "class":
                break
            case "id":
                outlet(attribute, for: frame)
            default:
                if let event = ControlEvent(attributeName: attribute.name) {
                    action(event, attribute, for: frame)
                } else if attribute.value.hasPrefix("$") {
                    if let binding = binding(attribute, on: type) { frame.node.bindings.append(binding) }
                } else if let setting = property(attribute, on: type) {
                    add(setting, to: &properties, layout: &frame.node.layout)
                }
            }
        }
        frame.node.properties = properties
    }

    private func outlet(_ attribute: XMLAttribute, for frame: ViewFrame) {
        let name = attribute.value
        guard Self.isIdentifier(name) else {
            error("'\(name)' is not a valid id: an outlet name is a Swift identifier (letters, digits, _)", at: attribute.valueLocation)
            return
        }
        if let first = builder.outlets[name] {
            error("id '\(name)' is already given to the element at \(first.file == file ? "" : first.file + ":")line \(first.line), column \(first.column)", at: attribute.valueLocation)
            return
        }
        builder.outlets[name] = attribute.valueLocation
        frame.node.outlet = name
    }

    private func action(_ event: ControlEvent, _ attribute: XMLAttribute, for frame: ViewFrame) {
        let type = frame.typeName
        let events = catalog.events(of: type)
        guard !events.isEmpty else {
            error("<\(type)> is not a control and sends no events, so '\(attribute.name)' cannot be handled", at: attribute.nameLocation)
            return
        }
        guard events.contains(event) else {
            let names = events.map(\.attributeName).sorted()
            error("<\(type)> does not send \(event.rawValue); its events are \(names.joined(separator: ", "))", at: attribute.nameLocation)
            return
        }
        var handler = attribute.value
        let takesSender = handler.hasSuffix(":")
        if takesSender { handler.removeLast() }
        guard Self.isIdentifier(handler) else {
            error("'\(attribute.value)' is not a handler name: write a method name, with a trailing ':' if it takes the sender", at: attribute.valueLocation)
            return
        }
        frame.node.actions.append(Action(event: event, handler: handler, takesSender: takesSender, location: attribute.nameLocation))
    }

    /// Resolves an attribute's key path on a type, reporting the component that names nothing.
    private func propertyType(_ keyPath: String, on type: String, at location: SourceLocation, context: String) -> PropertyType? {
        switch catalog.resolve(keyPath: keyPath, on: type) {
        case .success(let propertyType):
            return propertyType
        case .failure(let failure):
            var candidates = failure.candidates
            if failure.owner == type { candidates.formUnion(catalog.events(of: type).map(\.attributeName)) }
            let subject = failure.component == keyPath ? "\(context) '\(keyPath)'" : "'\(failure.component)' (in '\(keyPath)')"
            error("unknown \(subject): <\(failure.owner)> has no such property" + Suggestion.note(for: failure.component, in: candidates), at: location)
            return nil
        }
    }

    private func property(_ attribute: XMLAttribute, on type: String) -> PropertySetting? {
        guard let propertyType = propertyType(attribute.name, on: type, at: attribute.nameLocation, context: "attribute") else { return nil }
        let (text, origin) = resolvePrefix(attribute.value)
        switch propertyType.convert(text, colors: loader.colors) {
        case .success(let value):
            return PropertySetting(keyPath: attribute.name, value: value, origin: origin, location: attribute.valueLocation)
        case .failure(let failure):
            error("attribute '\(attribute.name)' of <\(type)>: \(failure.message)", at: attribute.valueLocation)
            return nil
        }
    }

    /// Applies an attribute value's prefix: `@key` is looked up in the strings table (a missing key shows as
    /// written, "@" included, so that it is easy to spot), `^` escapes the character after it.
    private func resolvePrefix(_ value: String) -> (text: String, origin: PropertySetting.Origin) {
        if value.hasPrefix("@"), value.count > 1 {
            let key = String(value.dropFirst())
            return (loader.strings[key] ?? value, .localized(key: key))
        }
        if value.hasPrefix("^") { return (String(value.dropFirst()), .attribute) }
        return (value, .attribute)
    }

    private func templateSettings(_ attribute: XMLAttribute, on type: String) -> TemplateResult {
        let use = TemplateUse(type: type, classes: attribute.value)
        if let cached = templateCache[use] { return cached }
        let diagnosticCount = builder.diagnostics.count
        var result = TemplateResult()
        for name in attribute.value.split(separator: ",").map({ $0.trimmingSpaces }) where !name.isEmpty {
            guard let members = templates[name] else {
                error("unknown template '\(name)'" + Suggestion.note(for: name, in: templates.names)
                      + (templates.names.isEmpty ? " (no <?properties?> defines any)" : ""), at: attribute.valueLocation)
                continue
            }
            for member in members {
                let context = "property (set by template '\(name)' at line \(member.location.line))"
                guard let propertyType = propertyType(member.key, on: type, at: attribute.valueLocation, context: context) else {
                    continue
                }
                switch propertyType.convert(member.value, colors: loader.colors) {
                case .success(let value):
                    let setting = PropertySetting(keyPath: member.key, value: value, origin: .template(name), location: member.location)
                    add(setting, to: &result.properties, layout: &result.layout)
                case .failure(let failure):
                    error("template '\(name)', property '\(member.key)' for <\(type)>: \(failure.message)", at: member.location)
                }
            }
        }
        if builder.diagnostics.count == diagnosticCount { templateCache[use] = result }
        return result
    }

    private func binding(_ attribute: XMLAttribute, on type: String) -> PropertyBinding? {
        guard propertyType(attribute.name, on: type, at: attribute.nameLocation, context: "attribute") != nil else { return nil }
        let source = attribute.value
        let body = String(source.dropFirst())
        let (expressionText, formatterText) = Self.splitFormatter(body)
        let start = attribute.valueLocation
        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: start.file, line: start.line, column: start.column + 1 + offset)
        }
        let expression: Expression
        do {
            expression = try ExpressionParser.parse(expressionText)
        } catch {
            self.error("binding '\(attribute.name)': \(error.message)", at: location(error.offset))
            return nil
        }
        var reference: FormatterReference?
        if let formatterText {
            reference = formatter(formatterText, at: location(expressionText.unicodeScalars.count + 2), property: attribute.name)
            if reference == nil { return nil }
        }
        return PropertyBinding(keyPath: attribute.name, expression: expression, formatter: reference, source: source, location: attribute.valueLocation)
    }

    /// Splits `expression::formatter;arguments` at the first `::` outside quotes.
    static func splitFormatter(_ text: String) -> (String, String?) {
        let scalars = Array(text.unicodeScalars)
        var quote: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" { index += 1 } else if scalar == open { quote = nil }
            } else if scalar == "'" || scalar == "\"" {
                quote = scalar
            } else if scalar == ":", index + 1 < scalars.count, scalars[index + 1] == ":" {
                var expression = "", formatter = ""
                expression.unicodeScalars.append(contentsOf: scalars[..<index])
                formatter.unicodeScalars.append(contentsOf: scalars[(index + 2)...])
                return (expression, formatter)
            }
            index += 1
        }
        return (text, nil)
    }

    private func formatter(_ text: String, at location: SourceLocation, property: String) -> FormatterReference? {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        let name = parts[0].trimmingSpaces
        guard let definition = loader.formatters.definitions[name] else {
            let names = loader.formatters.definitions.keys.sorted()
            error("binding '\(property)': unknown formatter '\(name)'" + Suggestion.note(for: name, in: names)
                  + " (formatters: \(names.joined(separator: ", ")))", at: location)
            return nil
        }
        var arguments: [(name: String, value: PropertyValue)] = []
        var failed = false
        for part in parts.dropFirst() {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let argument = pieces[0].trimmingSpaces
            guard pieces.count == 2 else {
                error("binding '\(property)': formatter argument '\(argument)' needs a value (name=value)", at: location)
                failed = true
                continue
            }
            guard let type = definition.arguments[argument] else {
                error("binding '\(property)': the \(name) formatter has no argument '\(argument)'"
                      + Suggestion.note(for: argument, in: definition.arguments.keys), at: location)
                failed = true
                continue
            }
            switch type.convert(pieces[1].trimmingSpaces, colors: loader.colors) {
            case .success(let value): arguments.append((argument, value))
            case .failure(let failure):
                error("binding '\(property)': \(name) formatter argument '\(argument)': \(failure.message)", at: location)
                failed = true
            }
        }
        guard !failed else { return nil }
        let reference = FormatterReference(name: name, arguments: arguments)
        do {
            _ = try definition.make(reference, FormattingContext())
        } catch {
            self.error("binding '\(property)': \(error)", at: location)
            return nil
        }
        return reference
    }

    /// Adds a setting after those before it: a layout attribute is set in `layout` (what setting those in order
    /// gives is what the last setting of each would), any other replaces an earlier setting of its key path.
    private func add(_ setting: PropertySetting, to properties: inout [PropertySetting], layout: inout LayoutAttributes) {
        if let key = Self.layoutKeys[setting.keyPath], apply(key, setting, to: &layout) { return }
        // Key paths are unique in the list; looking first leaves a shared (cached template) list uncopied.
        if let index = properties.firstIndex(where: { $0.keyPath == setting.keyPath }) {
            properties.remove(at: index)
        }
        properties.append(setting)
    }

    /// Sets a layout attribute; false when the value's type is not the attribute's (an app element's own
    /// `width` string, say), so that it stays an ordinary property.
    private func apply(_ key: LayoutKey, _ setting: PropertySetting, to layout: inout LayoutAttributes) -> Bool {
        switch (key, setting.value) {
        case (.weight, .number(let weight)):
            if weight <= 0 {
                error("weight must be greater than 0 (leave it out for no weight)", at: setting.location)
            } else {
                layout.weight = weight
            }
        case (.width, .number(let width)): layout.width = width
        case (.height, .number(let height)): layout.height = height
        case (.anchor, .anchors(let anchors)): layout.anchor = anchors
        case (.margins, .edgeInsets(let insets)): layout.margins = insets
        case (.marginTop, .number(let value)): layout.margins.top = value
        case (.marginBottom, .number(let value)): layout.margins.bottom = value
        case (.marginLeading, .number(let value)): layout.margins.leading = value
        case (.marginTrailing, .number(let value)): layout.margins.trailing = value
        case (.spacing, .number(let value)): layout.spacing = value
        case (.horizontalAlignment, .enumeration(let name)): layout.horizontalAlignment = Self.alignment(name)
        case (.verticalAlignment, .enumeration(let name)): layout.verticalAlignment = Self.alignment(name)
        case (.alignToBaseline, .bool(let flag)): layout.alignsToBaseline = flag
        case (.baseline, .enumeration(let name)): layout.baseline = name == "last" ? .last : .first
        case (.alignToGrid, .bool(let flag)): layout.alignsToGrid = flag
        case (.hidden, .bool(let flag)): layout.isHidden = flag
        case (.fitToWidth, .bool(let flag)): layout.fitsWidth = flag
        case (.fitToHeight, .bool(let flag)): layout.fitsHeight = flag
        case (.marginsRelativeArrangement, _):
            builder.warning("'layoutMarginsRelativeArrangement' has no effect (MarkupKit 4 removed it): layout views always arrange within their margins", at: setting.location)
        default:
            return false
        }
        return true
    }

    private static func alignment(_ name: String) -> Alignment {
        switch name {
        case "leading", "top": .start
        case "trailing", "bottom": .end
        case "center": .center
        default: .fill
        }
    }

    /// The attributes that are set in ``LayoutAttributes`` rather than as properties.
    private enum LayoutKey {
        case weight, width, height, anchor, margins, marginTop, marginBottom, marginLeading, marginTrailing, spacing
        case horizontalAlignment, verticalAlignment, alignToBaseline, baseline, alignToGrid, hidden, fitToWidth
        case fitToHeight, marginsRelativeArrangement
    }

    private static let layoutKeys: [String: LayoutKey] = [
        "weight": .weight, "width": .width, "height": .height, "anchor": .anchor, "layoutMargins": .margins,
        "layoutMarginTop": .marginTop, "layoutMarginBottom": .marginBottom, "layoutMarginLeft": .marginLeading,
        "layoutMarginLeading": .marginLeading, "layoutMarginRight": .marginTrailing,
        "layoutMarginTrailing": .marginTrailing, "spacing": .spacing, "horizontalAlignment": .horizontalAlignment,
        "verticalAlignment": .verticalAlignment, "alignToBaseline": .alignToBaseline, "baseline": .baseline,
        "alignToGrid": .alignToGrid, "hidden": .hidden, "isHidden": .hidden, "fitToWidth": .fitToWidth,
        "fitToHeight": .fitToHeight, "layoutMarginsRelativeArrangement": .marginsRelativeArrangement,
    ]

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    // MARK: Untyped elements

    private func untypedElement(_ name: String, _ attributes: [XMLAttribute], _ location: SourceLocation) {
        let parentFrame = self.parentFrame
        let isRoot = stack.isEmpty
        stack.append(.untyped(name))
        let expected: ContentModel
        let parentName: String
        let allowed: [String]
        switch name {
        case "segment": (expected, parentName, allowed) = (.segments, "a UISegmentedControl", ["title", "image", "value"])
        case "row": (expected, parentName, allowed) = (.picker, "an LMPickerView", ["title", "value"])
        case "item": (expected, parentName, allowed) = (.tabBarItems, "a UITabBar", ["type", "title", "image", "selectedImage", "name"])
        default: (expected, parentName, allowed) = (.table, "an LMTableView", ["title"])
        }
        guard let parent = parentFrame, parent.content == expected else {
            // Inside an unknown element there is nothing to check against.
            if parentFrame?.content != nil || isRoot {
                error("<\(name)> belongs directly inside \(parentName)", at: location)
            }
            return
        }
        var values: [String: String] = [:]
        for attribute in attributes {
            guard allowed.contains(attribute.name) else {
                error("<\(name)> has no attribute '\(attribute.name)'; it takes \(allowed.joined(separator: ", "))"
                      + Suggestion.note(for: attribute.name, in: allowed), at: attribute.nameLocation)
                continue
            }
            if attribute.value.hasPrefix("$") {
                error("<\(name)> attributes cannot be bound; bind a property of a view instead", at: attribute.valueLocation)
                continue
            }
            values[attribute.name] = resolvePrefix(attribute.value).text
        }
        switch name {
        case "segment":
            if values["title"] == nil && values["image"] == nil {
                error("a <segment> needs a title or an image", at: location)
            }
            parent.segments.append(Segment(title: values["title"], image: values["title"] == nil ? values["image"] : nil, value: values["value"]))
        case "row":
            guard let title = values["title"] else {
                error("a <row> needs a title", at: location)
                return
            }
            parent.components[parent.components.count - 1].rows.append(PickerRow(title: title, value: values["value"]))
        case "item":
            if let type = values["type"], !TabBarItem.systemTypes.contains(type) {
                error("'\(type)' is not a tab bar item type; the types are \(TabBarItem.systemTypes.joined(separator: ", "))"
                      + Suggestion.note(for: type, in: TabBarItem.systemTypes), at: location)
            } else if values["type"] == nil && values["title"] == nil {
                error("an <item> needs a type or a title", at: location)
            }
            parent.items.append(TabBarItem(type: values["type"], title: values["title"], image: values["image"],
                                           selectedImage: values["selectedImage"], name: values["name"]))
        default:
            guard let title = values["title"] else {
                error("a <\(name)> needs a title", at: location)
                return
            }
            let last = parent.sections.count - 1
            let isHeader = name == "sectionHeader"
            if let previous = isHeader ? parent.sections[last].headerTitle : parent.sections[last].footerTitle {
                builder.warning("this replaces the \(isHeader ? "header" : "footer") '\(previous)' of the same section; "
                                + "<?sectionBreak?> starts a new section", at: location)
            }
            if isHeader { parent.sections[last].headerTitle = title } else { parent.sections[last].footerTitle = title }
        }
    }

    // MARK: Processing instructions

    private func instruction(_ target: String, _ data: String, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        switch target {
        case "case":
            skippingCase = data != loader.platform
            return
        case "end":
            skippingCase = false
            return
        default:
            break
        }
        if isSkipping { return }
        switch target {
        case "properties":
            properties(data, location, dataLocation)
        case "include":
            include(data, location)
        case "sectionBreak", "sectionName", "sectionSelectionMode":
            guard let table = parentFrame, table.content == .table else {
                error("<?\(target)?> belongs directly inside an LMTableView", at: location)
                return
            }
            tableInstruction(target, data, table, dataLocation)
        case "componentSeparator", "componentName":
            guard let picker = parentFrame, picker.content == .picker else {
                error("<?\(target)?> belongs directly inside an LMPickerView", at: location)
                return
            }
            if target == "componentSeparator" {
                picker.components.append(PickerComponent())
            } else if data.isEmpty {
                error("<?componentName?> needs a name", at: location)
            } else {
                picker.components[picker.components.count - 1].name = data
            }
        default:
            error("unknown processing instruction <?\(target)?>" + Suggestion.note(for: target, in: Self.instructions), at: location)
        }
    }

    private func tableInstruction(_ target: String, _ data: String, _ table: ViewFrame, _ location: SourceLocation) {
        let last = table.sections.count - 1
        if target == "sectionBreak" {
            table.sections.append(TableSection())
            return
        }
        guard !data.isEmpty else {
            error("<?\(target)?> needs a value", at: location)
            return
        }
        let cells = table.sections[last].cells.count
        if cells > 0 {
            builder.warning("<?\(target)?> applies to the whole current section, including the \(cells) cell\(cells == 1 ? "" : "s") above it; "
                            + "<?sectionBreak?> starts a new section", at: location)
        }
        if target == "sectionName" {
            table.sections[last].name = data
        } else if let mode = TableSection.SelectionMode(rawValue: data) {
            table.sections[last].selectionMode = mode
        } else {
            let modes = TableSection.SelectionMode.allCases.map(\.rawValue)
            error("'\(data)' is not a selection mode; the modes are \(modes.joined(separator: ", "))" + Suggestion.note(for: data, in: modes), at: location)
        }
    }

    private func properties(_ data: String, _ location: SourceLocation, _ dataLocation: SourceLocation) {
        let json: JSONValue
        if data.hasPrefix("{") {
            var reader = JSONReader(data, start: dataLocation)
            do {
                json = try reader.read()
            } catch {
                self.error(error.message, at: error.location)
                return
            }
        } else {
            guard !data.isEmpty else {
                error("<?properties?> needs inline JSON ({…}) or the name of a JSON file", at: location)
                return
            }
            guard let documents = loader.documents, let document = documents.read(data, "json") else {
                error("no template file '\(data).json'" + (loader.documents == nil ? " (the loader has no document source)" : ""), at: dataLocation)
                return
            }
            var reader = JSONReader(document.text, start: SourceLocation(file: document.file, line: 1, column: 1))
            do {
                json = try reader.read()
            } catch {
                self.error(error.message, at: error.location)
                return
            }
        }
        builder.diagnostics += templates.merge(json, at: dataLocation)
        templateCache.removeAll()
    }

    private func include(_ name: String, _ location: SourceLocation) {
        guard let parent = parentFrame else {
            error("<?include?> belongs inside a view that takes subviews", at: location)
            return
        }
        guard let documents = loader.documents else {
            error("<?include \(name)?> needs a document source, and the loader has none", at: location)
            return
        }
        let chain = including + [file]
        if chain.contains(where: { $0.hasSuffix("/" + name + ".xml") || $0 == name + ".xml" }) {
            error("<?include \(name)?> includes a document that includes it (\((chain + [name + ".xml"]).joined(separator: " → ")))", at: location)
            return
        }
        guard let document = documents.read(name, "xml") else {
            error("no document named '\(name).xml' to include", at: location)
            return
        }
        checkPlacement(of: "UIView", at: location)
        // The included document sees a copy of this one's templates; its own stay its own.
        if let root = builder.build(document.text, file: document.file, templates: templates, including: chain), parent.content != nil {
            attach(root)
        }
    }
}
