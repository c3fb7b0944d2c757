public import Foundation

extension IndexPath {
    /// UIKit's index path of a row in a section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (UIKit's extension).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row in the section (UIKit's extension).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// Apple's `UITableViewDataSource` (the optional methods with UIKit's defaults).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}

/// Apple's `UITableViewDelegate` (optional methods in UIKit, defaults here).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
}

/// Apple's `UITableView`: rows in sections, asked of its data source. As UIKit, the table makes cells only for the
/// rows in view — laid out one under another, each as high as the delegate says, else `rowHeight`, else its content
/// — counts the others at `estimatedRowHeight` until they are shown, and puts a cell that scrolls out of view (or
/// whose row goes) in a reuse queue by its identifier, from which `dequeueReusableCell(withIdentifier:)` takes it —
/// but first shows it again unasked if its row comes straight back, as iOS 15's prefetching does. What UIKit raises
/// an exception for is recorded in ``shimInconsistencies`` (and the table reloads): batch updates that do not add up
/// or name rows that are not there, a model changed before `performBatchUpdates`, one cell in two rows.
/// (Registering cell classes is not shimmed: make a cell when `dequeueReusableCell(withIdentifier:)` gives none.)
@MainActor
open class UITableView: UIScrollView {
    /// Apple's `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    /// Apple's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges = 0, fromAutomaticInsets
    }

    /// Apple's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle, automatic = 100
    }

    /// Apple's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// The row height that means "from the cell's content".
    public class var automaticDimension: CGFloat { -1 }

    /// The style the table was made with.
    open var style: Style { tableStyle }
    private let tableStyle: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    /// How many times the table asked its data source for a cell: what a test counts to see that a change touched only
    /// the rows it changed. Shim only.
    public private(set) var shimCellRequests = 0
    /// What a batch update got wrong (UIKit raises `NSInternalInconsistencyException`). Shim only.
    public private(set) var shimInconsistencies: [String] = []

    private var rowCounts: [Int] = []
    /// Each row's height: measured once its cell was shown, estimated before.
    private var heights: [[CGFloat]] = []
    /// The cells of the rows in view.
    private var shown: [IndexPath: UITableViewCell] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    /// Cells that left the screen in the last layout pass: as iOS 15's prefetching does, one whose row comes back into
    /// view at once is shown again without asking the data source; the others go to the reuse queue on the next pass.
    private var held: [IndexPath: UITableViewCell] = [:]
    private var selected: [IndexPath] = []
    /// The delegate's header and footer views, by section.
    private var sectionViews: [(header: UIView?, footer: UIView?)] = []
    /// The updates of a `performBatchUpdates` block, applied when it ends.
    private var batch: Batch?
    /// Whether the table has read its data source (a batch before that reads it fresh, as UIKit's first layout does).
    private var hasLoaded = false

    private struct Batch {
        var deletions: [IndexPath] = []
        var insertions: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []
        var reloads: [IndexPath] = []
    }

    public init(frame: CGRect, style: Style) {
        tableStyle = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) { return nil }

    /// Scrolling shows the rows that come into view (UIKit lays the table out as it scrolls).
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            layoutRows()
        }
    }

    // MARK: Cells

    /// A cell of `identifier` that scrolled out of view or whose row went, if there is one.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Asks the data source again for sections and rows; the cells in view are made again.
    open func reloadData() {
        for path in Array(shown.keys) { hideCell(at: path) }
        releaseHeldCells()
        guard let dataSource else {
            rowCounts = []
            heights = []
            return
        }
        rowCounts = currentCounts(of: dataSource)
        hasLoaded = true
        heights = rowCounts.map { [CGFloat](repeating: estimatedHeight, count: $0) }
        selected.removeAll { !contains($0) }
        askForSectionViews()
        layoutRows()
    }

    /// The header and footer view of each section, from the delegate.
    private func askForSectionViews() {
        for views in sectionViews {
            views.header?.removeFromSuperview()
            views.footer?.removeFromSuperview()
        }
        let delegate = delegate as? any UITableViewDelegate
        sectionViews = rowCounts.indices.map { section in
            (
                delegate?.tableView(self, viewForHeaderInSection: section),
                delegate?.tableView(self, viewForFooterInSection: section)
            )
        }
        for views in sectionViews {
            if let header = views.header { addSubview(header) }
            if let footer = views.footer { addSubview(footer) }
        }
    }

    /// The header view of a section, if its delegate gave one.
    /// (UIKit's `headerView(forSection:)` returns only `UITableViewHeaderFooterView`s.) Shim only.
    public func shimHeaderView(forSection section: Int) -> UIView? {
        sectionViews.indices.contains(section) ? sectionViews[section].header : nil
    }

    /// The footer view of a section, if its delegate gave one.
    /// Shim only.
    public func shimFooterView(forSection section: Int) -> UIView? {
        sectionViews.indices.contains(section) ? sectionViews[section].footer : nil
    }

    open var numberOfSections: Int { rowCounts.count }

    open func numberOfRows(inSection section: Int) -> Int { rowCounts.indices.contains(section) ? rowCounts[section] : 0 }

    /// The cell of the row at `indexPath`, nil when the row is not in view (or there is no such row), as in UIKit.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown[indexPath] }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { shown.first { $0.value === cell }?.key }

    /// The cells in view, in order.
    open var visibleCells: [UITableViewCell] { shown.sorted { $0.key < $1.key }.map(\.value) }

    open var indexPathsForVisibleRows: [IndexPath]? { shown.keys.sorted() }

    /// Scrolls so that the row is in view (at the top for `.top` and `.none`, at the bottom for `.bottom`).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard contains(indexPath) else { return }
        let top = offset(of: indexPath)
        let height = heights[indexPath.section][indexPath.row]
        let y: CGFloat
        switch scrollPosition {
        case .bottom: y = top + height - bounds.height
        case .middle: y = top + height / 2 - bounds.height / 2
        case .top, .none: y = top
        }
        contentOffset = CGPoint(x: contentOffset.x, y: max(0, min(y, contentSize.height - bounds.height)))
    }

    // MARK: Selection

    /// Selects a row (nil: deselects all), in code: the delegate is not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { cellForRow(at: path)?.isSelected = false }
            selected = []
            return
        }
        guard contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { cellForRow(at: path)?.isSelected = false }
            selected.removeAll { $0 != indexPath }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cellForRow(at: indexPath)?.isSelected = true
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.isSelected = false
    }

    open var indexPathForSelectedRow: IndexPath? { selected.min() }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    // MARK: Updates

    /// Applies the row changes `updates` makes as one: deletions, reloads and the sources of moves by the rows'
    /// places before, insertions and the destinations of moves by their places after, as UIKit reads them.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        // UIKit takes the data source's counts as they are when a batch starts for the counts before it: a model
        // changed before the block makes the updates count twice (a crash on a device). A single insert, delete,
        // reload or move outside a batch follows a model changed before it, as it should.
        if batch == nil, hasLoaded, let dataSource, currentCounts(of: dataSource) != rowCounts {
            shimInconsistencies.append(
                "the data source's rows changed before performBatchUpdates (\(rowCounts) shown, \(currentCounts(of: dataSource)) "
                    + "when the batch began): change the model inside the updates block")
        }
        if update(updates ?? {}) { completion?(true) }
    }

    /// Collects the row changes `changes` makes and applies them when the outermost batch ends (true then).
    private func update(_ changes: () -> Void) -> Bool {
        let outer = batch == nil
        if outer { batch = Batch() }
        changes()
        guard outer, let made = batch else { return false }
        batch = nil
        apply(made)
        return true
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _ = update { self.batch?.insertions += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _ = update { self.batch?.deletions += indexPaths }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _ = update { self.batch?.reloads += indexPaths }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _ = update { self.batch?.moves.append((indexPath, newIndexPath)) }
    }

    private func currentCounts(of dataSource: any UITableViewDataSource) -> [Int] {
        (0..<max(dataSource.numberOfSections(in: self), 0)).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    }

    /// Where each row before goes (nil: deleted), checked against the data source's new counts.
    private func apply(_ made: Batch) {
        guard let dataSource else { return }
        let newCounts = currentCounts(of: dataSource)
        guard newCounts.count == rowCounts.count else {
            shimInconsistencies.append("the number of sections changed from \(rowCounts.count) to \(newCounts.count) in a batch")
            reloadData()
            return
        }
        var problems: [String] = []
        for section in rowCounts.indices {
            let deleted = made.deletions.filter { $0.section == section }.count
            let inserted = made.insertions.filter { $0.section == section }.count
            let movedOut = made.moves.filter { $0.from.section == section && $0.to.section != section }.count
            let movedIn = made.moves.filter { $0.to.section == section && $0.from.section != section }.count
            let expected = rowCounts[section] - deleted + inserted - movedOut + movedIn
            if expected != newCounts[section] {
                problems.append(
                    "section \(section) has \(newCounts[section]) rows after the update, and \(rowCounts[section]) before, "
                        + "\(inserted) inserted, \(deleted) deleted, \(movedIn) moved in and \(movedOut) moved out")
            }
        }
        let reloadedAndMoved = Set(made.reloads).intersection(made.moves.map(\.from))
        if !reloadedAndMoved.isEmpty { problems.append("rows \(reloadedAndMoved.sorted()) are both moved and reloaded") }
        // Deletions, reloads and move sources name rows as they were; insertions and move destinations as they are.
        func outside(_ paths: [IndexPath], _ counts: [Int]) -> [IndexPath] {
            paths.filter { !(counts.indices.contains($0.section) && (0..<counts[$0.section]).contains($0.row)) }
        }
        let old = made.deletions + made.reloads + made.moves.map(\.from)
        let new = made.insertions + made.moves.map(\.to)
        if !outside(old, rowCounts).isEmpty { problems.append("rows \(outside(old, rowCounts)) did not exist before the update") }
        if !outside(new, newCounts).isEmpty { problems.append("rows \(outside(new, newCounts)) do not exist after the update") }
        let deletedAndReloaded = Set(made.deletions).intersection(made.reloads)
        if !deletedAndReloaded.isEmpty { problems.append("rows \(deletedAndReloaded.sorted()) are both deleted and reloaded") }
        let deletedAndMoved = Set(made.deletions).intersection(made.moves.map(\.from))
        if !deletedAndMoved.isEmpty { problems.append("rows \(deletedAndMoved.sorted()) are both deleted and moved") }
        if Set(new).count != new.count { problems.append("a row is inserted or moved to twice") }
        if Set(old).count != old.count - deletedAndReloaded.count - deletedAndMoved.count - reloadedAndMoved.count {
            problems.append("a row is deleted, reloaded or moved twice")
        }
        guard problems.isEmpty else {
            shimInconsistencies += problems
            reloadData()
            return
        }
        // Each new row's old row (nil: inserted); the rest keep their order in the places left.
        var newRows: [[IndexPath?]] = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var taken: [[Bool]] = newCounts.map { [Bool](repeating: false, count: $0) }
        for move in made.moves {
            newRows[move.to.section][move.to.row] = move.from
            taken[move.to.section][move.to.row] = true
        }
        for path in made.insertions { taken[path.section][path.row] = true }
        let leaving = Set(made.deletions).union(made.moves.map(\.from))
        for section in rowCounts.indices {
            var free = (0..<newCounts[section]).filter { !taken[section][$0] }.makeIterator()
            for row in 0..<rowCounts[section] where !leaving.contains(IndexPath(row: row, section: section)) {
                if let place = free.next() { newRows[section][place] = IndexPath(row: row, section: section) }
            }
        }
        let reloaded = Set(made.reloads)
        var newShown: [IndexPath: UITableViewCell] = [:]
        var newHeights: [[CGFloat]] = newCounts.map { [CGFloat](repeating: estimatedHeight, count: $0) }
        for (section, rows) in newRows.enumerated() {
            for (row, old) in rows.enumerated() {
                guard let old else { continue }
                newHeights[section][row] = heights[old.section][old.row]
                if let cell = shown.removeValue(forKey: old), !reloaded.contains(old) {
                    newShown[IndexPath(row: row, section: section)] = cell
                }
            }
        }
        // What is left went, or is made again; no cell held for a row before is any row's now.
        for path in Array(shown.keys) { hideCell(at: path) }
        releaseHeldCells()
        selected = selected.compactMap { old in
            newRows.enumerated().lazy.compactMap { section, rows in
                rows.firstIndex { $0 == old }.map { IndexPath(row: $0, section: section) }
            }.first
        }
        rowCounts = newCounts
        heights = newHeights
        shown = newShown
        layoutRows()
    }

    // MARK: Layout

    /// The rows one under another; the cells of those in view made (or moved), the others' put away.
    open override func layoutSubviews() {
        layoutRows()
    }

    private var estimatedHeight: CGFloat {
        if rowHeight >= 0 { return rowHeight }
        return estimatedRowHeight >= 0 ? estimatedRowHeight : 44
    }

    private func layoutRows() {
        guard dataSource != nil else { return }
        let heldBefore = held
        let visible = bounds.minY...(bounds.minY + max(bounds.height, 0))
        var y: CGFloat = 0
        var inView: Set<IndexPath> = []
        let delegate = delegate as? any UITableViewDelegate
        func place(_ view: UIView?, height asked: CGFloat?) {
            guard let view else { return }
            let height = asked.flatMap { $0 >= 0 ? $0 : nil } ?? view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
        for section in rowCounts.indices {
            if sectionViews.indices.contains(section) {
                place(sectionViews[section].header, height: delegate?.tableView(self, heightForHeaderInSection: section))
            }
            for row in 0..<rowCounts[section] {
                let path = IndexPath(row: row, section: section)
                var height = heights[section][row]
                if bounds.height > 0 && y < visible.upperBound && y + height > visible.lowerBound {
                    let cell = showCell(at: path)
                    height = measure(cell, at: path)
                    heights[section][row] = height
                    cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                    inView.insert(path)
                }
                y += height
            }
            if sectionViews.indices.contains(section) {
                place(sectionViews[section].footer, height: delegate?.tableView(self, heightForFooterInSection: section))
            }
        }
        for path in Array(shown.keys) where !inView.contains(path) { hideCell(at: path) }
        for (path, cell) in heldBefore where held[path] === cell {
            held[path] = nil
            enqueue(cell)
        }
        // UIKit never shows one cell in two rows; a data source that hands out a cell UIKit still holds makes it.
        var owners: [ObjectIdentifier: IndexPath] = [:]
        for (path, cell) in shown {
            if let other = owners.updateValue(path, forKey: ObjectIdentifier(cell)) {
                shimInconsistencies.append("one cell is shown in rows \([other, path].sorted()) at once")
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    private func showCell(at path: IndexPath) -> UITableViewCell {
        if let cell = shown[path] { return cell }
        if let cell = held.removeValue(forKey: path) {
            // Prefetched, as UIKit keeps it: shown again as it was, the data source not asked.
            shown[path] = cell
            addSubview(cell)
            (delegate as? any UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: path)
            return cell
        }
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        shimCellRequests += 1
        let cell = dataSource.tableView(self, cellForRowAt: path)
        cell.isSelected = selected.contains(path)
        shown[path] = cell
        addSubview(cell)
        (delegate as? any UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    private func hideCell(at path: IndexPath) {
        guard let cell = shown.removeValue(forKey: path) else { return }
        cell.removeFromSuperview()
        (delegate as? any UITableViewDelegate)?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let earlier = held.updateValue(cell, forKey: path), earlier !== cell { enqueue(earlier) }
    }

    private func enqueue(_ cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }

    /// The rows changed: no held cell is any row's now.
    private func releaseHeldCells() {
        for cell in held.values { enqueue(cell) }
        held.removeAll()
    }

    private func measure(_ cell: UITableViewCell, at path: IndexPath) -> CGFloat {
        var height = (delegate as? any UITableViewDelegate)?.tableView(self, heightForRowAt: path) ?? rowHeight
        if height < 0 { height = cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height }
        return height
    }

    /// The top of a row in the content.
    private func offset(of path: IndexPath) -> CGFloat {
        var y: CGFloat = 0
        for section in 0...path.section {
            if sectionViews.indices.contains(section) { y += sectionViews[section].header?.frame.height ?? 0 }
            if section == path.section { break }
            y += heights[section].reduce(0, +)
            if sectionViews.indices.contains(section) { y += sectionViews[section].footer?.frame.height ?? 0 }
        }
        return y + heights[path.section][..<path.row].reduce(0, +)
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }
}
