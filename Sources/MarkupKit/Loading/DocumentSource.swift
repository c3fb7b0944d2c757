public import Foundation

/// Where a loader finds documents by name: the target of `<?include Name?>`, external templates
/// (`<?properties Name?>` → `Name.json`) and ``MarkupLoader/load(named:)``.
public struct DocumentSource: Sendable {
    /// Reads `name` with an extension (`"xml"`, `"json"`); nil if there is no such document.
    public var read: @Sendable (_ name: String, _ pathExtension: String) -> (text: String, file: String)?

    /// Creates a source from a function.
    public init(read: @escaping @Sendable (_ name: String, _ pathExtension: String) -> (text: String, file: String)?) {
        self.read = read
    }

    /// Documents in a directory, as `<directory>/<name>.<extension>`; names may not leave the directory.
    public static func directory(_ url: URL) -> DocumentSource {
        DocumentSource { name, pathExtension in
            guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.hasPrefix(".") else { return nil }
            let file = url.appendingPathComponent(name).appendingPathExtension(pathExtension)
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            return (String(decoding: data, as: UTF8.self), file.path)
        }
    }

    /// Documents held in memory, by `name.extension`.
    public static func memory(_ files: [String: String]) -> DocumentSource {
        DocumentSource { name, pathExtension in
            let file = name + "." + pathExtension
            return files[file].map { ($0, file) }
        }
    }
}

extension StringsTable {
    /// Reads `<language>.lproj/<table>.strings` under `directory` for the first of `languages` that has it,
    /// trying each language's base (`fr` for `fr-CA`) and then `Base` and `en`; keys missing from that table are
    /// taken from the next one found.
    /// - Throws: ``MarkupError`` if a table exists but is malformed.
    public static func load(
        from directory: URL, table: String = "Localizable", languages: [String]
    ) throws(MarkupError) -> StringsTable {
        var order: [String] = []
        for language in languages {
            for candidate in [language, String(language.split(separator: "-").first ?? "")]
            where !candidate.isEmpty && !order.contains(candidate) {
                order.append(candidate)
            }
        }
        for fallback in ["Base", "en"] where !order.contains(fallback) { order.append(fallback) }
        var merged = StringsTable()
        for language in order.reversed() {
            let file = directory.appendingPathComponent("\(language).lproj/\(table).strings")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let strings = try StringsTable(parsing: String(decoding: data, as: UTF8.self), file: file.path)
            merged.entries.merge(strings.entries) { _, preferred in preferred }
        }
        return merged
    }
}
