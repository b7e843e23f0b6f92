/// The fading part of the picture: one intensity (0…1) per board cell.
///
/// A live cell has intensity 1. A dead cell's intensity is multiplied by
/// `1 − decay` once per generation, so a cell dead for n generations shows at
/// `(1 − decay)ⁿ` — the original overdrew black at 40% opacity each
/// generation. Edits show at once: a cell made alive between generations
/// lights fully, and a cell killed between generations goes dark.
///
/// Under a Generations rule a dying cell (state s of C) shows at
/// `1 − (s − 1)/(C − 1)`: the states are the first steps of the fade, and
/// once the cell is dead the mask's own decay goes on from the last of them.
///
/// Under a rule from a rule file (`statesAreColours`) every state above 0 is
/// lit as a live cell is, and `tints` keeps each cell's last such state, so
/// the painter colours it by its state and a cell fades in the colour it had.
///
/// `follow(_:)` does all of this by comparing the board with the one it saw
/// last: the generation counter tells how many decay steps to apply, and a
/// copy of the board's words (same layout as `Board`, `wordsPerRow` words per
/// row) tells which cells were alive then.
public struct DecayMask: Sendable {
    public private(set) var width = 0
    public private(set) var height = 0
    /// Per cell, row-major.
    public private(set) var intensity: [Float] = []
    /// Fraction of intensity lost per generation, 0…1.
    public var decay: Float {
        didSet { decay = min(max(decay, 0), 1) }
    }
    /// Whether the states above 1 are a rule file's own, each lit in its colour (see above), not dying.
    public var statesAreColours = false
    /// Per cell, row-major, with `statesAreColours`: the last state above 0 it was in (1 before any).
    public private(set) var tints: [UInt8] = []
    /// Intensities below this become 0, so trails end and no denormal floats slow the loop.
    static let floor: Float = 1.0 / 1024

    private var wordsPerRow = 0
    private var seen: [UInt64] = []
    private var seenGeneration = 0
    /// The cells that were dying at the last call (Generations rules; empty otherwise).
    private var seenDying: [UInt64] = []

    public init(decay: Float = 0.4) {
        self.decay = min(max(decay, 0), 1)
    }

    /// The intensity of cell (x, y).
    public subscript(x: Int, y: Int) -> Float { intensity[y * width + x] }

    /// Brings the mask up to date with `board`.
    ///
    /// A new board size, or a generation counter that went backwards (a
    /// cleared or replaced board), restarts the mask: live cells at 1, the
    /// rest at 0. Otherwise every generation stepped since the last call
    /// decays the dead cells once.
    public mutating func follow(_ board: Board) {
        if board.width != width || board.height != height || board.generation < seenGeneration {
            restart(from: board)
            return
        }
        let generations = board.generation - seenGeneration
        seenGeneration = board.generation
        var factor: Float = 1
        for _ in 0..<min(generations, 64) { factor *= 1 - decay }
        if generations > 64 { factor = 0 }
        let w = width, wpr = wordsPerRow
        intensity.withUnsafeMutableBufferPointer { level in
            seen.withUnsafeMutableBufferPointer { seen in
                for y in 0..<height {
                    board.withRow(y) { row in
                        for k in 0..<wpr {
                            let now = row[k], before = seen[y * wpr + k]
                            seen[y * wpr + k] = now
                            if generations == 0 && now == before { continue }
                            let base = y * w + k * 64, count = min(64, w - k * 64)
                            // After a step, eight cells at a time; the rest (and edits) one by one.
                            let done = generations > 0 ? Self.stepEights(level.baseAddress! + base, live: now, factor: factor, count: count) : 0
                            for i in done..<count {
                                let bit = UInt64(1) << UInt64(i)
                                if now & bit != 0 {
                                    level[base + i] = 1
                                } else if generations > 0 {
                                    let v = level[base + i] * factor
                                    level[base + i] = v < Self.floor ? 0 : v
                                } else if before & bit != 0 {
                                    level[base + i] = 0
                                }
                            }
                        }
                    }
                }
            }
        }
        showDying(board, stepped: generations > 0)
    }

    /// As `follow(_:)`, with each live cell at `brightness` (one per cell,
    /// row by row) instead of 1: a board that is a zoomed-out view of a giant,
    /// each cell as bright as the share of live cells under it; a dead cell
    /// fades from where it was. Nil, or of another size: as `follow(_:)`.
    public mutating func follow(_ board: Board, brightness: [Float]?) {
        follow(board)
        guard let brightness, brightness.count == width * height else { return }
        for y in 0..<height {
            board.withRow(y) { row in
                for k in 0..<wordsPerRow {
                    var bits = row[k]
                    while bits != 0 {
                        let i = y * width + k << 6 + bits.trailingZeroBitCount
                        intensity[i] = brightness[i]
                        bits &= bits - 1
                    }
                }
            }
        }
    }

    /// Per sub-pixel bit of a byte, all ones where the bit is set: eight cells' liveness as lanes.
    private static let liveLanes: [SIMD8<Int32>] = (0..<256).map { byte in
        SIMD8<Int32>((0..<8).map { byte & (1 << $0) != 0 ? -1 : 0 })
    }

