import Testing
@testable import LifeCore

@Suite struct MotionDetectorTests {
    /// A 64×48 canvas of 4-pixel cells: a 16×12 board exactly covering it.
    static let layout = SceneLayout(canvasWidth: 64, canvasHeight: 48, boardWidth: 16, boardHeight: 12, scale: 4)

    /// A grey picture (with optional per-pixel noise of at most `noise` levels)
    /// and a white square of `side` pixels at (`x`, `y`).
    static func picture(square: (x: Int, y: Int)?, side: Int = 8, noise: Int = 0, seed: UInt64 = 0) -> RGBFrame {
        var frame = RGBFrame(width: 64, height: 48, fill: RGB(90, 90, 90))
        var rng = Xoshiro256(seed: seed)
        if noise > 0 {
            for y in 0..<48 {
                for x in 0..<64 {
                    let v = UInt8(90 + Int(rng.next() % UInt64(2 * noise + 1)) - noise)
                    frame[x, y] = RGB(v, v, v)
                }
            }
        }
        if let square {
            for y in square.y..<(square.y + side) {
                for x in square.x..<(square.x + side) { frame[x, y] = .white }
            }
        }
        return frame
    }

    /// The cells (x, y) covered by a square of `side` pixels at pixel (x, y).
    static func cells(ofSquareAt x: Int, _ y: Int, side: Int = 8) -> Set<GridPoint> {
        var cells = Set<GridPoint>()
        for cy in (y / 4)..<((y + side) / 4) {
            for cx in (x / 4)..<((x + side) / 4) { cells.insert(GridPoint(x: cx, y: cy)) }
        }
        return cells
    }

    static func moving(_ detector: MotionDetector) -> Set<GridPoint> {
        Set(detector.moving.map { GridPoint(x: $0 % 16, y: $0 / 16) })
    }

    @Test func aStillPictureNeverMoves() {
        var detector = MotionDetector()
        let still = Self.picture(square: (20, 12))
        for _ in 0..<40 {
            detector.update(video: still, layout: Self.layout)
            #expect(detector.moving.isEmpty)
        }
    }

    /// A square that jumps moves exactly the cells it left and the cells it
    /// entered; the cells it covers in both places and the rest stay still.
    @Test func aMovingSquareMovesOnlyWhereItWasAndWhereItIs() {
        var detector = MotionDetector()
        for _ in 0..<30 { detector.update(video: Self.picture(square: (8, 8)), layout: Self.layout) }
        detector.update(video: Self.picture(square: (16, 8)), layout: Self.layout)
        let old = Self.cells(ofSquareAt: 8, 8), new = Self.cells(ofSquareAt: 16, 8)
        #expect(Self.moving(detector) == old.symmetricDifference(new))
        #expect(!Self.moving(detector).isEmpty)
    }

    /// A square that sweeps across a still background: every frame's motion
    /// lies on cells the square covers in that frame or covered before.
    @Test func aSweepLeavesMotionOnlyOnItsPath() {
        var detector = MotionDetector()
        detector.update(video: Self.picture(square: nil), layout: Self.layout)
        var path = Set<GridPoint>()
        var everMoved = Set<GridPoint>()
        for step in 0..<12 {
            let x = 4 * step
            path.formUnion(Self.cells(ofSquareAt: x, 20))
            detector.update(video: Self.picture(square: (x, 20)), layout: Self.layout)
            everMoved.formUnion(Self.moving(detector))
        }
        #expect(everMoved.isSubset(of: path))
        #expect(everMoved.count >= path.count / 2)
    }

    @Test(arguments: [1, 8, 15])
    func noiseBelowTheThresholdMovesNothing(noise: Int) {
        var detector = MotionDetector(threshold: 16)
        for frame in 0..<40 {
            detector.update(video: Self.picture(square: (20, 12), noise: noise, seed: UInt64(frame)), layout: Self.layout)
            #expect(detector.moving.isEmpty, "frame \(frame)")
        }
    }

    /// The same change that the default threshold ignores moves cells under a lower one:
    /// the threshold, not the averaging alone, is what keeps noise out.
    @Test func aStepAboveTheThresholdMoves() {
        var below = MotionDetector(threshold: 16), above = MotionDetector(threshold: 8)
        var base = Self.picture(square: nil)
        for _ in 0..<5 {
            below.update(video: base, layout: Self.layout)
            above.update(video: base, layout: Self.layout)
        }
        for x in 0..<8 { for y in 0..<8 { base[x, y] = RGB(102, 102, 102) } }
        below.update(video: base, layout: Self.layout)
        above.update(video: base, layout: Self.layout)
        #expect(below.moving.isEmpty)
        #expect(Self.moving(above) == Self.cells(ofSquareAt: 0, 0))
    }

    /// A light switched on changes every cell: no motion, and the new picture is the background.
    @Test func aChangeOfTheWholePictureIsNoMotion() {
        var detector = MotionDetector()
        for _ in 0..<5 { detector.update(video: Self.picture(square: nil), layout: Self.layout) }
        let bright = RGBFrame(width: 64, height: 48, fill: RGB(200, 200, 200))
        detector.update(video: bright, layout: Self.layout)
        #expect(detector.moving.isEmpty)
        detector.update(video: bright, layout: Self.layout)
        #expect(detector.moving.isEmpty)
    }

    /// A square held still fades into the background: after a few seconds at
    /// 30 frames a second its cells no longer move.
    @Test func aSquareHeldStillStopsMoving() {
        var detector = MotionDetector()
        detector.update(video: Self.picture(square: nil), layout: Self.layout)
        var frames = 0
        repeat {
            detector.update(video: Self.picture(square: (24, 16)), layout: Self.layout)
            frames += 1
        } while !detector.moving.isEmpty && frames < 300
        #expect(frames > 5 && frames < 90)
    }

