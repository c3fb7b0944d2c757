import Foundation
import Testing

@testable import KiloSQL

@Suite("Named parameters")
struct NamedParameterTests {
    @Test("a repeated name is one parameter, bound in every place")
    func repeatedName() {
        let query = SQLQuery("SELECT * FROM user WHERE first_name LIKE :pattern OR last_name LIKE :pattern AND age > :age")
        #expect(query.parameterNames == ["pattern", "age"])
        #expect(query.text(for: .sqlite) == "SELECT * FROM user WHERE first_name LIKE ?1 OR last_name LIKE ?1 AND age > ?2")
        #expect(query.text(for: .postgres) == "SELECT * FROM user WHERE first_name LIKE $1 OR last_name LIKE $1 AND age > $2")
    }

    @Test("colons in literals, quoted identifiers, comments, casts and dollar quotes are left alone")
    func colonsLeftAlone() {
        let sql = """
            SELECT ':a', 'it''s :b', ":c", `:d`, x::text, arr[1:2], $$ :e $$, $tag$ :f $tag$ -- :g
            /* :h */ FROM t WHERE id = :id
            """
        let query = SQLQuery(sql)
        #expect(query.parameterNames == ["id"])
        #expect(query.text(for: .postgres) == sql.replacingOccurrences(of: ":id", with: "$1"))
    }

    @Test("identifiers run to the first character that cannot continue one")
    func identifierEnds() {
        let query = SQLQuery("VALUES (:a1,:b_2);:c")
        #expect(query.parameterNames == ["a1", "b_2", "c"])
        #expect(query.text(for: .sqlite) == "VALUES (?1,?2);?3")
    }

    @Test(
        "unterminated quotes and comments are reported, with where they start",
        arguments: [
            ("SELECT 'abc", "Unterminated string literal starting at offset 7"),
            ("SELECT \"abc", "Unterminated quoted identifier starting at offset 7"),
            ("SELECT 1 /* x", "Unterminated comment starting at offset 9"),
            ("SELECT $q$ x", "Unterminated dollar-quoted string starting at offset 7"),
        ])
    func unterminated(sql: String, message: String) {
        #expect(throws: SQLError.self) { try SQLQuery(sql).validate() }
        #expect(SQLQuery(sql).syntaxError == message)
    }

    @Test("arguments no statement uses are an error; those an attachment uses are not")
    func unusedArguments() throws {
        let query = SQLQuery("SELECT 1 WHERE 1 = :a").attach("x", "SELECT :b")
        #expect(throws: Never.self) { try BindingPlan.arguments(["a": 1, "b": 2], for: query) }
        #expect { try BindingPlan.arguments(["a": 1, "c": 2], for: query) } throws: { error in
            (error as? SQLError)?.description == "The argument \"c\" matches no parameter of: SELECT 1 WHERE 1 = :a"
        }
    }
}
