public import Foundation
public import MarkupKit
public import MarkupOwners

/// A value a page sends or receives: what a control holds (text, a number, a flag).
public enum LiveValue: Sendable, Hashable, Codable {
    case string(String)
    case number(Double)
    case bool(Bool)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        }
    }
}

/// What a page tells its session: the user changed views and an event followed, or changed the selection of a table
/// section or a picker component.
public enum LiveMessage: Sendable, Hashable {
    /// View `view` sent `events` (UIKit sends several for one gesture: a button's `touchUpInside` and
    /// `primaryActionTriggered`), after the user left the properties in `values` as they are (text typed, a switch
    /// turned).
    case event(view: Int, events: [ControlEvent], values: [String: LiveValue])
    /// The user changed the selection of section `section` of table view `view` to the cells with these values, or
    /// picked the row with this value in component `section` of picker view `view`.
    case selection(view: Int, section: String, values: [String])
    /// The user tapped (`select`) or deleted (`delete`) the row `key` of dynamic section `section` (its index in the
    /// table) of table view `view`.
    case row(view: Int, section: Int, key: String, action: RowAction)
    /// The page wants to show the first `count` rows of dynamic section `section` of table view `view` (they came
    /// into view).
    case showRows(view: Int, section: Int, count: Int)
    /// The user tapped button `index` of the navigation bar's trailing end (`<?rightBarButtonItem?>`, leading first).
    case barButton(Int)

    /// The largest message a page may send: a text view's contents with room to spare.
    public static let maximumSize = 65_536

    /// Reads a message: `{"type": "event", "view": 3, "event": "valueChanged", "values": {"on": true}}` (`"event"`
    /// may list several: `["touchUpInside", "primaryActionTriggered"]`),
    /// `{"type": "selection", "view": 0, "section": "fanSpeed", "values": ["2"]}`,
    /// `{"type": "row", "view": 0, "section": 1, "row": "17", "action": "select"}` (or `"delete"`, or `"check"` in a
    /// section with check marks),
    /// `{"type": "rows", "view": 0, "section": 1, "count": 200}` or
    /// `{"type": "bar", "button": 0}`.
    /// - Throws: ``LiveMessageError`` naming what is wrong.
    public init(json: Data) throws(LiveMessageError) {
        guard json.count <= Self.maximumSize else { throw .tooLarge(json.count) }
        try self.init(wire: try Self.decode(Wire.self, from: json))
    }

    /// The most messages a re-mounting page may send to recover what its person had entered (``recovery(json:)``).
    public static let maximumRecoveryMessages = 128

    /// The largest recovery a page may send: four of the largest messages.
    public static let maximumRecoverySize = 4 * maximumSize

    /// Reads what a page re-mounting on a new session sends to recover what its person had typed and chosen:
    /// `{"messages": [message, …]}`, each message as ``init(json:)`` reads it.
    /// - Throws: ``LiveMessageError`` naming what is wrong: past ``maximumRecoverySize`` bytes or
    ///   ``maximumRecoveryMessages`` messages, or a message that is malformed (with its position).
    public static func recovery(json: Data) throws(LiveMessageError) -> [LiveMessage] {
        guard json.count <= maximumRecoverySize else { throw .tooLarge(json.count) }
        let recovery = try decode(Recovery.self, from: json)
        guard recovery.messages.count <= maximumRecoveryMessages else {
            throw .malformed("a recovery has \(recovery.messages.count) messages; at most \(maximumRecoveryMessages) are taken")
        }
        var messages: [LiveMessage] = []
        for (position, wire) in recovery.messages.enumerated() {
            do {
                messages.append(try LiveMessage(wire: wire))
            } catch {
                throw .malformed("message \(position) of the recovery: \(error)")
            }
        }
        return messages
    }

    private struct Recovery: Decodable {
        var messages: [Wire]
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, from json: Data) throws(LiveMessageError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: json)
        } catch let error as DecodingError {
            throw .malformed(Self.describe(error))
        } catch {
            throw .malformed(String(describing: error))
        }
    }

    private init(wire: Wire) throws(LiveMessageError) {
        if wire.type == "bar" {
            guard let button = wire.button else { throw .malformed("a bar message needs \"button\", the button's index") }
            self = .barButton(button)
            return
        }
        guard let view = wire.view else { throw .malformed("\"view\" is missing") }
        switch wire.type {
        case "event":
            guard let names = wire.event?.names, !names.isEmpty else { throw .malformed("an event message needs \"event\"") }
            var events: [ControlEvent] = []
            for name in names {
                guard let event = ControlEvent(rawValue: name) else { throw .unknownEvent(name) }
                events.append(event)
            }
            self = .event(view: view, events: events, values: wire.values?.properties ?? [:])
        case "selection":
            guard case .name(let section)? = wire.section else {
                throw .malformed("a selection message needs \"section\", a section's name")
            }
            self = .selection(view: view, section: section, values: wire.values?.selected ?? [])
        case "row":
            guard case .index(let section)? = wire.section else {
                throw .malformed("a row message needs \"section\", the section's index")
            }
            guard let key = wire.row else { throw .malformed("a row message needs \"row\", the row's key") }
            guard let name = wire.action, let action = RowAction(rawValue: name) else {
                throw .malformed("a row message needs \"action\": \"select\", \"delete\" or \"check\"")
            }
            self = .row(view: view, section: section, key: key, action: action)
        case "rows":
            guard case .index(let section)? = wire.section, let count = wire.count, count >= 0 else {
                throw .malformed("a rows message needs \"section\", the section's index, and \"count\", the rows to show")
            }
            self = .showRows(view: view, section: section, count: count)
        default:
            throw .unknownType(wire.type)
        }
    }

    private struct Wire: Decodable {
        var type: String
        var view: Int?
        var button: Int?
        var event: Events?
        var section: Section?
        var values: Values?
        var row: String?
        var action: String?
        var count: Int?
    }

    /// A table section or picker component by name, or a dynamic section by its index in the table.
    private enum Section: Decodable {
        case name(String)
        case index(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) {
                self = .index(index)
            } else {
                self = .name(try container.decode(String.self))
            }
        }
    }

    /// One event's name, or several.
    private struct Events: Decodable {
        var names: [String]

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let name = try? container.decode(String.self) {
                names = [name]
            } else {
                names = try container.decode([String].self)
            }
        }
    }

    /// An event's properties (an object) or a selection's values (an array).
    private enum Values: Decodable {
        case properties([String: LiveValue])
        case selected([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let selected = try? container.decode([String].self) {
                self = .selected(selected)
            } else {
                self = .properties(try container.decode([String: LiveValue].self))
            }
        }

        var properties: [String: LiveValue]? {
            if case .properties(let values) = self { return values }
            return nil
        }

        var selected: [String]? {
            if case .selected(let values) = self { return values }
            return nil
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case .dataCorrupted(let context):
            context.codingPath.isEmpty
                ? "the message is not JSON" : "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" is not valid"
        @unknown default: "the message is not valid"
        }
    }
}
