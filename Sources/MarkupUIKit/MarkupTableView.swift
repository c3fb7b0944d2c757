public import Foundation
public import MarkupKit
public import MarkupOwners

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// `MarkupTableView`: a table of static sections — named, each with a selection mode, a header and footer title, and its
/// cells — that is its own data source and delegate, as MarkupKit's was. A tap checks rows as the section's mode says
/// (`singleCheckmark`: a radio group; `multipleCheckmarks`: check boxes), and the section's value is its checked cells'.
@MainActor
public final class MarkupTableView: UITableView, UITableViewDataSource, UITableViewDelegate {
    private var staticSections: [TableSection] = [TableSection()]
    private var staticCells: [[UITableViewCell]] = [[]]
    /// The dynamic sections' rows, by section index.
    private var dynamicSections: [Int: SectionRows] = [:]

    /// Called after a tap changed which rows of a section are checked, with the section's index.
    public var selectionDidChange: (@MainActor (_ section: Int) -> Void)?

    /// An empty table in `style`.
    public override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        dataSource = self
        delegate = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// Gives the table its sections, each with the cells made for it, in order.
    public func setSections(_ sections: [(section: TableSection, cells: [UITableViewCell])]) {
        staticSections = sections.map(\.section)
        staticCells = sections.map(\.cells)
        for index in staticSections.indices { showChecks(inSection: index) }
        reloadData()
    }

    /// The section named `name`, by index.
    public func section(named name: String) -> Int? { staticSections.firstIndex { $0.name == name } }

    /// The name of section `index`.
    public func name(forSection index: Int) -> String? {
        staticSections.indices.contains(index) ? staticSections[index].name : nil
    }

    /// The selection mode of section `index`.
    public func selectionMode(forSection index: Int) -> TableSection.SelectionMode {
        staticSections.indices.contains(index) ? staticSections[index].selectionMode : .default
    }

    /// The value of the first checked cell of the section named `name` (nil: none is checked, or no such section).
    public func value(forSection name: String) -> String? { section(named: name).flatMap { staticSections[$0].value } }

    /// The values of the checked cells of the section named `name`, in order.
    public func values(forSection name: String) -> [String] { section(named: name).map { staticSections[$0].values } ?? [] }

    /// Checks exactly the cells of the section named `name` whose value is `value`.
    public func setValue(_ value: String?, forSection name: String) {
        guard let index = section(named: name) else { return }
        staticSections[index].setValue(value)
        showChecks(inSection: index)
    }

    /// Checks exactly the cells of the section named `name` whose values are in `values`.
    public func setValues(_ values: [String], forSection name: String) {
        guard let index = section(named: name) else { return }
        staticSections[index].setValues(values)
        showChecks(inSection: index)
    }

    private func showChecks(inSection index: Int) {
        let section = staticSections[index]
        guard section.selectionMode != .default || section.cells.contains(where: \.isChecked) else { return }
        for (node, cell) in zip(section.cells, staticCells[index]) { cell.accessoryType = node.isChecked ? .checkmark : .none }
    }

    /// Shows the changes of a dynamic section's rows.
    public func rowsDidChange(_ changes: RowChanges, in rows: SectionRows) {
        dynamicSections[rows.section] = rows
        reloadData()
    }

    // MARK: Data source and delegate

    public func numberOfSections(in tableView: UITableView) -> Int { staticSections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticCells.indices.contains(section) ? staticCells[section].count : 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        staticCells[indexPath.section][indexPath.row]
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.indices.contains(section) ? staticSections[section].headerTitle : nil
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticSections.indices.contains(section) ? staticSections[section].footerTitle : nil
    }

    /// A tap checks rows as the section's mode says; the row does not stay selected.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard staticSections.indices.contains(indexPath.section), staticSections[indexPath.section].selectionMode != .default
        else { return }
        staticSections[indexPath.section].select(row: indexPath.row)
        showChecks(inSection: indexPath.section)
        selectionDidChange?(indexPath.section)
    }
}

/// `MarkupTableViewCell`: a cell whose content is one view (a layout view, usually) filling its content view within the
/// cell's margins (or all of it, with `ignoreLayoutMargins`), the row as high as the content needs.
@MainActor
public final class MarkupTableViewCell: UITableViewCell {
    /// The view the cell shows.
    public var content: UIView? {
        didSet {
            if oldValue !== content { oldValue?.removeFromSuperview() }
            if let content { contentView.addSubview(content) }
            setNeedsLayout()
        }
    }
    /// Whether the content fills the content view without its margins.
    public var ignoreLayoutMargins = false

    public init() { super.init(style: .default, reuseIdentifier: nil) }
    public required init?(coder: NSCoder) { return nil }

    private var insets: UIEdgeInsets { ignoreLayoutMargins ? .zero : contentView.layoutMargins }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let box = contentView.bounds
        content?.frame = CGRect(
            x: box.minX + insets.left, y: box.minY + insets.top, width: box.width - insets.left - insets.right,
            height: box.height - insets.top - insets.bottom)
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let content else { return super.sizeThatFits(size) }
        let inner = CGSize(width: max(0, size.width - insets.left - insets.right), height: size.height)
        return CGSize(width: size.width, height: content.sizeThatFits(inner).height + insets.top + insets.bottom)
    }
}
