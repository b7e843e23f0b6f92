// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The x86-64 level release builds target: lifecam is built from source on
/// the machine it runs on (`make run`), so a release build uses what this
/// CPU has, up to x86-64-v3 (AVX2, FMA, BMI2: 14 % fewer instructions for
/// a played frame, docs/BENCHMARKS.md), as glibc's loader lists the levels.
/// Not v4 (AVX-512): valgrind, which the profiling uses, cannot run it.
/// `LIFECAM_CPU=portable` builds a binary for any x86-64 (to copy to
/// another machine); `LIFECAM_CPU=x86-64-v2` or `x86-64-v3` asks for a level.
/// Other architectures build as they always did.
func releaseCPULevel() -> String? {
    #if arch(x86_64) && os(Linux)
    let asked = ProcessInfo.processInfo.environment["LIFECAM_CPU"] ?? ""
    if asked == "portable" { return nil }
    if ["x86-64-v2", "x86-64-v3"].contains(asked) { return asked }
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
          let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return nil }
    let flags = Set(line.split(separator: " ").map(String.init))
    // The psABI's levels, in /proc/cpuinfo's names (abm is LZCNT).
    let v2: Set = ["cx16", "lahf_lm", "popcnt", "sse4_1", "sse4_2", "ssse3"]
    let v3 = v2.union(["avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave"])
    return flags.isSuperset(of: v3) ? "x86-64-v3" : flags.isSuperset(of: v2) ? "x86-64-v2" : nil
    #else
    return nil
    #endif
}

/// The version `lifecam --version` prints: `LIFECAM_VERSION` when set (the
/// Makefile sets it on every build), else what `packaging/version.sh` says
/// (`git describe`; docs/PACKAGING.md). SwiftPM keeps a manifest's result until
/// the manifest or the environment changes, so a plain `swift build` may
/// carry the version of the commit it first read; `make` never does.
func lifecamVersion() -> String {
    if let given = ProcessInfo.processInfo.environment["LIFECAM_VERSION"], !given.isEmpty { return given }
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/bin/sh")
    script.arguments = [Context.packageDirectory + "/packaging/version.sh"]
    let out = Pipe()
    script.standardOutput = out
    script.standardError = FileHandle.nullDevice
    guard (try? script.run()) != nil else { return "unknown" }
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    script.waitUntilExit()
    let version = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return script.terminationStatus == 0 && !version.isEmpty ? version : "unknown"
}

