public import HTMLWriting
public import Layout
import LayoutCSS
public import MarkupKit

/// Renders a loaded markup document as HTML: a whole page, or the view alone to put in one.
///
/// Layout views go through `CSSMapping`, so the browser puts every box where the layout engine would; every
/// other view becomes the HTML control closest to it (a text field an `<input>`, a switch a checkbox with
/// `role="switch"`, a static table sections of rows whose check marks are radio buttons or checkboxes). Every text
/// and attribute value from the document or its bindings is escaped. The `MarkupHTML` guide lists each element's
/// HTML and what differs from UIKit.
///
/// <!-- snippet-prelude
/// import Foundation
/// import MarkupExamples
/// let loader = try ExampleDocuments.loader()
/// -->
/// ```swift
/// let tree = try loader.load(named: "PizzaForm")
/// let page = HTMLRenderer(catalog: loader.catalog).document(tree, title: "Pizza")
/// try Data(page.bytes).write(to: URL(fileURLWithPath: "pizza.html"))
/// ```
public struct HTMLRenderer: Sendable {
    /// The catalog the document was loaded with: it decides which views are layout views and what each element is.
    public var catalog: ElementCatalog
    /// The screen the root view fills: an iPhone's portrait size by default.
    public var size = Size(width: 390, height: 844)
    /// The layout direction; right to left mirrors rows and sets `dir="rtl"`.
    public var direction = LayoutDirection.leftToRight
    /// The page's language (`lang`).
    public var language = "en"
    /// What image names are resolved against: `image="world.png"` becomes `src="<imageBase>world.png"`.
    public var imageBase = "images/"
    /// What a dynamic section's links are resolved against: `link="employees/{employeeNumber}"` becomes
    /// `href="<linkBase>employees/10001"` (a live page's is where the app's screens are, `/ui/`).
    public var linkBase = ""
    /// Renderers for app elements (`Charts.PieChartView`), by element name; others show as a labelled box.
    public private(set) var elementRenderers: [String: ElementRenderer] = [:]
    /// The screen before this one, which the navigation bar offers a way back to (a live detail page's list); nil
    /// for a screen that is the first.
    public var back: BackLink?

    /// Creates a renderer for documents loaded with `catalog`.
    public init(catalog: ElementCatalog = .standard) {
        self.catalog = catalog
    }

    /// Renders views of type `element` (and of types that inherit from it) with `renderer` instead of a labelled box.
    public mutating func register(_ element: String, _ renderer: ElementRenderer) {
        elementRenderers[element] = renderer
    }

