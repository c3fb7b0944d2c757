// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets for MarkupKit's readers (documents, binding expressions, strings files, templates) and for a
// live page's messages to its session, a package of its own because they only build with `-sanitize=fuzzer`:
//
//     swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//     Fuzz/.build/release/MarkupFuzzer -max_total_time=600 Fuzz/corpus
//
// `Fuzz/run` does both (CI runs it for a short smoke; by hand, give it a longer time).
let package = Package(
    name: "HTTPRPCFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "HTTP-RPC", path: "..")],
    targets: [
        .executableTarget(name: "MarkupFuzzer", dependencies: [.product(name: "MarkupKit", package: "HTTP-RPC")]),
        .executableTarget(
            name: "LiveFuzzer",
            dependencies: [
                .product(name: "MarkupKit", package: "HTTP-RPC"), .product(name: "MarkupLive", package: "HTTP-RPC"),
                .product(name: "MarkupRuntime", package: "HTTP-RPC"),
            ]),
    ]
)
