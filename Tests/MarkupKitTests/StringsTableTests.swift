import Foundation
import MarkupKit
import Testing

@Suite("Strings tables")
struct StringsTableTests {
    @Test("comments, escapes, bare keys, later keys win")
    func parses() throws {
        let table = try StringsTable(
            parsing: """
                /* Block
                   comment */
                "greeting" = "Hello,\\n\\"World\\" \\U00E9\\u00e8";   // line comment
                bare_key = bare.value;
                "greeting2"="x";
                "greeting2" = "y";
                """, file: "Localizable.strings")
        #expect(table["greeting"] == "Hello,\n\"World\" éè")
        #expect(table["bare_key"] == "bare.value")
        #expect(table["greeting2"] == "y")
        #expect(table.entries.count == 3)
    }

    @Test(
        "a malformed entry is an error at its line and column",
        arguments: [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ';' after the value of \"a\""),
            ("\"a\" \"b\";", 1, 5, "expected '=' after the key \"a\""),
            ("\"a\" = \"b;\n", 1, 7, "a string is not closed"),
            ("/* open", 1, 1, "a comment is not closed"),
            ("\"a\" = \"\\u12\";", 1, 12, "\\u needs four hex digits"),
        ])
    func reportsErrors(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let error = try #require(throws: MarkupError.self) { try StringsTable(parsing: text, file: "L.strings") }
        #expect(error.errors.map(\.description) == ["L.strings:\(line):\(column): error: \(message)"])
    }

    @Test("languages fall back to their base, then Base and en")
    func languageFallback() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (language, text) in [
            ("en", "\"a\" = \"A\"; \"b\" = \"B\"; \"c\" = \"C\";"), ("fr", "\"a\" = \"À\"; \"b\" = \"Bé\";"),
            ("fr-CA", "\"a\" = \"Â\";"),
        ] {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let table = try StringsTable.load(from: directory, languages: ["fr-CA"])
        #expect(table.entries == ["a": "Â", "b": "Bé", "c": "C"])
        #expect(try StringsTable.load(from: directory, languages: ["de"]).entries == ["a": "A", "b": "B", "c": "C"])
    }

    @Test("a language that is no language tag names no file: a path out of the directory is passed over")
    func languageIsNoPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("documents")
        for (folder, text) in [("documents/en.lproj", "\"a\" = \"A\";"), ("elsewhere/x.lproj", "\"a\" = \"planted\";")] {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url.appendingPathComponent("Localizable.strings"))
        }
        for language in ["../elsewhere/x", "x/../../elsewhere/x", "", "fr\u{0}", String(repeating: "a", count: 36)] {
            #expect(try StringsTable.load(from: directory, languages: [language]).entries == ["a": "A"], "\(language)")
        }
        #expect(
            try StringsTable.load(from: root.appendingPathComponent("elsewhere"), languages: ["x"]).entries == ["a": "planted"])
    }
}
