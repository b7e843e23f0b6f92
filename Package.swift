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
        // libpng through pkg-config, and the C shim that keeps its longjmp errors away from Swift.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        // The app as a library: command line, terminal, renderer, recorder, main loop.
        .target(
            name: "LifeTUI",
            dependencies: [
                "LifeCore",
                "CPNGShim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "lifecam", dependencies: ["LifeTUI"]),
        .testTarget(name: "LifeCoreTests", dependencies: ["LifeCore"]),
        .testTarget(name: "LifeTUITests", dependencies: ["LifeTUI", "LifeCore"]),
    ],
    swiftLanguageModes: [.v6]
)
