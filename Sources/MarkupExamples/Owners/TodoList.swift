import Foundation
public import KiloClient
public import MarkupOwners
public import Observation

/// A to-do as the list shows it: what `GET /todos` answers, less what the list does not show.
public struct TodoItem: Identifiable, Equatable, Codable, Sendable, KeyPathBindingSource {
    /// The to-do's number.
    public var id: Int
    /// What to do.
    public var title: String
    /// Whether it is done.
    public var done: Bool
    /// The day it is due, if it is: the same day in every time zone.
    public var due: LocalDate?

    /// A to-do.
    public init(id: Int, title: String, done: Bool, due: LocalDate? = nil) {
        self.id = id
        self.title = title
        self.done = done
        self.due = due
    }

    /// What the row says under the title: the day it is due, as ISO 8601 writes it (no formatter, whose time zone
    /// could show another day), or nothing.
    public var dueText: String { due.map { "Due \($0)" } ?? "" }

    public static var bindingKeyPaths: [String: PartialKeyPath<TodoItem>] {
        ["id": \.id, "title": \.title, "done": \.done, "dueText": \.dueText]
    }
}

/// The owner of `Todos.xml`: the to-do service's list, a field that adds one (Return or Add), check boxes that check
/// one off or on, and Delete. Every change goes through the service and the list is what the service answers — the
/// rows its to-dos, the section's selection the numbers of those done; while the list shows it hears what the service
/// has every ``pollInterval``, so that a change made elsewhere (another page, `curl -X POST /todos`) appears — through
/// one `SharedPoll` per service for every list that shows, so that 64 open pages ask the service once per interval,
/// not 64 times.
@MainActor @MarkupOwner @Observable
public final class TodoList {
    /// The to-dos, oldest first: the rows of the document's dynamic section.
    @Rows public private(set) var todos: [TodoItem] = []
    @Outlet let tableView = ViewHandle<Elements.TableView>()
    @Outlet let titleField = ViewHandle<Elements.TextField>()
    @Outlet let activityIndicator = ViewHandle<Elements.ActivityIndicatorView>()

    @ObservationIgnored private let proxy: WebServiceProxy
    @ObservationIgnored private var subscription: SharedPoll<[TodoItem]>.Subscription?
    /// How many changes have been sent: a list asked for before a change was sent may predate it, and showing it would
    /// undo the user's check on screen until the next poll.
    @ObservationIgnored private var changesSent = 0
    /// When the last change was sent, and again when the service answered it: a polled list asked for before the
    /// answer may predate the change too (one asked for while a PATCH was on its way showed a to-do checked again).
    @ObservationIgnored private var lastChangeSent: ContinuousClock.Instant?
    /// The poll of each to-do service, by its address: shared by every list of it that shows.
    static var polls: [URL: SharedPoll<[TodoItem]>] = [:]
    /// How often the list asks the service for its to-dos while it shows.
    @ObservationIgnored public var pollInterval = Duration.milliseconds(500)
    /// The most to-dos the list loads (ten pages of 100).
    static let maximumTodos = 1_000

    /// A list for the to-do service that `proxy` reaches (at `/todos`).
    public init(proxy: WebServiceProxy) {
        self.proxy = proxy
    }

    public func viewWillAppear() async throws {
        activityIndicator.isAnimating = true
        defer { activityIndicator.isAnimating = false }
        try await refresh()
    }

    public func viewDidAppear() {
        let proxy = self.proxy
        let poll = Self.polls[proxy.baseURL] ?? SharedPoll(every: pollInterval) { try await Self.load(from: proxy) }
        Self.polls[proxy.baseURL] = poll
        // The shortest interval any list asks for.
        poll.interval = min(poll.interval, pollInterval)
        subscription = poll.subscribe(self) { list, loaded, started in
            // A list fetched before this list's last change was sent may predate it.
            guard list.lastChangeSent.map({ started > $0 }) ?? true else { return }
            list.show(loaded)
        }
    }

    public func viewDidDisappear() {
        subscription?.cancel()
        subscription = nil
    }

    /// Loads the to-dos, a page of 100 at a time, and shows them, those done checked.
    func refresh() async throws {
        let asked = changesSent
        let loaded = try await Self.load(from: proxy)
        guard asked == changesSent else { return }
        show(loaded)
    }

    /// The service's to-dos, a page of 100 at a time, at most ``maximumTodos``.
    static func load(from proxy: WebServiceProxy) async throws -> [TodoItem] {
        struct Page: Decodable {
            var items: [TodoItem]
            var next: String?
        }
        var loaded: [TodoItem] = []
        var after: String?
        repeat {
            var arguments: [String: any Sendable] = ["limit": 100]
            if let after { arguments["after"] = after }
            let page: Page = try await proxy.invoke(.get, path: "/todos", arguments: arguments)
            loaded += page.items
            after = page.next
        } while after != nil && loaded.count < Self.maximumTodos
        return loaded
    }

