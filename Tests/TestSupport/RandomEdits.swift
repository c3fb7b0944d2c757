/// Random changes to a list, for the property tests of dynamic sections: each an insert, a delete, a move or an edit
/// at a random place, from a seeded generator so that a failure reproduces.
public enum RandomEdits {
    /// Makes `count` random changes to `rows`: an insert of `insert()`, a delete, a move, or `edit` of a row.
    public static func apply<Row>(
        _ count: Int, to rows: inout [Row], using generator: inout SeededGenerator, insert: () -> Row,
        edit: (inout Row) -> Void
    ) {
        for _ in 0..<count {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                rows.insert(insert(), at: Int.random(in: 0...rows.count, using: &generator))
            case 1 where !rows.isEmpty:
                rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
            case 2 where !rows.isEmpty:
                let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
                rows.insert(row, at: Int.random(in: 0...rows.count, using: &generator))
            case 3 where !rows.isEmpty:
                edit(&rows[Int.random(in: 0..<rows.count, using: &generator)])
            default:
                break
            }
        }
    }
}
