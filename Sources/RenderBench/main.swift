// RenderBench: feeds raw RGB24 video frames through the terminal renderer
// and prints what it costs: bytes per painted cell per frame, and encoding
// time per frame. Benchmarks/renderer.sh runs it on ffmpeg test clips.
import Foundation
import Glibc
import LifeCore
import LifeApp
import TerminalRenderer

struct BenchError: Error, CustomStringConvertible {
    let description: String
}

/// `--name value` pairs from the command line.
func options() throws -> [String: String] {
    var result: [String: String] = [:]
    var args = CommandLine.arguments.dropFirst()
    while let key = args.popFirst() {
        guard key.hasPrefix("--"), let value = args.popFirst() else {
            throw BenchError(description: "usage: RenderBench --input FILE --video WxH --terminal COLSxROWS [--threshold N] [--register N] [--motion N] [--colors MODE] [--mosaic half|quadrant|sextant|octant] [--out FILE]")
        }
        result[String(key.dropFirst(2))] = value
    }
    return result
}

func size(_ text: String?, _ name: String) throws -> (Int, Int) {
    guard let t = text, case .success(let s) = Dimensions.parse(t, largest: Dimensions(width: 16384, height: 16384)) else {
        throw BenchError(description: "--\(name) must be WxH")
    }
    return (s.width, s.height)
}

/// Area-average scaling of a packed RGB24 picture into `canvas` (the
/// LifeCore scaler is not used so the bench measures the renderer alone).
func boxScale(_ src: [UInt8], width: Int, height: Int, into canvas: inout RGBFrame) {
    let (w, h) = (canvas.width, canvas.height)
    for y in 0..<h {
        let y0 = y * height / h, y1 = max(y0 + 1, (y + 1) * height / h)
        for x in 0..<w {
            let x0 = x * width / w, x1 = max(x0 + 1, (x + 1) * width / w)
            var r = 0, g = 0, b = 0
            for sy in y0..<y1 {
                var o = (sy * width + x0) * 3
                for _ in x0..<x1 {
                    r += Int(src[o]); g += Int(src[o + 1]); b += Int(src[o + 2])
                    o += 3
                }
            }
            let n = (y1 - y0) * (x1 - x0)
            canvas[x, y] = RGB(UInt8(r / n), UInt8(g / n), UInt8(b / n))
        }
    }
}

/// This thread's CPU time in milliseconds (CLOCK_THREAD_CPUTIME_ID): on a
/// shared machine, wall time would count other processes' turns.
func cpuMilliseconds() -> Double {
    var t = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { fatalError("clock_gettime failed: errno \(errno)") }
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

func run() throws {
    let opts = try options()
    guard let input = opts["input"], let file = FileHandle(forReadingAtPath: input) else {
        throw BenchError(description: "--input must name a readable raw RGB24 file")
    }
    let (vw, vh) = try size(opts["video"], "video")
    let (cols, rows) = try size(opts["terminal"], "terminal")
    let threshold = Int(opts["threshold"] ?? "") ?? FrameEncoder.defaultThreshold
    let register = Int(opts["register"] ?? "") ?? FrameEncoder.defaultRegisterThreshold
    let motion = Int(opts["motion"] ?? "") ?? FrameEncoder.defaultMotionRegisterThreshold
    let mode = try ColorMode(parsing: opts["colors"] ?? "truecolor")
    guard let mosaic = Mosaic(rawValue: opts["mosaic"] ?? "half") else {
        throw BenchError(description: "--mosaic must be half, quadrant, sextant or octant")
    }
    let out = opts["out"].flatMap { path -> FileHandle? in
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }
    let layout = CanvasGeometry.play(terminalColumns: cols, terminalRows: rows, cellSize: 1)
    guard layout.isDrawable else {
        throw BenchError(description: "--terminal \(cols)x\(rows) leaves no room for a canvas")
    }
    var canvas = RGBFrame(width: layout.columns * mosaic.columns, height: layout.rows * mosaic.rows)
    var encoder = FrameEncoder(mode: mode, threshold: threshold, registerThreshold: register, motionRegisterThreshold: motion, mosaic: mosaic)
    var bytes = [UInt8]()
    bytes.reserveCapacity(1 << 20)
    var times: [Double] = []
    var total = 0
    while true {
        let data = file.readData(ofLength: vw * vh * 3)
        guard data.count == vw * vh * 3 else { break }
        boxScale([UInt8](data), width: vw, height: vh, into: &canvas)
        bytes.removeAll(keepingCapacity: true)
        let start = cpuMilliseconds()
        encoder.encode(canvas: canvas, into: &bytes)
        times.append(cpuMilliseconds() - start)
        total += bytes.count
        out?.write(Data(bytes))
    }
    guard !times.isEmpty else { throw BenchError(description: "no whole frame in \(input)") }
    let cells = layout.columns * layout.rows
    let sorted = times.sorted()
    let perCell = Double(total) / Double(cells * times.count)
    let mean = times.reduce(0, +) / Double(times.count)
    // One line, key=value, for the script to format.
    print(String(format: "frames=%d cells=%d bytes=%d bpc=%.3f ms=%.3f p95=%.3f",
                 times.count, cells, total, perCell, mean, sorted[sorted.count * 95 / 100]))
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("RenderBench: \(error)\n".utf8))
    exit(1)
}
