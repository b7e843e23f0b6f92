import Testing
@testable import LifeCore

@Suite struct SyntheticSourceTests {
    @Test(arguments: SyntheticPattern.allCases)
    func renderingMatchesThePixelFunction(pattern: SyntheticPattern) {
        for time in [0.0, 1.37, 250] {
            var frame = RGBFrame(width: 37, height: 23)
            pattern.render(time: time, into: &frame, seed: 5)
            for y in 0..<23 {
                for x in 0..<37 {
                    #expect(frame[x, y] == pattern.pixel(time: time, x: x, y: y, width: 37, height: 23, seed: 5))
                }
            }
        }
    }

    @Test(arguments: SyntheticPattern.allCases)
    func framesArePureFunctionsOfTime(pattern: SyntheticPattern) throws {
        let a = SyntheticSource(pattern: pattern, width: 64, height: 48, seed: 1)
        let b = SyntheticSource(pattern: pattern, width: 64, height: 48, seed: 1)
        let a1 = try #require(a.latestFrame(at: 1))
        _ = a.latestFrame(at: 2)
        #expect(a.latestFrame(at: 1) == a1)
        #expect(b.latestFrame(at: 1) == a1)
        #expect(a.latestFrame(at: 3) != a1, "the picture should move")
        #expect(a.name == "synthetic:\(pattern.rawValue)" && a.state == .live)
    }

    @Test func defaultsToAWebcamSize() throws {
        let frame = try #require(SyntheticSource().latestFrame(at: 0))
        #expect(frame.width == 640 && frame.height == 480)
    }

    @Test func noiseDependsOnTheSeed() {
        let a = SyntheticSource(pattern: .noise, width: 16, height: 16, seed: 1).latestFrame(at: 0)
        let b = SyntheticSource(pattern: .noise, width: 16, height: 16, seed: 2).latestFrame(at: 0)
        #expect(a != b)
    }

    @Test func barsAreTheEightClassicColoursAndScroll() {
        let expected: [RGB] = [.white, RGB(255, 255, 0), RGB(0, 255, 255), RGB(0, 255, 0),
                               RGB(255, 0, 255), RGB(255, 0, 0), RGB(0, 0, 255), .black]
        for (i, colour) in expected.enumerated() {
            #expect(SyntheticPattern.bars.pixel(time: 0, x: i * 10 + 5, y: 3, width: 80, height: 10) == colour)
            // One second later everything has moved one bar to the right.
            #expect(SyntheticPattern.bars.pixel(time: 1, x: ((i + 1) % 8) * 10 + 5, y: 7, width: 80, height: 10) == colour)
        }
    }

    @Test func plasmaUsesManyColours() throws {
        let frame = try #require(SyntheticSource(pattern: .plasma, width: 160, height: 120).latestFrame(at: 4))
        var colours = Set<Int>()
        for y in stride(from: 0, to: 120, by: 3) {
            for x in stride(from: 0, to: 160, by: 3) {
                let c = frame[x, y]
                colours.insert(Int(c.r) << 16 | Int(c.g) << 8 | Int(c.b))
            }
        }
        #expect(colours.count > 100)
    }

    @Test func noneIsOneWhitePixel() {
        #expect(SolidSource().latestFrame(at: 9) == RGBFrame(width: 1, height: 1, fill: .white))
        #expect(SolidSource().name == "none")
    }
}
