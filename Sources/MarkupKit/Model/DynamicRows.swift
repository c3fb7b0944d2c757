/// A table section whose rows come from the owner: `<?sectionRows source="users" onSelect="showPosts:"?>` and the
/// one cell that follows it, the template every row is made from; or a picker component's, `<?componentRows
/// source="languages"?>` and the one `<row title="$item.name" value="$item.code"/>` that follows it.
///
/// The template's `$item.…` bindings read the row's item (`$item.name`, `$item.hireDate::date;dateStyle=medium`);
/// its other `$` bindings read the owner, as any binding does. A row's `value` (selection by value) is its template's
/// `value`, or its item's id when the template gives none. Under `<?sectionSelectionMode?>` a tap checks rows as in a
/// static section, and the selection is kept by value: a value checked before its row arrives (or after it went) is
/// checked whenever a row has it. This is seed 000's `LMTableViewController` with a "dynamic" section, said in the
/// document: the static sections around it stay as they are.
public struct DynamicRows: Sendable, Hashable {
    /// The owner's collection the rows come from (an `@Rows` property), by name.
    public var source: String
    /// The cell each row is made from; its views are no views of the document (no `id`, no `on…`).
    public var template: ViewNode
    /// The action a tap on a row calls with the row's item (`showPosts:`), if any.
    public var selectAction: String?
    /// The action deleting a row calls with the row's item (`remove:`): a swipe in UIKit, a delete button on a
    /// page. None: rows cannot be deleted.
    public var deleteAction: String?
    /// The screen a tap on a row goes to, as a path relative to the app's screens with the item's properties in
    /// braces (`employees/{employeeNumber}`): a link on a web page, a pushed view controller in UIKit. A section has
    /// a link or `onSelect`, not both.
    public var link: String?
    /// The action (taking nothing: `loadMore`) called when the person reaches the last of the rows the owner holds:
    /// a page asks for rows past them, a UIKit table is about to show the last. It loads the next page from its
    /// service and appends it; an action that adds no rows tells the renderer there are no more. With it, an owner
    /// holds the pages scrolled to, not the whole collection.
    public var endAction: String?
    /// Where `<?sectionRows?>` was written.
    public var location: SourceLocation

    /// Creates a dynamic section's rows.
    public init(
        source: String, template: ViewNode, selectAction: String? = nil, deleteAction: String? = nil, link: String? = nil,
        endAction: String? = nil, location: SourceLocation
    ) {
        self.source = source
        self.template = template
        self.selectAction = selectAction
        self.deleteAction = deleteAction
        self.link = link
        self.endAction = endAction
        self.location = location
    }

    /// The names a link's braces hold, in order (`["employeeNumber"]`); nil when the braces do not pair up or one
    /// holds no name.
    public static func linkKeys(of link: String) -> [String]? {
        var keys: [String] = []
        var rest = Substring(link)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}"), !rest[..<open].contains("}") else { return nil }
            let key = String(rest[rest.index(after: open)..<close])
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            keys.append(key)
            rest = rest[rest.index(after: close)...]
        }
        return rest.contains("}") ? nil : keys
    }

    /// The name a template's bindings give the row's item: `$item.name`.
    public static let itemKey = "item"

    /// The element of a picker component's row template: a `row` with a `title` and a `value` (text).
    public static let pickerRowElement = "row"

    /// Why a tap on a row could not do the one thing a section with `mode` says it does — call `onSelect`, follow
    /// `link`, or check the row (with check marks, the owner then hearing `tableView(_:didChangeSelectionIn:)`); nil
    /// when it can.
    public func tapProblem(in mode: TableSection.SelectionMode) -> String? {
        if link != nil, selectAction != nil {
            return "a tap on a row either calls onSelect or follows link: give the section one of them"
        }
        if mode != .default, selectAction != nil || link != nil {
            return "a tap on a row of a section with check marks (<?sectionSelectionMode \(mode.rawValue)?>) checks it, "
                + "and the owner hears tableView(_:didChangeSelectionIn:); \(link != nil ? "link" : "onSelect") is for sections without them"
        }
        return nil
    }
}

extension BindingExpression {
    /// Every key path the expression reads, in the order written (`[["item", "price"], ["quantity"]]` for
    /// `$item.price * quantity`).
    public var keyPaths: [[String]] {
        switch self {
        case .literal: []
        case .keyPath(let path): [path]
        case .negate(let operand), .not(let operand): operand.keyPaths
        case .binary(_, let left, let right): left.keyPaths + right.keyPaths
        case .conditional(let test, let then, let otherwise): test.keyPaths + then.keyPaths + otherwise.keyPaths
        case .call(_, let arguments): arguments.flatMap(\.keyPaths)
        }
    }

    /// Whether the expression reads the row's item (`$item.name`).
    public var readsItem: Bool { keyPaths.contains { $0.first == DynamicRows.itemKey } }
}

/// A row of a dynamic section as a renderer shows it: its key (its item's id) and its cell, the template made for
/// its item.
public struct RowCell: Sendable, Hashable {
    /// The row's key.
    public var key: String
    /// The row's cell: the template with its bindings' values set.
    public var cell: ViewNode

    /// Where a tap on the row goes, if its section links its rows (`DynamicRows/link`, with the row's values).
    public var link: String?

    /// A row.
    public init(key: String, cell: ViewNode, link: String? = nil) {
        self.key = key
        self.cell = cell
        self.link = link
    }
}
