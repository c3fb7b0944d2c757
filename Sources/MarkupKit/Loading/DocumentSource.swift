public import Foundation

/// Where a loader finds documents by name: the target of `<?include Name?>`, external templates
/// (`<?properties Name?>` → `Name.json`) and ``MarkupLoader/load(named:)``.
public struct DocumentSource: Sendable {
    /// Reads `name` with an extension (`"xml"`, `"json"`): its bytes (UTF-8, checked when they are read) and the
    /// file name diagnostics give; nil if there is no such document.
    public var read: @Sendable (_ name: String, _ pathExtension: String) -> (data: Data, file: String)?

    /// Creates a source from a function.
    public init(read: @escaping @Sendable (_ name: String, _ pathExtension: String) -> (data: Data, file: String)?) {
        self.read = read
    }

    /// The text of `name.pathExtension`, nil if there is no such document.
    /// - Throws: ``MarkupError`` if it is not UTF-8.
    func text(of name: String, _ pathExtension: String) throws(MarkupError) -> (text: String, file: String)? {
        guard let document = read(name, pathExtension) else { return nil }
        return (try MarkupText.decode(document.data, file: document.file), document.file)
    }

    /// Documents in a directory, as `<directory>/<name>.<extension>`; names may not leave the directory.
    public static func directory(_ url: URL) -> DocumentSource {
        DocumentSource { name, pathExtension in
            guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.hasPrefix(".") else { return nil }
            let file = url.appendingPathComponent(name).appendingPathExtension(pathExtension)
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            return (data, file.path)
        }
    }

    /// Documents a SwiftPM target ships as resources: the folder `subdirectory` of `bundle` (a target's
    /// `resources: [.copy("Markup")]` is `.resources("Markup", in: .module)`), names kept inside it as by
    /// ``directory(_:)``.
    ///
    /// Diagnostics name the document's file in the target's sources, when it is there, rather than the build's copy
    /// of it (`.build/debug/App_App.resources/Markup/…`): the folder `subdirectory` is looked for beside
    /// `sourceFile` — the caller's file, by default — and in each folder above it up to the package's, so an error
    /// points at the file you edit. Deployed without its sources, the copy is named. What is read is always the
    /// copy: the document as it was built.
    public static func resources(
        _ subdirectory: String, in bundle: Bundle, sourceFile: String = #filePath
    ) -> DocumentSource {
        guard let copies = bundle.url(forResource: subdirectory, withExtension: nil) else {
            return DocumentSource { _, _ in nil }
        }
        let documents = directory(copies)
        let sources = sourceFolder(named: subdirectory, above: URL(fileURLWithPath: sourceFile))
        return DocumentSource { name, pathExtension in
            guard let document = documents.read(name, pathExtension) else { return nil }
            guard let source = sources?.appendingPathComponent(name).appendingPathExtension(pathExtension),
                FileManager.default.fileExists(atPath: source.path)
            else { return document }
            return (document.data, source.path)
        }
    }

    /// The folder `name` beside `file` or in a folder above it, up to the one that holds `Package.swift`; nil if none.
    static func sourceFolder(named name: String, above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        // A target's files sit at most a few folders below its root; the package's root ends the search.
        for _ in 0..<8 {
            var isDirectory: ObjCBool = false
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return nil }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
        return nil
    }

    /// Documents held in memory, by `name.extension`.
    public static func memory(_ files: [String: String]) -> DocumentSource {
        DocumentSource { name, pathExtension in
            let file = name + "." + pathExtension
            return files[file].map { (Data($0.utf8), file) }
        }
    }
}

extension StringsTable {
    /// Reads `<language>.lproj/<table>.strings` under `directory` for the first of `languages` that has it,
    /// trying each language's base (`fr` for `fr-CA`) and then `Base` and `en`; keys missing from that table are
    /// taken from the next one found. A name that is no language tag (letters, digits, `-` and `_`, as `zh-Hant_TW`)
    /// is passed over, so that a language from a request can never name a file outside the directory.
    /// - Throws: ``MarkupError`` if a table exists but is malformed.
    public static func load(
        from directory: URL, table: String = "Localizable", languages: [String]
    ) throws(MarkupError) -> StringsTable {
        var order: [String] = []
        for language in languages {
            for candidate in [language, String(language.split(separator: "-").first ?? "")]
            where Self.isLanguageTag(candidate) && !order.contains(candidate) {
                order.append(candidate)
            }
        }
        for fallback in ["Base", "en"] where !order.contains(fallback) { order.append(fallback) }
        var merged = StringsTable()
        for language in order.reversed() {
            let file = directory.appendingPathComponent("\(language).lproj/\(table).strings")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let strings = try StringsTable(parsing: try MarkupText.decode(data, file: file.path), file: file.path)
            merged.entries.merge(strings.entries) { _, preferred in preferred }
        }
        return merged
    }

    /// Whether `name` is shaped as a language tag: 1 to 35 ASCII letters, digits, `-` and `_`, starting with a
    /// letter.
    static func isLanguageTag(_ name: String) -> Bool {
        let bytes = name.utf8
        guard (1...35).contains(bytes.count), let first = bytes.first, first.isASCIILetter else { return false }
        return bytes.allSatisfy {
            $0.isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: "_")
        }
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
}
