import HTMLWriting
import Layout
import LayoutCSS
import MarkupKit

/// Writes one tree: finds its layout trees (the root's, and a custom cell's content), hands them to `CSSMapping`
/// and writes every view's own element.
///
/// Each view's outer element carries `data-view`, its index in `ViewTree.nodes` (what bindings and
/// live pages address it by), and `id`, its outlet.
final class PageWriter {
    let renderer: HTMLRenderer
    let tree: ViewTree
    /// Bound property values by view index.
    private(set) var bound: [Int: [String: PropertyValue]] = [:]
    /// What each element type renders as, looked up along its bases once per type.
    private var kinds: [String: ElementKind] = [:]
    private var lastKind: (element: String, kind: ElementKind)?
    private var colors = CSSCache<MarkupColor>()
    private var fonts = CSSCache<MarkupFont>()

    /// What the bindings are evaluated against: a dynamic section without rows of its own takes them from it.
    let bindings: BoundValues

    init(renderer: HTMLRenderer, tree: ViewTree, bindings: BoundValues = .expressions) {
        self.renderer = renderer
        self.tree = tree
        self.bindings = bindings
        bound = Self.boundValues(of: tree, bindings: bindings, catalog: renderer.catalog)
    }

    /// Where the views of a dynamic section's rows are numbered: below every view of the document, so that they have
    /// no `data-view` and no bound values of the document's (a row's cell carries its own values).
    static let rowViews = Int.min / 2

    var catalog: ElementCatalog { renderer.catalog }

    func write(into output: inout HTMLOutput) {
        var size = renderer.size
        // The navigation bar is part of the screen, as a navigation controller's is.
        if renderer.hasNavigationBar(tree) { size.height = max(0, size.height - HTMLRenderer.navigationBarHeight) }
        if let form = tree.form {
            output.write("<form class=\"mk-form\" action=\"")
            output.writeEscaped(form.action)
            output.write("\" method=\"")
            output.write(form.method == .post ? "post" : "get")
            output.write("\" style=\"width:\(CSSLength(renderer.size.width))\">")
            output.write("<div class=\"mk-navigation\"><span class=\"mk-title\">")
            output.writeEscaped(form.title ?? "")
            output.write("</span><button class=\"mk-submit\" type=\"submit\">")
            output.writeEscaped(form.submitTitle)
            output.write("</button></div>")
        }
        output.write("<div class=\"mk-screen\" style=\"width:\(CSSLength(size.width));height:\(CSSLength(size.height))\">")
        writeLayoutRoot(tree.root, index: 0, in: .fixed(size), into: &output)
        output.write("</div>")
        if tree.form != nil { output.write("</form>") }
    }

    /// A property of view `index`: its bound value, else the document's.
    func value(_ keyPath: String, of view: PlacedView) -> PropertyValue? {
        if let bound = bound[view.index]?[keyPath] { return bound }
        return view.node[keyPath]
    }

    func kind(of element: String) -> ElementKind {
        // Views of one type tend to follow each other (a cell's labels): comparing is cheaper than hashing.
        if let last = lastKind, last.element == element { return last.kind }
        let found =
            kinds[element]
            ?? {
                let made = ElementKind(element, catalog: catalog, registered: renderer.elementRenderers)
                kinds[element] = made
                return made
            }()
        lastKind = (element, found)
        return found
    }

    // MARK: Layout trees

    /// Writes `view` and what it contains as one layout tree in `box`.
    func writeLayoutRoot(_ view: ViewNode, index: Int, in box: CSSMapping.RootBox, into output: inout HTMLOutput) {
        var views: [PlacedView] = []
        var next = index
        collect(view, index: &next, into: &views)
        let node = catalog.layoutNode(for: view) { _ in { _ in .zero } }
        CSSMapping.write(
            node, in: box, direction: renderer.direction, renderer: LayoutTreeWriter(page: self, views: views), into: &output)
    }