    /// Shows `loaded`, those done checked.
    private func show(_ loaded: [TodoItem]) {
        if loaded != todos { todos = loaded }
        tableView[selectedValuesIn: "todos"] = todos.filter(\.done).map { String($0.id) }
    }

    /// Adds the to-do typed in the field; the service says what a title may be.
    @Action func add() async throws {
        let title = titleField.text ?? ""
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        try await sendingChange { try await proxy.invoke(.post, path: "/todos", body: .json(["title": title])) }
        titleField.text = ""
        try await refresh()
    }

    /// Checks a to-do off, or on again: sends the service each to-do whose check the user changed (the one tapped),
    /// then shows what the service has, which undoes a check it refused.
    public func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws {
        let checked = Set(table[selectedValuesIn: section])
        changesSent += 1
        do {
            try await sendingChange {
                for todo in todos where checked.contains(String(todo.id)) != todo.done {
                    try await proxy.invoke(.patch, path: "/todos/{id}", keys: ["id": todo.id], arguments: ["done": !todo.done])
                }
            }
        } catch {
            try? await refresh()
            throw error
        }
        try await refresh()
    }

    /// Deletes a to-do.
    @Action func remove(_ todo: TodoItem) async throws {
        try await sendingChange { try await proxy.invoke(.delete, path: "/todos/{id}", keys: ["id": todo.id]) }
        try await refresh()
    }

    /// Sends a change to the service, noting when it was sent and when it was answered (``lastChangeSent``).
    private func sendingChange(_ send: () async throws -> Void) async throws {
        lastChangeSent = .now
        defer { lastChangeSent = .now }
        try await send()
    }
}

/// The owner of `Todo.xml`: one to-do, its own page (`/ui/todos/7`) — its title, whether it is done, and the day it is
/// due, on a date picker in date mode: a `LocalDate` from the service's `DATE` column to the wheel and back, the same
/// day in every time zone. Save replaces the to-do (`PUT /todos/7`); a number the service does not have is a 404 page.
@MainActor @MarkupOwner @Observable
public final class TodoSheet {
    /// The to-do's title as last saved: the screen's title.
    public private(set) var savedTitle = ""
    /// The screen's title: the to-do's, once loaded.
    public var screenTitle: String? { savedTitle.isEmpty ? nil : savedTitle }
    @Outlet let titleField = ViewHandle<Elements.TextField>()
    @Outlet let doneSwitch = ViewHandle<Elements.Switch>()
    @Outlet let dueSwitch = ViewHandle<Elements.Switch>()
    @Outlet let duePicker = ViewHandle<Elements.DatePicker>()
    @Outlet let statusLabel = ViewHandle<Elements.Label>()

    @ObservationIgnored private let proxy: WebServiceProxy
    @ObservationIgnored private let number: Int

    /// The sheet of the to-do numbered `key` (the last part of its screen's path).
    /// - Throws: `ScreenNotFound` when `key` is not a to-do number.
    public init(key: String, proxy: WebServiceProxy) throws(ScreenNotFound) {
        number = try ScreenNotFound.positiveNumber(key, expected: "a to-do number")
        self.proxy = proxy
    }

    public func viewWillAppear() async throws {
        let found: TodoItem? = try await proxy.invoke(.get, path: "/todos/{id}", keys: ["id": number])
        guard let todo = found else { throw ScreenNotFound("There is no to-do \(number).") }
        show(todo)
    }

    private func show(_ todo: TodoItem) {
        savedTitle = todo.title
        titleField.text = todo.title
        doneSwitch.isOn = todo.done
        dueSwitch.isOn = todo.due != nil
        // Without a due date, the picker offers today where it is shown.
        duePicker.day = todo.due ?? LocalDate(Date(), in: duePicker.timeZone)
        duePicker.isHidden = todo.due == nil
    }

    /// Shows the picker when the to-do has a due date, hides it when not.
    @Action func dueSwitched() {
        duePicker.isHidden = !dueSwitch.isOn
    }

    /// Replaces the to-do with what the screen shows; the service says what a title may be.
    @Action func save() async throws {
        struct Replacement: Encodable {
            var title: String
            var done: Bool
            var due: LocalDate?
        }
        let replacement = Replacement(
            title: titleField.text ?? "", done: doneSwitch.isOn, due: dueSwitch.isOn ? duePicker.day : nil)
        let saved: TodoItem? = try await proxy.invoke(
            .put, path: "/todos/{id}", keys: ["id": number], body: .json(replacement))
        guard let saved else { throw ScreenNotFound("There is no to-do \(number).") }
        show(saved)
        statusLabel.text = saved.due.map { "Saved: due \($0)." } ?? "Saved: no due date."
    }

    /// Removes the to-do and goes back to the list, which no longer shows it.
    @Action func delete() async throws {
        try await proxy.invoke(.delete, path: "/todos/{id}", keys: ["id": number])
        navigateBack()
    }
}
