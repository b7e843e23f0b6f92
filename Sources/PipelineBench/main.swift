// Measures the whole picture pipeline per frame — tick, mask, colours, scene,
// video scaling, compositing — on one core, and prints milliseconds per frame.
// Cases marked "births" add births from motion (`MotionBirths`: the detector
// on the scaled video, then the births after the tick), timed on their own.
//
// Reports medians (other processes share the machine) of wall time and of
// this thread's CPU time (which leaves out time the thread was preempted),
// plus the mean and best wall time.
//
// usage: PipelineBench [FRAMES [CASE]] — CASE picks the cases whose label
// contains it (e.g. "1280x720 geometric"), to profile one alone.
import Glibc
import LifeCore

/// This thread's CPU time in milliseconds (clock_gettime, CLOCK_THREAD_CPUTIME_ID).
func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0 else { return .nan }
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

struct Case {
    let canvasWidth: Int, canvasHeight: Int
    let palette: Palette
    var shape = CellShape.disc
    var births = false

    var label: String {
        "\(canvasWidth)x\(canvasHeight) \(palette)" + (shape == .disc ? "" : " \(shape)") + (births ? " births" : "")
    }
}

/// A 160×90 board (a terminal of 160 columns × 45 rows at cell size 2) filled
/// at 30% from a fixed seed, so every run measures the same work.
func makeBoard() -> Board {
    var board = try! Board(width: 160, height: 90)
    var rng = Xoshiro256(seed: 2026)
    for y in 0..<board.height {
        for x in 0..<board.width where rng.next() % 10 < 3 { board[x, y] = true }
    }
    return board
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

let frames = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200
let source = SyntheticSource(pattern: .plasma, width: 640, height: 480)
// Two different camera frames, alternated, as a live source would deliver.
let videos = [source.latestFrame(at: 0)!, source.latestFrame(at: 1)!]
// For births: the first frame, and the same with a quarter of it (a "hand") from the second,
// so a quarter of the picture moves every frame and the rest stays still.
let handVideos: [RGBFrame] = {
    var hand = videos[0]
    for y in 120..<360 {
        for x in 160..<480 { hand[x, y] = videos[1][x, y] }
    }
    return [videos[0], hand]
}()
let cases = [
    Case(canvasWidth: 320, canvasHeight: 180, palette: .perlin),
    Case(canvasWidth: 1280, canvasHeight: 720, palette: .perlin),
    Case(canvasWidth: 1280, canvasHeight: 720, palette: .hsv),
    Case(canvasWidth: 1280, canvasHeight: 720, palette: .perlin, shape: .mix),
    // Overlapping translucent shapes, laid one over another (LayeredCompositor).
    Case(canvasWidth: 320, canvasHeight: 180, palette: .geometric, shape: .mix),
    Case(canvasWidth: 1280, canvasHeight: 720, palette: .geometric, shape: .mix),
    Case(canvasWidth: 320, canvasHeight: 180, palette: .perlin, births: true),
    Case(canvasWidth: 1280, canvasHeight: 720, palette: .perlin, births: true),
]
let only = CommandLine.arguments.dropFirst(2).first
let clock = ContinuousClock()
print("pipeline: 160x90 board, 640x480 plasma source, cover scaling, \(frames) frames per case")
for c in cases where only.map({ c.label.contains($0) }) ?? true {
    var board = makeBoard()
    var options = PaintOptions(colours: ColourSettings(palette: c.palette))
    options.shape = c.shape
    var painter = Painter(options: options)
    let cell = SceneLayout.fittingScale(boardWidth: board.width, boardHeight: board.height,
                                        canvasWidth: c.canvasWidth, canvasHeight: c.canvasHeight)
    var checksum = 0
    var births = MotionBirths(seed: 1)
    let layout = SceneLayout(canvasWidth: c.canvasWidth, canvasHeight: c.canvasHeight,
                             boardWidth: board.width, boardHeight: board.height, scale: cell)
    // Warm up: first frame builds tables and buffers.
    _ = painter.frame(board: board, video: videos[0], canvasWidth: c.canvasWidth, canvasHeight: c.canvasHeight,
                      cellSize: cell, time: 0)
    var ticks: [Double] = [], paints: [Double] = [], totals: [Double] = [], cpu: [Double] = [], motion: [Double] = []
    ticks.reserveCapacity(frames); paints.reserveCapacity(frames); totals.reserveCapacity(frames); cpu.reserveCapacity(frames)
    for i in 0..<frames {
        let c0 = threadCPUMilliseconds()
        let t0 = clock.now
        board.step()
        let t1 = clock.now
        // Births: seeding after the tick and watching the scaled frame; the
        // scaling itself is the painter's (it is not done again in `frame`).
        var birthTime = 0.0
        if c.births {
            births.seed(&board)
            let seeded = clock.now
            let video = painter.scaledVideo(.rgb(handVideos[i & 1]), canvasWidth: c.canvasWidth, canvasHeight: c.canvasHeight)
            let scaled = clock.now
            if let video { births.watch(video, layout: layout) }
            birthTime = milliseconds(seeded - t1) + milliseconds(clock.now - scaled)
        }
        let out = painter.frame(board: board, video: (c.births ? handVideos : videos)[i & 1], canvasWidth: c.canvasWidth,
                                canvasHeight: c.canvasHeight, cellSize: cell, time: Double(i) / 30)
        let t2 = clock.now
        cpu.append(threadCPUMilliseconds() - c0)
        checksum &+= Int(out.pixels[(i * 7919) % out.pixels.count])
        ticks.append(milliseconds(t1 - t0))
        paints.append(milliseconds(t2 - t1) - birthTime)
        motion.append(birthTime)
        totals.append(milliseconds(t2 - t0))
    }
    let label = c.label + String(repeating: " ", count: max(0, 22 - c.label.count))
    print("  \(label) cell \(cell)px: median \(fmt(median(totals))) ms/frame (tick \(fmt(median(ticks))), "
          + "paint \(fmt(median(paints)))" + (c.births ? ", births \(fmt(median(motion)))" : "") + "), CPU \(fmt(median(cpu))), mean \(fmt(totals.reduce(0, +) / Double(frames))), "
          + "best \(fmt(totals.min() ?? 0))  [\(checksum & 0xff)]")
}

/// The middle value: robust against other processes stealing the core now and then.
func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.isEmpty ? 0 : s[s.count / 2]
}

// The camera stand-in itself (not part of the pipeline: a camera delivers frames).
var plasmaTimes: [Double] = []
for i in 0..<frames {
    let t0 = clock.now
    _ = source.latestFrame(at: 10 + Double(i) / 30)
    plasmaTimes.append(milliseconds(clock.now - t0))
}
print("  synthetic:plasma 640x480 frame: median \(fmt(median(plasmaTimes))) ms")

func fmt(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return "\(r)"
}
