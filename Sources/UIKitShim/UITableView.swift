public import Foundation

extension IndexPath {
    /// UIKit's index path of a row in a section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (UIKit's extension).
    public var section: Int { self[0] }
    /// The row in the section (UIKit's extension).
    public var row: Int { self[1] }
}

/// Apple's `UITableViewDataSource` (the optional methods with UIKit's defaults).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Apple's `UITableViewDelegate` (optional methods in UIKit, defaults here).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}

/// Apple's `UITableView`: rows in sections, asked of its data source. The shim asks for every cell when it reloads
/// (UIKit only for the visible ones) and stacks the rows under each other, with the delegate's heights.
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

    /// The row height that means "from the cell's content".
    public static let automaticDimension: CGFloat = -1

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

    private var cells: [[UITableViewCell]] = []
    private var selected: [IndexPath] = []

    public init(frame: CGRect, style: Style) {
        tableStyle = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) { return nil }

    /// Asks the data source again for sections, rows and cells.
    open func reloadData() {
        for section in cells { for cell in section { cell.removeFromSuperview() } }
        guard let dataSource else {
            cells = []
            return
        }
        cells = (0..<max(dataSource.numberOfSections(in: self), 0)).map { section in
            (0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0)).map { row in
                let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                addSubview(cell)
                return cell
            }
        }
        selected.removeAll { !contains($0) }
        setNeedsLayout()
    }

    open var numberOfSections: Int { cells.count }

    open func numberOfRows(inSection section: Int) -> Int { cells.indices.contains(section) ? cells[section].count : 0 }

    /// The cell at `indexPath`, nil when there is no such row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        contains(indexPath) ? cells[indexPath.section][indexPath.row] : nil
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (section, rows) in cells.enumerated() {
            if let row = rows.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    open var visibleCells: [UITableViewCell] { cells.flatMap { $0 } }

    /// Apple's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

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

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && cells.indices.contains(indexPath.section)
            && cells[indexPath.section].indices.contains(indexPath.row)
    }

    /// The rows one under another, each as high as the delegate says, else `rowHeight`, else its content.
    open override func layoutSubviews() {
        var y: CGFloat = 0
        for (section, rows) in cells.enumerated() {
            for (row, cell) in rows.enumerated() {
                let path = IndexPath(row: row, section: section)
                var height = (delegate as? any UITableViewDelegate)?.tableView(self, heightForRowAt: path) ?? rowHeight
                if height < 0 { height = cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height }
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                y += height
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }
}
