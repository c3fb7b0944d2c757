public import MarkupKit
public import MarkupRuntime

/// One page's live state on the server: its document's views as the page shows them, the owner that drives them,
/// and the changes not yet sent to the page.
///
/// The session is the page's `ViewHost`: an owner that sets a property changes the session's copy and queues a
/// ``LiveUpdate``; a message from the page is checked against the document (the view, each property and the type of
/// its value) before it changes anything or reaches the owner. Every change a message or `start()` makes is sent as
/// one update, on ``updates``.
@MainActor
public final class LiveSession: ViewHost {
    /// The session's id, which the page names in its requests.
    public let id: String
    private let loader: MarkupLoader
    private let views: [ViewNode]
    private var properties: [[String: PropertyValue]]
    private var selections: [Int: [String: [String]]] = [:]
    private var connection: OwnerConnection?
    private var pending = LiveUpdate()
    private let continuation: AsyncStream<LiveUpdate>.Continuation

    /// The updates for the page, one per message handled (or `start()`), in order; empty ones are not sent.
    public let updates: AsyncStream<LiveUpdate>

    /// A session for `tree`, loaded by `loader` (its catalog checks messages), driven by `owner`.
    public init(id: String, tree: ViewTree, owner: any MarkupOwner, loader: MarkupLoader) {
        self.id = id
        self.loader = loader
        views = tree.nodes
        let catalog = loader.catalog
        properties = views.map { view in
            var values: [String: PropertyValue] = [:]
            for setting in view.properties { values[catalog.canonicalKeyPath(setting.keyPath, of: view.element)] = setting.value }
            return values
        }
        for (index, view) in views.enumerated() {
            guard case .table(let sections) = view.content else { continue }
            for section in sections { if let name = section.name { selections[index, default: [:]][name] = section.values } }
        }
        (updates, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
        connection = OwnerConnection(tree: tree, owner: owner, host: self)
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
        switch message {
        case .event(let index, let event, let values):
            guard views.indices.contains(index) else { throw .unknownView(index) }
            let changes = try converted(values, for: views[index])
            for (keyPath, value) in changes { properties[index][keyPath] = value }
            do {
                try await connection?.send(event, fromView: index)
            } catch {
                throw LiveMessageError(error)
            }
        case .selection(let index, let section, let values):
            guard views.indices.contains(index) else { throw .unknownView(index) }
            guard selections[index]?[section] != nil else { throw .unknownSection(section, view: index) }
            selections[index]?[section] = values
            do {
                try await connection?.selectionChanged(inSection: section, ofView: index)
            } catch {
                throw LiveMessageError(error)
            }
        }
        flush()
    }

    /// Ends the stream of updates: the page is gone.
    public func close() {
        continuation.finish()
    }

    /// The values of a message checked against the view's element and converted to its properties' types.
    private func converted(
        _ values: [String: LiveValue], for view: ViewNode
    ) throws(LiveMessageError) -> [(String, PropertyValue)] {
        let catalog = loader.catalog
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
                switch type.convert(text, colors: loader.colors) {
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

    private func flush() {
        guard !pending.isEmpty else { return }
        continuation.yield(pending)
        pending = LiveUpdate()
    }

    // MARK: ViewHost

    public func value(of keyPath: String, inView index: Int) -> PropertyValue? {
        guard views.indices.contains(index) else { return nil }
        return properties[index][loader.catalog.canonicalKeyPath(keyPath, of: views[index].element)]
    }

    public func setValue(_ value: PropertyValue, of keyPath: String, inView index: Int) {
        guard views.indices.contains(index) else { return }
        let key = loader.catalog.canonicalKeyPath(keyPath, of: views[index].element)
        guard properties[index][key] != value else { return }
        properties[index][key] = value
        pending.set(key, to: LiveValue(value), inView: index)
    }

    public func selectedValues(inSection section: String, ofView index: Int) -> [String] {
        selections[index]?[section] ?? []
    }

    public func selectValues(_ values: [String], inSection section: String, ofView index: Int) {
        guard selections[index]?[section] != nil, selections[index]?[section] != values else { return }
        selections[index]?[section] = values
        pending.select(values, inSection: section, ofView: index)
    }

    public func presentAlert(title: String?, message: String) {
        pending.alerts.append(LiveUpdate.Alert(title: title, message: message))
    }
}

extension LiveValue {
    /// A property's value as a page shows it: text, numbers and flags as they are, anything else as markup writes it.
    init(_ value: PropertyValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .enumeration(let name): self = .string(name)
        case .image(let name): self = .string(name)
        default: self = .string(value.description)
        }
    }
}
