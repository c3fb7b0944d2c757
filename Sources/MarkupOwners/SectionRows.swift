public import MarkupKit

/// The rows a dynamic section — or picker component — shows now (see `DynamicRows`): each row's key, item, cell and
/// value, made on demand from the owner's items and the template, and which values are checked (a picker component's
/// selected row is its one checked value). A host keeps the one ``ViewHost/rowsDidChange(_:in:)`` gives it and asks
/// it for the rows it shows; the connection changes it as the owner's rows change.
@MainActor
public final class SectionRows {
    /// The table or picker view's index in `ViewTree.nodes`.
    public let view: Int
    /// The section's index in its table, or the component's in its picker.
    public let section: Int
    /// Where the rows come from, and their template.
    public let rows: DynamicRows
    /// The section's or component's name, what its selection is read and set by.
    public let name: String?
    /// How a tap checks rows: none, one (a radio group, and a picker component) or any (check boxes).
    public let selectionMode: TableSection.SelectionMode
    /// Whether the rows are a picker component's, whose wheel always rests on a row.
    public let isPickerComponent: Bool
    /// The values checked, kept by value whatever rows there are now, in the order they were checked.
    private var checked: [String] = []
    /// Whether a row's value is its key: the template sets no `value`, so no row needs evaluating for it.
    private let valueIsKey: Bool
    /// What the template reads of the owner rather than the item (`$heading`), and what that was when last read: when
    /// it changes, every row's cell is made anew.
    private let ownerPaths: [[String]]
    private var ownerValues: [BindingValue?] = []
    /// The row keys, in order.
    public private(set) var keys: [String] = []
    /// The same keys, to tell at once whether an appended row's key is taken.
    private var keySet: Set<String> = []
    private var list = RowList.empty
    /// Where each row's item is in `list`, when items with a key already taken were left out; nil when none was.
    private var positions: [Int]?
    private let evaluator: BindingEvaluator
    private weak var owner: (any MarkupOwner)?

    /// The rows of a table's dynamic section `section`.
    convenience init(
        view: Int, section: Int, rows: DynamicRows, name: String?, selectionMode: TableSection.SelectionMode,
        owner: any MarkupOwner, evaluator: BindingEvaluator
    ) {
        self.init(
            view: view, section: section, rows: rows, name: name, selectionMode: selectionMode, isPickerComponent: false,
            owner: owner, evaluator: evaluator)
    }

    /// The rows of a picker's dynamic component `component`: one of them is chosen, as in a single-check section.
    convenience init(
        view: Int, component: Int, rows: DynamicRows, name: String?, owner: any MarkupOwner, evaluator: BindingEvaluator
    ) {
        self.init(
            view: view, section: component, rows: rows, name: name, selectionMode: .singleCheckmark, isPickerComponent: true,
            owner: owner, evaluator: evaluator)
    }

    private init(
        view: Int, section: Int, rows: DynamicRows, name: String?, selectionMode: TableSection.SelectionMode,
        isPickerComponent: Bool, owner: any MarkupOwner, evaluator: BindingEvaluator
    ) {
        self.view = view
        self.section = section
        self.rows = rows
        self.name = name
        self.selectionMode = selectionMode
        self.isPickerComponent = isPickerComponent
        valueIsKey =
            !rows.template.properties.contains { $0.keyPath == "value" }
            && !rows.template.bindings.contains { $0.keyPath == "value" }
        ownerPaths = rows.template.allNodes.flatMap(\.bindings).flatMap(\.expression.keyPaths).filter {
            $0.first != DynamicRows.itemKey
        }
        self.owner = owner
        self.evaluator = evaluator.evaluator(for: ViewTree(root: rows.template))
    }

    /// How many rows there are.
    public var count: Int { keys.count }

    /// Whether the host has been given these rows (the first time, even with none).
    var hasBeenShown = false

    /// The key of row `index`: its item's id as text.
    public func key(at index: Int) -> String { keys[index] }

    /// The row whose key is `key`, if there is one now.
    public func index(ofKey key: String) -> Int? { keys.firstIndex(of: key) }

    /// The item of row `index`.
    public func item(at index: Int) -> Any { list.item(at: positions?[index] ?? index) }

    /// Row `index`'s cell: the template with its bindings evaluated for the row's item (and the owner); in a section
    /// with check marks, with its value and whether it is checked.
    public func cell(at index: Int) -> ViewNode {
        guard let owner else { return rows.template }
        let item = item(at: index)
        var cell = rows.linkingButtons(
            in: rows.template.applying(evaluator.evaluateAll(with: RowScope(item: item, owner: owner))), for: item)
        guard selectionMode != .default else { return cell }
        cell.setDefaultCellValue(keys[index])
        cell.setChecked(cell.cellValue.map(checked.contains) ?? false)
        return cell
    }

    /// Where a tap on row `index` goes: the section's link with the row's values; nil when it has none.
    public func link(at index: Int) -> String? { rows.link(for: item(at: index)) }

