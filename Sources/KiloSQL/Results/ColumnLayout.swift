public import Foundation
import KiloCore
import NIOCore

/// The labels of a result's columns, and the JSON object shape they make.
///
/// Labels are the keys, in select order. A dot nests: `name.first` and `name.last` become
/// `"name": {"first": …, "last": …}`, placed where the first of them is. Shared by every row of a result.
public final class ColumnLayout: Sendable {
    /// The column labels (aliases), in select order.
    public let labels: [String]
    /// The zone the database reads dates without one in (its configuration's): the day a `DATE` cell's instant falls
    /// on there is the day the database holds, which is how a row decodes it as a `LocalDate`.
    public let timeZone: TimeZone
    private let indexByLabel: [String: Int]
    let tree: [Node]
    /// The columns as a CSV table has them: in the JSON object's order, a nested one by its dotted label.
    let csvColumns: [String]
    /// The value index of each of ``csvColumns``.
    let csvOrder: [Int]

    indirect enum Node: Sendable {
        /// A column: its JSON key (with quotes and colon, escaped once here) and its index.
        case column(key: [UInt8], name: String, index: Int)
        case object(key: [UInt8], name: String, children: [Node])

        /// The label, or the label's part, this node stands for.
        var name: String {
            switch self {
            case .column(_, let name, _), .object(_, let name, _): name
            }
        }
    }

    init(labels: [String], timeZone: TimeZone = .gmt) {
        self.labels = labels
        self.timeZone = timeZone
        var index: [String: Int] = [:]
        for (position, label) in labels.enumerated() where index[label] == nil { index[label] = position }
        indexByLabel = index
        tree = Self.build(
            labels.enumerated().map { ($0.element.split(separator: ".", omittingEmptySubsequences: false)[...], $0.offset) })
        var flattened: [(name: String, index: Int)] = []
        Self.flatten(tree, prefix: "", into: &flattened)
        csvColumns = flattened.map(\.name)
        csvOrder = flattened.map(\.index)
    }

    private static func flatten(_ nodes: [Node], prefix: String, into columns: inout [(name: String, index: Int)]) {
        for node in nodes {
            switch node {
            case .column(_, let name, let index): columns.append((prefix + name, index))
            case .object(_, let name, let children): flatten(children, prefix: prefix + name + ".", into: &columns)
            }
        }
    }

    /// The index of the column labelled `label`.
    public func index(of label: String) -> Int? {
        indexByLabel[label]
    }

    /// The index of the first column whose label equals `label` ignoring case.
    func index(caseInsensitive label: String) -> Int? {
        let lowered = label.lowercased()
        return labels.firstIndex { $0.lowercased() == lowered }
    }

    private static func build(_ paths: [(ArraySlice<Substring>, Int)]) -> [Node] {
        var order: [String] = []
        var groups: [String: [(ArraySlice<Substring>, Int)]] = [:]
        var nodes: [String: Node] = [:]
        for (path, index) in paths {
            guard let head = path.first else { continue }
            let name = String(head)
            if path.count == 1 {
                // A plain column wins over a group of the same name; a repeated label keeps its first column.
                if nodes[name] == nil, groups[name] == nil { order.append(name) }
                if nodes[name] == nil { nodes[name] = .column(key: Self.key(name), name: name, index: index) }
            } else {
                if nodes[name] == nil, groups[name] == nil { order.append(name) }
                groups[name, default: []].append((path.dropFirst(), index))
            }
        }
        return order.map { name in
            if let node = nodes[name] { return node }
            return .object(key: Self.key(name), name: name, children: build(groups[name] ?? []))
        }
    }

    private static func key(_ name: String) -> [UInt8] {
        var writer = JSONWriter(buffer: .init())
        writer.writeString(name)
        writer.writeByte(UInt8(ascii: ":"))
        return Array(writer.buffer.readableBytesView)
    }
}
