import MarkupKit

/// What a page's connection sends next.
public enum LiveDelivery: Sendable, Hashable {
    /// Changes to apply in place, and alerts.
    case update(LiveUpdate)
    /// The whole view as the session now has it (``LiveSession/currentTree``), at `version`, then the alerts: the
    /// connection read too slowly for the updates to be kept.
    case wholeView(version: Int, alerts: [LiveUpdate.Alert])
}

/// A live session's deliveries to one connection of its page, read as they come: the session keeps what the page
/// has not read (within its ``LiveSession/Budget``), not this sequence.
public struct LiveDeliveries: AsyncSequence, Sendable {
    public typealias Element = LiveDelivery
    let session: LiveSession
    let token: Int
    let signals: AsyncStream<Void>

    public struct AsyncIterator: AsyncIteratorProtocol {
        let session: LiveSession
        let token: Int
        var signals: AsyncStream<Void>.Iterator
        var ready: [LiveDelivery] = []

        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> LiveDelivery? {
            while ready.isEmpty {
                guard await signals.next(isolation: actor) != nil else { return nil }
                ready = await session.take(for: token).reversed()
            }
            return ready.popLast()
        }

        public mutating func next() async -> LiveDelivery? {
            await next(isolation: nil)
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(session: session, token: token, signals: signals.makeAsyncIterator())
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
