public import Foundation
public import MarkupKit
public import MarkupOwners

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// A document's UIKit views driven by its owner: the owner's outlets point at the views, the controls' events call the
/// actions the document names, a static table's or picker's change of selection tells the owner, and `$` bindings
/// keep the views' properties up to date from an `@Observable` owner. The same owner type drives the live web page.
///
/// <!-- snippet-prelude
/// import MarkupExamples
/// import UIKitShim
/// @MainActor func show(in view: UIView, remote: AirConditionerRemote) async throws {
/// let loader = try ExampleDocuments.loader()
/// …
/// }
/// -->
/// ```swift
/// let tree = try loader.load(named: "AirConditioner", owner: AirConditionerRemote.self)
/// let screen = try MarkupScreen(tree: tree, owner: remote)
/// await screen.appear()
/// view.addSubview(screen.root)
/// ```
@MainActor
public final class MarkupScreen: ViewHost {
    /// The views, by the index of their node in `ViewTree.nodes`.
    public let built: BuiltScreen
    /// The document's root view.
    public var root: UIView { built.root }
    /// Shows an alert: an action's error, or what the owner wants to tell. An app presents a `UIAlertController`;
    /// unset, the alert is only recorded in ``lastAlert``.
    public var alertPresenter: (@MainActor (_ title: String?, _ message: String) -> Void)?
    /// The last alert shown.
    public private(set) var lastAlert: (title: String?, message: String)?
    /// Shows the title the owner gives the screen for what it shows (`MarkupOwner.screenTitle`), once it has appeared:
    /// a `MarkupViewController` makes it its `title`, which its navigation bar shows.
    public var titlePresenter: (@MainActor (_ title: String) -> Void)?
    /// Goes to the screen a tapped row's or button's link names, or an owner's `navigate(to:)` (`employees/10001`, checked by
    /// `ScreenLink`): a `MarkupViewController` pushes the controller its ``ScreenRoutes`` make for it.
    public var linkFollower: (@MainActor (_ link: String) -> Void)?
    /// Returns to the previous screen for an owner's `navigateBack()`: a `MarkupViewController` pops itself from its
    /// navigation controller.
    public var backFollower: (@MainActor () -> Void)?
    /// The time zone the screen's date pickers show their dates in (UIKit's: the device's), which a picker's
    /// `formValue` is written in. Setting it sets each picker's `timeZone`: an instant then shows another clock time,
    /// while a day and a time of day (a picker in date or time mode) stay what they were.
    public var timeZone = TimeZone.current {
        didSet {
            for case let picker as UIDatePicker in built.views { UIKitProperty.show(picker, in: timeZone) }
        }
    }

    /// What the screen's navigation bar shows, as the document declares it (`<?navigationItem?>`,
    /// `<?rightBarButtonItem?>`): a `MarkupViewController` sets its `navigationItem` from it.
    public let navigation: DocumentNavigation?
    /// The tree's nodes, numbered as the views are (`ViewTree.nodes` walks the tree each time).
    private let nodes: [ViewNode]
    private var connection: OwnerConnection?
    private var running: [Task<Void, Never>] = []

    /// Builds `tree`'s views and joins them to `owner`.
    /// - Parameters:
    ///   - tree: the document, checked against the owner's type (`MarkupLoader.load(named:owner:)`).
    ///   - owner: the owner; nil for a screen that has none (its views are only built).
    ///   - builder: what makes the views (with the app's elements registered).
    ///   - evaluator: evaluates the bindings; made with the loader's catalog, formatters and colors.
    /// - Throws: `MarkupError` for what UIKit cannot show (``UIKitViewBuilder/build(_:)``).
    public init(
        tree: ViewTree, owner: (any MarkupOwner)?, builder: UIKitViewBuilder = UIKitViewBuilder(),
        evaluator: BindingEvaluator? = nil
    ) throws(MarkupError) {
        built = try builder.build(tree)
        nodes = tree.nodes
        navigation = tree.navigation
        // A button's link goes where a row's does, owner or not.
        for (index, node) in nodes.enumerated() {
            guard let link = node.link, let control = built.views[index] as? UIControl else { continue }
            control.addAction(UIAction { [weak self] _ in self?.linkFollower?(link) }, for: .primaryActionTriggered)
        }
        guard let owner else { return }
        let connection = OwnerConnection(tree: tree, nodes: nodes, owner: owner, host: self, evaluator: evaluator)
        self.connection = connection
        wire(nodes, to: connection)
    }

