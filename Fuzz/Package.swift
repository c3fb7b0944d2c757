// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets for MarkupKit's readers (documents, binding expressions, strings files, templates) and for a
// live page's messages to its session, a package of its own because they only build with sanitizers:
//
//     swift build --package-path Fuzz -c release -Xswiftc -sanitize=address \
//       -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
//     Fuzz/.build/release/MarkupFuzzer -max_total_time=600 Fuzz/corpus
//
// Only the fuzzers themselves are built with `-sanitize=fuzzer` (below): passed to the whole build, it reaches the
// owner macro's compiler plugin too, which then has libFuzzer's `main` beside its own. Everything else gets
// AddressSanitizer and the coverage libFuzzer follows. `Fuzz/run` builds and runs them (CI runs it for a short smoke;
// by hand, give it a longer time).
let fuzzer: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])]
let fuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "HTTPRPCFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "HTTP-RPC", path: "..")],
    targets: [
        .executableTarget(
            name: "MarkupFuzzer", dependencies: [.product(name: "MarkupKit", package: "HTTP-RPC")],
            swiftSettings: fuzzer, linkerSettings: fuzzerLink),
        .executableTarget(
            name: "LiveFuzzer",
            dependencies: [
                .product(name: "MarkupKit", package: "HTTP-RPC"), .product(name: "MarkupLive", package: "HTTP-RPC"),
                .product(name: "MarkupOwners", package: "HTTP-RPC"),
            ],
            swiftSettings: fuzzer, linkerSettings: fuzzerLink),
    ]
)
