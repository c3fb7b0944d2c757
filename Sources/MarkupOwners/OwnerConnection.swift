import Foundation
public import MarkupKit
import Observation

/// A document's views joined to their owner through a host: the owner's outlets point at the host's views, and the
/// events the host reports call the actions the document names for them.
///
/// This is the runtime half that the Objective-C runtime did for MarkupKit (`setValue(_:forKey:)` for outlets,
/// `addTarget(_:action:for:)` for actions), written once for every host: a live page and UIKit views alike.
@MainActor
public final class OwnerConnection {
    /// The document.
    public let tree: ViewTree
    /// Its owner.
    public let owner: any MarkupOwner
    /// The document's views, numbered as hosts number them.
    public let views: [ViewNode]
    private weak var host: (any ViewHost)?
    /// Keeps the `$` bindings of an `@Observable` owner up to date.
    private var bindings: LiveBindings?
    /// The dynamic sections' and picker components' rows, in document order.
    public private(set) var sectionRows: [SectionRows] = []
    /// The sections whose rows changed and are to be read again (by index in `sectionRows`).
    private let staleRows = ChangeQueue()

    /// Connects every `id` of `tree` to its outlet of `owner`, with views shown by `host`, and sets every `$`
    /// binding's property from the owner: once, or whenever what it read changes when the owner is `@Observable`.
    ///
    /// Check the tree against the owner first (`MarkupLoader.load(_:file:owner:)`): an `id` the owner lacks is left
    /// unconnected here. A binding that cannot be evaluated leaves its property as the document sets it, as
    /// MarkupKit did. `evaluator` should be made with the loader's catalog, formatters and colors. A host that
    /// keeps `tree.nodes` already passes them as `nodes`, so that many connections to one document share them.
    public init(
        tree: ViewTree, nodes: [ViewNode]? = nil, owner: any MarkupOwner, host: any ViewHost, evaluator: BindingEvaluator? = nil
    ) {
        self.tree = tree
        self.owner = owner
        self.host = host
        OwnerHosts.register(owner, shownBy: host)
        views = nodes ?? tree.nodes
        for (index, view) in views.enumerated() {
            guard let name = view.outlet else { continue }
            _ = owner.connectOutlet(named: name, to: ViewReference(host: host, index: index, element: view.element))
        }
        let evaluator = evaluator ?? BindingEvaluator(tree: tree)
        for (index, view) in views.enumerated() {
            switch view.content {
            case .table(let sections):
                for (section, content) in sections.enumerated() {
                    guard let rows = content.dynamicRows else { continue }
                    sectionRows.append(
                        SectionRows(
                            view: index, section: section, rows: rows, name: content.name, selectionMode: content.selectionMode,
                            owner: owner, evaluator: evaluator))
                }
            case .picker(let components):
                for (component, content) in components.enumerated() {
                    guard let rows = content.dynamicRows else { continue }
                    sectionRows.append(
                        SectionRows(
                            view: index, component: component, rows: rows, name: content.name, owner: owner,
                            evaluator: evaluator))
                }
            default:
                break
            }
        }
        for index in sectionRows.indices { readRows(index) }
        guard !evaluator.targets.isEmpty else { return }
        if let observable = owner as? any AnyObject & Observable {
            bindings = LiveBindings(tree: tree, owner: observable, evaluator: evaluator) { [weak host] update in
                host.map { Self.apply(update, to: $0) }
            }
        } else {
            for update in evaluator.evaluateAll(with: owner) { Self.apply(update, to: host) }
        }
    }

    /// Reads the owner's rows for `sectionRows[index]` and shows what changed; an `@Observable` owner's next change
    /// to them reads them again, on the main actor after the turn that made it (so that many changes made at once are
    /// shown as one).
    private func readRows(_ index: Int) {
        let rows = sectionRows[index]
        let source = rows.rows.source
        let list: RowList
        var ownerChanged = false
        if owner is any Observable {
            list = withObservationTracking {
                ownerChanged = rows.readOwnerValues()
                return owner.rows(named: source) ?? .empty
            } onChange: { [staleRows, weak self] in
                if staleRows.add(index) { Task { @MainActor [weak self] in self?.readStaleRows() } }
            }
        } else {
            list = owner.rows(named: source) ?? .empty
        }
        let isFirst = !rows.hasBeenShown
        let changes = rows.update(to: list)
        if !changes.isEmpty || isFirst { host?.rowsDidChange(changes, in: rows) }
        // The template shows something of the owner's that changed: every row shows it anew.
        if ownerChanged, rows.count > 0 {
            host?.rowsDidChange(RowChanges(keys: rows.keys, updated: Array(0..<rows.count)), in: rows)
        }
    }

    /// Reads the rows that changed and have not been read since.
    private func readStaleRows() {
        for index in staleRows.takeAll() { readRows(index) }
    }

    /// Shows now what the owner changed in this turn — bindings and rows — rather than after it: what a host does once
    /// an event's actions have run, so that their changes go out with the event's own.
    public func showChanges() {
        bindings?.flush()
        readStaleRows()
    }

