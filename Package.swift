// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// One package, one module per concern; dependencies point one way (see docs/ARCHITECTURE.md).
let package = Package(
    name: "HTTP-RPC",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18)],
    products: [
        .library(name: "Kilo", targets: ["Kilo"]),
        .library(name: "KiloServer", targets: ["KiloServer"]),
        .library(name: "KiloSQL", targets: ["KiloSQL"]),
        .library(name: "Examples", targets: ["Examples"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "MarkupKit", targets: ["MarkupKit"]),
        .executable(name: "httprpc", targets: ["httprpc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/multipart-kit.git", from: "4.7.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        // The @WebService macro implementation. A compiler plugin of its own, so that only it pays for swift-syntax.
        .macro(
            name: "KiloMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The frame-computing engine behind the layout views: pure Swift, no dependency.
        .target(name: "Layout"),
        // Markup documents → validated view trees: catalog, templates, localization, bindings. Foundation and Layout only.
        .target(name: "MarkupKit", dependencies: ["Layout"]),
        // The WebServiceProxy client: Foundation only, so that an iOS app can take it alone.
        .target(name: "Kilo"),
        // The JSON spelling and the small protocols the server and the SQL helpers share.
        .target(name: "KiloCore", dependencies: [.product(name: "NIOCore", package: "swift-nio")]),
        // Web services whose methods are endpoints, hosted on Hummingbird.
        .target(
            name: "KiloServer",
            dependencies: [
                "KiloCore", "KiloMacros",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Named parameters, rows streamed as JSON, attached subqueries; SQLite (embedded) and PostgreSQL.
        .target(
            name: "KiloSQL",
            dependencies: [
                "KiloCore",
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The seeds' example services and markup documents, shared by the command-line tool and the tests.
        .target(name: "Examples", dependencies: ["KiloServer", "KiloSQL", "MarkupKit"], resources: [.copy("Markup")]),
        // The `httprpc` command-line tool.
        .executableTarget(
            name: "httprpc",
            dependencies: [
                "Examples", "KiloServer", "MarkupKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Real servers on 127.0.0.1, a raw HTTP client and test-only services, shared by the test targets.
        .target(
            name: "TestSupport",
            dependencies: [
                "KiloServer", "Examples",
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "KiloServerTests", dependencies: ["KiloServer", "Examples", "TestSupport"]),
        .testTarget(name: "KiloTests", dependencies: ["Kilo", "KiloServer", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TestSupport"]),
        .testTarget(name: "MarkupKitTests", dependencies: ["MarkupKit", "Layout", "Examples", "TestSupport"]),
        .testTarget(
            name: "KiloSQLTests",
            dependencies: ["KiloSQL", "KiloCore", "KiloServer", "Examples", "TestSupport", .product(name: "NIOCore", package: "swift-nio")]
        ),
        .testTarget(
            name: "KiloMacrosTests",
            dependencies: [
                "KiloMacros", "TestSupport",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
    ]
)
