public import Foundation
public import MarkupKit
public import MarkupOwners

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// `MarkupTableView`: a table of a document's sections — named, each with a selection mode, a header and footer
/// (a title or a view), and its cells — that is its own data source and delegate, as MarkupKit's was. A tap checks rows
/// as the section's mode says (`singleCheckmark`: a radio group; `multipleCheckmarks`: check boxes), and the
/// section's value is its checked rows'. A dynamic section's rows are the owner's (``rowsDidChange(_:in:)``): only
/// the rows in view have cells, made from the section's template and reused as rows scroll by, and a change of the
/// owner's rows is shown as the rows it inserted, deleted, moved and changed.
@MainActor
public final class MarkupTableView: UITableView, UITableViewDataSource, UITableViewDelegate {
    /// A section as the builder made it: the document's section, its cells, its header and footer views, and what
    /// makes a dynamic section's cells.
    public struct Section {
        var section: TableSection
        var cells: [UITableViewCell] = []
        var headerView: UIView?
        var footerView: UIView?
        var rowCells: RowCellFactory?

        /// A section of the document with no cells yet.
        public init(section: TableSection) {
            self.section = section
        }
    }

    private var sections: [Section] = [Section(section: TableSection())]
    /// The dynamic sections' rows, by section index.
    private var dynamicRows: [Int: SectionRows] = [:]
    /// How many rows each dynamic section shows: the owner changes its rows before the table hears of it, and UIKit
    /// must see the count change inside the batch that shows it (a count changed before it is a crash on a device).
    private var shownRowCounts: [Int: Int] = [:]

    /// Called after a tap changed which rows of a section are checked, with the section's index.
    public var selectionDidChange: (@MainActor (_ section: Int) -> Void)?
    /// Called when a dynamic section's row is tapped, with the section's index and the row's key.
    public var rowSelected: (@MainActor (_ section: Int, _ key: String) -> Void)?
    /// Called when a dynamic section's row is deleted (swiped away), with the section's index and the row's key. The
    /// row stays until the owner's rows say it went.
    public var rowDeleted: (@MainActor (_ section: Int, _ key: String) -> Void)?
    /// Called when a row whose section links its rows is tapped, or a row's button with a link, with the link
    /// (`employees/10001`).
    public var linkFollowed: (@MainActor (_ link: String) -> Void)?
    /// Called when the last row of a dynamic section with `onEndReached` is about to show, with its rows: the owner
    /// loads the next page. It answers whether the section has more rows now; until its rows change otherwise, a
    /// section that had none is not asked again, and one is asked once at a time.
    public var endReached: (@MainActor (_ rows: SectionRows) async -> Bool)?
    /// The dynamic sections whose owner is loading the rows after their last (``endReached``).
    private var loadingEnds: Set<Int> = []
    /// The dynamic sections whose owner had no more rows to give since their rows last changed.
    private var exhaustedEnds: Set<Int> = []

    /// Whether the owner is loading the rows after the last of `section` (``endReached`` was called and has not
    /// answered): what a footer's activity indicator, or a test, waits on.
    public func isLoadingMore(inSection section: Int) -> Bool { loadingEnds.contains(section) }

    /// An empty table in `style`.
    public override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        dataSource = self
        delegate = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// Gives the table its sections, each with the cells made for it, in order.
    public func setSections(_ sections: [Section]) {
        self.sections = sections
        for section in sections {
            section.rowCells?.linkFollowed = { [weak self] link in self?.linkFollowed?(link) }
        }
        for index in sections.indices { showChecks(inSection: index) }
        reloadData()
    }

    /// The section named `name`, by index.
    public func section(named name: String) -> Int? { sections.firstIndex { $0.section.name == name } }

    /// The name of section `index`.
    public func name(forSection index: Int) -> String? {
        sections.indices.contains(index) ? sections[index].section.name : nil
    }