    /// The dynamic section `section` of table view `view` (or component `section` of picker view `view`).
    public func rows(inSection section: Int, ofView view: Int) -> SectionRows? {
        sectionRows.first { $0.view == view && $0.section == section }
    }

    /// The dynamic section named `name` of table view `view` (or component of picker view `view`).
    public func rows(named name: String, ofView view: Int) -> SectionRows? {
        sectionRows.first { $0.view == view && $0.name == name }
    }

    /// Tells the owner the user selected the row `key` of dynamic section `section` of table view `view` (its
    /// `onSelect` action, with the row's item), or deleted it (`onDelete`); or, in a section with check marks,
    /// checks the row as its mode says, shows the rows whose check changed, and tells the owner the selection changed.
    /// An error the owner throws is an alert.
    /// - Throws: ``OwnerConnectionError`` when there is no such section or row now (the row went while the page
    ///   still showed it), the section has no such action (or no check marks), or the owner lacks it.
    public func rowAction(
        _ action: RowAction, row key: String, inSection section: Int, ofView view: Int
    ) async throws(OwnerConnectionError) {
        guard let rows = rows(inSection: section, ofView: view) else { throw .unknownRows(section: section, view: view) }
        guard let index = rows.index(ofKey: key) else { throw .unknownRow(key, section: section, view: view) }
        if action == .check {
            guard rows.selectionMode != .default else { throw .noRowAction(action, section: section, view: view) }
            let changed = rows.check(row: index)
            if !changed.isEmpty { host?.rowsDidChange(RowChanges(keys: rows.keys, updated: changed), in: rows) }
            if let name = rows.name { try await selectionChanged(inSection: name, ofView: view) }
            return
        }
        guard let name = action == .select ? rows.rows.selectAction : rows.rows.deleteAction else {
            throw .noRowAction(action, section: section, view: view)
        }
        do {
            guard try await owner.performAction(named: name, item: rows.item(at: index)) else {
                throw OwnerConnectionError.unknownAction(name, owner: type(of: owner).ownerDescription.typeName)
            }
        } catch let error as OwnerConnectionError {
            throw error
        } catch {
            present(error)
        }
    }

    /// Tells the owner the person reached the last of the rows it holds in `rows` (the section's `onEndReached`
    /// action, which loads the next page), and shows the rows it added. An error the owner throws is an alert.
    /// - Returns: whether the section has more rows now: false (always, for a section without `onEndReached`) means
    ///   the owner has no more to give.
    /// - Throws: ``OwnerConnectionError/unknownAction(_:owner:)`` when the owner lacks the action (a document not
    ///   checked against it).
    public func reachEnd(of rows: SectionRows) async throws(OwnerConnectionError) -> Bool {
        guard let name = rows.rows.endAction else { return false }
        let before = rows.count
        try await perform(name, sender: nil)
        showChanges()
        return rows.count > before
    }

    private static func apply(_ update: BindingUpdate, to host: any ViewHost) {
        guard case .success(let value?) = update.result else { return }
        host.setValue(value, of: update.target.binding.keyPath, inView: update.target.node)
    }

    /// Tells the owner its views are about to show (``MarkupOwner/viewWillAppear()``); an error it throws is shown
    /// as an alert, but for ``ScreenNotFound``, which is the host's to show (a live page answers 404).
    /// - Throws: the owner's ``ScreenNotFound``.
    public func appear() async throws(ScreenNotFound) {
        do {
            try await owner.viewWillAppear()
        } catch let notFound as ScreenNotFound {
            throw notFound
        } catch {
            present(error)
        }
        // What the owner loaded goes with the views it is about to show, not a turn later.
        showChanges()
    }

    /// Tells the owner its views are on screen (``MarkupOwner/viewDidAppear()``).
    public func didAppear() {
        owner.viewDidAppear()
    }

    /// Tells the owner its views are gone (``MarkupOwner/viewDidDisappear()``).
    public func disappear() {
        owner.viewDidDisappear()
    }

    /// Calls the actions that view `index` names for `event` (an `allEvents`, `allTouchEvents` or
    /// `allEditingEvents` attribute names them too), in document order, passing the view as the sender where the
    /// attribute asks. An error an action throws is shown as an alert.
    /// - Returns: how many actions ran.
    /// - Throws: ``OwnerConnectionError`` when there is no such view, or the owner does not have an action the view
    ///   names (a document not checked against it).
    @discardableResult
    public func send(_ event: ControlEvent, fromView index: Int) async throws(OwnerConnectionError) -> Int {
        try await send([event], fromView: index)
    }

    /// Calls the actions that view `index` names for any of `events`, the events UIKit sends for one gesture (a
    /// button's `touchUpInside` and `primaryActionTriggered`): each action once, in document order, as
    /// the single event's form does.
    @discardableResult
    public func send(_ events: [ControlEvent], fromView index: Int) async throws(OwnerConnectionError) -> Int {
        guard views.indices.contains(index) else { throw .unknownView(index, count: views.count) }
        let view = views[index]
        var performed = 0
        for action in view.actions where events.contains(where: action.event.includes) {
            let sender = action.takesSender ? host.map { ViewReference(host: $0, index: index, element: view.element) } : nil
            guard !action.takesSender || sender != nil else { continue }
            try await perform(action.handler, sender: sender)
            performed += 1
        }
        return performed
    }

