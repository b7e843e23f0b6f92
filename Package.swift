// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lifecam",
    products: [
        .executable(name: "lifecam", targets: ["lifecam"]),
        // Test-only libv4l2 plugin: regular files act as webcams (Tests/e2e/fakecam.sh).
        .library(name: "v4l-fakecam", type: .dynamic, targets: ["FakeCamPlugin"]),
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
        // ncursesw as a system library; no pkgConfig: SwiftPM drops its -D flags (TECH-NOTES 3.3).
        .systemLibrary(name: "CNCursesW", providers: [.apt(["libncurses-dev"])]),
        // C signal handlers that restore the terminal on every way out.
        .target(name: "CTermShim", dependencies: ["CNCursesW"]),
        // libpng through pkg-config, and the C shim that keeps its longjmp errors away from Swift.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        // zlib, for the kitty graphics protocol's compressed pictures.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libsixel, for sixel pictures.
        .systemLibrary(name: "CSixel", pkgConfig: "libsixel", providers: [.apt(["libsixel-dev"])]),
        // libv4l2 with a shim for what Swift cannot import (variadics, ioctl macros).
        .systemLibrary(name: "CV4L2", pkgConfig: "libv4l2", providers: [.apt(["libv4l-dev"])]),
        // The webcam: discovery, negotiation, streaming on a capture thread.
        .target(name: "V4LCapture", dependencies: ["CV4L2", "LifeCore"]),
        // The fake camera libv4l2 loads in the end-to-end tests.
        .target(name: "FakeCamPlugin"),
        // The pure app core: what happens (game, input, renderer, status line, render
        // plan and job, play loop over a Screen protocol and a clock), never how it
        // reaches the world. Imports no C and no Foundation file or clock API.
        .target(name: "LifeApp", dependencies: ["LifeCore"]),
        // The shell: command line, curses screen, POSIX files, file/FIFO/camera
        // sources, PNG, signals; the one place that calls C.
        .target(
            name: "LifeTUI",
            dependencies: [
                "LifeCore",
                "LifeApp",
                "CNCursesW",
                "CTermShim",
                "CPNGShim",
                "CZlib",
                "CSixel",
                "V4LCapture",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "lifecam", dependencies: ["LifeTUI"]),
        // Benchmark harnesses, built in release mode by Benchmarks/*.sh (`make bench`).
        .executableTarget(name: "LifeBench", dependencies: ["LifeCore"]),
        .executableTarget(name: "PipelineBench", dependencies: ["LifeCore"]),
        .executableTarget(name: "RenderBench", dependencies: ["LifeApp", "LifeCore"]),
        // libFuzzer targets over the parsers, built apart by `make fuzz` (Fuzz/run.sh);
        // a plain build makes an empty program.
        .target(name: "LifeFuzzTargets", dependencies: ["LifeApp", "LifeCore"], path: "Fuzz/LifeFuzzTargets"),
        .executableTarget(name: "LifeFuzz", dependencies: ["LifeFuzzTargets"], path: "Fuzz/LifeFuzz"),
        .testTarget(
            name: "LifeCoreTests",
            dependencies: [
                "LifeCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Compose/__Snapshots__"]
        ),
        // Test pictures, decoders and fake file systems that several test targets share.
        .target(name: "LifeTestSupport", dependencies: ["LifeCore", "LifeApp"], path: "Tests/LifeTestSupport"),
        .testTarget(name: "LifeAppTests", dependencies: ["LifeApp", "LifeCore", "LifeTestSupport"]),
        .testTarget(name: "LifeTUITests", dependencies: ["LifeTUI", "LifeApp", "LifeCore", "LifeTestSupport", "V4LCapture"]),
        .testTarget(name: "V4LCaptureTests", dependencies: ["V4LCapture", "CV4L2", "LifeCore"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