/// A C string literal of `text` (a version has no quote or backslash; any is dropped).
func cStringLiteral(_ text: String) -> String {
    "\"" + text.filter { $0 != "\"" && $0 != "\\" } + "\""
}

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
        // Optimised in debug builds too: the tests and the end-to-end scripts step
        // Golly's collection against bgolly, which unoptimised code takes tens of times longer.
        .target(name: "LifeCore", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))],
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // ncursesw as a system library; no pkgConfig: SwiftPM drops its -D flags (docs/INTEROP.md).
        .systemLibrary(name: "CNCursesW", providers: [.apt(["libncurses-dev"])]),
        // C signal handlers that restore the terminal on every way out.
        .target(name: "CTermShim", dependencies: ["CNCursesW"]),
        // libpng through pkg-config, and the C shim that keeps its longjmp errors away from Swift.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        // zlib, for the kitty graphics protocol's compressed pictures.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libzip, for the zip archives Golly opens as folders of patterns (`--pattern archive.zip:member`).
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        // libsixel: the tests' reference sixel writer, against which lifecam's own is checked.
        .systemLibrary(name: "CSixel", pkgConfig: "libsixel", providers: [.apt(["libsixel-dev"])]),
        // libv4l2 with a shim for what Swift cannot import (variadics, ioctl macros).
        .systemLibrary(name: "CV4L2", pkgConfig: "libv4l2", providers: [.apt(["libv4l-dev"])]),
        // The version string, given by the manifest as a C definition (lifecamVersion()).
        .target(name: "CVersion", cSettings: [.define("LIFECAM_VERSION", to: cStringLiteral(lifecamVersion()))]),
        // The webcam: discovery, negotiation, streaming on a capture thread.
        .target(name: "V4LCapture", dependencies: ["CV4L2", "LifeCore"]),
        // The fake camera libv4l2 loads in the end-to-end tests.
        .target(name: "FakeCamPlugin"),
        // Pure Swift: pictures into terminal bytes. Blitters turn canvas pixels into
        // cells, the frame encoder writes the cells that changed as escape sequences,
        // the kitty and sixel encoders send pictures; colour modes and what the
        // terminal can show.
        .target(name: "TerminalRenderer", dependencies: ["LifeCore"]),
        // The pure app core: what happens (game, input, status line, render plan and
        // job, play loop over a Screen protocol and a clock), never how it reaches
        // the world. Imports no C and no Foundation file or clock API.
        .target(name: "LifeApp", dependencies: ["LifeCore", "TerminalRenderer"]),
        // The shell: command line, curses screen, POSIX files, file/FIFO/camera
        // sources, PNG, signals; the one place that calls C.
        .target(
            name: "LifeTUI",
            dependencies: [
                "LifeCore",
                "LifeApp",
                "TerminalRenderer",
                "CNCursesW",
                "CTermShim",
                "CPNGShim",
                "CZlib",
                "CVersion",
                "CZip",
                "V4LCapture",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "lifecam", dependencies: ["LifeTUI"]),
        // lifecam_main(), the one symbol the package's shared library exports; every other
        // symbol stays inside it (packaging/liblifecam.map), so calls within are direct.
        // SwiftPM's --static-swift-stdlib links executables only: the library asks itself.
        .target(
            name: "LifecamEntry",
            dependencies: ["LifeTUI"],
            linkerSettings: [
                .unsafeFlags([
                    "-static-stdlib", "-Xlinker", "--version-script=\(Context.packageDirectory)/packaging/liblifecam.map",
                    // Debian's hardening: relocations read-only once resolved, all at load;
                    // and no symbol left undefined (a shared library may link with some).
                    "-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now",
                    "-Xlinker", "-z", "-Xlinker", "defs",
                ]),
                // What Foundation's static archives need, in the order they need it: a
                // release build's objects ask for these themselves, a debug build's do not.
                .linkedLibrary("FoundationEssentials"), .linkedLibrary("CoreFoundation"),
                .linkedLibrary("_FoundationICU"), .linkedLibrary("_FoundationCollections"),
                .linkedLibrary("_FoundationCShims"), .linkedLibrary("dispatch"),
                .linkedLibrary("BlocksRuntime"), .linkedLibrary("stdc++"),
            ]
        ),
        // Benchmark harnesses, built in release mode by Benchmarks/*.sh (`make bench`).
        .executableTarget(name: "LifeBench", dependencies: ["LifeCore"]),
        .executableTarget(name: "PipelineBench", dependencies: ["LifeCore"]),
        .executableTarget(name: "RenderBench", dependencies: ["LifeApp", "LifeCore", "TerminalRenderer"]),
        // libFuzzer targets over the parsers, built apart by `make fuzz` (Fuzz/run.sh);
        // a plain build makes an empty program. LifeTUI for the pattern files as
        // `run` reads them, gzip through zlib included.
        .target(name: "LifeFuzzTargets", dependencies: ["LifeApp", "LifeCore", "LifeTUI", "TerminalRenderer"], path: "Fuzz/LifeFuzzTargets"),
        .executableTarget(name: "LifeFuzz", dependencies: ["LifeFuzzTargets"], path: "Fuzz/LifeFuzz"),
        .testTarget(
            name: "LifeCoreTests",
            dependencies: [
                "LifeCore",
                "LifeTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Compose/__Snapshots__"]
        ),
        // Test pictures, decoders and fake file systems that several test targets share.
        .target(name: "LifeTestSupport", dependencies: ["LifeCore", "LifeApp", "LifeTUI", "TerminalRenderer"], path: "Tests/LifeTestSupport"),
        .testTarget(name: "TerminalRendererTests", dependencies: ["TerminalRenderer", "LifeCore", "LifeTestSupport"]),
        .testTarget(name: "LifeAppTests", dependencies: ["LifeApp", "LifeCore", "LifeTestSupport", "LifeTUI", "TerminalRenderer"]),
        .testTarget(name: "LifeTUITests", dependencies: ["LifeTUI", "LifeApp", "LifeCore", "LifeTestSupport", "TerminalRenderer", "V4LCapture", "CSixel"]),
        .testTarget(name: "V4LCaptureTests", dependencies: ["V4LCapture", "CV4L2", "LifeCore"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// The whole program as one shared library with the Swift runtime linked in, for the
// Debian package (`make deb`, docs/PACKAGING.md): built once for any x86-64 and once
// for x86-64-v3, and glibc's loader picks one for the CPU (glibc-hwcaps). Declared
// only when `make deb` asks, so that other builds do not link it too.
if ProcessInfo.processInfo.environment["LIFECAM_SHARED_LIBRARY"] == "1" {
    package.products.append(.library(name: "LifecamEntry", type: .dynamic, targets: ["LifecamEntry"]))
}

// Release builds of lifecam's own code (Swift through the Clang importer's
// target, which sets Swift's too; C directly) for this machine's CPU level.
if let level = releaseCPULevel() {
    for target in package.targets where target.type != .system && target.type != .test {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Xcc", "-march=\(level)"], .when(configuration: .release))]
        target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(["-march=\(level)"], .when(configuration: .release))]
    }
}