    /// A complete HTML page: the stylesheet, the view in a box of ``size``, the small script that steppers and tab
    /// bars need, and, when the document declares one with `<?form?>`, a form around it that posts its controls.
    ///
    /// A page with a navigation bar (``hasNavigationBar(_:)``) shows it above the view, the view that much shorter:
    /// `title` (by default the document's `<?navigationItem?>` title), the way ``back``, the document's bar buttons.
    /// `title` is the page's `<title>` too. `footer` is written at the end of the body: a page's own markup and scripts
    /// (the preview's, a live page's).
    public func document(
        _ tree: ViewTree, bindings: BoundValues = .expressions, title: String? = nil, footer: String = ""
    ) -> HTMLOutput {
        var output = HTMLOutput(capacity: Self.capacity(for: tree) + 12_288)
        output.write("<!DOCTYPE html>\n<html lang=\"")
        output.writeEscaped(language)
        output.write(direction == .rightToLeft ? "\" dir=\"rtl\">" : "\">")
        output.write("<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        let title = title ?? tree.navigation?.title ?? tree.form?.title ?? ""
        output.write("<title>")
        output.writeEscaped(title)
        output.write("</title><style>")
        writeDeviceFrameStyle(into: &output)
        output.write(CSSMapping.stylesheet)
        output.write(Self.stylesheet)
        output.write("</style></head><body><div class=\"mk-device\">")
        writeNavigationBar(tree, title: title, into: &output)
        writeFragment(tree, bindings: bindings, into: &output)
        output.write("</div><script>")
        output.write(Self.script)
        output.write("</script>")
        output.write(footer)
        output.write("</body></html>\n")
        return output
    }

    /// The page around the screen: centred, and in a device's frame on a grey ground when the window has room for
    /// both (a desktop browser); the screen alone, at the top, when it has not (a phone's own browser). The frame is a
    /// shadow, which moves nothing inside the screen.
    func writeDeviceFrameStyle(into output: inout HTMLOutput) {
        output.write("body { margin: 0; } .mk-device { width: max-content; margin: 0 auto; }\n")
        output.write("@media (min-width: ")
        output.write(length: (size.width + 96).rounded(.up))
        output.write(") and (min-height: ")
        output.write(length: (size.height + 96).rounded(.up))
        output.write(") { body { display: flex; min-height: 100vh; background: #e5e5ea; } ")
        output.write(".mk-device { margin: auto; border-radius: 36px; overflow: hidden; ")
        output.write("box-shadow: 0 0 0 12px #1c1c1e, 0 0 0 13px #48484a, 0 24px 60px rgba(0, 0, 0, .3); } }\n")
    }

    /// The view alone, in a box of ``size``: for a page that brings `CSSMapping.stylesheet`,
    /// ``stylesheet`` and ``script`` itself.
    public func fragment(_ tree: ViewTree, bindings: BoundValues = .expressions) -> HTMLOutput {
        var output = HTMLOutput(capacity: Self.capacity(for: tree))
        writeFragment(tree, bindings: bindings, into: &output)
        return output
    }

    /// Room for a tree's HTML: about 300 bytes a view, so that the buffer rarely grows.
    static func capacity(for tree: ViewTree) -> Int { 300 * PageWriter.count(tree.root) }

    /// Writes the view (in its form, if it declares one) into `output`.
    public func writeFragment(_ tree: ViewTree, bindings: BoundValues = .expressions, into output: inout HTMLOutput) {
        PageWriter(renderer: self, tree: tree, bindings: bindings).write(into: &output)
    }

    /// Rows of the dynamic section `section` of `table` (view `tableIndex` of its document), or of component `section`
    /// of a picker, as HTML, each as a page shows it: what a live page inserts when a row appears or changes.
    public func rowsHTML(_ rows: [RowCell], inSection section: Int, ofTable table: ViewNode, tableIndex: Int) -> [String] {
        let page = PageWriter(renderer: self, tree: ViewTree(root: ViewNode(element: "UIView", location: table.location)))
        func written(_ write: (RowCell, inout HTMLOutput) -> Void) -> [String] {
            rows.map { row in
                var output = HTMLOutput(capacity: 1024)
                write(row, &output)
                return output.string
            }
        }
        switch table.content {
        case .table(let sections) where sections.indices.contains(section):
            guard let dynamic = sections[section].dynamicRows else { return [] }
            let group = PageWriter.SectionGroup(
                section: sections[section], name: sections[section].name, fallback: "mk-section-\(tableIndex)-\(section)")
            return written { page.writeRow($0, of: dynamic, group: group, to: &$1) }
        case .picker(let components) where components.indices.contains(section) && components[section].dynamicRows != nil:
            return written { page.writeOption($0, to: &$1) }
        default:
            return []
        }
    }
}

/// How bindings show: as the expressions written in the document, or evaluated against an owner.
public struct BoundValues {
    let owner: Any?
    let formatters: FormatterRegistry
    let context: FormattingContext

    /// Each binding of a text property shows its expression (`$content.heading`): a preview without data.
    public static var expressions: BoundValues {
        BoundValues(owner: nil, formatters: .standard, context: FormattingContext())
    }

    /// Each binding is evaluated against `owner` (an object or struct whose properties bindings name, a
    /// `BindingSource`, or a `[String: Any]` such as decoded JSON sample data), formatted and converted
    /// to its property's type. A binding that fails leaves the property as the document sets it.
    public static func evaluated(
        against owner: Any, formatters: FormatterRegistry = .standard, context: FormattingContext = FormattingContext()
    ) -> BoundValues {
        BoundValues(owner: owner, formatters: formatters, context: context)
    }
}

/// Writes an app element's HTML: the content of its box, which the layout then places and sizes.
public struct ElementRenderer: Sendable {
    let write: @Sendable (_ view: RenderedView, _ output: inout HTMLOutput) -> Void

    /// A renderer that writes `view`'s content with `write`; text from the document must go through
    /// `HTMLOutput.writeEscaped(_:)`.
    public init(_ write: @escaping @Sendable (_ view: RenderedView, _ output: inout HTMLOutput) -> Void) {
        self.write = write
    }
}

/// A view as an ``ElementRenderer`` sees it: its node and its properties after bindings.
public struct RenderedView {
    /// The view's node.
    public let node: ViewNode
    let bound: [String: PropertyValue]

    /// The value of a property: its binding's value, else the document's setting.
    public subscript(keyPath: String) -> PropertyValue? {
        bound[keyPath] ?? node[keyPath]
    }
}
