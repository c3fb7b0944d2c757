public import MarkupKit
public import MarkupOwners

/// The owner's side of a session: what it reads and sets goes to the session's views and, as updates, to the page.
extension LiveSession {

    public func value(of keyPath: String, inView index: Int) -> PropertyValue? {
        guard document.views.indices.contains(index) else { return nil }
        return state.properties[index][document.loader.catalog.canonicalKeyPath(keyPath, of: document.views[index].element)]
    }

    public func setValue(_ value: PropertyValue, of keyPath: String, inView index: Int) {
        guard document.views.indices.contains(index) else { return }
        let key = document.loader.catalog.canonicalKeyPath(keyPath, of: document.views[index].element)
        guard state.properties[index][key] != value else { return }
        state.store(value, for: key, inView: index)
        pending.set(key, to: LiveValue(value), inView: index)
        scheduleFlush()
    }

    public func selectedValues(inSection section: String, ofView index: Int) -> [String] {
        if let rows = connection?.rows(named: section, ofView: index) { return rows.selectedValues }
        return state.selections[index]?[section] ?? []
    }

    public func selectValues(_ values: [String], inSection section: String, ofView index: Int) {
        if let rows = connection?.rows(named: section, ofView: index) {
            let changed = rows.setCheckedValues(values)
            if !changed.isEmpty { rowsDidChange(RowChanges(keys: rows.keys, updated: changed), in: rows) }
            return
        }
        guard let choices = document.choices[index]?[section] else { return }
        // As UIKit does, a value the section or component does not offer selects nothing.
        var values = values.filter(choices.values.contains)
        if !choices.allowsMany { values = Array(values.prefix(1)) }
        guard state.selections[index]?[section] != values else { return }
        state.selections[index]?[section] = values
        pending.select(values, inSection: section, ofView: index)
        scheduleFlush()
    }

    public func rowsDidChange(_ changes: RowChanges, in rows: SectionRows) {
        let before = rowWindows.shownKeys(of: rows)
        rowWindows.rowsChanged(rows)
        // The page shows the first rows of the section: as many as it showed, and at least the first page's worth; of
        // a picker component, all it may.
        let updated = Set(changes.updates.map(\.to))
        let count = isPicker(rows) ? budget.maximumPickerRows : max(before.count, budget.initialRows)
        showRows(Array(rows.keys.prefix(count)), of: rows, before: before, isChanged: { updated.contains($0) })
    }

    /// Makes the page show the rows `keys` (the first of `rows`) where it showed `before`, and tells it how many
    /// rows there are.
    func showRows(_ keys: [String], of rows: SectionRows, before: [String], isChanged: (Int) -> Bool) {
        pending.rows += rowWindows.show(keys, of: rows, before: before, isChanged: isChanged)
        scheduleFlush()
    }

    public func presentAlert(title: String?, message: String) {
        pending.alerts.append(LiveUpdate.Alert(title: title, message: message))
        scheduleFlush()
    }

    public func navigate(to link: String) {
        if let problem = ScreenLink.problem(with: link) {
            // The owner's mistake, shown where it is made.
            presentAlert(title: nil, message: ScreenLink.noScreenMessage(for: link, problem: problem))
            return
        }
        pending.navigation = .to(link)
        scheduleFlush()
    }

    public func navigateBack() {
        pending.navigation = .back
        scheduleFlush()
    }
}
