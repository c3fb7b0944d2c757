// swift-tools-version: 6.1
// A package of your own on HTTP-RPC (docs/YOUR-PACKAGE.md walks through it): a bookmarks service on SQLite, its typed
// client, its screen as markup shipped with the package, and a server that holds both. CI builds and tests it as an
// outside package, so that it never drifts from the API.
import PackageDescription

let package = Package(
    name: "Bookmarks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        // This checkout, whatever its folder is called; yours names the URL of your clone (README, "Installation").
        .package(name: "HTTP-RPC", path: "../..")
    ],
    targets: [
        // What the server and its clients share: the interface and its models. KiloInterface alone, so that an iOS
        // app can take it.
        .target(name: "BookmarksAPI", dependencies: [.product(name: "KiloInterface", package: "HTTP-RPC")]),
        // The service, the screen's owner and document, and the server that holds both.
        .target(
            name: "Bookmarks",
            dependencies: [
                "BookmarksAPI",
                .product(name: "KiloServer", package: "HTTP-RPC"),
                .product(name: "KiloSQL", package: "HTTP-RPC"),
                .product(name: "MarkupKit", package: "HTTP-RPC"),
                .product(name: "MarkupOwners", package: "HTTP-RPC"),
                .product(name: "MarkupLive", package: "HTTP-RPC"),
                .product(name: "MarkupLiveServer", package: "HTTP-RPC"),
            ],
            resources: [.copy("Markup")]),
        .executableTarget(
            name: "bookmarks",
            dependencies: [
                "Bookmarks", .product(name: "KiloServer", package: "HTTP-RPC"),
                .product(name: "KiloSQL", package: "HTTP-RPC"),
            ]),
        .testTarget(
            name: "BookmarksTests",
            dependencies: [
                "Bookmarks", "BookmarksAPI",
                .product(name: "KiloServerTesting", package: "HTTP-RPC"),
                .product(name: "KiloSQL", package: "HTTP-RPC"),
                .product(name: "MarkupLive", package: "HTTP-RPC"),
            ]),
    ]
)
