import Layout
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
    private var colors: [Color: String] = [:]
    private var fonts: [Font: String] = [:]
    private var lastDrawing: (index: Int, drawing: Drawing)?

    init(renderer: HTMLRenderer, tree: ViewTree, bindings: BoundValues) {
        self.renderer = renderer
        self.tree = tree
        bound = Self.boundValues(of: tree, bindings: bindings, catalog: renderer.catalog)
    }

    var catalog: ElementCatalog { renderer.catalog }

    func write(into output: inout HTMLOutput) {
        var size = renderer.size
        if let form = tree.form {
            // The navigation bar is part of the screen, as a navigation controller's is.
            size.height = max(0, size.height - 44)
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
        if let known = kinds[element] { return known }
        let found = ElementKind(element, catalog: catalog, registered: renderer.elementRenderers)
        kinds[element] = found
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
        for child in view.children { collect(child, index: &index, into: &views) }
    }

    /// How many views `view`'s subtree holds, as `ViewNode.visit(_:)` walks it.
    static func count(_ view: ViewNode) -> Int {
        var total = 1
        for child in view.children { total += count(child) }
        if case .table(let sections) = view.content {
            for section in sections {
                for cell in section.cells { total += count(cell) }
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
        output.write(" data-view=\"")
        output.write(String(view.index))
        output.write("\"")
        if let outlet = view.node.outlet {
            output.write(" id=\"")
            output.writeEscaped(outlet)
            output.write("\"")
        }
        let drawing = drawing(of: view)
        writeAttribute("aria-label", drawing.label, to: &output)
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
        if let radius = drawing.cornerRadius, radius > 0 { output.write(";border-radius:\(CSSLength(radius))") }
        if drawing.clips { output.write(";overflow:hidden") }
        if let width = drawing.borderWidth, width > 0 {
            // An outline drawn inside, as a layer's border is: a CSS border would take room from the content.
            let color = drawing.borderColor.map(css) ?? "#000"
            output.write(";outline:\(CSSLength(width)) solid \(color);outline-offset:-\(CSSLength(width))")
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

    /// A view's own drawing and accessibility settings, read in one pass over its settings and bound values.
    struct Drawing {
        var background: Color?
        var cornerRadius: Double?
        var clips = false
        var borderWidth: Double?
        var borderColor: Color?
        var shadowColor: Color?
        var shadowOpacity = 0.0
        var shadowX = 0.0
        var shadowY = -3.0
        var shadowRadius = 3.0
        var opacity = 1.0
        var layerOpacity = 1.0
        var tint: Color?
        var isInteractive = true
        var label: String?
        var hint: String?
        var identifier: String?

        mutating func apply(_ keyPath: String, _ value: PropertyValue) {
            // By key first: most of a view's settings are not these, and a string switch rejects them cheaply.
            switch keyPath {
            case "backgroundColor", "layer.backgroundColor": if case .color(let color) = value { background = color }
            case "layer.cornerRadius": if case .number(let number) = value { cornerRadius = number }
            case "clipsToBounds", "layer.masksToBounds": if case .bool(let flag) = value { clips = flag }
            case "layer.borderWidth": if case .number(let number) = value { borderWidth = number }
            case "layer.borderColor": if case .color(let color) = value { borderColor = color }
            case "layer.shadowColor": if case .color(let color) = value { shadowColor = color }
            case "layer.shadowOpacity": if case .number(let number) = value { shadowOpacity = number }
            case "layer.shadowOffsetWidth": if case .number(let number) = value { shadowX = number }
            case "layer.shadowOffsetHeight": if case .number(let number) = value { shadowY = number }
            case "layer.shadowRadius": if case .number(let number) = value { shadowRadius = number }
            case "alpha": if case .number(let number) = value { opacity = number }
            case "layer.opacity": if case .number(let number) = value { layerOpacity = number }
            case "tintColor": if case .color(let color) = value { tint = color }
            case "userInteractionEnabled", "isUserInteractionEnabled": if case .bool(let flag) = value { isInteractive = flag }
            case "accessibilityLabel": if case .string(let text) = value { label = text }
            case "accessibilityHint": if case .string(let text) = value { hint = text }
            case "accessibilityIdentifier": if case .string(let text) = value { identifier = text }
            default: break
            }
        }
    }

    /// The drawing of view `index`, kept for the style that follows its attributes.
    func drawing(of view: PlacedView) -> Drawing {
        if let last = lastDrawing, last.index == view.index { return last.drawing }
        var drawing = Drawing()
        for setting in view.node.properties { drawing.apply(setting.keyPath, setting.value) }
        if let values = bound[view.index] {
            for (keyPath, value) in values { drawing.apply(keyPath, value) }
        }
        drawing.opacity *= drawing.layerOpacity
        lastDrawing = (view.index, drawing)
        return drawing
    }

    /// A color in CSS, made once per color.
    func css(_ color: Color) -> String {
        if let known = colors[color] { return known }
        let text = CSSValues.color(color)
        colors[color] = text
        return text
    }

    /// A font's declarations, made once per font, escaped for a `style` attribute (a family name is quoted).
    func css(_ font: Font) -> String {
        if let known = fonts[font] { return known }
        var escaped = HTMLOutput(capacity: 128)
        escaped.writeEscaped(CSSValues.font(font))
        fonts[font] = escaped.string
        return escaped.string
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