    /// A view of a layout tree with its index among all the tree's views; a class, so that handing it to each
    /// callback does not copy the node.
    final class PlacedView {
        let node: ViewNode
        let index: Int
        /// Its settings, read once for its attributes, style and content.
        var drawing: Drawing?
        init(_ node: ViewNode, _ index: Int) {
            self.node = node
            self.index = index
        }
    }

    /// Lists the views of a layout tree in pre-order, as `ElementCatalog.layoutNode(for:measure:)` numbers them,
    /// each with its index among all the tree's views; `index` moves past `view`'s subtree.
    private func collect(_ view: ViewNode, index: inout Int, into views: inout [PlacedView]) {
        views.append(PlacedView(view, index))
        guard catalog.layoutRole(of: view.element) != .leaf else {
            index += Self.count(view)
            return
        }
        index += 1
        // By index: a `for` over the children would copy each node.
        for position in view.children.indices { collect(view.children[position], index: &index, into: &views) }
    }

    /// How many views `view`'s subtree holds, as `ViewNode.visit(_:)` walks it.
    static func count(_ view: ViewNode) -> Int {
        var total = 1
        for position in view.children.indices { total += count(view.children[position]) }
        if case .table(let sections) = view.content {
            for section in sections {
                total += section.headerView.map(count) ?? 0
                for cell in section.cells { total += count(cell) }
                total += section.footerView.map(count) ?? 0
            }
        }
        return total
    }

    /// What ``CSSMapping`` asks of one layout tree.
    private struct LayoutTreeWriter: CSSNodeRenderer {
        let page: PageWriter
        let views: [PlacedView]

        func writeAttributes(ofNode index: Int, to output: inout HTMLOutput) {
            page.writeAttributes(of: views[index], to: &output)
        }

        func writeStyle(ofNode index: Int, to output: inout HTMLOutput) {
            page.writeStyle(of: views[index], to: &output)
        }

        func hasContent(ofLeaf index: Int) -> Bool { true }

        func writeContent(ofLeaf index: Int, to output: inout HTMLOutput) {
            page.writeContent(of: views[index], to: &output)
        }
    }

    // MARK: Every view

    /// A view outside any layout tree (a cell, a cell's accessory): its own element around its content.
    func writeStandalone(_ view: PlacedView, className: StaticString, into output: inout HTMLOutput) {
        output.write("<div class=\"")
        output.write(className)
        output.write("\"")
        writeAttributes(of: view, to: &output)
        output.write(" style=\"")
        if view.node.layout.isHidden { output.write("display:none") }
        writeStyle(of: view, to: &output)
        output.write("\">")
        writeContent(of: view, to: &output)
        output.write("</div>")
    }

    func writeAttributes(of view: PlacedView, to output: inout HTMLOutput) {
        if view.index >= 0 {
            output.write(" data-view=\"")
            output.write(view.index)
            output.write("\"")
        }
        if let outlet = view.node.outlet {
            output.write(" id=\"")
            output.writeEscaped(outlet)
            output.write("\"")
        }
        let drawing = drawing(of: view)
        // A button's name belongs on the <button> (writeButton puts it there): a box's label names nothing a reader
        // announces, and a button without a title would have no name.
        if case .button = kind(of: view.node.element) {} else { writeAttribute("aria-label", drawing.label, to: &output) }
        writeAttribute("title", drawing.hint, to: &output)
        writeAttribute("data-testid", drawing.identifier, to: &output)
    }

