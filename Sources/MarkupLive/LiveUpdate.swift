public import MarkupKit

/// What a page must change: properties of views, selections of table sections and picker components, alerts to show.
/// The changes of one turn are coalesced: a property set twice is sent once, with its last value, in the order first
/// set.
public struct LiveUpdate: Sendable, Hashable, Encodable {
    /// A view's property's new value.
    public struct Change: Sendable, Hashable, Encodable {
        /// The view's index in `ViewTree.nodes` (its `data-view`).
        public var view: Int
        /// The property, as markup names it.
        public var key: String
        /// The new value.
        public var value: LiveValue

        /// A change of `key` of view `view` to `value`.
        public init(view: Int, key: String, value: LiveValue) {
            self.view = view
            self.key = key
            self.value = value
        }
    }

    /// A table section's or picker component's new selection.
    public struct Selection: Sendable, Hashable, Encodable {
        /// The table or picker view's index.
        public var view: Int
        /// The section's or component's name.
        public var section: String
        /// The values of the selected cells, or of the selected row.
        public var values: [String]

        /// The selection `values` of section (or component) `section` of view `view`.
        public init(view: Int, section: String, values: [String]) {
            self.view = view
            self.section = section
            self.values = values
        }
    }

    /// An alert to show.
    public struct Alert: Sendable, Hashable, Encodable {
        /// Its title, if any.
        public var title: String?
        /// Its message.
        public var message: String

        /// An alert.
        public init(title: String?, message: String) {
            self.title = title
            self.message = message
        }
    }

    /// A change to the rows a page shows of a dynamic section: one step of `RowChanges.Step`, in order, or the
    /// section's new number of rows.
    public struct RowPatch: Sendable, Hashable, Encodable {
        /// What the step does.
        public enum Kind: String, Sendable, Hashable, Encodable {
            case remove, insert, move, update
            /// The section now has ``RowPatch/count`` rows, shown or not.
            case count
        }

        /// The table view's index.
        public var view: Int
        /// The section's index in the table.
        public var section: Int
        public var kind: Kind
        /// The row's key (nil for ``Kind/count``).
        public var key: String?
        /// The row the row goes after (insert, move); nil for first.
        public var after: String?
        /// The row (insert, update), which the server writes as ``html`` before sending.
        public var row: RowCell?
        /// The row's cell as HTML.
        public var html: String?
        /// The section's number of rows (``Kind/count``).
        public var count: Int?
        /// Whether the owner may load rows past ``count`` when the page asks for them (``Kind/count`` of a section
        /// with `onEndReached`); nil when it will not.
        public var more: Bool?

        /// A step.
        public init(
            view: Int, section: Int, kind: Kind, key: String? = nil, after: String? = nil, row: RowCell? = nil,
            count: Int? = nil, more: Bool? = nil
        ) {
            self.view = view
            self.section = section
            self.kind = kind
            self.key = key
            self.after = after
            self.row = row
            self.count = count
            self.more = more
        }

        private enum CodingKeys: String, CodingKey {
            case view, section, kind, key, after, html, count, more
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(view, forKey: .view)
            try container.encode(section, forKey: .section)
            try container.encode(kind, forKey: .kind)
            try container.encodeIfPresent(key, forKey: .key)
            try container.encodeIfPresent(after, forKey: .after)
            try container.encodeIfPresent(html, forKey: .html)
            try container.encodeIfPresent(count, forKey: .count)
            try container.encodeIfPresent(more, forKey: .more)
        }
    }

    /// Where an owner sends the page (`MarkupOwner.navigate(to:)`, `navigateBack()`).
    public enum Navigation: Sendable, Hashable, Encodable {
        /// To the screen at a link relative to the app's screens (checked by `ScreenLink`): `{"to": "todos/3"}`.
        case to(String)
        /// Back, as the navigation bar's Back control goes: `{"back": true}`.
        case back

        private enum CodingKeys: String, CodingKey {
            case to, back
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .to(let link): try container.encode(link, forKey: .to)
            case .back: try container.encode(true, forKey: .back)
            }
        }
    }

    /// Property changes, in the order first made.
    public private(set) var changes: [Change] = []
    /// Row changes, in order: each applies to the rows as the ones before it left them.
    public var rows: [RowPatch] = []
    /// Selection changes, in the order first made.
    public private(set) var selections: [Selection] = []
    /// Alerts, in order.
    public var alerts: [Alert] = []
    /// Where the page goes once it has applied the rest, if anywhere: the last navigation of the turn.
    public var navigation: Navigation?
    /// The session's ``LiveSession/version`` once this update is applied.
    public var version = 0

    /// An empty update.
    public init() {}

    /// Whether there is nothing to send (whatever the version).
    public var isEmpty: Bool {
        changes.isEmpty && selections.isEmpty && alerts.isEmpty && rows.isEmpty && navigation == nil
    }

    /// Roughly what the update takes in memory and on the wire: its text, and a few dozen bytes for each part.
    var estimatedBytes: Int {
        var bytes = 64
        for change in changes {
            bytes += 48 + change.key.utf8.count
            if case .string(let text) = change.value { bytes += text.utf8.count }
        }
        for selection in selections {
            bytes += 48 + selection.section.utf8.count + selection.values.reduce(0) { $0 + 16 + $1.utf8.count }
        }
        for alert in alerts { bytes += 48 + alert.message.utf8.count + (alert.title?.utf8.count ?? 0) }
        if case .to(let link) = navigation { bytes += 16 + link.utf8.count }
        // A cell's HTML is written later; a few hundred bytes is what a row of text takes.
        for patch in rows { bytes += 64 + (patch.key?.utf8.count ?? 0) + (patch.row == nil ? 0 : 400) }
        return bytes
    }

    /// Records a property change, replacing an earlier one of the same property.
    public mutating func set(_ key: String, to value: LiveValue, inView view: Int) {
        if let index = changes.firstIndex(where: { $0.view == view && $0.key == key }) {
            changes[index].value = value
        } else {
            changes.append(Change(view: view, key: key, value: value))
        }
    }

    /// Records a selection change, replacing an earlier one of the same section.
    public mutating func select(_ values: [String], inSection section: String, ofView view: Int) {
        if let index = selections.firstIndex(where: { $0.view == view && $0.section == section }) {
            selections[index].values = values
        } else {
            selections.append(Selection(view: view, section: section, values: values))
        }
    }
}
