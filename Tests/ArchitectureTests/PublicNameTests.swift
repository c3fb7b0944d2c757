import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// The package's public type names, read from the sources with swift-syntax: none declared by two of our modules (an
/// app importing both would have to qualify it), none that SwiftUI, UIKit's Swift overlay, Hummingbird or Foundation
/// already declare, and Lima's all start with `LM` or `Lima` — so that an app can import any of our modules beside
/// UIKit, SwiftUI and Hummingbird and never qualify a name.
@Suite("Public names")
struct PublicNameTests {
    /// Names of the frameworks an app imports beside ours: SwiftUI's views, values and protocols, Hummingbird's and
    /// Foundation's most used types. Not exhaustive; the ones a UI or server package is likely to choose.
    static let frameworkNames: Set<String> = [
        // SwiftUI
        "View", "Text", "Label", "Button", "Section", "Color", "Font", "Image", "List", "Form", "Toggle", "Slider",
        "Stepper", "DatePicker", "TextField", "SecureField", "TextEditor", "ProgressView", "Spacer", "Divider",
        "ScrollView", "Group", "GroupBox", "Link", "Menu", "Picker", "TabView", "NavigationLink", "NavigationStack",
        "NavigationView", "Alignment", "HorizontalAlignment", "VerticalAlignment", "TextAlignment", "ContentMode",
        "ButtonStyle", "ProgressViewStyle", "ToggleStyle", "PickerStyle", "Animation", "Angle", "Edge", "EdgeInsets",
        "Environment", "State", "Binding", "Gauge", "Grid", "GridRow", "Table", "TableColumn", "Canvas", "Shape",
        "Path", "Rectangle", "Circle", "Capsule", "Layout", "Axis", "Namespace", "ForEach", "EmptyView", "AnyView",
        "LabeledContent", "Style", "ShapeStyle", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "Tab",
        "Window", "Scene", "App", "Toolbar", "ToolbarItem", "Alert", "Sheet", "Transaction", "GeometryReader",
        "ViewBuilder", "SceneBuilder", "Material", "Gradient", "LinearGradient", "ContainerRelativeShape",
        // Hummingbird
        "Application", "Router", "Request", "Response", "HTTPError", "Route", "RouterMiddleware", "Middleware",
        "RequestContext", "BasicRequestContext", "ResponseGenerator", "EditedResponse", "Parameters", "URI",
        "RouterGroup", "HTTPResponseError", "FileMiddleware", "CORSMiddleware", "LogRequestsMiddleware",
        // Foundation and the standard library
        "Data", "URL", "Date", "Locale", "Calendar", "Decimal", "UUID", "Measurement", "Unit", "Notification",
        "Operation", "Process", "Thread", "Timer", "Bundle", "Expression", "Predicate", "FormatStyle", "Format",
    ]

    /// Top-level public and open types, macros included, by module (its folder under `Sources/`): read once for the
    /// three tests, off Swift's shared pool (parsing every source file takes seconds in a debug build).
    static let names = Task { try await onOwnThread { try readPublicNames() } }

    static func publicNames() async throws -> [String: [String]] { try await names.value }

    static func readPublicNames() throws -> [String: [String]] {
        let sources = DependencyTests.root.appendingPathComponent("Sources")
        var names: [String: [String]] = [:]
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for statement in Parser.parse(source: text).statements {
                    if let name = Self.publicName(of: statement.item) { names[module, default: []].append(name) }
                }
            }
        }
        return names
    }

    /// The name a top-level declaration makes public, if it is a public or open type, protocol, alias or macro.
    static func publicName(of item: CodeBlockItemSyntax.Item) -> String? {
        let declaration: (modifiers: DeclModifierListSyntax, name: TokenSyntax)? =
            switch item {
            case .decl(let decl):
                if let type = decl.as(StructDeclSyntax.self) {
                    (type.modifiers, type.name)
                } else if let type = decl.as(ClassDeclSyntax.self) {
                    (type.modifiers, type.name)
                } else if let type = decl.as(EnumDeclSyntax.self) {
                    (type.modifiers, type.name)
                } else if let type = decl.as(ProtocolDeclSyntax.self) {
                    (type.modifiers, type.name)
                } else if let type = decl.as(ActorDeclSyntax.self) {
                    (type.modifiers, type.name)
                } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                    (alias.modifiers, alias.name)
                } else if let macro = decl.as(MacroDeclSyntax.self) {
                    (macro.modifiers, macro.name)
                } else {
                    nil
                }
            default: nil
            }
        guard let declaration,
            declaration.modifiers.contains(where: { ["public", "open"].contains($0.name.text) })
        else { return nil }
        return declaration.name.text
    }

    @Test("no public name is declared by two of our modules")
    func noNameTwice() async throws {
        var modulesByName: [String: [String]] = [:]
        // UIKitShim declares UIKit's own names on purpose, and is built only where UIKit is absent.
        for (module, names) in try await Self.publicNames() where module != "UIKitShim" {
            for name in Set(names) { modulesByName[name, default: []].append(module) }
        }
        let twice = modulesByName.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.sorted())" }.sorted()
        #expect(twice.isEmpty, "\(twice.joined(separator: "\n"))")
    }

    @Test("no public name is one of SwiftUI's, Hummingbird's or Foundation's")
    func noFrameworkName() async throws {
        let names = try await Self.publicNames()
        #expect(names.count > 20, "the sources were not found: \(names.keys.sorted())")
        let clashes = names.filter { $0.key != "UIKitShim" }.flatMap { module, names in
            names.filter(Self.frameworkNames.contains).map { "\(module).\($0)" }
        }
        #expect(clashes.sorted().isEmpty, "\(clashes.sorted())")
    }

    @Test("Lima's public types start with LM or Lima")
    func limaPrefix() async throws {
        let names = try #require(try await Self.publicNames()["Lima"])
        #expect(names.count > 40)
        let unprefixed = names.filter { !$0.hasPrefix("LM") && !$0.hasPrefix("Lima") }
        #expect(unprefixed.sorted().isEmpty, "\(unprefixed.sorted())")
    }
}
