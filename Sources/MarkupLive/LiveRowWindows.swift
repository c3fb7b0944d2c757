import MarkupKit
import MarkupOwners

/// The rows a page shows of each dynamic section (the first of the owner's rows, as many as it scrolled to), and
/// whether the owner may give more: what a session keeps per section to send only the rows that change.
@MainActor
struct LiveRowWindows {
    private let maximumShownRows: Int
    /// The keys of the rows the page shows, by section.
    private var shown: [RowsAddress: [String]] = [:]
    /// The sections whose `onEndReached` action added no rows since their rows last changed: the owner has no more.
    private var exhausted: Set<RowsAddress> = []
    /// The sections whose `onEndReached` action is running: a page's second ask meanwhile (messages are handled as
    /// they come) does not load the same page twice.
    private var loading: Set<RowsAddress> = []

    init(budget: LiveSession.Budget) { maximumShownRows = budget.maximumShownRows }

    /// The keys of the rows the page shows of `rows`' section.
    func shownKeys(of rows: SectionRows) -> [String] { shown[RowsAddress(rows)] ?? [] }

    /// Whether the owner may give rows past those it holds in `rows` when the page asks (its `onEndReached`): not
    /// once its action added none (until the rows change otherwise), nor past what a page may show.
    func mayLoadMore(_ rows: SectionRows) -> Bool {
        rows.rows.endAction != nil && rows.count < maximumShownRows && !exhausted.contains(RowsAddress(rows))
    }

    /// Whether the owner is loading the rows after `rows`' last.
    func isLoading(_ rows: SectionRows) -> Bool { loading.contains(RowsAddress(rows)) }

    /// Notes that the owner is loading the rows after `rows`' last (`true`) or has answered (`false`).
    mutating func setLoading(_ isLoading: Bool, _ rows: SectionRows) {
        if isLoading { loading.insert(RowsAddress(rows)) } else { loading.remove(RowsAddress(rows)) }
    }

    /// The owner's `onEndReached` added no rows to `rows`: it is not asked again until they change otherwise.
    mutating func markExhausted(_ rows: SectionRows) { exhausted.insert(RowsAddress(rows)) }

    /// `rows` changed: the owner may have more again.
    mutating func rowsChanged(_ rows: SectionRows) { exhausted.remove(RowsAddress(rows)) }

    /// Makes the page show `keys` (the first of `rows`) where it showed `before`: the patches that do it (the
    /// fewest removals, insertions and moves; `isChanged` rows redrawn), then how many rows there are.
    mutating func show(
        _ keys: [String], of rows: SectionRows, before: [String], isChanged: (Int) -> Bool
    ) -> [LiveUpdate.RowPatch] {
        shown[RowsAddress(rows)] = keys
        let (view, section) = (rows.view, rows.section)
        var patches: [LiveUpdate.RowPatch] = []
        for step in RowChanges(from: before, to: keys, isChanged: { _, new in isChanged(new) }).steps {
            switch step {
            case .remove(let key):
                patches.append(.init(view: view, section: section, kind: .remove, key: key))
            case .insert(let key, let index, let after):
                patches.append(
                    .init(view: view, section: section, kind: .insert, key: key, after: after, row: rows.rowCell(at: index)))
            case .move(let key, let after):
                patches.append(.init(view: view, section: section, kind: .move, key: key, after: after))
            case .update(let key, let index):
                patches.append(.init(view: view, section: section, kind: .update, key: key, row: rows.rowCell(at: index)))
            }
        }
        patches.append(
            .init(view: view, section: section, kind: .count, count: rows.count, more: mayLoadMore(rows) ? true : nil))
        return patches
    }
}

/// A dynamic section of a document: its table view's index and its index in the table.
struct RowsAddress: Hashable {
    var view: Int
    var section: Int

    @MainActor init(_ rows: SectionRows) {
        view = rows.view
        section = rows.section
    }
}