    /// Row `index` as a renderer shows it: its key, cell and link.
    public func rowCell(at index: Int) -> RowCell {
        RowCell(key: keys[index], cell: cell(at: index), link: link(at: index))
    }

    /// Row `index`'s value, what selecting it selects: its cell's `value`, or its key.
    public func value(at index: Int) -> String {
        valueIsKey ? keys[index] : cell(at: index).cellValue ?? keys[index]
    }

    // MARK: Check marks

    /// The values of the checked rows there are now, in row order: the section's selection.
    public var checkedValues: [String] {
        guard !checked.isEmpty else { return [] }
        let wanted = Set(checked)
        return (0..<count).lazy.map(value(at:)).filter(wanted.contains)
    }

    /// What the section's (or component's) selection reads: ``checkedValues``; a picker component with none checked
    /// rests on its first row, and reads that row's value.
    public var selectedValues: [String] {
        let checked = checkedValues
        return checked.isEmpty && isPickerComponent && count > 0 ? [value(at: 0)] : checked
    }

    /// What a tap on row `index` does under the section's selection mode: checks it alone (`singleCheckmark`) or
    /// toggles it (`multipleCheckmarks`).
    /// - Returns: the rows whose check changed, to be shown again (none without a selection mode).
    public func check(row index: Int) -> [Int] {
        guard keys.indices.contains(index) else { return [] }
        let value = value(at: index)
        switch selectionMode {
        case .default: return []
        case .singleCheckmark: return setCheckedValues([value])
        case .multipleCheckmarks:
            if let position = checked.firstIndex(of: value) { checked.remove(at: position) } else { checked.append(value) }
            return rowIndices(withValues: [value])
        }
    }

    /// Checks exactly the rows whose value is in `values` (only the first in a `singleCheckmark` section), now and as
    /// rows come: a value no row has yet is checked once one does. Nothing is checked in a section without a mode.
    /// - Returns: the rows whose check changed, to be shown again.
    public func setCheckedValues(_ values: [String]) -> [Int] {
        guard selectionMode != .default else { return [] }
        var seen = Set<String>()
        var new = values.filter { seen.insert($0).inserted }
        if selectionMode == .singleCheckmark { new = Array(new.prefix(1)) }
        let changed = Set(checked).symmetricDifference(new)
        checked = new
        return changed.isEmpty ? [] : rowIndices(withValues: changed)
    }

    private func rowIndices(withValues values: Set<String>) -> [Int] {
        (0..<count).filter { values.contains(value(at: $0)) }
    }

    /// Reads what the template reads of the owner (so that a caller observing the owner hears of its changes), and
    /// tells whether it changed since the rows were last shown: then every row's cell is to be made anew.
    func readOwnerValues() -> Bool {
        guard !ownerPaths.isEmpty, let owner else { return false }
        let values = ownerPaths.map { try? BindingExpression.keyPath($0).evaluate(with: owner) }
        defer { ownerValues = values }
        return hasBeenShown && values != ownerValues
    }

    /// Takes `newList` as the rows, and gives what changed since the rows before. An item whose key an earlier item
    /// has is left out (ids are meant to be unique; two rows with one key could not be told apart).
    func update(to newList: RowList) -> RowChanges {
        // The common change — an item edited in place — keeps every id where it was: the keys stay, only items differ.
        if hasBeenShown, positions == nil, newList.hasSameIDs(as: list) {
            let changed = newList.changedRows(comparedWith: list, upTo: newList.count)
            list = newList
            return RowChanges(keys: keys, updated: changed)
        }
        // The next page appended (a list loaded page by page): only the new rows' keys are made, so that a page costs
        // the rows it adds, not those loaded before it.
        if hasBeenShown, positions == nil, newList.count > list.count, newList.hasPrefixIDs(of: list) {
            var added: [String] = []
            var addedSet = Set<String>()
            for index in list.count..<newList.count {
                let key = newList.key(at: index)
                guard !keySet.contains(key), addedSet.insert(key).inserted else { break }
                added.append(key)
            }
            if added.count == newList.count - list.count {
                let changed = newList.changedRows(comparedWith: list, upTo: list.count)
                let kept = keys.count
                keys += added
                keySet.formUnion(addedSet)
                list = newList
                return RowChanges(keys: keys, updated: changed, keptCount: kept)
            }
        }
        var newKeys: [String] = []
        newKeys.reserveCapacity(newList.count)
        var seen = Set<String>()
        var newPositions: [Int] = []
        for index in 0..<newList.count {
            let key = newList.key(at: index)
            if seen.insert(key).inserted {
                newKeys.append(key)
                newPositions.append(index)
            }
        }
        let positions = newKeys.count == newList.count ? nil : newPositions
        let (oldList, oldPositions) = (list, self.positions)
        let changes = RowChanges(from: keys, to: newKeys) { old, new in
            !newList.hasSameItem(at: positions?[new] ?? new, as: oldList, at: oldPositions?[old] ?? old)
        }
        (list, keys, keySet, self.positions) = (newList, newKeys, seen, positions)
        hasBeenShown = true
        return changes
    }
}
