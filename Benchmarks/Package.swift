// swift-tools-version: 6.1
import PackageDescription

// Benchmarks, kept out of the main package so that peers measured for comparison (Vapor, GraphQL) never slow its build.
let package = Package(
    name: "HTTPRPCBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "HTTP-RPC", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/GraphQLSwift/Graphiti.git", from: "3.1.0"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL.git", from: "4.3.0"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    ],
    targets: [
        // The argument parsing all hand-written peers share, so that they do the same work as ours.
        .target(name: "BenchSupport"),
        .executableTarget(
            name: "KiloMathServer",
            dependencies: [
                .product(name: "KiloServer", package: "HTTP-RPC"), .product(name: "ServiceExamples", package: "HTTP-RPC"),
                "BenchSupport",
            ]),
        .executableTarget(
            name: "KiloRouterMathServer",
            dependencies: [
                .product(name: "KiloServer", package: "HTTP-RPC"), .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"), .product(name: "ServiceExamples", package: "HTTP-RPC"),
                "BenchSupport",
            ]),
        .executableTarget(
            name: "HummingbirdMathServer", dependencies: [.product(name: "Hummingbird", package: "hummingbird"), "BenchSupport"]),
        .executableTarget(
            name: "ResponderBenchmark",
            dependencies: [
                .product(name: "KiloServer", package: "HTTP-RPC"), .product(name: "ServiceExamples", package: "HTTP-RPC"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"), "BenchSupport",
            ]),
        .executableTarget(
            name: "KiloUploadServer",
            dependencies: [
                .product(name: "KiloServer", package: "HTTP-RPC"), .product(name: "ServiceExamples", package: "HTTP-RPC"),
                "BenchSupport",
            ]),
        .executableTarget(
            name: "HummingbirdUploadServer",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird"), "BenchSupport"]),
        .executableTarget(
            name: "NIOMathServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), "BenchSupport",
            ]),
        .executableTarget(
            name: "ClientBenchmark",
            dependencies: [
                .product(name: "KiloClient", package: "HTTP-RPC"), .product(name: "KiloAsyncHTTPClient", package: "HTTP-RPC"),
                .product(name: "InterfaceExamples", package: "HTTP-RPC"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]),
        .executableTarget(
            name: "StreamBenchmark",
            dependencies: [
                .product(name: "KiloClient", package: "HTTP-RPC"), .product(name: "KiloAsyncHTTPClient", package: "HTTP-RPC"),
            ]),
        .executableTarget(
            name: "StreamServer", dependencies: [.product(name: "Hummingbird", package: "hummingbird"), "BenchSupport"]),
        .executableTarget(
            name: "KiloEmployeesServer",
            dependencies: [
                .product(name: "KiloServer", package: "HTTP-RPC"), .product(name: "ServiceExamples", package: "HTTP-RPC"),
                "BenchSupport",
            ]),
        .executableTarget(
            name: "HummingbirdEmployeesServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "ServiceExamples", package: "HTTP-RPC"), "BenchSupport",
            ]),
        .executableTarget(
            name: "GraphQLEmployeesServer",
            dependencies: [
                .product(name: "Graphiti", package: "Graphiti"), .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "KiloSQL", package: "HTTP-RPC"),
                .product(name: "ServiceExamples", package: "HTTP-RPC"), "BenchSupport",
            ]),
        .executableTarget(
            name: "LayoutBenchmark",
            dependencies: [
                .product(name: "Layout", package: "HTTP-RPC"), .product(name: "LayoutCSS", package: "HTTP-RPC"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]),
        .executableTarget(
            name: "MarkupBenchmark",
            dependencies: [
                .product(name: "MarkupKit", package: "HTTP-RPC"), .product(name: "MarkupExamples", package: "HTTP-RPC"),
                .product(name: "MarkupHTML", package: "HTTP-RPC"), .product(name: "Lima", package: "HTTP-RPC"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]),
        .executableTarget(
            name: "LiveTransportServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"), "BenchSupport",
            ]),
        .executableTarget(name: "VaporMathServer", dependencies: [.product(name: "Vapor", package: "vapor"), "BenchSupport"]),
    ]
)
