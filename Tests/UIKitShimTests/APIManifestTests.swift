import Foundation
import TestSupport
import Testing

/// The shim against Apple's UIKit: every public declaration of `UIKitShim`, as the compiler describes it, must be one
/// that the iOS SDK's UIKit makes (same path, same declaration once spelled alike, deprecated where UIKit deprecates
/// it, optional protocol requirements given a default), or a test hook named `Shim…`/`shim…`. UIKit's side is
/// `UIKitManifest.json`, which `scripts/uikit-manifest.py` extracts from the SDK (docs/MARKUPUIKIT.md says how).
@Suite("UIKit shim against the iOS SDK's UIKit")
struct APIManifestTests {
    /// One declaration: where it is (a dotted path, `UIButton.setTitle(_:for:)`), what it says, and its availability.
    struct Declaration: Equatable {
        var path: String
        var kind: String
        var text: String
        var deprecated: Bool
        var location: String?
    }

    /// Every shim declaration is UIKit's, or a failure that names the shim's line and the header's.
    @Test(
        "every declaration of UIKitShim is UIKit's, as the iOS 17 SDK declares it",
        .enabled(if: Compiler.isReady(module: "UIKitShim"), "skipped: build the package first (swift build --build-tests)"))
    func shimMatchesUIKit() async throws {
        let shim = try await Self.shimDeclarations()
        let manifest = try Self.manifest()
        #expect(shim.count > 500, "only \(shim.count) shim declarations read")
        for problem in Self.problems(shim: shim, manifest: manifest) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test("a declaration UIKit lacks, declares otherwise or deprecates is reported with the header's line")
    func reportsMismatches() throws {
        var manifest = try Self.manifest()
        // What the script writes for a declaration iOS marks unavailable (the shim had `plain` until it was checked).
        manifest.absent["UIButton.ButtonType.plain"] = ("unavailable on iOS", "UIButton.h:30")
        let plain = Declaration(
            path: "UIButton.ButtonType.plain", kind: "swift.enum.case", text: "case plain", deprecated: false,
            location: "UIButton.swift:8")
        let wrongType = Declaration(
            path: "UILabel.text", kind: "swift.property", text: "var text: String { get set }", deprecated: false,
            location: "UILabel.swift:10")
        let undeprecated = Declaration(
            path: "UIActivityIndicatorView.Style.whiteLarge", kind: "swift.enum.case", text: "case whiteLarge",
            deprecated: false, location: "UIIndicators.swift:10")
        let unknown = Declaration(
            path: "UIView.frobnicate()", kind: "swift.method", text: "func frobnicate()", deprecated: false,
            location: "UIView.swift:1")
        let problems = Self.problems(shim: [plain, wrongType, undeprecated, unknown], manifest: manifest)
        #expect(problems.count == 4)
        #expect(problems.contains { $0.contains("UIButton.ButtonType.plain` is unavailable on iOS (UIButton.h:30)") })
        #expect(
            problems.contains { $0.contains("UILabel.text") && $0.contains("`var text: String? { get set }` (UILabel.h:35)") })
        #expect(problems.contains { $0.contains("whiteLarge` is deprecated in UIKit (UIActivityIndicatorView.h:18)") })
        #expect(problems.contains { $0.contains("UIView.frobnicate()` is not in UIKitManifest.json") })
    }

    // MARK: - Reading both sides

    struct Manifest {
        var declarations: [String: [(Declaration, header: String?)]]
        var absent: [String: (reason: String, header: String?)]
    }

    static func manifest() throws -> Manifest {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UIKitManifest.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        var manifest = Manifest(declarations: [:], absent: [:])
        for entry in json["declarations"] as? [[String: Any]] ?? [] {
            guard let path = entry["path"] as? String, let kind = entry["kind"] as? String,
                let text = entry["declaration"] as? String
            else { continue }
            let declaration = Declaration(
                path: path, kind: kind, text: normalized(text, kind: kind), deprecated: entry["deprecated"] != nil,
                location: nil)
            manifest.declarations[path, default: []].append((declaration, entry["header"] as? String))
        }
        for entry in json["absent"] as? [[String: Any]] ?? [] {
            guard let path = entry["path"] as? String else { continue }
            manifest.absent[path] = (entry["reason"] as? String ?? "absent", entry["header"] as? String)
        }
        return manifest
    }

