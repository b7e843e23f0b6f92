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
        // The app as a library: command line, terminal, renderer, recorder, main loop.
        .target(
            name: "LifeTUI",
            dependencies: [
                "LifeCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "lifecam", dependencies: ["LifeTUI"]),
        // Feeds raw video frames through the terminal renderer; Benchmarks/renderer.sh runs it.
        .executableTarget(name: "RenderBench", dependencies: ["LifeTUI", "LifeCore"]),
        .testTarget(name: "LifeCoreTests", dependencies: ["LifeCore"]),
        .testTarget(name: "LifeTUITests", dependencies: ["LifeTUI", "LifeCore"]),
    ],
    swiftLanguageModes: [.v6]
)
