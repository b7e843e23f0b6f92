/// How one picture's pixels fall into 15-bit buckets (5 bits a channel,
/// `SixelPalette.bucket`): each bucket's pixel count and colour sums, and its
/// most frequent colour when one fills more than half of it (a majority
/// vote as the pixels go by, then counted exactly), which is how a large
/// flat area shows. Kept and reused from picture to picture: only the
/// buckets a picture met are cleared for the next.
package struct SixelHistogram: Sendable {
    /// Pixels in each bucket.
    private(set) var count = [Int32](repeating: 0, count: SixelPalette.buckets)
    /// Red, green and blue sums of each bucket's pixels, three a bucket.
    private(set) var sums = [Int](repeating: 0, count: 3 * SixelPalette.buckets)
    /// Each bucket's leading colour (packed `r << 16 | g << 8 | b`) and how many pixels have exactly it.
    private(set) var mode = [UInt32](repeating: 0, count: SixelPalette.buckets)
    private(set) var modeCount = [Int32](repeating: 0, count: SixelPalette.buckets)
    private var votes = [Int32](repeating: 0, count: SixelPalette.buckets)
    /// The buckets with pixels, in the order met.
    private(set) var occupied: [Int] = []
    /// Pixels counted.
    private(set) var pixels = 0

    package init() {}

    /// Counts the packed RGB pixels of `rgb`, forgetting the last picture.
    /// Every pixel goes through buffers, and the buckets met into a local
    /// list: the arrays' checks were half of a pixel's work here.
    package mutating func count(_ rgb: UnsafeBufferPointer<UInt8>) {
        for b in occupied {
            count[b] = 0
            sums[3 * b] = 0
            sums[3 * b + 1] = 0
            sums[3 * b + 2] = 0
            modeCount[b] = 0
            votes[b] = 0
        }
        var occupied = self.occupied
        self.occupied = []
        defer { self.occupied = occupied }
        occupied.removeAll(keepingCapacity: true)
        let pixels = rgb.count / 3
        self.pixels = pixels
        count.withUnsafeMutableBufferPointer { count in
            sums.withUnsafeMutableBufferPointer { sums in
                mode.withUnsafeMutableBufferPointer { mode in
                    votes.withUnsafeMutableBufferPointer { votes in
                        for i in 0..<pixels {
                            let r = rgb[3 &* i], g = rgb[3 &* i &+ 1], bl = rgb[3 &* i &+ 2]
                            let b = SixelPalette.bucket(r, g, bl), c = SixelPalette.pack(r, g, bl)
                            if count[b] == 0 { occupied.append(b) }
                            count[b] &+= 1
                            sums[3 &* b] &+= Int(r)
                            sums[3 &* b &+ 1] &+= Int(g)
                            sums[3 &* b &+ 2] &+= Int(bl)
                            if votes[b] == 0 {
                                mode[b] = c
                                votes[b] = 1
                            } else {
                                votes[b] &+= mode[b] == c ? 1 : -1
                            }
                        }
                    }
                }
            }
        }
        mode.withUnsafeBufferPointer { mode in
            modeCount.withUnsafeMutableBufferPointer { modeCount in
                for i in 0..<pixels {
                    let r = rgb[3 &* i], g = rgb[3 &* i &+ 1], bl = rgb[3 &* i &+ 2]
                    let b = SixelPalette.bucket(r, g, bl)
                    if mode[b] == SixelPalette.pack(r, g, bl) { modeCount[b] &+= 1 }
                }
            }
        }
    }

    /// The colours that fill large flat areas (`SixelPalette.isFlat`),
    /// largest first, with their buckets: at most `SixelPalette.flatShare`.
    package func flatColours() -> [(bucket: Int, colour: UInt32)] {
        occupied.filter { SixelPalette.isFlat(Int(modeCount[$0]), of: pixels) }
            .sorted { modeCount[$0] != modeCount[$1] ? modeCount[$0] > modeCount[$1] : $0 < $1 }
            .map { ($0, mode[$0]) }
    }
}
