import Layout
import MarkupKit

/// Writes one tree: finds its layout trees (the root's, and a custom cell's content), hands them to ``CSSMapping``
/// and writes every view's own element.
///
/// Each view's outer element carries `data-view`, its index in ``MarkupKit/ViewTree/nodes`` (what bindings and
/// live pages address it by), and `id`, its outlet.
final class PageWriter {
    let renderer: HTMLRenderer
    let tree: ViewTree
    /// Bound property values by view index.
    private(set) var bound: [Int: [String: PropertyValue]] = [:]
    /// What each element type renders as, looked up along its bases once per type.
    private var kinds: [String: ElementKind] = [:]

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
    func value(_ keyPath: String, of view: ViewNode, at index: Int) -> PropertyValue? {
        if let bound = bound[index]?[keyPath] { return bound }
        return view[keyPath]
    }

    func kind(of view: ViewNode) -> ElementKind {
        if let known = kinds[view.element] { return known }
        let found = ElementKind(view.element, catalog: catalog, registered: renderer.elementRenderers)
        kinds[view.element] = found
        return found
    }

    // MARK: Layout trees

    /// Writes `view` and what it contains as one layout tree in `box`.
    func writeLayoutRoot(_ view: ViewNode, index: Int, in box: CSSMapping.RootBox, into output: inout HTMLOutput) {
        var views: [(node: ViewNode, index: Int)] = []
        _ = collect(view, index: index, into: &views)
        let node = catalog.layoutNode(for: view) { _ in { _ in .zero } }
        CSSMapping.write(
            node, in: box, direction: renderer.direction, renderer: LayoutTreeWriter(page: self, views: views), into: &output)
    }

    /// Lists the views of a layout tree in pre-order, as the layout engine numbers them, each with its index among
    /// all the tree's views; returns the index after `view`'s subtree.
    private func collect(_ view: ViewNode, index: Int, into views: inout [(node: ViewNode, index: Int)]) -> Int {
        views.append((view, index))
        if catalog.layoutRole(of: view.element) == .leaf { return index + Self.count(view) }
        var next = index + 1
        for child in view.children { next = collect(child, index: next, into: &views) }
        return next
    }

    /// How many views `view`'s subtree holds, as ``MarkupKit/ViewNode/visit(_:)`` walks it.
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
        let views: [(node: ViewNode, index: Int)]

        func writeAttributes(ofNode index: Int, to output: inout HTMLOutput) {
            page.writeAttributes(of: views[index].node, at: views[index].index, to: &output)
        }

        func writeStyle(ofNode index: Int, to output: inout HTMLOutput) {
            page.writeStyle(of: views[index].node, at: views[index].index, to: &output)
        }

        func writeContent(ofLeaf index: Int, to output: inout HTMLOutput) -> Bool {
            page.writeContent(of: views[index].node, at: views[index].index, to: &output)
            return true
        }
    }

    // MARK: Every view

    /// A view outside any layout tree (a cell, a cell's accessory): its own element around its content.
    func writeStandalone(_ view: ViewNode, at index: Int, className: StaticString, into output: inout HTMLOutput) {
        output.write("<div class=\"")
        output.write(className)
        output.write("\"")
        writeAttributes(of: view, at: index, to: &output)
        output.write(" style=\"")
        if view.layout.isHidden { output.write("display:none") }
        writeStyle(of: view, at: index, to: &output)
        output.write("\">")
        writeContent(of: view, at: index, to: &output)
        output.write("</div>")
    }

    func writeAttributes(of view: ViewNode, at index: Int, to output: inout HTMLOutput) {
        output.write(" data-view=\"")
        output.write(String(index))
        output.write("\"")
        if let outlet = view.outlet {
            output.write(" id=\"")
            output.writeEscaped(outlet)
            output.write("\"")
        }
        let properties = Properties(page: self, view: view, index: index)
        writeAttribute("aria-label", properties.string("accessibilityLabel"), to: &output)
        writeAttribute("title", properties.string("accessibilityHint"), to: &output)
        writeAttribute("data-testid", properties.string("accessibilityIdentifier"), to: &output)
    }

    /// What UIView and its layer draw, none of which moves a box: background, corners, a border drawn inside,
    /// shadow, opacity, tint.
    func writeStyle(of view: ViewNode, at index: Int, to output: inout HTMLOutput) {
        func color(_ keyPath: String) -> String? {
            if case .color(let color)? = value(keyPath, of: view, at: index) { return CSSValues.color(color) }
            return nil
        }
        func number(_ keyPath: String) -> Double? {
            if case .number(let number)? = value(keyPath, of: view, at: index) { return number }
            return nil
        }
        func flag(_ keyPath: String) -> Bool? {
            if case .bool(let flag)? = value(keyPath, of: view, at: index) { return flag }
            return nil
        }
        if let background = color("backgroundColor") ?? color("layer.backgroundColor") {
            output.write(";background-color:")
            output.write(background)
        }
        if let radius = number("layer.cornerRadius"), radius > 0 { output.write(";border-radius:\(CSSLength(radius))") }
        if flag("clipsToBounds") == true || flag("layer.masksToBounds") == true { output.write(";overflow:hidden") }
        if let width = number("layer.borderWidth"), width > 0 {
            // An outline drawn inside, as a layer's border is: a CSS border would take room from the content.
            output.write(
                ";outline:\(CSSLength(width)) solid \(color("layer.borderColor") ?? "#000");outline-offset:-\(CSSLength(width))")
        }
        if let shadow = color("layer.shadowColor"), let opacity = number("layer.shadowOpacity"), opacity > 0 {
            let x = number("layer.shadowOffsetWidth") ?? 0
            let y = number("layer.shadowOffsetHeight") ?? -3
            let radius = number("layer.shadowRadius") ?? 3
            output.write(
                ";box-shadow:\(CSSLength(x)) \(CSSLength(y)) \(CSSLength(radius)) color-mix(in srgb,\(shadow) \(Int(opacity * 100))%,transparent)"
            )
        }
        let opacity = (number("alpha") ?? 1) * (number("layer.opacity") ?? 1)
        if opacity < 1 { output.write(";opacity:\(max(0, opacity))") }
        if let tint = color("tintColor") { output.write(";--mk-tint:\(tint)") }
        if flag("userInteractionEnabled") == false || flag("isUserInteractionEnabled") == false {
            output.write(";pointer-events:none")
        }
    }

    // MARK: Bindings

    private static func boundValues(
        of tree: ViewTree, bindings: BoundValues, catalog: ElementCatalog
    ) -> [Int: [String: PropertyValue]] {
        var result: [Int: [String: PropertyValue]] = [:]
        guard let owner = bindings.owner else {
            // No data: a text property shows the expression, so that the preview says what goes there.
            for (index, view) in tree.nodes.enumerated() {
                for binding in view.bindings
                where catalog.propertyType(keyPath: binding.keyPath, of: view.element) == .string {
                    result[index, default: [:]][binding.keyPath] = .string(binding.source)
                }
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
