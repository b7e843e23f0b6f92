import Testing
@testable import LifeCore

/// `RGBFrame.resampled`: nearest neighbour along a side that grows, a box along one that shrinks.
@Suite struct RGBFrameResamplingTests {
    /// A frame whose every pixel has its own colour: (x, y, x + y).
    static func ramp(_ width: Int, _ height: Int) -> RGBFrame {
        var frame = RGBFrame(width: width, height: height)
        for y in 0..<height { for x in 0..<width { frame[x, y] = RGB(UInt8(x), UInt8(y), UInt8(x + y)) } }
        return frame
    }

    /// At whole factors every source pixel becomes a block of k×l pixels of its colour.
    @Test(arguments: [(3, 6), (1, 1), (2, 1), (1, 4), (4, 4)])
    func wholeFactorsRepeatEveryPixelAlike(kx: Int, ky: Int) {
        let source = Self.ramp(7, 5)
        let big = source.resampled(toWidth: 7 * kx, height: 5 * ky)
        #expect((big.width, big.height) == (7 * kx, 5 * ky))
        for y in 0..<big.height {
            for x in 0..<big.width { #expect(big[x, y] == source[x / kx, y / ky]) }
        }
    }

    /// A factor that is not whole still takes one source pixel per output pixel (no blend), in order, each at least once.
    @Test func otherFactorsPickNeighboursWithoutBlending() {
        let source = Self.ramp(10, 3)
        let big = source.resampled(toWidth: 23, height: 3)
        var taken: [Int] = []
        for x in 0..<23 {
            let pixel = big[x, 1]
            #expect(pixel.g == 1 && pixel.b == pixel.r &+ 1, "pixel \(x) is a blend")
            taken.append(Int(pixel.r))
        }
        #expect(taken == taken.sorted() && Set(taken) == Set(0..<10))
    }

    /// A side that shrinks averages: 1:2 pixels squared by halving the width.
    @Test func aShrinkingSideAverages() {
        var source = RGBFrame(width: 4, height: 2)
        for y in 0..<2 {
            source[0, y] = RGB(0, 0, 0); source[1, y] = RGB(200, 100, 50)
            source[2, y] = RGB(255, 255, 255); source[3, y] = RGB(255, 255, 255)
        }
        let half = source.resampled(toWidth: 2, height: 4)
        #expect((half.width, half.height) == (2, 4))
        for y in 0..<4 {
            #expect(half[0, y] == RGB(100, 50, 25))
            #expect(half[1, y] == RGB(255, 255, 255))
        }
    }

    /// The same size is the same picture; an empty one stays empty.
    @Test func sameSizeAndEmpty() {
        let source = Self.ramp(5, 4)
        #expect(source.resampled(toWidth: 5, height: 4) == source)
        #expect(RGBFrame(width: 0, height: 0).resampled(toWidth: 3, height: 2) == RGBFrame(width: 3, height: 2))
        #expect(source.resampled(toWidth: 0, height: 2).width == 0)
    }
}