    /// What UIView and its layer draw, none of which moves a box: background, corners, a border drawn inside,
    /// shadow, opacity, tint.
    func writeStyle(of view: PlacedView, to output: inout HTMLOutput) {
        let drawing = drawing(of: view)
        if let background = drawing.background {
            output.write(";background-color:")
            output.write(css(background))
        }
        if let radius = drawing.cornerRadius, radius > 0 {
            output.write(";border-radius:")
            output.write(length: radius)
        }
        if drawing.clips { output.write(";overflow:hidden") }
        if let width = drawing.borderWidth, width > 0 {
            // An outline drawn inside, as a layer's border is: a CSS border would take room from the content.
            output.write(";outline:")
            output.write(length: width)
            output.write(" solid ")
            output.write(drawing.borderColor.map(css) ?? "#000")
            output.write(";outline-offset:-")
            output.write(length: width)
        }
        if let shadow = drawing.shadowColor, drawing.shadowOpacity > 0 {
            output.write(
                ";box-shadow:\(CSSLength(drawing.shadowX)) \(CSSLength(drawing.shadowY)) \(CSSLength(drawing.shadowRadius)) "
                    + "color-mix(in srgb,\(css(shadow)) \(Int(drawing.shadowOpacity * 100))%,transparent)")
        }
        if drawing.opacity < 1 { output.write(";opacity:\(max(0, drawing.opacity))") }
        if let tint = drawing.tint { output.write(";--mk-tint:\(css(tint))") }
        if !drawing.isInteractive { output.write(";pointer-events:none") }
    }

    /// A view's own drawing, accessibility and label settings, read in one pass over its settings and bound values
    /// (labels are most of a page's views).
    final class Drawing {
        var background: MarkupColor?
        var cornerRadius: Double?
        var clips = false
        var borderWidth: Double?
        var borderColor: MarkupColor?
        var shadowColor: MarkupColor?
        var shadowOpacity = 0.0
        var shadowX = 0.0
        var shadowY = -3.0
        var shadowRadius = 3.0
        var opacity = 1.0
        var layerOpacity = 1.0
        var tint: MarkupColor?
        var isInteractive = true
        var label: String?
        var hint: String?
        var identifier: String?
        var text = ""
        var font: MarkupFont?
        var textColor: MarkupColor?
        var textAlignment: String?
        var numberOfLines = 1.0
        var isEnabled = true
        /// Whether a one-line label's text shrinks to fit its width (`adjustsFontSizeToFitWidth`), and how far.
        var fitsWidth = false
        var minimumScaleFactor = 0.0

        func apply(_ keyPath: String, _ value: PropertyValue) {
            // One hash of the key first: most of a view's settings are not these, and comparing each name in turn
            // was a tenth of a page.
            guard let key = Setting.byKeyPath[keyPath] else { return }
            switch (key, value) {
            case (.background, .color(let color)): background = color
            case (.cornerRadius, .number(let number)): cornerRadius = number
            case (.clips, .bool(let flag)): clips = flag
            case (.borderWidth, .number(let number)): borderWidth = number
            case (.borderColor, .color(let color)): borderColor = color
            case (.shadowColor, .color(let color)): shadowColor = color
            case (.shadowOpacity, .number(let number)): shadowOpacity = number
            case (.shadowX, .number(let number)): shadowX = number
            case (.shadowY, .number(let number)): shadowY = number
            case (.shadowRadius, .number(let number)): shadowRadius = number
            case (.opacity, .number(let number)): opacity = number
            case (.layerOpacity, .number(let number)): layerOpacity = number
            case (.tint, .color(let color)): tint = color
            case (.isInteractive, .bool(let flag)): isInteractive = flag
            case (.label, .string(let text)): label = text
            case (.hint, .string(let text)): hint = text
            case (.identifier, .string(let text)): identifier = text
            case (.text, .string(let value)): text = value
            case (.font, .font(let value)): font = value
            case (.textColor, .color(let value)): textColor = value
            case (.textAlignment, .enumeration(let value)): textAlignment = value
            case (.numberOfLines, .number(let value)): numberOfLines = value
            case (.isEnabled, .bool(let value)): isEnabled = value
            case (.fitsWidth, .bool(let value)): fitsWidth = value
            case (.minimumScaleFactor, .number(let value)): minimumScaleFactor = value
            default: break
            }
        }

