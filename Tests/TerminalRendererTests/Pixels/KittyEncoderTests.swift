import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// The kitty graphics stream decoded back into the picture shown.
@Suite struct KittyEncoderTests {
    static func model() -> KittyModel {
        KittyModel { data, _ in
            guard let out = StoredDeflater.inflate(data) else { throw KittyModel.DecodeError(description: "not a stored zlib stream") }
            return out
        }
    }

    /// The largest per-channel difference between the picture and the canvas.
    static func worst(_ image: KittyModel.Image, _ canvas: RGBFrame) -> Int {
        var worst = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let c = canvas[x, y], o = (y * image.width + x) * 3
                worst = max(worst, abs(Int(image.pixels[o]) - Int(c.r)), abs(Int(image.pixels[o + 1]) - Int(c.g)),
                            abs(Int(image.pixels[o + 2]) - Int(c.b)))
            }
        }
        return worst
    }

    @Test(arguments: [0, 6])
    func theFirstFrameIsTheWholePictureAndLaterOnesEditIt(threshold: Int) throws {
        var rng = Xoshiro256(seed: 21)
        var encoder = KittyEncoder(deflater: StoredDeflater(), threshold: threshold, origin: CanvasOrigin(row: 2, column: 3))
        var model = Self.model()
        var canvas = RendererFixtures.randomCanvas(width: 250, height: 90, distinct: 40, rng: &rng)
        try model.feed(encoder.encode(canvas))
        let id = KittyEncoder.imageID
        var image = try #require(model.images[id])
        #expect((image.width, image.height) == (250, 90) && Self.worst(image, canvas) == 0)
        #expect(model.placements[id]! == (2, 3))
        #expect(model.row == 0 && model.column == 0)   // the cursor is put back
        let full = encoder.lastFrame.bytes
        // A few pixels change: only their tiles are sent, as edits of the
        // root frame, and the picture follows.
        for (x, y) in [(3, 4), (200, 70), (249, 89)] { canvas[x, y] = RGB(255, 0, UInt8(x % 256)) }
        let commandsBefore = model.commands.count
        let edit = encoder.encode(canvas)
        try model.feed(edit)
        image = try #require(model.images[id])
        #expect(Self.worst(image, canvas) <= threshold && model.placements[id]! == (2, 3))
        let sent = model.commands.dropFirst(commandsBefore)
        #expect(sent.count == 3 && sent.allSatisfy { $0["a"] == "f" && $0["r"] == "1" && $0["X"] == "1" })
        #expect(sent.map { [$0["x"], $0["y"], $0["s"], $0["v"]] } == [["0", "0", "32", "16"], ["192", "64", "32", "16"],
                                                                     ["224", "80", "26", "10"]])
        #expect(edit.count < full / 10)
        // Everything changes: one edit of the whole picture.
        canvas = RendererFixtures.randomCanvas(width: 250, height: 90, distinct: 40, rng: &rng)
        try model.feed(encoder.encode(canvas))
        #expect(model.commands.last?["a"] == "f" && model.commands.last?["s"] == "250" && model.commands.last?["x"] == "0")
        #expect(Self.worst(try #require(model.images[id]), canvas) <= threshold)
        // Nothing changes: nothing is sent.
        #expect(encoder.encode(canvas).isEmpty)
    }

    /// An edit longer than one chunk repeats `a=f,r=1` in every chunk (kitty
    /// 0.26.5 stretched the edit over the picture without them).
    @Test func aLongEditRepeatsItsActionInEveryChunk() throws {
        var rng = Xoshiro256(seed: 13)
        var encoder = KittyEncoder(deflater: StoredDeflater())
        var model = Self.model()
        var canvas = RendererFixtures.randomCanvas(width: 320, height: 160, distinct: 200, rng: &rng)
        try model.feed(encoder.encode(canvas))
        let patch = RendererFixtures.randomCanvas(width: 64, height: 48, distinct: 200, rng: &rng)
        for y in 0..<48 { for x in 0..<64 { canvas[96 + x, 32 + y] = patch[x, y] } }
        let bytes = encoder.encode(canvas)
        let text = String(decoding: bytes, as: UTF8.self)
        let chunks = text.split(separator: "\u{1B}_G").map { $0.prefix { $0 != ";" } }
        // Three rows of tiles changed, one 64×16 edit each, each more than one chunk.
        let starts = chunks.filter { $0.contains(",i=") }
        #expect(starts.map { $0.hasPrefix("a=f,r=1,i=\(KittyEncoder.imageID),x=96,") } == [true, true, true])
        #expect(chunks.count == 2 * starts.count)
        #expect(chunks.filter { !$0.contains(",i=") }.allSatisfy { $0 == "a=f,r=1,q=2,m=1" || $0 == "a=f,r=1,q=2,m=0" })
        try model.feed(bytes)
        #expect(Self.worst(try #require(model.images[KittyEncoder.imageID]), canvas) == 0)
    }

    /// No frame is wrapped in a synchronized update (kitty 0.26.5 garbles a
    /// command when it lets go of a long one); the cursor is put back.
    @Test func framesAreNotSynchronized() throws {
        var rng = Xoshiro256(seed: 17)
        var encoder = KittyEncoder(deflater: StoredDeflater())
        var canvas = RendererFixtures.randomCanvas(width: 100, height: 60, distinct: 50, rng: &rng)
        var bytes = encoder.encode(canvas)
        canvas[5, 5] = RGB(1, 2, 3)
        bytes += encoder.encode(canvas)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\u{1B}[?2026h") && !text.contains("\u{1B}[?2026l"))
        var model = Self.model()
        try model.feed(bytes)
        #expect(Self.worst(try #require(model.images[KittyEncoder.imageID]), canvas) == 0 && model.row == 0 && model.column == 0)
    }

    /// Every payload goes in base64 chunks of at most 4096 bytes, the last one m=0.
    @Test func payloadsAreChunked() throws {
        var rng = Xoshiro256(seed: 4)
        var encoder = KittyEncoder(deflater: StoredDeflater())
        let canvas = RendererFixtures.randomCanvas(width: 100, height: 60, distinct: 200, rng: &rng)
        let bytes = encoder.encode(canvas)
        let text = String(decoding: bytes, as: UTF8.self)
        let chunks = text.split(separator: "\u{1B}_G").map { $0.prefix { $0 != "\u{1B}" } }
        #expect(chunks.count > 5)
        for chunk in chunks {
            let payload = chunk.split(separator: ";", maxSplits: 1).dropFirst().first ?? ""
            #expect(payload.count <= 4096)
        }
        // The delete of any old picture, the first chunk with the keys, then continuations.
        #expect(chunks[0].hasPrefix("a=d") && chunks[1].hasPrefix("a=T") && chunks[1].contains("m=1"))
        #expect(chunks.last!.hasPrefix("m=0;") && chunks.dropFirst(2).dropLast().allSatisfy { $0.hasPrefix("m=1;") })
        var model = Self.model()
        try model.feed(bytes)
        #expect(Self.worst(try #require(model.images[KittyEncoder.imageID]), canvas) == 0)
    }

    /// After `invalidate` (the screen was cleared) the picture is sent again
    /// whole, the old one deleted first; compression failing sends it raw.
    @Test func invalidateResendsAndAFailedCompressionSendsRaw() throws {
        var rng = Xoshiro256(seed: 9)
        var encoder = KittyEncoder(deflater: StoredDeflater(fails: true))
        var model = Self.model()
        let canvas = RendererFixtures.randomCanvas(width: 40, height: 20, distinct: 9, rng: &rng)
        try model.feed(encoder.encode(canvas))
        #expect(model.commands.last?["o"] == nil)
        encoder.invalidate()
        try model.feed(encoder.encode(canvas))
        #expect(model.commands.suffix(2).map { $0["a"] } == ["d", "T"])
        #expect(Self.worst(try #require(model.images[KittyEncoder.imageID]), canvas) == 0)
        try model.feed(encoder.farewell())
        #expect(model.images.isEmpty && model.placements.isEmpty)
    }

    @Test(arguments: [(0, ""), (1, "AA=="), (2, "AAE="), (3, "AAEC"), (5, "AAECAwQ=")])
    func base64(count: Int, text: String) {
        let input: [UInt8] = Array(0..<UInt8(count))
        var out: [UInt8] = []
        input.withUnsafeBufferPointer { Base64.encode($0, 0..<count, into: &out) }
        #expect(String(decoding: out, as: UTF8.self) == text)
    }
}
