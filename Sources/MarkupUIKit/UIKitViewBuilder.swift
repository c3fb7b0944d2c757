import Foundation
import Layout
public import MarkupKit

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// Makes a document's views as UIKit views: a view per node of the tree, each property set through its typed UIKit
/// setter, layout views given their children's layout attributes, segments and tab-bar items made from the static
/// content.
///
/// <!-- snippet-prelude
/// import MarkupExamples
/// import UIKitShim
/// @MainActor func show(in view: UIView) throws {
/// let loader = try ExampleDocuments.loader()
/// …
/// }
/// -->
/// ```swift
/// let tree = try loader.load(named: "Greeting")
/// let screen = try UIKitViewBuilder().build(tree)
/// view.addSubview(screen.root)
/// ```
@MainActor
public struct UIKitViewBuilder {
    /// The catalog the trees were checked against.
    public var catalog: ElementCatalog
    private var appElements: [String: AppElement] = [:]

    /// A builder for trees checked against `catalog`.
    public init(catalog: ElementCatalog = .standard) {
        self.catalog = catalog
    }

    /// Makes the views of `element`, an app's (`Charts.PieChartView`), with `factory`, and sets the properties its
    /// catalog entry declares through `properties`; the properties it has from its base (`backgroundColor`) are set
    /// as any view's. A property neither knows of is reported.
    ///
    /// <!-- snippet: not compiled (PieChartView is the Charts package's view, which this package does not bring) -->
    /// ```swift
    /// builder.register("Charts.PieChartView", properties: ["centerText": .string(\.centerText)]) { _ in PieChartView() }
    /// ```
    public mutating func register<View: UIView>(
        _ element: String, properties: [String: UIKitAppProperty<View>] = [:],
        factory: @escaping @MainActor (_ node: ViewNode) -> View
    ) {
        appElements[element] = AppElement(make: factory, properties: properties.mapValues(\.property))
    }

    var lookup: PropertyLookup { PropertyLookup(catalog: catalog, appElements: appElements) }

    /// The views of `tree`.
    /// - Throws: `MarkupError` naming, at its line and column, each element there is no UIKit view for and each
    ///   property UIKit has no setter for.
    public func build(_ tree: ViewTree) throws(MarkupError) -> BuiltScreen {
        var views: [UIView] = []
        var problems: [MarkupDiagnostic] = []
        let root = view(for: tree.root, views: &views, problems: &problems)
        guard problems.isEmpty else { throw MarkupError(diagnostics: problems) }
        return BuiltScreen(root: root, views: views, tree: tree, lookup: lookup)
    }

    private func view(
        for node: ViewNode, views: inout [UIView], problems: inout [MarkupDiagnostic], reuseIdentifier: String? = nil
    ) -> UIView {
        let made =
            appElements[node.element]?.make(node)
            ?? UIKitElements.makeView(node.element, style: node.style, reuseIdentifier: reuseIdentifier)
        guard let view = made else {
            problems.append(
                MarkupDiagnostic(
                    .error, "there is no UIKit view for <\(node.element)>: register a factory for it (UIKitViewBuilder.register)",
                    at: node.location))
            views.append(UIView())
            return views[views.count - 1]
        }
        views.append(view)
        for setting in node.properties {
            if Self.handledElsewhere.contains(setting.keyPath) { continue }
            guard let (object, property) = lookup.property(setting.keyPath, of: view, element: node.element),
                property.set(object, setting.value)
            else {
                problems.append(
                    MarkupDiagnostic(
                        .error, "UIKit's \(type(of: view)) has no property '\(setting.keyPath)' of this type to set",
                        at: setting.location))
                continue
            }
        }
        view.isHidden = node.layout.isHidden
        if let container = view as? any LayoutContainer { container.layout = node.layout }
        if let cell = view as? MarkupTableViewCell, node["ignoreLayoutMargins"] == .bool(true) { cell.ignoreLayoutMargins = true }
        addContent(of: node, to: view, problems: &problems)
        for child in node.children {
            let childView = self.view(for: child, views: &views, problems: &problems)
            add(childView, layout: child.layout, to: view, node: node, problems: &problems)
        }
        // A table's sections follow its children in the tree's order (ViewTree.nodes): each one's header view, cells
        // and footer view.
        if case .table(let sections)? = node.content {
            var built: [MarkupTableView.Section] = []
            for section in sections {
                var made = MarkupTableView.Section(section: section)
                made.headerView = section.headerView.map { self.view(for: $0, views: &views, problems: &problems) }
                for cellNode in section.cells {
                    if let cell = self.view(for: cellNode, views: &views, problems: &problems) as? UITableViewCell {
                        made.cells.append(cell)
                    } else {
                        problems.append(
                            MarkupDiagnostic(
                                .error, "<\(cellNode.element)> in a table section is not a cell", at: cellNode.location))
                    }
                }
                made.footerView = section.footerView.map { self.view(for: $0, views: &views, problems: &problems) }
                if let rows = section.dynamicRows {
                    // The template is made once here, so that what UIKit cannot show of it is reported with the
                    // document's other problems rather than when a row first shows.
                    do {
                        _ = try buildRowCell(rows.template, reuseIdentifier: nil)
                    } catch {
                        problems += error.diagnostics
                    }
                    made.rowCells = RowCellFactory(template: rows.template, builder: self)
                }
                built.append(made)
            }
            (view as? MarkupTableView)?.setSections(built)
        }
        return view
    }

