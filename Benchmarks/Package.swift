// swift-tools-version: 6.1
import PackageDescription

// Benchmarks, kept out of the main package so that peers measured for comparison (Vapor) never slow its build.
let package = Package(
    name: "HTTPRPCBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "HTTP-RPC", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
    ],
    targets: [
        // The argument parsing all hand-written peers share, so that they do the same work as ours.
        .target(name: "BenchSupport"),
        .target(name: "BenchServices", dependencies: [.product(name: "KiloServer", package: "HTTP-RPC")]),
        .executableTarget(
            name: "KiloMathServer",
            dependencies: [.product(name: "KiloServer", package: "HTTP-RPC"), "BenchServices", "BenchSupport"]),
        .executableTarget(
            name: "KiloRouterMathServer",
            dependencies: [
                .product(name: "KiloServer", package: "HTTP-RPC"), .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"), "BenchServices", "BenchSupport",
            ]),
        .executableTarget(
            name: "HummingbirdMathServer", dependencies: [.product(name: "Hummingbird", package: "hummingbird"), "BenchSupport"]),
        .executableTarget(
            name: "NIOMathServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), "BenchSupport",
            ]),
        .executableTarget(name: "VaporMathServer", dependencies: [.product(name: "Vapor", package: "vapor"), "BenchSupport"]),
    ]
)
