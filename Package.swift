// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lifecam",
    products: [
        .executable(name: "lifecam", targets: ["lifecam"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // Pure Swift: the engine, patterns, colour, images, compositing, frame sources.
        // `rounded()`, `truncatingRemainder` lower to libm calls (floor, round, fmod):
        // link it, or executables without Foundation fail to link.
        .target(name: "LifeCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The app as a library: command line, terminal, renderer, recorder, main loop.
        .target(
            name: "LifeTUI",
            dependencies: [
                "LifeCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "lifecam", dependencies: ["LifeTUI"]),
        // Times the picture pipeline for `make bench` (Benchmarks/pipeline.sh).
        .executableTarget(name: "PipelineBench", dependencies: ["LifeCore"]),
        .testTarget(
            name: "LifeCoreTests",
            dependencies: [
                "LifeCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Compose/__Snapshots__"]
        ),
        .testTarget(name: "LifeTUITests", dependencies: ["LifeTUI", "LifeCore"]),
    ],
    swiftLanguageModes: [.v6]
)
