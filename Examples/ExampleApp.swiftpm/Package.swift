// swift-tools-version: 6.2
// The example app's shell, an app package that Xcode opens and runs on a simulator (it imports AppleProductTypes,
// which only Xcode and Swift Playgrounds have: nothing builds it on Linux). Everything it shows is AppExamples'.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ExampleApp",
    platforms: [.iOS("18.0")],
    products: [
        .iOSApplication(
            name: "HTTP-RPC Examples",
            targets: ["AppModule"],
            bundleIdentifier: "org.httprpc.examples",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .box),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.phone, .pad],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft],
            appCategory: .developerTools
        )
    ],
    dependencies: [.package(name: "HTTP-RPC", path: "../..")],
    targets: [
        .executableTarget(
            name: "AppModule", dependencies: [.product(name: "AppExamples", package: "HTTP-RPC")], path: "Sources")
    ]
)
