/// Births from the video: where the picture moved since the last generation,
/// dead cells are born, each with probability `chance`, so a wave of the
/// hand leaves a patch of soup that then lives by the rule.
///
/// Frames come faster than generations (30 frames, 10 generations a second
/// by default), so the cells that moved in any frame since the last
/// generation are collected and born together after the next one: the rate
/// of births does not depend on the camera's frame rate. The coin tosses
/// come from a seeded generator, in cell order, so the same frames and seed
/// give the same births.
public struct MotionBirths: Sendable {
    /// The share of moving dead cells born at each generation (a soup-like
    /// density: a solid block of new cells would die of overcrowding at once).
    public static let defaultChance = 0.4

    public var detector: MotionDetector
    public var chance: Double
    private var rng: Xoshiro256
    /// The world the pending cells belong to, and the cells (world indices).
    private var boardWidth = 0
    private var boardHeight = 0
    private var isPending: [Bool] = []
    private var pending: [Int] = []

    public init(seed: UInt64, chance: Double = MotionBirths.defaultChance, detector: MotionDetector = MotionDetector()) {
        rng = Xoshiro256(seed: seed)
        self.chance = min(1, max(0, chance))
        self.detector = detector
    }

    /// Cells waiting to be born at the next generation (for tests and the status line).
    public var pendingCount: Int { pending.count }

    /// The box round the cells waiting to be born; nil when there are none.
    public var pendingBox: CellRect? {
        guard !pending.isEmpty else { return nil }
        var left = Int.max, top = Int.max, right = Int.min, bottom = Int.min
        for i in pending {
            let x = i % boardWidth, y = i / boardWidth
            (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
        }
        return CellRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Looks at a new frame: `video` is the canvas-sized picture laid out by
    /// `layout`. When `collect` is false (the game is paused) the background
    /// still learns the picture, but nothing is kept for birth.
    ///
    /// The layout's board may be a window onto a larger world: `world` is the
    /// world's size and `place` the world cell shown at a window cell (nil
    /// where none is); by default the layout's board is the world.
    public mutating func watch(_ video: RGBFrame, luma: [UInt8]? = nil, layout: SceneLayout, collect: Bool = true,
                               world: (width: Int, height: Int)? = nil, place: (GridPoint) -> GridPoint? = { $0 }) {
        let size = world ?? (layout.boardWidth, layout.boardHeight)
        if size.width != boardWidth || size.height != boardHeight {
            boardWidth = size.width
            boardHeight = size.height
            isPending = [Bool](repeating: false, count: boardWidth * boardHeight)
            pending.removeAll(keepingCapacity: true)
        }
        detector.update(video: video, luma: luma, layout: layout)
        guard collect else { return }
        for i in detector.moving {
            guard let cell = place(GridPoint(x: i % layout.boardWidth, y: i / layout.boardWidth)),
                  cell.x >= 0, cell.y >= 0, cell.x < boardWidth, cell.y < boardHeight else { continue }
            let index = cell.y * boardWidth + cell.x
            guard !isPending[index] else { continue }
            isPending[index] = true
            pending.append(index)
        }
    }

    /// Gives birth on `board` to the pending cells that win their toss, and
    /// forgets them all; returns how many were born. Cells of another board
    /// size (the terminal was resized since) are dropped.
    @discardableResult
    public mutating func seed(_ board: inout Board) -> Int {
        seed(width: board.width, height: board.height, isAlive: { board[$0, $1] }, bear: { board[$0, $1] = true })
    }

    /// As above on any world of `width × height` cells: `isAlive` says
    /// whether a cell is alive (state 1; a dying one may be born again) and
    /// `bear` makes it so. The tosses are those of `seed(_:)`, in cell order.
    @discardableResult
    public mutating func seed(width: Int, height: Int, isAlive: (Int, Int) -> Bool, bear: (Int, Int) -> Void) -> Int {
        defer {
            for i in pending { isPending[i] = false }
            pending.removeAll(keepingCapacity: true)
        }
        guard !pending.isEmpty, width == boardWidth, height == boardHeight else { return 0 }
        pending.sort()
        let bar = UInt64(chance * 0x1p53)
        var born = 0
        for i in pending {
            let x = i % boardWidth, y = i / boardWidth
            guard rng.next() >> 11 < bar, !isAlive(x, y) else { continue }
            bear(x, y)
            born += 1
        }
        return born
    }

    /// Forgets the background and the pending cells (births turned off or on).
    public mutating func reset() {
        detector.reset()
        for i in pending { isPending[i] = false }
        pending.removeAll(keepingCapacity: true)
    }
}