    /// Calls the action of bar button `index` of the screen's navigation bar (`<?rightBarButtonItem?>`, leading first).
    /// An error the action throws is shown as an alert.
    /// - Throws: ``OwnerConnectionError`` when the bar has no such button, or the owner does not have its action (a
    ///   document not checked against it).
    public func tapBarButton(_ index: Int) async throws(OwnerConnectionError) {
        let buttons = tree.navigation?.rightBarButtons ?? []
        guard buttons.indices.contains(index) else { throw .unknownBarButton(index, count: buttons.count) }
        try await perform(buttons[index].action, sender: nil)
    }

    /// Calls the owner's action `name`; an error the action throws is shown as an alert.
    /// - Throws: ``OwnerConnectionError/unknownAction(_:owner:)`` when the owner does not have it.
    private func perform(_ name: String, sender: ViewReference?) async throws(OwnerConnectionError) {
        do {
            guard try await owner.performAction(named: name, sender: sender) else {
                throw OwnerConnectionError.unknownAction(name, owner: type(of: owner).ownerDescription.typeName)
            }
        } catch let error as OwnerConnectionError {
            throw error
        } catch {
            present(error)
        }
    }

    /// Tells the owner the user changed the selection of section `section` of table view `index`, or of component
    /// `section` of picker view `index` (the host has recorded the new selection). An error the owner throws is shown
    /// as an alert.
    /// - Throws: ``OwnerConnectionError`` when there is no such view, or it has no section or component of that name.
    public func selectionChanged(inSection section: String, ofView index: Int) async throws(OwnerConnectionError) {
        guard views.indices.contains(index) else { throw .unknownView(index, count: views.count) }
        let isTable: Bool
        let isPicker: Bool
        switch views[index].content {
        case .table(let sections): (isTable, isPicker) = (sections.contains { $0.name == section }, false)
        case .picker(let components): (isTable, isPicker) = (false, components.contains { $0.name == section })
        default: (isTable, isPicker) = (false, false)
        }
        guard isTable || isPicker else { throw .unknownSection(section, view: index) }
        guard let host else { return }
        let reference = ViewReference(host: host, index: index, element: views[index].element)
        do {
            if isTable {
                try await owner.tableView(ViewHandle(reference), didChangeSelectionIn: section)
            } else {
                try await owner.pickerView(ViewHandle(reference), didSelectValueIn: section)
            }
        } catch {
            present(error)
        }
    }

    private func present(_ error: any Error) {
        let message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        host?.presentAlert(title: nil, message: message)
    }
}

/// What a dynamic section's row can call on the owner.
public enum RowAction: String, Sendable, Hashable {
    /// A tap on the row: the section's `onSelect`.
    case select
    /// Deleting the row: the section's `onDelete`.
    case delete
    /// A tap on a row of a section with check marks: checks it as the section's `<?sectionSelectionMode?>` says.
    case check

    /// What the section must name or have for the action, as its errors say it.
    public var requirement: String {
        switch self {
        case .select: "an onSelect action"
        case .delete: "an onDelete action"
        case .check: "check marks (<?sectionSelectionMode?>)"
        }
    }
}

/// Why an event could not be delivered to an owner.
public enum OwnerConnectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The event names a view the document does not have.
    case unknownView(Int, count: Int)
    /// The document names an action the owner does not have.
    case unknownAction(String, owner: String)
    /// The event names a table section or picker component the view does not have.
    case unknownSection(String, view: Int)
    /// The event names a dynamic section the view does not have.
    case unknownRows(section: Int, view: Int)
    /// The event names a row the section does not have now: it went while the page still showed it.
    case unknownRow(String, section: Int, view: Int)
    /// The section names no action for this.
    case noRowAction(RowAction, section: Int, view: Int)
    /// The event names a bar button the screen's navigation bar does not have.
    case unknownBarButton(Int, count: Int)

    public var description: String {
        switch self {
        case .unknownView(let index, let count): "there is no view \(index): the document has \(count) views"
        case .unknownAction(let name, let owner): "\(owner) has no action '\(name)'"
        case .unknownSection(let name, let view): "view \(view) has no table section or picker component named '\(name)'"
        case .unknownRows(let section, let view): "section \(section) of view \(view) is no dynamic section"
        case .unknownRow(let key, let section, let view):
            "section \(section) of view \(view) has no row '\(key)' now (it may have gone since the page showed it)"
        case .noRowAction(let action, let section, let view):
            "section \(section) of view \(view) has no \(action.requirement)"
        case .unknownBarButton(let index, let count):
            "there is no bar button \(index): the navigation bar has \(count)"
        }
    }
}

extension ControlEvent {
    /// Whether an attribute for this event handles `event`: the same event, or a group that holds it.
    func includes(_ event: ControlEvent) -> Bool {
        switch self {
        case event, .allEvents: true
        case .allTouchEvents: event.rawValue.hasPrefix("touch")
        case .allEditingEvents: event.rawValue.hasPrefix("editing")
        default: false
        }
    }
}