    /// Cells `0..<count` rounded down to eights of a row word after a step,
    /// eight at a time, as the cell-by-cell loop does them: a live cell (its
    /// bit in `live`) at 1, a dead one at `level × factor`, or 0 below the
    /// floor. Returns the cells done.
    @inline(__always)
    private static func stepEights(_ level: UnsafeMutablePointer<Float>, live: UInt64, factor: Float, count: Int) -> Int {
        let factors = SIMD8<Float>(repeating: factor), floors = SIMD8<Float>(repeating: floor)
        let one = unsafeBitCast(SIMD8<Float>(repeating: 1), to: SIMD8<Int32>.self)
        var i = 0
        liveLanes.withUnsafeBufferPointer { lanes in
            while i + 8 <= count {
                let raw = UnsafeMutableRawPointer(level + i)
                let v = raw.loadUnaligned(as: SIMD8<Float>.self) * factors
                let faded = unsafeBitCast(v.replacing(with: 0, where: v .< floors), to: SIMD8<Int32>.self)
                // Live lanes take 1 through bit masks (integer lanes compared into a mask go lane by lane here).
                let alive = lanes[Int(truncatingIfNeeded: (live >> UInt64(i)) & 0xFF)]
                raw.storeBytes(of: unsafeBitCast((one & alive) | (faded & ~alive), to: SIMD8<Float>.self), as: SIMD8<Float>.self)
                i += 8
            }
        }
        return i
    }

    /// Sets cell (x, y) at once: full intensity if `alive`, dark if not.
    /// `follow` does this by itself; this is for callers that edit a mask directly.
    public mutating func refresh(x: Int, y: Int, alive: Bool) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        intensity[y * width + x] = alive ? 1 : 0
        let bit = UInt64(1) << UInt64(x & 63)
        if alive { seen[y * wordsPerRow + (x >> 6)] |= bit } else { seen[y * wordsPerRow + (x >> 6)] &= ~bit }
    }

    /// Moves every intensity by (−`dx`, −`dy`) cells, as a view that pans by
    /// (`dx`, `dy`) over its board sees it: trails travel with their cells
    /// instead of staying on the screen. Cells that come into view start dark
    /// and light up at the next `follow` if they are alive.
    public mutating func shift(dx: Int, dy: Int) {
        guard dx != 0 || dy != 0, width > 0, height > 0 else { return }
        let w = width, h = height, wpr = wordsPerRow
        var level = [Float](repeating: 0, count: w * h)
        var bits = [UInt64](repeating: 0, count: wpr * h)
        let lastMask: UInt64 = w & 63 == 0 ? ~0 : (1 << UInt64(w & 63)) &- 1
        let rows = max(0, -dy)..<max(max(0, -dy), min(h, h - dy))
        let columns = max(0, -dx)..<max(max(0, -dx), min(w, w - dx))
        seen.withUnsafeBufferPointer { old in
            for y in rows {
                let from = y + dy
                for x in columns { level[y * w + x] = intensity[from * w + x + dx] }
                let row = UnsafeBufferPointer(rebasing: old[(from * wpr)..<((from + 1) * wpr)])
                for k in 0..<wpr {
                    let word = Board.bits(of: row, from: k * 64 + dx)
                    bits[y * wpr + k] = k == wpr - 1 ? word & lastMask : word
                }
            }
        }
        intensity = level
        seen = bits
        seenDying = []
    }

    private mutating func restart(from board: Board) {
        width = board.width
        height = board.height
        wordsPerRow = (width + 63) >> 6
        seenGeneration = board.generation
        intensity = [Float](repeating: 0, count: width * height)
        seen = [UInt64](repeating: 0, count: wordsPerRow * height)
        for y in 0..<height {
            board.withRow(y) { row in
                for k in 0..<wordsPerRow {
                    seen[y * wordsPerRow + k] = row[k]
                    var bits = row[k]
                    while bits != 0 {
                        intensity[y * width + k * 64 + bits.trailingZeroBitCount] = 1
                        bits &= bits - 1
                    }
                }
            }
        }
        seenDying = []
        tints = statesAreColours ? [UInt8](repeating: 1, count: width * height) : []
        showDying(board, stepped: false)
    }

    /// Dying cells (Generations rules) at their state's step of the fade (a
    /// rule file's states above 1 lit, their tint kept); a cell that was
    /// dying and is dead without a step (a clear, an undo) goes dark.
    private mutating func showDying(_ board: Board, stepped: Bool) {
        let states = board.rule.states
        if statesAreColours {
            if tints.count != width * height { tints = [UInt8](repeating: 1, count: width * height) }
            markLive(board)
        }
        guard states > 2 else {
            seenDying = []
            return
        }
        let colours = statesAreColours
        let w = width, wpr = wordsPerRow, steps = Float(states - 1)
        if seenDying.count != wpr * height { seenDying = [UInt64](repeating: 0, count: wpr * height) }
        intensity.withUnsafeMutableBufferPointer { level in
            seenDying.withUnsafeMutableBufferPointer { seen in
                for y in 0..<height {
                    board.withRow(y) { row in
                        for k in 0..<wpr {
                            let dying = board.occupied(row: y, word: k) & ~row[k]
                            var gone = stepped ? 0 : seen[y * wpr + k] & ~dying & ~row[k]
                            seen[y * wpr + k] = dying
                            while gone != 0 {
                                level[y * w + k << 6 + gone.trailingZeroBitCount] = 0
                                gone &= gone - 1
                            }
                            var left = dying
                            while left != 0 {
                                let x = k << 6 + left.trailingZeroBitCount, state = board.state(x: x, y: y)
                                if colours {
                                    level[y * w + x] = 1
                                    tints[y * w + x] = UInt8(clamping: state)
                                } else {
                                    level[y * w + x] = 1 - Float(state - 1) / steps
                                }
                                left &= left - 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// With `statesAreColours`: the live cells' tint is state 1's.
    private mutating func markLive(_ board: Board) {
        let w = width
        tints.withUnsafeMutableBufferPointer { tint in
            for y in 0..<height {
                board.withRow(y) { row in
                    for k in 0..<row.count {
                        var live = row[k]
                        while live != 0 {
                            tint[y * w + k << 6 + live.trailingZeroBitCount] = 1
                            live &= live - 1
                        }
                    }
                }
            }
        }
    }
}