    /// Cells are found through the layout: a board centred on a wider canvas
    /// at 2.5 pixels a cell sees the square in the cells drawn over it.
    @Test func cellsFollowTheSceneLayout() {
        let layout = SceneLayout(canvasWidth: 64, canvasHeight: 48, boardWidth: 20, boardHeight: 16, scale: 2.5)
        var detector = MotionDetector()
        detector.update(video: Self.picture(square: nil), layout: layout)
        detector.update(video: Self.picture(square: (30, 20), side: 5), layout: layout)
        var expected = Set<GridPoint>()
        for y in 20..<25 {
            for x in 30..<35 {
                if let c = layout.cell(atPixelX: x, y: y) { expected.insert(c) }
            }
        }
        let moved = Set(detector.moving.map { GridPoint(x: $0 % 20, y: $0 / 20) })
        #expect(!moved.isEmpty && moved.isSubset(of: expected))
    }

    /// A cell's mean luma × 256 is a multiply by a reciprocal and a shift:
    /// the same as dividing, for every sum of up to 64 samples.
    @Test func meansByReciprocalAreExact() {
        for count in Int32(1)...64 {
            let reciprocal = MotionDetector.reciprocal(of: count)
            var wrong = 0
            for sum in 0...(255 * count) where MotionDetector.mean(sum, reciprocal) != sum * 256 / count { wrong += 1 }
            #expect(wrong == 0, "count \(count)")
        }
    }

    /// Given the picture's luma (as the scaler makes it for YUV sources),
    /// the detector finds the very cells it finds from the pixels, frame
    /// after frame, with a sparse sampling grid too, and with cells two
    /// pixels wide (play's default), which are summed in pairs of columns.
    @Test(arguments: [2, 4, 12])
    func lumaGivenMovesTheSameCells(scale: Double) {
        let layout = SceneLayout(canvasWidth: 64, canvasHeight: 48, boardWidth: 64 / Int(scale), boardHeight: 48 / Int(scale),
                                 scale: scale)
        var fromPixels = MotionDetector(), fromLuma = MotionDetector()
        var moved = 0
        for (k, square) in [nil, (8, 8), (20, 12), (40, 30), (41, 31), nil].enumerated() {
            let frame = Self.picture(square: square.map { (x: $0.0, y: $0.1) }, side: 12, noise: 20, seed: UInt64(k))
            var luma: [UInt8] = []
            for y in 0..<48 {
                for x in 0..<64 {
                    let c = frame[x, y]
                    let sum: Int = 77 * Int(c.r) + 150 * Int(c.g) + 29 * Int(c.b)
                    luma.append(UInt8(sum >> 8))
                }
            }
            fromPixels.update(video: frame, layout: layout)
            fromLuma.update(video: frame, luma: luma, layout: layout)
            #expect(fromPixels.moving == fromLuma.moving, "frame \(k)")
            moved += fromPixels.moving.count
        }
        #expect(moved > 0, "the squares moved nothing: the comparison would say nothing")
    }

    /// Columns two to a cell, for consecutive cells with none around them, are
    /// pairs (first column, first cell, cells); any other mapping is not.
    @Test func columnPairs() {
        #expect(MotionDetector.pairs([-1, 0, 0, 1, 1, -1])! == (1, 0, 2))
        #expect(MotionDetector.pairs([3, 3, 4, 4])! == (0, 3, 2))
        #expect(MotionDetector.pairs([0, 0, 1]) == nil)
        #expect(MotionDetector.pairs([0, 1, 1, 2]) == nil)
        #expect(MotionDetector.pairs([0, 0, 2, 2]) == nil)
        #expect(MotionDetector.pairs([0, 0, -1, 1, 1]) == nil)
        #expect(MotionDetector.pairs([-1, -1]) == nil)
    }

    /// Eight cells at a time find the same movers and leave the same
    /// background as the cell-by-cell rule: mean = sum · 256 / count (rounded
    /// down), a cell with samples moves when |mean − background| > limit, and
    /// its background moves by (mean − background) >> shift. Cells without
    /// samples are left alone. Counts 0 to 64, sums up to 255 a sample.
    @Test(arguments: [0, 16 * 256, 255 * 256, Int(Int32.max)])
    func eightsCompareAsTheRuleSays(limit: Int) {
        var random = SplitMix64(seed: UInt64(limit))
        for round in 0..<200 {
            let cells = 8 * Int.random(in: 1...12, using: &random)
            let counts = (0..<cells).map { _ in Int32(round % 5 == 0 ? 4 : Int.random(in: 0...64, using: &random)) }
            let sums = counts.map { c in Int32.random(in: 0...(255 * c), using: &random) }
            var background = counts.map { _ in Int32.random(in: 0...(255 * 256), using: &random) }
            var expectedBackground = background, expectedMovers: [Int] = []
            for i in 0..<cells where counts[i] > 0 {
                let mean = sums[i] * 256 / counts[i], difference = mean - expectedBackground[i]
                if abs(Int(difference)) > limit { expectedMovers.append(i) }
                expectedBackground[i] += difference >> 4
            }
            var movers = [Int](repeating: -1, count: cells), found = 0
            let done = MotionDetector.compareEights(sums, counts, &background, &movers, found: &found,
                                                    limit: Int32(clamping: limit), shift: 4, cells: cells)
            #expect(done == cells)
            #expect(Array(movers[..<found]) == expectedMovers)
            #expect(background == expectedBackground)
        }
    }
}
