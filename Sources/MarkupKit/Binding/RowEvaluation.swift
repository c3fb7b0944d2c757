// A dynamic section's rows: what their templates' bindings read, and the cell each row's values make.

import Foundation

/// What a row template's bindings read: `item` is the row's item, any other name the owner's property of that name.
public struct RowScope: BindingSource {
    /// The row's item.
    public var item: Any
    /// The document's owner.
    public var owner: Any

    /// The scope of one row.
    public init(item: Any, owner: Any) {
        self.item = item
        self.owner = owner
    }

    public func bindingValue(forKey key: String) throws(BindingError) -> Any? {
        key == DynamicRows.itemKey ? item : try BindingExpression.member(key, of: owner)
    }
}

extension ViewNode {
    /// The node with the values of `updates` — its template's bindings evaluated for one row, numbered as
    /// `ViewTree(root: self).nodes` numbers the views — set as its properties, and no bindings left: one row's cell.
    /// A binding that gave nil or failed leaves its property as the template sets it, as every binding does.
    public func applying(_ updates: [BindingUpdate]) -> ViewNode {
        var byNode: [Int: [(String, PropertyValue)]] = [:]
        for update in updates {
            guard case .success(let value?) = update.result else { continue }
            byNode[update.target.node, default: []].append((update.target.binding.keyPath, value))
        }
        var node = self
        var index = 0
        node.apply(byNode, index: &index)
        return node
    }

    private mutating func apply(_ values: [Int: [(String, PropertyValue)]], index: inout Int) {
        for (keyPath, value) in values[index] ?? [] {
            _ = add(PropertySetting(keyPath: keyPath, value: value, location: location))
        }
        bindings = []
        index += 1
        for position in children.indices { children[position].apply(values, index: &index) }
        if case .table(var sections) = content {
            for section in sections.indices {
                sections[section].headerView?.apply(values, index: &index)
                for cell in sections[section].cells.indices { sections[section].cells[cell].apply(values, index: &index) }
                sections[section].footerView?.apply(values, index: &index)
            }
            content = .table(sections)
        }
    }
}

extension DynamicRows {
    /// The first `limit` rows of this section from a plain owner — sample data, such as a preview's decoded JSON —
    /// whose property ``source`` is an array: each item's cell, keyed by its `id` (by its position when it has none),
    /// and how many items there are. None when the owner has no such array.
    public func rowCells(from owner: Any, limit: Int, evaluator: BindingEvaluator) -> (cells: [RowCell], count: Int) {
        guard let items = (try? BindingExpression.member(source, of: owner)).flatMap(Reflection.unwrap) as? [Any] else {
            return ([], 0)
        }
        let rowEvaluator = evaluator.evaluator(for: ViewTree(root: template))
        let cells = items.prefix(limit).enumerated().map { position, item in
            let id = try? BindingExpression.member("id", of: item)
            let key = Reflection.unwrap(id).flatMap { BindingValue($0)?.text } ?? String(position)
            let cell = template.applying(rowEvaluator.evaluateAll(with: RowScope(item: item, owner: owner)))
            return RowCell(key: key, cell: linkingButtons(in: cell, for: item), link: link(for: item))
        }
        return (cells, items.count)
    }
}

extension DynamicRows {
    /// The section's ``link`` for `item`: each `{name}` replaced by the item's property of that name, percent-encoded
    /// as one path segment; nil when the section has no link or the item lacks one of the names.
    public func link(for item: Any) -> String? {
        link.flatMap { Self.link($0, for: item) }
    }

    /// Row `cell` (the template with `item`'s values) with the links of its buttons (`link="todos/{id}"`) filled from
    /// `item` as ``link(for:)`` fills the section's; a button whose link names a value the item lacks has none.
    public func linkingButtons(in cell: ViewNode, for item: Any) -> ViewNode {
        guard Self.hasLink(cell) else { return cell }
        var cell = cell
        Self.fillLinks(in: &cell, for: item)
        return cell
    }

    private static func hasLink(_ node: ViewNode) -> Bool {
        node.link != nil || node.children.contains(where: hasLink)
    }

    private static func fillLinks(in node: inout ViewNode, for item: Any) {
        if let template = node.link { node.link = link(template, for: item) }
        for index in node.children.indices { fillLinks(in: &node.children[index], for: item) }
    }

    /// `template` with each `{name}` replaced by `item`'s property of that name, percent-encoded as one path segment;
    /// nil when the braces do not pair up or the item lacks one of the names.
    static func link(_ template: String, for item: Any) -> String? {
        guard let keys = linkKeys(of: template) else { return nil }
        var result = template
        for key in keys {
            let value = (try? BindingExpression.member(key, of: item)).flatMap(Reflection.unwrap).flatMap {
                BindingValue($0)?.text
            }
            guard let value, let encoded = value.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) else {
                return nil
            }
            result = result.replacingOccurrences(of: "{\(key)}", with: encoded)
        }
        return result
    }

    /// What a path segment may hold as it is: unreserved characters (RFC 3986).
    private static let segmentCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
