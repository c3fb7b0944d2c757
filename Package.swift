// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// One package, one module per concern; dependencies point one way (docs/ARCHITECTURE.md draws the graph). Every
// module a target imports is declared here: CI builds with `--explicit-target-dependency-import-check error`.

/// The language settings every target builds with, as Hummingbird's: `any` spelled out, imports that are internal
/// unless marked `public`, and members visible only from modules a file imports itself.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Where UIKit does not exist, MarkupUIKit builds on `UIKitShim` (its code imports UIKit wherever `canImport(UIKit)`):
/// a Mac and the rest. tvOS is not supported (it lacks UIKit's switches, sliders, steppers and pickers).
/// `ArchitectureTests` holds this list to every platform tools version 6.2 names but iOS, tvOS, visionOS, watchOS and
/// Mac Catalyst (FreeBSD comes with 6.3).
let platformsWithoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .wasi, .openbsd, .driverKit]

let package = Package(
    name: "HTTP-RPC",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "KiloClient", targets: ["KiloClient"]),
        .library(name: "KiloAsyncHTTPClient", targets: ["KiloAsyncHTTPClient"]),
        .library(name: "KiloInterface", targets: ["KiloInterface"]),
        .library(name: "KiloServer", targets: ["KiloServer"]),
        .library(name: "KiloTemplates", targets: ["KiloTemplates"]),
        .library(name: "KiloServerTesting", targets: ["KiloServerTesting"]),
        .library(name: "KiloSQL", targets: ["KiloSQL"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "LayoutCSS", targets: ["LayoutCSS"]),
        .library(name: "HTMLWriting", targets: ["HTMLWriting"]),
        .library(name: "MarkupKit", targets: ["MarkupKit"]),
        .library(name: "MarkupHTML", targets: ["MarkupHTML"]),
        .library(name: "MarkupOwners", targets: ["MarkupOwners"]),
        .library(name: "Lima", targets: ["Lima"]),
        .library(name: "MarkupLive", targets: ["MarkupLive"]),
        .library(name: "MarkupUIKit", targets: ["MarkupUIKit"]),
        .library(name: "MarkupLiveServer", targets: ["MarkupLiveServer"]),
        .executable(name: "httprpc", targets: ["httprpc"]),
        // The examples, exported only so that the benchmarks package can build them as an app would (target names
        // are unique across a package graph, so it cannot declare its own); they are no part of the API.
        .library(name: "InterfaceExamples", targets: ["InterfaceExamples"]),
        .library(name: "ServiceExamples", targets: ["ServiceExamples"]),
        .library(name: "MarkupExamples", targets: ["MarkupExamples"]),
        .library(name: "AppExamples", targets: ["AppExamples"]),
    ],
    traits: [
        .trait(
            name: "PostgreSQL",
            description:
                "KiloSQL's PostgreSQL database (PostgreSQLDatabase, httprpc serve --database postgres://…). Off by default: PostgresNIO brings swift-crypto and swift-nio-ssl, two BoringSSL builds, into every first build."
        ),
        .trait(
            name: "MySQL",
            description:
                "KiloSQL's MariaDB and MySQL database (MariaDBDatabase, httprpc serve --database mysql://…), on MariaDB Connector/C: install libmariadb-dev (Debian) first."
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/JohnSundell/Ink.git", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        // A live page's stream: its session's updates merged with heartbeats, read only as fast as the page takes them.
        .package(url: "https://github.com/apple/swift-async-algorithms.git", from: "1.1.4"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // Tests only: authentication middleware whose identity reaches a method's @FromContext parameter.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        // Tests only: the child processes of the tests (the tool, Chromium, git, swift); Foundation's Process crashes
        // now and then on Linux (swift-corelibs-foundation #5472).
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.2"),
    ],
    targets: [
        // MARK: The UI core: no server, no SwiftNIO

        // The frame-computing engine behind the layout views: pure Swift, no dependency.
        .target(name: "Layout", swiftSettings: strictSettings),
        // HTML as UTF-8 bytes with one escaping rule: the one HTML writer, for the UI's pages and the server's. No
        // dependency, so that both sides share it without knowing each other.
        .target(name: "HTMLWriting", swiftSettings: strictSettings),
        // The engine's rules written as HTML and CSS (CSSMapping), for the HTML renderer and the Chromium oracle: outside
        // Layout, as Yoga keeps its browser oracle outside the library.
        .target(name: "LayoutCSS", dependencies: ["Layout", "HTMLWriting"], swiftSettings: strictSettings),
        // Markup documents → checked view trees: catalog, templates, localization, bindings. Foundation, Layout and
        // KiloShared ("did you mean") only.
        .target(name: "MarkupKit", dependencies: ["Layout", "KiloShared", "KiloValues"], swiftSettings: strictSettings),
        // View trees → HTML pages whose boxes are the layout engine's frames. MarkupKit and Layout (with its CSS) only.
        .target(
            name: "MarkupHTML", dependencies: ["MarkupKit", "Layout", "LayoutCSS", "HTMLWriting"],
            // The page's stylesheet and script, compiled into the module: a server copied without its resource bundle
            // still serves them.
            resources: [.embedInCode("Resources/markup.css"), .embedInCode("Resources/markup.js")],
            swiftSettings: strictSettings),
        // A document's owner: outlets and actions found by name without the Objective-C runtime, view handles, the
        // check of a document against its owner, and the connection any renderer drives. MarkupKit (and KiloShared's
        // "did you mean") only.
        .target(
            name: "MarkupOwners", dependencies: ["MarkupKit", "KiloShared", "MarkupOwnerMacros"],
            swiftSettings: strictSettings),
        // The same views as a Swift DSL: declarations that build the ViewTree a document loads to.
        .target(name: "Lima", dependencies: ["MarkupKit", "Layout"], swiftSettings: strictSettings),
        // How Lima spells the catalog, and the converter that writes a document as Lima source: the generated views and
        // `httprpc markup convert` share its rules. MarkupKit and Layout only; not a product (tooling, not an app's).
        .target(name: "LimaConversion", dependencies: ["MarkupKit", "Layout"], swiftSettings: strictSettings),
        // The @MarkupOwner macro implementation: a compiler plugin of its own, as KiloMacros is.
        .macro(
            name: "MarkupOwnerMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // A live page's session, whatever carries it: the document's views as the page shows them, the owner driving
        // them, the page's messages checked and the changes for it coalesced. No server, no SwiftNIO.
        .target(name: "MarkupLive", dependencies: ["MarkupKit", "MarkupOwners"], swiftSettings: strictSettings),
        // The seeds' markup documents, as a resource, with the loader settings they need; the owners that drive them
        // live (the AC remote and the pizza form call the example services through KiloClient); their Lima twins.
        .target(
            name: "MarkupExamples",
            dependencies: ["MarkupKit", "MarkupOwners", "KiloClient", "InterfaceExamples", "Lima", "Layout"],
            resources: [.copy("Markup")], swiftSettings: strictSettings),

        // The part of UIKit MarkupUIKit uses, declared as Apple declares it, so that the renderer compiles and its logic
        // is tested on Linux; built only where UIKit does not exist (the renderer's dependency is conditional).
        .target(name: "UIKitShim", swiftSettings: strictSettings),
        // Markup and Lima views as UIKit views: UIKit where it exists, the shim elsewhere, from the same source.
        .target(
            name: "MarkupUIKit",
            dependencies: [
                "MarkupKit", "MarkupOwners", "Lima", "Layout",
                .target(name: "UIKitShim", condition: .when(platforms: platformsWithoutUIKit)),
            ], swiftSettings: strictSettings),
        // The seeds' apps as one iPhone app (menu, screens, routes) on MarkupUIKit: what an Xcode app shell shows
        // (docs/MARKUPUIKIT.md), driven on the shim by MarkupUIKitTests and type-checked against Apple's SDK.
        .target(
            name: "AppExamples",
            dependencies: [
                "MarkupUIKit", "MarkupExamples", "MarkupKit", "MarkupOwners", "Lima", "KiloClient",
                .target(name: "UIKitShim", condition: .when(platforms: platformsWithoutUIKit)),
            ], swiftSettings: strictSettings),

        // MARK: The client

        // The WebServiceProxy client: Foundation and two dependency-free modules only, so that an iOS app can take it alone.
        .target(
            name: "KiloClient",
            dependencies: [
                "KiloShared", "KiloPaths", "KiloValues", "KiloResponses",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSettings),
        // What the client, the server and the SQL helpers share (deadlines, content types), with no dependency at all.
        .target(name: "KiloShared", swiftSettings: strictSettings),
        // Values a service and its clients exchange as text and neither Swift nor Foundation types (LocalDate,
        // LocalTime): public, re-exported by KiloClient and KiloServer; KiloShared's calendar arithmetic only.
        .target(name: "KiloValues", dependencies: ["KiloShared"], swiftSettings: strictSettings),
        // What an operation answers besides a value alone (Created: 201 and its Location; Accepted: 202): one type for
        // the server that writes it and the client that reads it, re-exported by both. swift-http-types only.
        .target(
            name: "KiloResponses", dependencies: [.product(name: "HTTPTypes", package: "swift-http-types")],
            swiftSettings: strictSettings),
        // KiloClient's transport over AsyncHTTPClient, for callers on Linux (servers calling services), where it costs a
        // fraction of URLSession's CPU. A module of its own, so that an app that takes KiloClient never builds SwiftNIO.
        .target(
            name: "KiloAsyncHTTPClient",
            dependencies: [
                "KiloClient",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            swiftSettings: strictSettings),

        // The endpoint markers (`@RequestMethod`, `@ResourcePath`, `@BodyParameter`) that servers and interfaces share.
        .target(name: "KiloEndpoints", dependencies: ["KiloMacros"], swiftSettings: strictSettings),
        // One declaration of a service for its server and its clients: `@WebServiceInterface` protocols, the endpoint
        // markers both sides read, and the endpoint table the server serves. The client and the macro plugin only, so
        // that an iOS app's shared module takes it without the server.
        .target(
            name: "KiloInterface", dependencies: ["KiloClient", "KiloEndpoints", "KiloMacros"], swiftSettings: strictSettings),
        // The seeds' services declared as interfaces (math, air conditioner): ServiceExamples implements them, the AC
        // remote calls the generated client.
        .target(name: "InterfaceExamples", dependencies: ["KiloInterface"], swiftSettings: strictSettings),

        // MARK: The server and SQL

        // The resource path grammar (`contacts/?/addresses/?:kind`): the macro checks paths with it at compile time,
        // the server routes with it. No dependency, so that the compiler plugin stays small.
        .target(name: "KiloPaths", swiftSettings: strictSettings),
        // The @WebService macro implementation. A compiler plugin of its own, so that only it pays for swift-syntax.
        .macro(
            name: "KiloMacros",
            dependencies: [
                "KiloPaths",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // The JSON spelling and the small protocols the server and the SQL helpers share.
        .target(
            name: "KiloCore", dependencies: [.product(name: "NIOCore", package: "swift-nio")], swiftSettings: strictSettings),
        // Services running for a test, in process or on a port, called raw or through a proxy (HummingbirdTesting's
        // modes underneath); quiet unless asked.
        .target(
            name: "KiloServerTesting",
            dependencies: [
                "KiloServer", "KiloClient", .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            swiftSettings: strictSettings),
        // Web services whose methods are endpoints, hosted on Hummingbird.
        .target(
            name: "KiloServer",
            dependencies: [
                "KiloCore", "KiloShared", "KiloPaths", "KiloEndpoints", "KiloInterface", "KiloMacros", "KiloValues",
                "KiloResponses", "HTMLWriting", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Ink", package: "Ink"), .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            swiftSettings: strictSettings
        ),
        // Live pages over HTTP: a live session's page, its updates as Server-Sent Events and its messages, on
        // KiloServer. The one module that knows both the UI core and the server.
        .target(
            name: "MarkupLiveServer",
            dependencies: [
                "KiloServer", "KiloShared", "MarkupLive", "MarkupOwners", "MarkupHTML", "MarkupKit", "Layout", "HTMLWriting",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ],
            // The live page's script and alert style, compiled in (see MarkupHTML).
            resources: [.embedInCode("Resources/live.js"), .embedInCode("Resources/live-alert.css")],
            swiftSettings: strictSettings),
        // Results rendered through Mustache templates (swift-mustache) as HTML, XML or text, formatted in the request's
        // language; a module of its own, so that a server without templates does not build the engine.
        .target(
            name: "KiloTemplates",
            dependencies: [
                "KiloServer", "KiloCore", "KiloShared", "HTMLWriting", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strictSettings),
        // MariaDB Connector/C (Debian's libmariadb-dev), found by pkg-config: KiloSQL's MariaDB and MySQL database.
        .systemLibrary(
            name: "CMariaDB", path: "Sources/CMariaDB", pkgConfig: "libmariadb",
            providers: [.apt(["libmariadb-dev"]), .brew(["mariadb-connector-c"])]),
        // Named parameters, rows streamed as JSON, attached subqueries; SQLite (embedded) and PostgreSQL.
        .target(
            name: "KiloSQL",
            dependencies: [
                "KiloCore", "KiloShared", "KiloValues",
                // For the SQLite build it bundles (the module VaporCSQLite), which KiloSQL drives through the C API.
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                // With the PostgreSQL trait only: PostgresNIO brings swift-crypto and swift-nio-ssl, two BoringSSL builds.
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                // With the MySQL trait only: MariaDB Connector/C, a system library.
                .target(name: "CMariaDB", condition: .when(traits: ["MySQL"])),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // The seeds' example services (math, air conditioner, form echo, upload, hello, employees, pets).
        .target(
            name: "ServiceExamples", dependencies: ["KiloServer", "KiloSQL", "KiloTemplates", "InterfaceExamples"],
            resources: [.copy("Templates")], swiftSettings: strictSettings),

        // MARK: The tool

        // Maintainers' tool: Lima's plain views written from the catalog, run by the command plugin below.
        .executableTarget(name: "generate-lima-views", dependencies: ["LimaConversion"], swiftSettings: strictSettings),
        // `swift package generate-lima-views`: runs the tool above on the package.
        .plugin(
            name: "GenerateLimaViews",
            capability: .command(
                intent: .custom(verb: "generate-lima-views", description: "Rewrites Sources/Lima/GeneratedViews.swift"),
                permissions: [.writeToPackageDirectory(reason: "Lima's generated views are a file of the package")]),
            dependencies: ["generate-lima-views"]),

        // The `httprpc` command-line tool.
        .executableTarget(
            name: "httprpc",
            dependencies: [
                "ServiceExamples", "KiloServer", "KiloSQL", "KiloClient", "MarkupKit", "MarkupHTML", "MarkupExamples", "Layout",
                "HTMLWriting", "MarkupLive", "MarkupLiveServer", "LimaConversion", "KiloAsyncHTTPClient",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"), .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            // The preview panel's script, compiled in (see MarkupHTML).
            resources: [.embedInCode("Resources/preview.js")],
            swiftSettings: strictSettings
        ),

        // MARK: Tests

        // Running commands (Chromium, the built tool, the compiler): Foundation only, for every test target.
        .target(
            name: "TestSupport", dependencies: [.product(name: "Subprocess", package: "swift-subprocess")],
            path: "Tests/TestSupport", swiftSettings: strictSettings),
        // Real servers on 127.0.0.1, a raw HTTP client, a TCP proxy and test-only services, for the server's tests.
        .target(
            name: "ServerTestSupport",
            dependencies: [
                "KiloServer", "KiloServerTesting", "ServiceExamples",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Tests/ServerTestSupport",
            swiftSettings: strictSettings
        ),
        // Headless Chromium over the DevTools protocol: pages used as a person would (click, type, read the DOM).
        .target(
            name: "BrowserSupport",
            dependencies: [
                "TestSupport", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            path: "Tests/BrowserSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ArchitectureTests",
            dependencies: [
                "TestSupport", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ], swiftSettings: strictSettings),
        .testTarget(
            name: "UIKitShimTests", dependencies: ["UIKitShim", "TestSupport"], exclude: ["UIKitManifest.json"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "MarkupUIKitTests",
            dependencies: [
                "MarkupUIKit", "MarkupKit", "MarkupOwners", "MarkupExamples", "Layout", "Lima", "KiloClient", "TestSupport",
                "InterfaceExamples", "AppExamples",
                .target(name: "UIKitShim", condition: .when(platforms: platformsWithoutUIKit)),
            ], swiftSettings: strictSettings),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "LayoutCSS", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "MarkupKitTests", dependencies: ["MarkupKit", "Layout", "MarkupExamples", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "MarkupHTMLTests",
            dependencies: ["MarkupHTML", "MarkupKit", "Layout", "LayoutCSS", "HTMLWriting", "MarkupExamples", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "MarkupOwnersTests",
            dependencies: [
                "MarkupOwners", "MarkupOwnerMacros", "MarkupKit", "MarkupExamples", "TestSupport",
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "LimaTests", dependencies: ["Lima", "LimaConversion", "MarkupKit", "MarkupExamples", "Layout", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "MarkupLiveTests", dependencies: ["MarkupLive", "MarkupOwners", "MarkupKit", "MarkupExamples"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "MarkupLiveServerTests",
            dependencies: [
                "MarkupLiveServer", "MarkupLive", "MarkupOwners", "MarkupKit", "KiloServer", "ServerTestSupport",
                "KiloServerTesting", "BrowserSupport", "TestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KiloTemplatesTests",
            dependencies: ["KiloTemplates", "KiloServer", "KiloServerTesting", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KiloServerTests",
            dependencies: [
                "KiloServer", "KiloShared", "ServerTestSupport", "TestSupport", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"), .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"), "KiloServerTesting",
                .product(name: "Prometheus", package: "swift-prometheus"), "ServiceExamples",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "KiloValuesTests", dependencies: ["KiloValues"], swiftSettings: strictSettings),
        .testTarget(
            name: "KiloClientTests",
            dependencies: [
                "KiloClient", "KiloAsyncHTTPClient", "KiloInterface", "InterfaceExamples", "KiloServer", "ServerTestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KiloSQLTests",
            dependencies: [
                "KiloSQL", "KiloClient", "KiloCore", "KiloShared", "KiloServer", "KiloServerTesting", "ServiceExamples",
                "InterfaceExamples",
                "ServerTestSupport", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "KiloMacrosTests",
            dependencies: [
                "KiloMacros", "TestSupport",
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // The built `httprpc` tool, run as a person would.
        .testTarget(
            name: "ToolTests",
            dependencies: [
                "MarkupExamples", "TestSupport", "ServerTestSupport", "BrowserSupport", "MarkupLiveServer", "KiloSQL",
            ],
            swiftSettings: strictSettings),
    ]
)
