public import MarkupKit
public import MarkupRuntime

/// One page's live state on the server: its document's views as the page shows them, the owner that drives them,
/// and the changes not yet sent to the page.
///
/// The session is the page's `ViewHost`: an owner that sets a property changes the session's copy and queues a
/// ``LiveUpdate``; a message from the page is checked against the document (the view, each property and the type of
/// its value) before it changes anything or reaches the owner. The changes a message or ``start()`` makes go to the
/// page as one update; changes the owner makes at other times (a timer, a reply that came later) go as one update per
/// turn of the main actor.
///
/// A session outlives the connection that carries its updates: ``connect()`` gives each new connection its stream
/// and ends the last one's. Updates made while no page is connected are not kept — ``version`` tells a page that
/// reconnects whether it missed any, and ``currentTree`` is what it should show then — but alerts are.
@MainActor
public final class LiveSession: ViewHost {
    /// The session's id, which the page names in its requests.
    nonisolated public let id: String
    /// The document as the page opened: shared with the page's other sessions.
    public let document: LiveDocument
    private var properties: [[String: PropertyValue]]
    private var selections: [Int: [String: [String]]]
    private var connection: OwnerConnection?
    private var pending = LiveUpdate()
    private var flushScheduled = false
    private var undeliveredAlerts: [LiveUpdate.Alert] = []
    private var sink: (token: Int, continuation: AsyncStream<LiveUpdate>.Continuation)?
    private var connections = 0

    /// How many updates the session has made: the page's version of it is the last update it applied.
    public private(set) var version = 0
    /// Whether a page's connection is taking the updates.
    public var isConnected: Bool { sink != nil }
    /// When a page last sent a message, connected or went away.
    public private(set) var lastActivity = ContinuousClock.now

    /// A session of `document` driven by `owner`.
    public init(id: String, document: LiveDocument, owner: any MarkupOwner) {
        self.id = id
        self.document = document
        properties = document.properties
        selections = document.selections
        let loader = document.loader
        let evaluator = BindingEvaluator(
            tree: document.tree, catalog: loader.catalog, formatters: loader.formatters, colors: loader.colors)
        connection = OwnerConnection(tree: document.tree, nodes: document.views, owner: owner, host: self, evaluator: evaluator)
    }

    /// Tells the owner its views are about to show, and sends what it set.
    public func start() async {
        await connection?.appear()
        flush()
    }

    /// Applies a page's message: the user's changes, then the event or selection they lead to.
    /// - Throws: ``LiveMessageError`` when the message names a view, property, section or value the document does
    ///   not have; nothing has changed then.
    public func handle(_ message: LiveMessage) async throws(LiveMessageError) {
        lastActivity = .now
        switch message {
        case .event(let index, let events, let values):
            guard document.views.indices.contains(index) else { throw .unknownView(index) }
            let changes = try converted(values, for: document.views[index])
            for (keyPath, value) in changes { properties[index][keyPath] = value }
            do {
                try await connection?.send(events, fromView: index)
            } catch {
                throw LiveMessageError(error)
            }
        case .selection(let index, let section, let values):
            guard document.views.indices.contains(index) else { throw .unknownView(index) }
            guard let choices = document.choices[index]?[section] else { throw .unknownSection(section, view: index) }
            if let problem = choices.problem(with: values) { throw .invalidSelection(section, view: index, reason: problem) }
            selections[index]?[section] = values
            do {
                try await connection?.selectionChanged(inSection: section, ofView: index)
            } catch {
                throw LiveMessageError(error)
            }
        }
        flush()
    }

