// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lifecam",
    products: [
        .executable(name: "lifecam", targets: ["lifecam"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift: the engine, patterns, colour, images, compositing, frame sources.
        .target(name: "LifeCore"),
        // ncursesw as a system library; no pkgConfig: SwiftPM drops its -D flags (TECH-NOTES 3.3).
        .systemLibrary(name: "CNCursesW", providers: [.apt(["libncurses-dev"])]),
        // C signal handlers that restore the terminal on every way out.
        .target(name: "CTermShim", dependencies: ["CNCursesW"]),
        // The app as a library: command line, terminal, renderer, recorder, main loop.
        .target(
            name: "LifeTUI",
            dependencies: [
                "LifeCore",
                "CNCursesW",
                "CTermShim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "lifecam", dependencies: ["LifeTUI"]),
        .testTarget(name: "LifeCoreTests", dependencies: ["LifeCore"]),
        .testTarget(name: "LifeTUITests", dependencies: ["LifeTUI", "LifeCore"]),
    ],
    swiftLanguageModes: [.v6]
)
