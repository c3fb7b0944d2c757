import Layout

/// Builds view trees from scanner events, collecting every diagnostic instead of stopping at the first.
/// One builder serves a document and the documents it includes (they share outlets and diagnostics).
final class DocumentBuilder {
    let loader: MarkupLoader
    var diagnostics: [MarkupDiagnostic] = []
    /// Outlets given so far, with where.
    var outlets: [String: SourceLocation] = [:]
    /// Views made so far, in this document and those it includes.
    var viewCount = 0
    /// Set once ``MarkupLoader/Limits/views`` has been reported, so that it is reported once.
    var reportedViewLimit = false
    /// The `<?form?>` declaration, if any.
    var form: DocumentForm?
    /// The `<?navigationItem?>` and `<?rightBarButtonItem?>` declarations, if any.
    var navigation: DocumentNavigation?
    /// Whether `<?navigationItem?>` was read (a second is an error).
    var declaredNavigationItem = false

    init(loader: MarkupLoader) {
        self.loader = loader
    }

    /// The most diagnostics one load reports: past it a hostile document (100,000 unknown attributes) would spend
    /// its time composing messages, each with a "did you mean" search, that nobody reads.
    static let diagnosticLimit = 200

    /// Records an error; `message` is composed only while there is room for it.
    func error(_ message: @autoclosure () -> String, at location: SourceLocation) {
        record(.error, message, at: location)
    }

    func warning(_ message: @autoclosure () -> String, at location: SourceLocation) {
        record(.warning, message, at: location)
    }

    private func record(_ severity: MarkupDiagnostic.Severity, _ message: () -> String, at location: SourceLocation) {
        if diagnostics.count < Self.diagnosticLimit {
            diagnostics.append(MarkupDiagnostic(severity, message(), at: location))
        } else if diagnostics.count == Self.diagnosticLimit {
            diagnostics.append(
                MarkupDiagnostic(
                    .error, "more than \(Self.diagnosticLimit) problems; the rest are not reported", at: location))
        }
    }

    /// Builds one document; nil if it has no usable root.
    /// - Parameter including: the names of the documents that include this one, outermost first (for cycles).
    func build(_ text: String, file: String, templates: Templates, including: [String]) -> ViewNode? {
        let reader = DocumentReader(builder: self, file: file, templates: templates, including: including)
        var scanner = XMLScanner(text, file: file)
        do {
            while let event = try scanner.next() { reader.handle(event) }
            reader.finish()
        } catch {
            self.error(error.message, at: error.location)
        }
        return reader.result
    }
}

/// One document being read: its templates, the stack of open elements and the `<?case?>` state.
final class DocumentReader {
    enum Frame {
        case view(ViewFrame)
        /// `<segment>`, `<row>`, `<item>`, `<sectionHeader>`, `<sectionFooter>`.
        case untyped(String)
        /// `<sectionHeaderView>` or `<sectionFooterView>` of `table`'s current section, holding one view.
        case sectionView(header: Bool, table: ViewFrame)
        /// An element whose errors were reported, or one a `<?case?>` leaves out.
        case skipped
    }

    /// The view being built, with the static content collected so far.
    final class ViewFrame {
        var node: ViewNode
        /// Nil when the element type is unknown (its children are still checked, against nothing).
        var content: ContentModel?
        var contentChildren = 0
        /// A table's sections, a picker's components: one to start with, for those only.
        var sections: [TableSection] = []
        var components: [PickerComponent] = []
        var segments: [Segment] = []
        var items: [TabBarItem] = []
        /// Whether the view is a dynamic section's row template or inside one (see `DynamicRows`).
        var isInRowTemplate = false
        /// Where the view's children start in ``DocumentReader/pendingChildren``.
        var childrenStart = 0

        init(node: consuming ViewNode, content: ContentModel?) {
            self.node = node
            self.content = content
            startContent()
        }

        /// Makes a finished frame the frame of another element, so that a document allocates a frame per level of
        /// nesting rather than per element.
        func reuse(node: consuming ViewNode, content: ContentModel?) {
            self.node = node
            self.content = content
            contentChildren = 0
            sections = []
            components = []
            segments = []
            items = []
            isInRowTemplate = false
            startContent()
        }

        private func startContent() {
            if content == .table { sections = [TableSection()] }
            if content == .picker { components = [PickerComponent()] }
        }

        var typeName: String { node.element }
    }

    let builder: DocumentBuilder
    /// The loader's settings, read once (the loader is a struct: reading it through the builder copies it).
    let loader: MarkupLoader
    let catalog: ElementCatalog
    /// What a `class` value gives an element type, by type and value; kept only when it converted without
    /// diagnostics, so that each use still reports them.
    var templateCache: [TemplateUse: TemplateResult] = [:]
    /// One template's converted settings by type and template name (``convertedSettings(of:_:on:at:)``).
    var templateMemberCache: [TemplateUse: [PropertySetting]] = [:]

    /// The settings of the templates a `class` names, with their layout attributes already taken out.
    struct TemplateResult {
        var properties: [PropertySetting] = []
        var layout = LayoutAttributes()
    }

    struct TemplateUse: Hashable {
        var type: String
        var classes: String
    }
    let file: String
    var templates: Templates
    let including: [String]
    var stack: [Frame] = []
    /// The children of every open view, each view's after its parent's: a view takes its own in one array when it
    /// ends, rather than growing one array per view.
    var pendingChildren: [ViewNode] = []
    /// Frames of finished views, for the next elements.
    var spareFrames: [ViewFrame] = []
    var result: ViewNode?
    /// Inside a `<?case?>` for another platform.
    var skippingCase = false
    /// The `<?case?>` not yet closed by `<?end?>`.
    var openCase: (platform: String, location: SourceLocation)?

    /// Reports what the document left open.
    func finish() {
        if let open = openCase { error("<?case \(open.platform)?> is not closed with <?end?>", at: open.location) }
    }

    init(builder: DocumentBuilder, file: String, templates: Templates, including: [String]) {
        self.builder = builder
        self.loader = builder.loader
        self.catalog = builder.loader.catalog
        self.file = file
        self.templates = templates
        self.including = including
    }

    func error(_ message: @autoclosure () -> String, at location: SourceLocation) {
        builder.error(message(), at: location)
    }

    static let untypedElements = [
        "segment", "row", "item", "sectionHeader", "sectionFooter", "sectionHeaderView", "sectionFooterView",
    ]
    static let instructions = [
        "properties", "include", "case", "end", "sectionBreak", "sectionName", "sectionSelectionMode", "sectionRows",
        "componentSeparator", "componentName", "componentRows", "form", "navigationItem", "rightBarButtonItem",
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

    var isSkipping: Bool {
        if skippingCase { return true }
        if case .skipped? = stack.last { return true }
        return false
    }

    var parentFrame: ViewFrame? {
        if case .view(let frame)? = stack.last { return frame }
        return nil
    }
}