    /// The updates for a page's new connection, starting with the alerts no page has shown yet; the connection
    /// before it, if any, ends. The stream ends when ``close()`` is called or another page connects.
    public func connect() -> AsyncStream<LiveUpdate> {
        lastActivity = .now
        sink?.continuation.finish()
        connections += 1
        let token = connections
        let (stream, continuation) = AsyncStream.makeStream(of: LiveUpdate.self, bufferingPolicy: .unbounded)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.disconnected(token) }
        }
        sink = (token, continuation)
        if !undeliveredAlerts.isEmpty {
            var update = LiveUpdate()
            update.version = version
            update.alerts = undeliveredAlerts
            undeliveredAlerts = []
            continuation.yield(update)
        }
        return stream
    }

    private func disconnected(_ token: Int) {
        guard sink?.token == token else { return }
        sink = nil
        lastActivity = .now
    }

    /// Ends the session: its page's stream of updates ends, and the owner hears its views are gone.
    public func close() {
        sink?.continuation.finish()
        sink = nil
        connection?.disappear()
        connection = nil
    }

    /// The document as the page should show it now: every property and selection as the user and the owner left
    /// them, with no bindings left to evaluate.
    public var currentTree: ViewTree {
        var current = document.tree
        var index = 0
        apply(to: &current.root, index: &index)
        return current
    }

    private func apply(to node: inout ViewNode, index: inout Int) {
        let own = index
        index += 1
        node.properties = properties[own].sorted { $0.key < $1.key }.map {
            PropertySetting(keyPath: $0.key, value: $0.value, location: node.location)
        }
        node.bindings = []
        for position in node.children.indices { apply(to: &node.children[position], index: &index) }
        switch node.content {
        case .table(var sections):
            for position in sections.indices {
                for cell in sections[position].cells.indices { apply(to: &sections[position].cells[cell], index: &index) }
                if let name = sections[position].name, let selected = selections[own]?[name] {
                    sections[position].setValues(selected)
                }
            }
            node.content = .table(sections)
        case .picker(var components):
            for position in components.indices {
                if let name = components[position].name, let selected = selections[own]?[name] {
                    components[position].setValue(selected.first)
                }
            }
            node.content = .picker(components)
        default:
            break
        }
    }

    /// The values of a message checked against the view's element and converted to its properties' types.
    private func converted(
        _ values: [String: LiveValue], for view: ViewNode
    ) throws(LiveMessageError) -> [(String, PropertyValue)] {
        let catalog = document.loader.catalog
        var result: [(String, PropertyValue)] = []
        for (keyPath, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let type = catalog.propertyType(keyPath: keyPath, of: view.element) else {
                throw .unknownProperty(keyPath, element: view.element)
            }
            let converted: PropertyValue
            switch (type, value) {
            case (.bool, .bool(let flag)): converted = .bool(flag)
            case (.number, .number(let number)) where number.isFinite: converted = .number(number)
            case (.integer, .number(let number)) where number.rounded() == number && abs(number) < 1e15:
                converted = .number(number)
            case (_, .string(let text)):
                switch type.convert(text, colors: document.loader.colors) {
                case .success(let value): converted = value
                case .failure(let failure):
                    throw .invalidValue(keyPath, element: view.element, reason: failure.message)
                }
            default:
                throw .invalidValue(keyPath, element: view.element, reason: "expected \(type)")
            }
            result.append((catalog.canonicalKeyPath(keyPath, of: view.element), converted))
        }
        return result
    }

    /// Sends what has changed; alerts wait for the next connection when there is none.
    private func flush() {
        flushScheduled = false
        guard !pending.isEmpty else { return }
        version += 1
        pending.version = version
        if let sink {
            sink.continuation.yield(pending)
        } else {
            undeliveredAlerts += pending.alerts
        }
        pending = LiveUpdate()
    }

    /// Sends a change made outside a message once the main actor's turn is over, with the others of that turn.
    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in self?.flush() }
    }

    // MARK: ViewHost

    public func value(of keyPath: String, inView index: Int) -> PropertyValue? {
        guard document.views.indices.contains(index) else { return nil }
        return properties[index][document.loader.catalog.canonicalKeyPath(keyPath, of: document.views[index].element)]
    }

    public func setValue(_ value: PropertyValue, of keyPath: String, inView index: Int) {
        guard document.views.indices.contains(index) else { return }
        let key = document.loader.catalog.canonicalKeyPath(keyPath, of: document.views[index].element)
        guard properties[index][key] != value else { return }
        properties[index][key] = value
        pending.set(key, to: LiveValue(value), inView: index)
        scheduleFlush()
    }

    public func selectedValues(inSection section: String, ofView index: Int) -> [String] {
        selections[index]?[section] ?? []
    }

    public func selectValues(_ values: [String], inSection section: String, ofView index: Int) {
        guard let choices = document.choices[index]?[section] else { return }
        // As UIKit does, a value the section or component does not offer selects nothing.
        var values = values.filter(choices.values.contains)
        if !choices.allowsMany { values = Array(values.prefix(1)) }
        guard selections[index]?[section] != values else { return }
        selections[index]?[section] = values
        pending.select(values, inSection: section, ofView: index)
        scheduleFlush()
    }

    public func presentAlert(title: String?, message: String) {
        pending.alerts.append(LiveUpdate.Alert(title: title, message: message))
        scheduleFlush()
    }
}

extension LiveValue {
    /// A property's value as a page shows it: text, numbers and flags as they are, anything else as markup writes it.
    init(_ value: PropertyValue) {
        switch value {
        case .string(let text): self = .string(text)
        // JSON has no infinity: a number that is not finite goes as text.
        case .number(let number) where number.isFinite: self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .enumeration(let name): self = .string(name)
        case .image(let name): self = .string(name)
        default: self = .string(value.description)
        }
    }
}
