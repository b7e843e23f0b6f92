// LifeBench: a plain release-mode harness for the Life engine (one thread).
//
//   LifeBench soup W H SEED            the 50% soup of that seed as RLE on stdout
//                                      (header `rule = B3/S23:TW,H`, for bgolly and life64.c)
//   LifeBench engine W H GENS SEED [RULE-MASKS | RULE]
//                                      steps the same soup GENS times and prints one line:
//                                      population before/after, loop seconds, cell updates/s
//   LifeBench quick                    512² and 2048² B3/S23 tori, 1000 generations, plus
//                                      B36/S23 (the generic rule kernel) on 2048²
//   LifeBench hashlife FILE GENS [MB [OUT.mc]]
//                                      runs the RLE file (its top-left at (0, 0), as bgolly puts
//                                      a file without `#CXRLE Pos`) or macrocell file with HashLife
//                                      to GENS as bgolly's -m does, within MB megabytes (default
//                                      256), prints generation, population, bounding box and
//                                      seconds, and writes the result to OUT.mc if given
//   LifeBench tiled FILE GENS
//                                      runs the pattern file (its top-left at (0, 0)) on the
//                                      tiled plane (`TiledPlane`, 64² tiles that sleep while
//                                      still or period 2) to GENS and prints generation,
//                                      population, bounding box, tiles and seconds
//   LifeBench zoomed FILE W H K FRAMES
//                                      play's zoomed-out view of a giant: a W×H grid of squares
//                                      fitting the whole pattern, FRAMES frames of one HashLife
//                                      step of 2^K and the squares' shares (`densities`) drawn
//                                      again; prints the mean and worst milliseconds of each
//   LifeBench edits FILE GENS W H    play's edits of a giant at a cell a pixel: the file run to GENS,
//                                      then in a W×H view on its middle 1000 single cells toggled, the
//                                      view sown with a soup of 0.3 (`r`) and cleared (`c`) through
//                                      `HashLife.set`, and one generation stepped; prints milliseconds
//   LifeBench same A.mc B.mc           prints "same" or "different" (the cells of two macrocell files)
//   LifeBench rulesoup, ruleloader    rules from Golly's rule files (RuleLoaderBench.swift)
//   LifeBench ghashlife               multi-state HashLife (GenericHashLifeBench.swift)
//   LifeBench lit W H                  reads raw RGB24 frames of W×H from stdin (as
//                                      `ffmpeg -f rawvideo -pix_fmt rgb24` writes them) and
//                                      prints each frame's lit share (`LitShare`), one a line
//
// RULE-MASKS is `BIRTH,SURVIVAL` as decimal 9-bit masks (e.g. 72,12 is B36/S23); RULE is
// any rule in Golly's notation (`B2-a/S12`, `/2/3`, `345/2/4`). The soup is `Board.randomFill(density: 0.5)` driven by
// `Xoshiro256(seed:)`, so `soup` and `engine` with the same W H SEED mean the same cells.
import Glibc
import LifeCore

/// Stops with a one-line message on stderr and exit status 64 (usage) after bad arguments.
func usage(_ message: String) -> Never {
    let text = "LifeBench: \(message)\nusage: LifeBench soup W H SEED | engine W H GENS SEED [BIRTH,SURVIVAL | RULE] | quick | hashlife FILE GENS [MB [OUT.mc]] | tiled FILE GENS | zoomed FILE W H K FRAMES | edits FILE GENS W H | same A.mc B.mc | rulesoup RULEFILE W H SEED [DENSITY] | ruleloader RULEFILE W H GENS SEED [DENSITY] | ghashlife RULES FILE GENS [MB [OUT.mc]] | lit W H\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(64)
}

func int(_ text: String, _ what: String) -> Int {
    guard let value = Int(text), value >= 0 else { usage("\(what) must be a non-negative integer, not '\(text)'") }
    return value
}

func soup(width: Int, height: Int, seed: UInt64, rule: Rule = .conway) -> Board {
    do {
        var board = try Board(width: width, height: height, topology: .torus, rule: rule)
        var rng = Xoshiro256(seed: seed)
        try board.randomFill(density: 0.5, using: &rng)
        return board
    } catch {
        usage("\(error)")
    }
}