    /// The selection mode of section `index`.
    public func selectionMode(forSection index: Int) -> TableSection.SelectionMode {
        sections.indices.contains(index) ? sections[index].section.selectionMode : .default
    }

    /// The value of the first checked row of the section named `name` (nil: none is checked, or no such section).
    public func value(forSection name: String) -> String? { values(forSection: name).first }

    /// The values of the checked rows of the section named `name`, in order.
    public func values(forSection name: String) -> [String] {
        guard let index = section(named: name) else { return [] }
        return dynamicRows[index]?.selectedValues ?? sections[index].section.values
    }

    /// Checks exactly the rows of the section named `name` whose value is `value`.
    public func setValue(_ value: String?, forSection name: String) { setValues(value.map { [$0] } ?? [], forSection: name) }

    /// Checks exactly the rows of the section named `name` whose values are in `values`; in a dynamic section, also
    /// rows that come later with one of them (see `SectionRows/setCheckedValues(_:)`).
    public func setValues(_ values: [String], forSection name: String) {
        guard let index = section(named: name) else { return }
        if let rows = dynamicRows[index] {
            showRows(rows.setCheckedValues(values), of: rows)
            return
        }
        sections[index].section.setValues(values)
        showChecks(inSection: index)
    }

    private func showChecks(inSection index: Int) {
        let section = sections[index].section
        guard section.selectionMode != .default || section.cells.contains(where: \.isChecked) else { return }
        for (node, cell) in zip(section.cells, sections[index].cells) { cell.accessoryType = node.isChecked ? .checkmark : .none }
    }

    // MARK: Dynamic sections

    /// The rows of dynamic section `section`, as the owner's connection last gave them.
    public func rows(inSection section: Int) -> SectionRows? { dynamicRows[section] }

    /// Shows the changes of a dynamic section's rows: as one batch of row updates, so that only the rows that
    /// changed are made again; the first time, the section's rows as they are.
    public func rowsDidChange(_ changes: RowChanges, in rows: SectionRows) {
        let section = rows.section
        exhaustedEnds.remove(section)
        guard sections.indices.contains(section), dynamicRows[section] != nil else {
            dynamicRows[section] = rows
            shownRowCounts[section] = rows.count
            reloadData()
            return
        }
        let movedTo = Set(changes.moves.map(\.to))
        performBatchUpdates { [self] in
            // The model changes inside the block, as UIKit requires: it reads the counts before the block as the old.
            dynamicRows[section] = rows
            shownRowCounts[section] = rows.count
            deleteRows(at: changes.deletions.map { IndexPath(row: $0, section: section) }, with: .automatic)
            insertRows(at: changes.insertions.map { IndexPath(row: $0, section: section) }, with: .automatic)
            for move in changes.moves {
                moveRow(at: IndexPath(row: move.from, section: section), to: IndexPath(row: move.to, section: section))
            }
            let reloads = changes.updates.filter { !movedTo.contains($0.to) }
            reloadRows(at: reloads.map { IndexPath(row: $0.from, section: section) }, with: .automatic)
        }
        // A row that moved and changed: UIKit moves its cell; it shows the row anew where it now is.
        showRows(changes.updates.map(\.to).filter(movedTo.contains), of: rows)
    }

    /// Shows the rows `indices` of `rows` anew in the cells they have on screen (rows off screen have none).
    private func showRows(_ indices: [Int], of rows: SectionRows) {
        for index in indices {
            if let cell = cellForRow(at: IndexPath(row: index, section: rows.section)) { show(row: index, of: rows, in: cell) }
        }
    }

