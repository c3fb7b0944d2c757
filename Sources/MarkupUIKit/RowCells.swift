import Foundation
import MarkupKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// Makes the cells of a dynamic section from its template, and shows a row in one: a cell is made once and then
/// reused for whichever row scrolls into view, given that row's bound values (and, where a binding gives nil, the
/// value the cell was made with, so that nothing of the row before shows).
@MainActor
final class RowCellFactory {
    private let template: ViewNode
    private let builder: UIKitViewBuilder
    /// The template's views, numbered as a made cell's are.
    private let templateNodes: [ViewNode]
    /// Each template view's bound key paths, numbered as `templateNodes`.
    private let boundKeyPaths: [[String]]
    /// Each made cell's views, numbered as the template's, and their values of the bound key paths as made. UIKit keeps
    /// or discards the cells: an entry whose cell is gone is dropped when the table has doubled since the last sweep.
    private var cells: [ObjectIdentifier: MadeCell] = [:]
    private var liveAtLastSweep = 0
    /// Goes to the screen a row's button links to (`link="todos/{id}"`, filled from the row shown).
    var linkFollowed: (@MainActor (_ link: String) -> Void)?

    private struct MadeCell {
        weak var cell: UITableViewCell?
        var views: [UIView]
        var made: [[String: PropertyValue]]
        /// The links of the cell's buttons for the row it shows, by view number.
        var links: [Int: String] = [:]
    }

    init(template: ViewNode, builder: UIKitViewBuilder) {
        self.template = template
        self.builder = builder
        templateNodes = ViewTree(root: template).nodes
        boundKeyPaths = templateNodes.map { $0.bindings.map(\.keyPath) }
    }

    /// A new cell of the template, reused by `reuseIdentifier` (nil when UIKit cannot show it: the builder reported why
    /// when the table was made).
    func makeCell(reuseIdentifier: String) -> UITableViewCell? {
        guard let (cell, views) = try? builder.buildRowCell(template, reuseIdentifier: reuseIdentifier) else { return nil }
        let made = zip(views, templateNodes).enumerated().map { index, pair in
            var values: [String: PropertyValue] = [:]
            for keyPath in boundKeyPaths[index] where !LayoutAttributes.isLayoutAttribute(keyPath) {
                if let (object, property) = builder.lookup.property(keyPath, of: pair.0, element: pair.1.element),
                    let value = property.get(object)
                {
                    values[keyPath] = value
                }
            }
            return values
        }
        if cells.count >= max(64, 2 * liveAtLastSweep) {
            cells = cells.filter { $0.value.cell != nil }
            liveAtLastSweep = cells.count
        }
        cells[ObjectIdentifier(cell)] = MadeCell(cell: cell, views: views, made: made)
        // A button's link is the row's: read when tapped, since the cell shows another row once reused.
        for (index, node) in templateNodes.enumerated() where node.link != nil {
            guard let control = views[index] as? UIControl else { continue }
            control.addAction(
                UIAction { [weak self, weak cell] _ in
                    guard let self, let cell, let link = self.cells[ObjectIdentifier(cell)]?.links[index] else { return }
                    self.linkFollowed?(link)
                }, for: .primaryActionTriggered)
        }
        return cell
    }

    /// Shows the row whose cell `row` is (the template with the row's values) in `cell`.
    func configure(_ cell: UITableViewCell, with row: ViewNode) {
        guard let entry = cells[ObjectIdentifier(cell)], entry.cell === cell else { return }
        let (views, made) = (entry.views, entry.made)
        var links: [Int: String] = [:]
        for (index, node) in ViewTree(root: row).nodes.enumerated() where index < views.count {
            if let link = node.link { links[index] = link }
            for keyPath in boundKeyPaths[index] {
                let value = node[keyPath] ?? made[index][keyPath]
                if LayoutAttributes.isLayoutAttribute(keyPath) {
                    views[index].setLayoutAttribute(keyPath, to: value ?? .bool(false), at: node.location)
                } else if let value,
                    let (object, property) = builder.lookup.property(keyPath, of: views[index], element: node.element)
                {
                    _ = property.set(object, value)
                }
            }
            views[index].setNeedsLayout()
        }
        cells[ObjectIdentifier(cell)]?.links = links
        cell.setNeedsLayout()
    }
}