        enum Setting {
            case background, cornerRadius, clips, borderWidth, borderColor, shadowColor, shadowOpacity, shadowX, shadowY
            case shadowRadius, opacity, layerOpacity, tint, isInteractive, label, hint, identifier
            case text, font, textColor, textAlignment, numberOfLines, isEnabled, fitsWidth, minimumScaleFactor

            static let byKeyPath: [String: Setting] = [
                "backgroundColor": .background, "layer.backgroundColor": .background, "layer.cornerRadius": .cornerRadius,
                "clipsToBounds": .clips, "layer.masksToBounds": .clips, "layer.borderWidth": .borderWidth,
                "layer.borderColor": .borderColor, "layer.shadowColor": .shadowColor, "layer.shadowOpacity": .shadowOpacity,
                "layer.shadowOffsetWidth": .shadowX, "layer.shadowOffsetHeight": .shadowY,
                "layer.shadowRadius": .shadowRadius, "alpha": .opacity, "layer.opacity": .layerOpacity, "tintColor": .tint,
                "userInteractionEnabled": .isInteractive,
                "accessibilityLabel": .label, "accessibilityHint": .hint, "accessibilityIdentifier": .identifier,
                "text": .text, "font": .font, "textColor": .textColor, "textAlignment": .textAlignment,
                "numberOfLines": .numberOfLines, "enabled": .isEnabled, "adjustsFontSizeToFitWidth": .fitsWidth,
                "minimumScaleFactor": .minimumScaleFactor,
            ]
        }
    }

    /// The settings of `view`, read on first use.
    func drawing(of view: PlacedView) -> Drawing {
        if let drawing = view.drawing { return drawing }
        let drawing = Drawing()
        for setting in view.node.properties { drawing.apply(setting.keyPath, setting.value) }
        if let values = bound[view.index] {
            for (keyPath, value) in values { drawing.apply(keyPath, value) }
        }
        drawing.opacity *= drawing.layerOpacity
        view.drawing = drawing
        return drawing
    }

    /// A color in CSS, made once per color.
    func css(_ color: MarkupColor) -> String {
        colors.text(for: color, CSSValues.color)
    }

    /// A font's declarations, made once per font, escaped for a `style` attribute (a family name is quoted).
    func css(_ font: MarkupFont) -> String {
        fonts.text(for: font) { font in
            var escaped = HTMLOutput(capacity: 128)
            escaped.writeEscaped(CSSValues.font(font))
            return escaped.string
        }
    }

    /// The CSS made for the few colors or fonts a page uses, found by comparison: cheaper than hashing them, which
    /// cost a twentieth of a page. Past 32 values, the rest are made each time.
    struct CSSCache<Value: Equatable> {
        private var entries: [(value: Value, text: String)] = []

        mutating func text(for value: Value, _ make: (Value) -> String) -> String {
            for position in entries.indices where entries[position].value == value { return entries[position].text }
            let text = make(value)
            if entries.count < 32 { entries.append((value, text)) }
            return text
        }
    }

    // MARK: Bindings

    private static func boundValues(
        of tree: ViewTree, bindings: BoundValues, catalog: ElementCatalog
    ) -> [Int: [String: PropertyValue]] {
        var result: [Int: [String: PropertyValue]] = [:]
        guard let owner = bindings.owner else {
            // No data: a text property shows the expression, so that the preview says what goes there.
            var index = 0
            tree.root.visit { view in
                for binding in view.bindings
                where catalog.propertyType(keyPath: binding.keyPath, of: view.element) == .string {
                    result[index, default: [:]][binding.keyPath] = .string(binding.source)
                }
                index += 1
            }
            return result
        }
        let evaluator = BindingEvaluator(tree: tree, catalog: catalog, formatters: bindings.formatters, context: bindings.context)
        for position in evaluator.targets.indices {
            let update = evaluator.evaluate(position, with: owner)
            if case .success(let value?) = update.result {
                result[update.target.node, default: [:]][update.target.binding.keyPath] = value
            }
        }
        return result
    }
}
