/// The colour registers of a sixel picture, at most 256, and the register
/// each pixel is drawn in.
///
/// Made from a picture's own pixels (`SixelHistogram`) by a median cut over
/// its 15-bit buckets, each register the mean of the pixels its box holds,
/// with one rule a median cut alone breaks: a colour that fills a large
/// flat area (`isFlat`: 1/`flatShare` of the picture, and 8×8 pixels) is a register of its
/// own, exactly, and its pixels are drawn in it. Black is black: a box
/// averages the black around Life's cells with the dark colours of the
/// cells fading out, and libsixel's own lookup remembered one register per
/// bucket for as long as a palette was kept, so whole tiles of black came
/// out (0,7,7) or (7,7,7). A bucket that holds one colour only, when there
/// is room for every bucket, has it exactly too.
///
/// A palette is kept for later pictures of the same place
/// (`SixelEncoder.paletteFrames`) as long as it `keeps` them: it holds the
/// exact colours of their flat areas, and, when it is not full, has met
/// every bucket they fill. Their pixels are drawn in its registers, a bucket
/// a full palette has not met in the register nearest the bucket's middle.
///
/// Layout: a bucket is `r >> 3 << 10 | g >> 3 << 5 | b >> 3`; a colour is
/// packed `r << 16 | g << 8 | b`.
package struct SixelPalette: Sendable {
    package static let maxColours = 256
    /// A flat area fills at least 1/`flatShare` of a picture, and at least `flatPixels`.
    package static let flatShare = 64
    package static let flatPixels = 64
    static let buckets = 1 << 15
    /// No exact colour kept for a bucket (not a packed colour: those have 24 bits).
    static let none = UInt32.max

    /// The registers' colours, packed RGB, three bytes a register.
    package private(set) var colours: [UInt8] = []
    /// Per bucket: the register + 1 its pixels are drawn in (0: not met yet).
    private var registers = [UInt16](repeating: 0, count: buckets)
    /// Per bucket: the colour kept exactly in a register of its own (`none`: none), and that register.
    private var exact = [UInt32](repeating: none, count: buckets)
    private var exactRegister = [UInt8](repeating: 0, count: buckets)

    package var count: Int { colours.count / 3 }

    /// Whether `pixels` of one colour in a picture of `total` make a large flat area.
    static func isFlat(_ pixels: Int, of total: Int) -> Bool {
        pixels >= flatPixels && pixels * flatShare >= total
    }

    static func bucket(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int { Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3) }
    static func pack(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// The palette of the picture `histogram` counted.
    package init(_ histogram: SixelHistogram) {
        for (bucket, colour) in histogram.flatColours() { keepExactly(colour, bucket: bucket) }
        // What each bucket holds besides its flat colour.
        var rest: [SixelMedianCut.Item] = []
        for b in histogram.occupied {
            var item = SixelMedianCut.Item(bucket: b, weight: Int(histogram.count[b]),
                                           sum: (histogram.sums[3 * b], histogram.sums[3 * b + 1], histogram.sums[3 * b + 2]))
            if exact[b] != Self.none {
                let n = Int(histogram.modeCount[b]), c = exact[b]
                item.weight -= n
                item.sum = (item.sum.0 - n * Int(c >> 16), item.sum.1 - n * Int(c >> 8 & 0xFF), item.sum.2 - n * Int(c & 0xFF))
            }
            if item.weight > 0 { rest.append(item) }
        }
        let room = Self.maxColours - count
        if rest.count <= room {
            for item in rest {
                let b = item.bucket
                if histogram.modeCount[b] == histogram.count[b] {
                    keepExactly(histogram.mode[b], bucket: b)
                    registers[b] = UInt16(count)
                } else {
                    add(item.mean)
                    registers[b] = UInt16(count)
                }
            }
        } else {
            for box in SixelMedianCut.boxes(&rest, count: room) {
                add(SixelMedianCut.mean(of: rest[box]))
                for item in rest[box] { registers[item.bucket] = UInt16(count) }
            }
        }
    }

    /// Whether every one of `flat` (`SixelHistogram.flatColours`) is a register of its own here.
    package func holds(_ flat: [(bucket: Int, colour: UInt32)]) -> Bool {
        flat.allSatisfy { exact[$0.bucket] == $0.colour }
    }

    /// Whether this palette, kept, draws the picture `histogram` counted: it
    /// `holds` the picture's flat colours, and, when it had registers to
    /// spare (its own picture's every bucket has one), it has met every
    /// bucket the picture fills. A palette made from a blank board is black
    /// alone, and drew a cell lit later black: while paused nothing showed.
    /// A full palette draws a new bucket in its nearest register.
    package func keeps(_ histogram: SixelHistogram) -> Bool {
        holds(histogram.flatColours())
            && (count >= Self.maxColours || histogram.occupied.allSatisfy { registers[$0] != 0 || exact[$0] != Self.none })
    }

    /// The register of each packed RGB pixel of `rgb`, into `indices`.
    /// Every pixel goes through buffers, not the arrays: `map` is a third of
    /// a sixel frame's work, and the arrays' checks were half of it.
    package mutating func map(_ rgb: UnsafeBufferPointer<UInt8>, into indices: inout [UInt8]) {
        let n = rgb.count / 3
        indices.removeAll(keepingCapacity: true)
        indices.append(contentsOf: repeatElement(0, count: n))
        // Taken out while the pixels are mapped (a bucket met the first time is given its register), so no copy.
        var registers = self.registers
        self.registers = []
        defer { self.registers = registers }
        let colours = self.colours
        exact.withUnsafeBufferPointer { exact in
            exactRegister.withUnsafeBufferPointer { exactRegister in
                registers.withUnsafeMutableBufferPointer { registers in
                    indices.withUnsafeMutableBufferPointer { out in
                        for i in 0..<n {
                            let r = rgb[3 &* i], g = rgb[3 &* i &+ 1], bl = rgb[3 &* i &+ 2]
                            let b = Self.bucket(r, g, bl)
                            if exact[b] == Self.pack(r, g, bl) {
                                out[i] = exactRegister[b]
                                continue
                            }
                            var register = registers[b]
                            if register == 0 {
                                register = UInt16(Self.nearest(to: b, in: colours)) + 1
                                registers[b] = register
                            }
                            out[i] = UInt8(truncatingIfNeeded: register &- 1)
                        }
                    }
                }
            }
        }
    }

    /// The register of `colours` (three bytes a register) nearest to the middle of `bucket`.
    private static func nearest(to bucket: Int, in colours: [UInt8]) -> Int {
        let r = (bucket >> 10) << 3 | 4, g = (bucket >> 5 & 31) << 3 | 4, b = (bucket & 31) << 3 | 4
        var best = 0, bestDistance = Int.max
        for i in 0..<(colours.count / 3) {
            let dr = Int(colours[3 * i]) - r, dg = Int(colours[3 * i + 1]) - g, db = Int(colours[3 * i + 2]) - b
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { (best, bestDistance) = (i, distance) }
        }
        return best
    }

    private mutating func keepExactly(_ colour: UInt32, bucket: Int) {
        exact[bucket] = colour
        exactRegister[bucket] = UInt8(count)
        add((UInt8(colour >> 16), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF)))
    }

    private mutating func add(_ colour: (UInt8, UInt8, UInt8)) {
        colours += [colour.0, colour.1, colour.2]
    }
}