    /// A cell for a dynamic section's row from UIKit's reuse queue (a cell UIKit no longer shows, or may show again,
    /// is UIKit's to decide: iOS 15's prefetching shows a cell again without asking), else made from the template with
    /// the section's reuse identifier.
    private func rowCell(at indexPath: IndexPath, of rows: SectionRows) -> UITableViewCell {
        let identifier = Self.reuseIdentifier(ofSection: indexPath.section)
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? sections[indexPath.section].rowCells?.makeCell(reuseIdentifier: identifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        show(row: indexPath.row, of: rows, in: cell)
        return cell
    }

    /// The reuse identifier of a dynamic section's cells (each section has a template of its own).
    static func reuseIdentifier(ofSection section: Int) -> String { "MarkupTableView.section.\(section)" }

    /// Fills `cell` with row `index`: its template's bound values, and its check mark in a section with them.
    private func show(row index: Int, of rows: SectionRows, in cell: UITableViewCell) {
        let node = rows.cell(at: index)
        sections[rows.section].rowCells?.configure(cell, with: node)
        if rows.selectionMode != .default { cell.accessoryType = node.isChecked ? .checkmark : .none }
    }

    // MARK: Data source and delegate

    public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard sections.indices.contains(section) else { return 0 }
        if sections[section].section.dynamicRows != nil { return shownRowCounts[section] ?? 0 }
        return sections[section].cells.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let rows = dynamicRows[indexPath.section], indexPath.row < rows.count { return rowCell(at: indexPath, of: rows) }
        let cells = sections.indices.contains(indexPath.section) ? sections[indexPath.section].cells : []
        return cells.indices.contains(indexPath.row)
            ? cells[indexPath.row] : UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].section.headerTitle : nil
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].section.footerTitle : nil
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        sections.indices.contains(section) ? sections[section].headerView : nil
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        sections.indices.contains(section) ? sections[section].footerView : nil
    }

    /// A header view is as high as its content at the table's width (a title, UIKit's own height).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard let view = self.tableView(tableView, viewForHeaderInSection: section) else { return UITableView.automaticDimension }
        return view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
    }

    /// A footer view is as high as its content at the table's width (a title, UIKit's own height).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        guard let view = self.tableView(tableView, viewForFooterInSection: section) else { return UITableView.automaticDimension }
        return view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
    }

    /// A dynamic section's rows can be deleted when it names an `onDelete` action.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].section.dynamicRows?.deleteAction != nil
    }

    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let rows = dynamicRows[indexPath.section], indexPath.row < rows.count else { return }
        rowDeleted?(indexPath.section, rows.key(at: indexPath.row))
    }

    /// The last row of a dynamic section with `onEndReached` coming into view asks the owner for the next rows.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        let section = indexPath.section
        guard let rows = dynamicRows[section], rows.rows.endAction != nil, let endReached,
            indexPath.row + 1 >= shownRowCounts[section] ?? rows.count, !loadingEnds.contains(section),
            !exhaustedEnds.contains(section)
        else { return }
        loadingEnds.insert(section)
        Task { [weak self] in
            let more = await endReached(rows)
            self?.loadingEnds.remove(section)
            if !more { self?.exhaustedEnds.insert(section) }
        }
    }

    /// A tap checks rows as the section's mode says, or calls a dynamic section's `onSelect` (or follows its link); the
    /// row does not stay selected.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard sections.indices.contains(indexPath.section) else { return }
        if let rows = dynamicRows[indexPath.section] {
            guard indexPath.row < rows.count else { return }
            if rows.selectionMode != .default {
                showRows(rows.check(row: indexPath.row), of: rows)
                selectionDidChange?(indexPath.section)
            } else if let link = rows.link(at: indexPath.row) {
                linkFollowed?(link)
            } else {
                rowSelected?(indexPath.section, rows.key(at: indexPath.row))
            }
            return
        }
        guard sections[indexPath.section].section.selectionMode != .default else { return }
        sections[indexPath.section].section.select(row: indexPath.row)
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

    /// A cell whose rows UIKit reuses by `reuseIdentifier` (nil: none).
    public init(reuseIdentifier: String? = nil) { super.init(style: .default, reuseIdentifier: reuseIdentifier) }
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