    /// The owner the views are joined to.
    public var owner: (any MarkupOwner)? { connection?.owner }

    /// Tells the owner its views are about to show; a screen the owner says is not there is shown as an alert.
    public func appear() async {
        do {
            try await connection?.appear()
        } catch {
            presentAlert(title: nil, message: error.description)
        }
        if let title = owner?.screenTitle { titlePresenter?(title) }
    }

    /// The navigation bar's buttons the document declares, leading first: a tap on one calls its action, as a tap on a
    /// button of the views does (an error is an alert).
    public func barButtonItems() -> [UIBarButtonItem] {
        (navigation?.rightBarButtons ?? []).enumerated().map { index, button in
            let item = UIBarButtonItem(
                primaryAction: UIAction(title: button.title) { [weak self] _ in self?.tapBarButton(index) })
            item.style = button.style == .done ? .done : .plain
            return item
        }
    }

    /// Calls the action of the navigation bar's button `index`.
    public func tapBarButton(_ index: Int) {
        start { [weak self] in try? await self?.connection?.tapBarButton(index) }
    }

    /// Tells the owner its views are about to show, without waiting for it (UIKit's `viewWillAppear(_:)` cannot);
    /// ``finishActions()`` waits for it.
    public func startAppearing() {
        start { [weak self] in await self?.appear() }
    }

    /// Tells the owner its views are on screen.
    public func didAppear() { connection?.didAppear() }

    /// Tells the owner its views have left the screen.
    public func disappear() { connection?.disappear() }

    /// Waits for the actions the views' events started: UIKit calls an action and returns, and the owner's action is
    /// asynchronous.
    public func finishActions() async {
        while !running.isEmpty {
            let tasks = running
            running.removeAll()
            for task in tasks { await task.value }
        }
    }