    /// The shim's public declarations, from its built module, but its own test hooks.
    static func shimDeclarations() async throws -> [Declaration] {
        var declarations: [Declaration] = []
        var defaults: Set<String> = []
        var requirements: [String: String] = [:]
        for graph in try await Compiler.symbolGraph(of: "UIKitShim") {
            let symbols = graph["symbols"] as? [[String: Any]] ?? []
            var pathOf: [String: String] = [:]
            for symbol in symbols {
                guard let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                    let components = symbol["pathComponents"] as? [String]
                else { continue }
                pathOf[identifier] = components.joined(separator: ".")
            }
            for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
                guard let source = relationship["source"] as? String, let target = relationship["target"] as? String
                else { continue }
                switch relationship["kind"] as? String {
                case "defaultImplementationOf": if let path = pathOf[target] { defaults.insert(path) }
                case "requirementOf": if let path = pathOf[source] { requirements[path] = pathOf[target] }
                default: break
                }
            }
            for symbol in symbols {
                guard let components = symbol["pathComponents"] as? [String],
                    !components.contains(where: { $0.hasPrefix("Shim") || $0.hasPrefix("shim") }),
                    let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
                else { continue }
                let path = components.joined(separator: ".")
                // A protocol's default implementation is the protocol's business, checked with its requirement.
                if symbol["swiftExtension"] != nil, requirements[path] == nil, components.count > 1,
                    declarations.contains(where: { $0.path == path })
                {
                    continue
                }
                let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
                // Parameter names inside are the implementation's own; labels are compared.
                var text = ""
                for fragment in fragments {
                    if fragment["kind"] as? String == "internalParam" {
                        while text.hasSuffix(" ") { text.removeLast() }
                    } else {
                        text += fragment["spelling"] as? String ?? ""
                    }
                }
                let availability = symbol["availability"] as? [[String: Any]] ?? []
                let deprecated = availability.contains { $0["deprecated"] != nil || $0["isUnconditionallyDeprecated"] != nil }
                var location: String?
                if let place = symbol["location"] as? [String: Any], let uri = place["uri"] as? String,
                    let line = (place["position"] as? [String: Any])?["line"] as? Int
                {
                    location = "\(URL(string: uri)?.lastPathComponent ?? uri):\(line + 1)"
                }
                declarations.append(
                    Declaration(
                        path: path, kind: kind, text: normalized(text, kind: kind), deprecated: deprecated,
                        location: location))
            }
        }
        // An optional requirement of UIKit's is one the shim gives a default; a required one must have none.
        for index in declarations.indices where requirements[declarations[index].path] != nil {
            if defaults.contains(declarations[index].path) { declarations[index].text = "optional " + declarations[index].text }
        }
        return declarations
    }

    /// A declaration spelled as both sides can be compared (the parameter names inside already left out): no access or
    /// inheritance keywords, no isolation on members (a member takes its type's), a stored `let` as a read-only `var`,
    /// a stored `var` as a settable one.
    static func normalized(_ text: String, kind: String) -> String {
        var text = text
        for word in ["open ", "public ", "final ", "override ", "convenience ", "required ", "dynamic ", "nonisolated "] {
            text = text.replacingOccurrences(of: word, with: "")
        }
        let isType = ["swift.class", "swift.struct", "swift.enum", "swift.protocol"].contains(kind)
        if !isType { text = text.replacingOccurrences(of: "@MainActor ", with: "") }
        // Attributes Swift on Linux has no use for (`@NSCopying` needs NSCopying), and ones that change no caller.
        for attribute in ["@preconcurrency ", "@discardableResult ", "@NSCopying "] {
            text = text.replacingOccurrences(of: attribute, with: "")
        }
        // An imported class constant (`class let … { get set }`) reads as a read-only class property.
        if text.hasPrefix("class let ") {
            text = "class var " + text.dropFirst("class let ".count).replacingOccurrences(of: " { get set }", with: "")
            text += " { get }"
        }
        if kind.hasSuffix("property") {
            if text.hasPrefix("let ") || text.hasPrefix("static let ") {
                text = text.replacingOccurrences(of: "let ", with: "var ") + " { get }"
            } else if !text.contains("{") {
                text += " { get set }"
            }
        }
        return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// What is wrong with the shim's declarations against UIKit's, one message each.
    static func problems(shim: [Declaration], manifest: Manifest) -> [String] {
        var problems: [String] = []
        for declaration in shim {
            let place = declaration.location.map { "UIKitShim/\($0)" } ?? "UIKitShim"
            if let absent = manifest.absent[declaration.path] {
                problems.append(
                    "\(place): `\(declaration.path)` is \(absent.reason) (\(absent.header ?? "no header names it")); "
                        + "the shim declares only what iOS has")
                continue
            }
            guard let candidates = manifest.declarations[declaration.path] else {
                problems.append(
                    "\(place): `\(declaration.path)` is not in UIKitManifest.json: run scripts/uikit-manifest.py with the "
                        + "iOS SDK (a test hook is named Shim… or shim…)")
                continue
            }
            guard let (match, header) = candidates.first(where: { $0.0.text == declaration.text }) else {
                let uikit = candidates.map { "`\($0.0.text)` (\($0.header ?? "UIKit"))" }.joined(separator: " or ")
                problems.append("\(place): `\(declaration.path)` is `\(declaration.text)` where UIKit declares \(uikit)")
                continue
            }
            if match.deprecated != declaration.deprecated {
                problems.append(
                    "\(place): `\(declaration.path)` is \(match.deprecated ? "deprecated" : "not deprecated") in UIKit "
                        + "(\(header ?? "UIKit")) but \(declaration.deprecated ? "deprecated" : "not deprecated") in the shim")
            }
        }
        return problems
    }
}