    /// A dynamic section's cell from its template, and its views in the template's order.
    /// - Throws: `MarkupError` for what UIKit cannot show of the template.
    func buildRowCell(_ template: ViewNode, reuseIdentifier: String?) throws(MarkupError) -> (UITableViewCell, [UIView]) {
        var views: [UIView] = []
        var problems: [MarkupDiagnostic] = []
        let made = view(for: template, views: &views, problems: &problems, reuseIdentifier: reuseIdentifier)
        guard let cell = made as? UITableViewCell else {
            problems.append(
                MarkupDiagnostic(.error, "<\(template.element)> in a table section is not a cell", at: template.location))
            throw MarkupError(diagnostics: problems)
        }
        guard problems.isEmpty else { throw MarkupError(diagnostics: problems) }
        return (cell, views)
    }

    /// Properties of the catalog that are not a UIKit view's: the renderer handles them with the content.
    static let handledElsewhere: Set<String> = ["name", "value", "checked", "ignoreLayoutMargins"]

    private func add(
        _ child: UIView, layout: LayoutAttributes, to parent: UIView, node: ViewNode, problems: inout [MarkupDiagnostic]
    ) {
        switch parent {
        case let scroll as MarkupScrollView:
            scroll.contentView = child
            scroll.setLayout(layout, of: child)
        case let container as MarkupLayoutView:
            container.addSubview(child)
            container.setLayout(layout, of: child)
        case let cell as MarkupTableViewCell:
            cell.content = child
        case let cell as UITableViewCell:
            cell.accessoryView = child
        default:
            problems.append(
                MarkupDiagnostic(
                    .error, "UIKit's \(type(of: parent)) takes no subviews from a document (<\(node.element)>)",
                    at: node.location))
        }
    }

    /// Segments, tab-bar items and picker components, from the static content (a table's cells are views: `view(for:)`).
    private func addContent(of node: ViewNode, to view: UIView, problems: inout [MarkupDiagnostic]) {
        switch node.content {
        case .segments(let segments)?:
            guard let control = view as? UISegmentedControl else { return }
            for segment in segments {
                if let image = segment.image {
                    control.insertSegment(with: UIImage(named: image), at: control.numberOfSegments, animated: false)
                } else {
                    control.insertSegment(withTitle: segment.title, at: control.numberOfSegments, animated: false)
                }
            }
        case .tabBar(let items)?:
            guard let bar = view as? UITabBar else { return }
            bar.items = items.map { item in
                if let type = item.type, let system = Self.systemItems[type] {
                    return UITabBarItem(tabBarSystemItem: system, tag: 0)
                }
                return UITabBarItem(
                    title: item.title, image: item.image.flatMap { UIImage(named: $0) },
                    selectedImage: item.selectedImage.flatMap { UIImage(named: $0) })
            }
        case .picker(let components)?:
            (view as? MarkupPickerView)?.setComponents(components)
        case .table?, nil:
            break
        }
    }

    static let systemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search, "downloads": .downloads,
        "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]
}

/// A document's views as ``UIKitViewBuilder`` made them.
@MainActor
public struct BuiltScreen {
    /// The document's root view.
    public let root: UIView
    /// Each view, by the index of its node in `ViewTree.nodes`.
    public let views: [UIView]
    /// The tree the views were made from.
    public let tree: ViewTree
    /// Where the views' properties are set and read.
    let lookup: PropertyLookup

    /// The view the owner's outlet `outlet` names (markup's `id`).
    public func view(withOutlet outlet: String) -> UIView? {
        tree.nodes.firstIndex { $0.outlet == outlet }.map { views[$0] }
    }
}