    /// Starts `work` at once, inside the event that caused it, as UIKit's target–action would: until its first
    /// suspension the owner sees the screen as the user left it, before anything else queued on the main actor (an
    /// answer from a service, say) can change it.
    private func start(_ work: @escaping @MainActor () async -> Void) {
        if #available(macOS 26, iOS 26, tvOS 26, *) {
            running.append(Task.immediate { await work() })
        } else {
            running.append(Task { await work() })
        }
    }

    /// Turns the controls' events, and the static tables' and pickers' selections, into calls to the owner.
    private func wire(_ nodes: [ViewNode], to connection: OwnerConnection) {
        for (index, node) in nodes.enumerated() {
            let view = built.views[index]
            if let control = view as? UIControl {
                var events: [ControlEvent] = []
                for action in node.actions where !events.contains(action.event) { events.append(action.event) }
                for event in events {
                    control.addAction(
                        UIAction { [weak self, weak connection] _ in
                            self?.start { _ = try? await connection?.send(event, fromView: index) }
                        }, for: Self.uiEvent(event))
                }
            }
            if let table = view as? MarkupTableView {
                table.selectionDidChange = { [weak self, weak connection, weak table] section in
                    guard let name = table?.name(forSection: section) else { return }
                    self?.start { try? await connection?.selectionChanged(inSection: name, ofView: index) }
                }
                table.rowSelected = { [weak self, weak connection] section, key in
                    self?.start { try? await connection?.rowAction(.select, row: key, inSection: section, ofView: index) }
                }
                table.rowDeleted = { [weak self, weak connection] section, key in
                    self?.start { try? await connection?.rowAction(.delete, row: key, inSection: section, ofView: index) }
                }
                table.linkFollowed = { [weak self] link in self?.linkFollower?(link) }
                table.endReached = { [weak connection] rows in (try? await connection?.reachEnd(of: rows)) ?? false }
            }
            if let picker = view as? MarkupPickerView {
                picker.selectionDidChange = { [weak self, weak connection, weak picker] component in
                    guard let name = picker?.name(forComponent: component) else { return }
                    self?.start { try? await connection?.selectionChanged(inSection: name, ofView: index) }
                }
            }
        }
    }

    static func uiEvent(_ event: ControlEvent) -> UIControl.Event {
        switch event {
        case .touchDown: .touchDown
        case .touchDownRepeat: .touchDownRepeat
        case .touchDragInside: .touchDragInside
        case .touchDragOutside: .touchDragOutside
        case .touchDragEnter: .touchDragEnter
        case .touchDragExit: .touchDragExit
        case .touchUpInside: .touchUpInside
        case .touchUpOutside: .touchUpOutside
        case .touchCancel: .touchCancel
        case .valueChanged: .valueChanged
        case .primaryActionTriggered: .primaryActionTriggered
        case .editingDidBegin: .editingDidBegin
        case .editingChanged: .editingChanged
        case .editingDidEnd: .editingDidEnd
        case .editingDidEndOnExit: .editingDidEndOnExit
        case .allTouchEvents: .allTouchEvents
        case .allEditingEvents: .allEditingEvents
        case .allEvents: .allEvents
        }
    }

    // MARK: ViewHost

    public func value(of keyPath: String, inView index: Int) -> PropertyValue? {
        guard built.views.indices.contains(index) else { return nil }
        if keyPath == "hidden" || keyPath == "isHidden" { return .bool(built.views[index].isHidden) }
        return property(keyPath, ofView: index).flatMap { $0.property.get($0.object) }
    }

    public func setValue(_ value: PropertyValue, of keyPath: String, inView index: Int) {
        guard built.views.indices.contains(index) else { return }
        let view = built.views[index]
        if LayoutAttributes.isLayoutAttribute(keyPath) {
            view.setLayoutAttribute(keyPath, to: value, at: nodes[index].location)
            return
        }
        guard let (object, property) = property(keyPath, ofView: index) else { return }
        _ = property.set(object, value)
        // Without Auto Layout nothing lays out again by itself: the chain of layout views the view is in does.
        (view.superview as? any LayoutContainer)?.setNeedsLayout()
        view.setNeedsLayout()
    }

    public func selectedValues(inSection section: String, ofView index: Int) -> [String] {
        guard built.views.indices.contains(index) else { return [] }
        switch built.views[index] {
        case let table as MarkupTableView: return table.values(forSection: section)
        case let picker as MarkupPickerView: return picker.value(forComponent: section).map { [$0] } ?? []
        default: return []
        }
    }

    public func selectValues(_ values: [String], inSection section: String, ofView index: Int) {
        guard built.views.indices.contains(index) else { return }
        switch built.views[index] {
        case let table as MarkupTableView: table.setValues(values, forSection: section)
        case let picker as MarkupPickerView: picker.setValue(values.first, forComponent: section)
        default: break
        }
    }

    public func rowsDidChange(_ changes: RowChanges, in rows: SectionRows) {
        guard built.views.indices.contains(rows.view) else { return }
        switch built.views[rows.view] {
        case let table as MarkupTableView: table.rowsDidChange(changes, in: rows)
        case let picker as MarkupPickerView: picker.rowsDidChange(changes, in: rows)
        default: break
        }
    }

    public func presentAlert(title: String?, message: String) {
        lastAlert = (title, message)
        alertPresenter?(title, message)
    }

    public func navigate(to link: String) {
        if let problem = ScreenLink.problem(with: link) {
            presentAlert(title: nil, message: ScreenLink.noScreenMessage(for: link, problem: problem))
            return
        }
        linkFollower?(link)
    }

    public func navigateBack() {
        backFollower?()
    }

    private func property(_ keyPath: String, ofView index: Int) -> (object: AnyObject, property: UIKitProperty)? {
        built.lookup.property(keyPath, of: built.views[index], element: nodes[index].element)
    }
}