/// The board as RLE: runs of `b`/`o`, rows ended by `$`, lines kept under 70 characters.
func rle(_ board: Board) -> String {
    var out = "x = \(board.width), y = \(board.height), rule = \(board.rule):T\(board.width),\(board.height)\n"
    var line = ""
    func emit(_ count: Int, _ tag: Character) {
        let item = count > 1 ? "\(count)\(tag)" : String(tag)
        if line.count + item.count > 69 {
            out += line + "\n"
            line = ""
        }
        line += item
    }
    for y in 0..<board.height {
        var x = 0
        while x < board.width {
            let alive = board[x, y]
            var end = x
            while end < board.width, board[end, y] == alive { end += 1 }
            if alive || end < board.width { emit(end - x, alive ? "o" : "b") }
            x = end
        }
        emit(1, y == board.height - 1 ? "!" : "$")
    }
    return out + line + "\n"
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// The CPU time this thread has used, in seconds: unlike the wall clock, it
/// does not count the time other processes on a shared machine take.
func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Steps a soup and prints one line in the same shape as life64.c's, with the
/// rate by the thread's CPU time too (`cell_updates_per_cpu_s`).
func run(width: Int, height: Int, generations: Int, seed: UInt64, rule: Rule) {
    var board = soup(width: width, height: height, seed: seed, rule: rule)
    let before = board.population
    let cpuStart = threadCPUSeconds()
    let elapsed = seconds(ContinuousClock().measure { board.step(generations) })
    let cpu = threadCPUSeconds() - cpuStart
    let cells = Double(width) * Double(height) * Double(generations)
    func rounded(_ rate: Double) -> Double { (rate * 1e-6).rounded() * 1e6 }
    print("engine=swift rule=\(rule) W=\(width) H=\(height) gens=\(generations) pop0=\(before) pop=\(board.population) "
        + "loop_s=\(String(seconds: elapsed)) cell_updates_per_s=\(rounded(cells / elapsed)) cpu_s=\(String(seconds: cpu)) "
        + "cell_updates_per_cpu_s=\(rounded(cells / cpu))")
}

extension String {
    init(seconds: Double) {
        let micro = Int((seconds * 1e6).rounded())
        let fraction = String(micro % 1_000_000)
        self = "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// Prints the lit share of every whole W×H RGB24 frame on stdin.
func printLitShares(width: Int, height: Int) {
    guard width > 0, height > 0 else { usage("W and H must be above 0") }
    var frame = RGBFrame(width: width, height: height)
    let size = frame.pixels.count
    while true {
        var filled = 0
        frame.pixels.withUnsafeMutableBytes { bytes in
            while filled < size {
                let n = read(0, bytes.baseAddress! + filled, size - filled)
                if n <= 0 { break }
                filled += n
            }
        }
        guard filled == size else { break }
        print(LitShare.of(frame))
    }
}

/// The whole file at `path`.
func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { usage("cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, file)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return bytes
}

/// The rule a pattern file names, B3/S23 when none; the benchmarks run no rule files.
func builtInRule(_ spec: RuleSpec?) throws -> Rule {
    guard let spec else { return .conway }
    guard let rule = spec.rule else { throw RuleError(text: spec.description, reason: "a rule file's name; the benchmark runs B/S rules") }
    return rule
}

/// The plane of a macrocell or other pattern file.
func plane(_ path: String, megabytes: Int) throws -> HashLife {
    let bytes = readFile(path)
    if bytes.starts(with: Array("[M2]".utf8)) {
        var decoder = MacrocellDecoder()
        try decoder.feed(bytes)
        let macrocell = try decoder.finish()
        let life = try HashLife(rule: try builtInRule(macrocell.rule), maxMemory: megabytes << 20)
        try life.load(macrocell)
        return life
    }
    let pattern = try Pattern.decode(bytes)
    return try HashLife(pattern, at: GridPoint(x: 0, y: 0), rule: try builtInRule(pattern.rule), maxMemory: megabytes << 20)
}

/// Runs a pattern file with HashLife and prints one line.
func runHashLife(path: String, generations: Int, megabytes: Int, output: String?) {
    do {
        let clock = ContinuousClock()
        let start = clock.now
        let life = try plane(path, megabytes: megabytes)
        try life.advance(generations: generations - life.generation)
        let stepped = clock.now
        let population = life.population
        let box = life.boundingBox.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? "none"
        print("engine=hashlife gens=\(life.generation) pop=\(population) bbox=\(box) step_s=\(String(seconds: seconds(stepped - start))) "
            + "total_s=\(String(seconds: seconds(clock.now - start))) nodes=\(life.nodeCount) gcs=\(life.collections) bytes=\(life.memoryInUse)")
        if let output {
            guard let file = fopen(output, "wb") else { usage("cannot create \(output)") }
            life.writeMacrocell { chunk in _ = fwrite(chunk, 1, chunk.count, file) }
            fclose(file)
        }
    } catch {
        usage("\(error)")
    }
}

/// Runs a pattern file on the tiled plane and prints one line.
func runTiled(path: String, generations: Int) {
    do {
        let pattern = try Pattern.decode(readFile(path))
        let rule = try builtInRule(pattern.rule)
        var cells = try Board(width: max(1, pattern.width), height: max(1, pattern.height), topology: .bounded, rule: rule)
        cells.stamp(pattern, at: GridPoint(x: 0, y: 0))
        let clock = ContinuousClock()
        let start = clock.now
        var plane = TiledPlane(rule: rule)
        plane.write(cells, at: GridPoint(x: 0, y: 0))
        plane.step(generations)
        let stepped = clock.now
        let box = plane.boundingBox.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? "none"
        print("engine=tiled gens=\(plane.generation) pop=\(plane.population) bbox=\(box) "
            + "tiles=\(plane.tileCount) step_s=\(String(seconds: seconds(stepped - start)))")
    } catch {
        usage("\(error)")
    }
}

/// Steps a giant 2^k generations a frame and draws its densities on a `columns` × `rows` grid fitted to it at the start.
func runZoomed(path: String, columns: Int, rows: Int, k: Int, frames: Int) {
    do {
        let life = try plane(path, megabytes: 256)
        guard let box = life.boundingBox else { usage("\(path) is empty") }
        var shift = 0
        while Int128(columns - 2) << shift < box.width || Int128(rows - 2) << shift < box.height { shift += 1 }
        let side = Int128(1) << shift
        let x = (box.x + box.width / 2 - (Int128(columns) << shift) / 2) & ~(side - 1)
        let y = ((box.y + box.height / 2 - (Int128(rows) << shift) / 2 - 1) & ~(side - 1)) + 1
        let clock = ContinuousClock()
        var step: [Double] = [], draw: [Double] = []
        var lit = 0
        for _ in 0..<frames {
            let a = clock.now
            try life.step(exponent: k)
            let b = clock.now
            lit = life.densities(x: x, y: y, columns: columns, rows: rows, shift: shift).filter { $0 > 0 }.count
            step.append(seconds(b - a) * 1000)
            draw.append(seconds(clock.now - b) * 1000)
        }
        func summary(_ v: [Double]) -> String {
            "mean \(String(seconds: v.reduce(0, +) / Double(v.count))) worst \(String(seconds: v.max() ?? 0))"
        }
        print("zoomed \(columns)x\(rows) shift=\(shift) step=2^\(k) frames=\(frames) gens=\(life.generation) lit=\(lit) "
            + "step_ms: \(summary(step)) draw_ms: \(summary(draw)) nodes=\(life.nodeCount) gcs=\(life.collections)")
    } catch {
        usage("\(error)")
    }
}

func runEdits(path: String, generations: Int, columns: Int, rows: Int) {
    do {
        let life = try plane(path, megabytes: 256)
        try life.advance(generations: generations)
        guard let box = life.boundingBox else { usage("\(path) is empty") }
        let x = Int(box.x + box.width / 2) - columns / 2, y = Int(box.y + box.height / 2) - rows / 2
        var rng = SplitMix64(seed: 1)
        let clock = ContinuousClock()
        let nodes = life.nodeCount
        var t = clock.now
        for _ in 0..<1000 {
            let cx = x + Int.random(in: 0..<columns, using: &rng), cy = y + Int.random(in: 0..<rows, using: &rng)
            try life.set(x: cx, y: cy, alive: !life[cx, cy])
        }
        let toggle = seconds(clock.now - t) * 1000
        var soup: [GridPoint] = []
        for cy in y..<(y + rows) {
            for cx in x..<(x + columns) where Double.random(in: 0..<1, using: &rng) < 0.3 { soup.append(GridPoint(x: cx, y: cy)) }
        }
        t = clock.now
        try life.set(soup, alive: true)
        let fill = seconds(clock.now - t) * 1000
        let view = (y..<(y + rows)).flatMap { cy in (x..<(x + columns)).map { GridPoint(x: $0, y: cy) } }
        t = clock.now
        try life.set(view, alive: false)
        let clear = seconds(clock.now - t) * 1000
        t = clock.now
        try life.step(exponent: 0)
        let step = seconds(clock.now - t) * 1000
        print("edits \(columns)x\(rows) gens=\(generations) population=\(life.population) toggle_ms=\(String(seconds: toggle / 1000)) "
            + "fill_ms=\(String(seconds: fill)) (\(soup.count) cells) clear_ms=\(String(seconds: clear)) step_ms=\(String(seconds: step)) "
            + "nodes=\(nodes)->\(life.nodeCount) gcs=\(life.collections)")
    } catch {
        usage("\(error)")
    }
}

let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "soup" where args.count == 4:
    print(rle(soup(width: int(args[1], "W"), height: int(args[2], "H"), seed: UInt64(int(args[3], "SEED")))), terminator: "")
case "engine" where args.count == 5 || args.count == 6:
    var rule = Rule.conway
    if args.count == 6 {
        let masks = args[5].split(separator: ",").compactMap { UInt16($0) }
        if masks.count == 2 {
            rule = Rule(birthMask: masks[0], survivalMask: masks[1])
        } else {
            do { rule = try Rule(parsing: args[5]) } catch { usage("\(error)") }
        }
    }
    run(width: int(args[1], "W"), height: int(args[2], "H"), generations: int(args[3], "GENS"),
        seed: UInt64(int(args[4], "SEED")), rule: rule)
case "quick" where args.count == 1:
    run(width: 512, height: 512, generations: 1000, seed: 1, rule: .conway)
    run(width: 2048, height: 2048, generations: 1000, seed: 1, rule: .conway)
    run(width: 2048, height: 2048, generations: 1000, seed: 1, rule: Rule(birth: [3, 6], survival: [2, 3]))
    for text in ["B2-a/S12", "23/3/3", "23/3/25"] {
        run(width: 2048, height: 2048, generations: 1000, seed: 1, rule: try! Rule(parsing: text))
    }
case "hashlife" where (3...5).contains(args.count):
    runHashLife(path: args[1], generations: int(args[2], "GENS"), megabytes: args.count >= 4 ? int(args[3], "MB") : 256,
                output: args.count == 5 ? args[4] : nil)
case "tiled" where args.count == 3:
    runTiled(path: args[1], generations: int(args[2], "GENS"))
case "zoomed" where args.count == 6:
    runZoomed(path: args[1], columns: int(args[2], "W"), rows: int(args[3], "H"), k: int(args[4], "K"),
              frames: int(args[5], "FRAMES"))
case "edits" where args.count == 5:
    runEdits(path: args[1], generations: int(args[2], "GENS"), columns: int(args[3], "W"), rows: int(args[4], "H"))
case "same" where args.count == 3:
    do {
        print(try plane(args[1], megabytes: 4000).hasSameCells(as: plane(args[2], megabytes: 4000)) ? "same" : "different")
    } catch {
        usage("\(error)")
    }
case "rulesoup" where args.count == 5 || args.count == 6:
    let rule = loadRule(args[1])
    print(stateRLE(ruleSoup(rule, width: int(args[2], "W"), height: int(args[3], "H"), seed: UInt64(int(args[4], "SEED")),
                            density: args.count == 6 ? Double(args[5]) ?? 0.5 : 0.5)), terminator: "")
case "ruleloader" where args.count == 6 || args.count == 7:
    runRuleLoader(path: args[1], width: int(args[2], "W"), height: int(args[3], "H"), generations: int(args[4], "GENS"),
                  seed: UInt64(int(args[5], "SEED")), density: args.count == 7 ? Double(args[6]) ?? 0.5 : 0.5)
case "ghashlife" where (4...6).contains(args.count):
    runGenericHashLife(rules: args[1], path: args[2], generations: int(args[3], "GENS"),
                       megabytes: args.count >= 5 ? int(args[4], "MB") : 256, output: args.count == 6 ? args[5] : nil)
case "lit" where args.count == 3:
    printLitShares(width: int(args[1], "W"), height: int(args[2], "H"))
default:
    usage("unknown or incomplete command")
}
