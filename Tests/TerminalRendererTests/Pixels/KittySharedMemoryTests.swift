import LifeCore
import LifeTestSupport
import Testing
@testable import TerminalRenderer

/// Kitty pictures through shared memory (`t=s`), decoded back by the kitty
/// model, which takes each object as kitty does (reads it, removes it).
@Suite struct KittySharedMemoryTests {
    static func model(_ memory: MemorySharedMemory) -> KittyModel {
        KittyModel(inflate: { data, _ in
            guard let out = StoredDeflater.inflate(data) else { throw KittyModel.DecodeError(description: "not a stored zlib stream") }
            return out
        }, takeObject: memory.take)
    }

    /// The first frame is a new picture, later ones one edit of the changed
    /// pixels' bounding rectangle; each command names the object and carries
    /// no pixels, and the picture shown follows the canvas.
    @Test(arguments: [0, 6])
    func framesGoThroughTheObjectAndOnlyTheChangedRectangle(threshold: Int) throws {
        var rng = Xoshiro256(seed: 5)
        let memory = MemorySharedMemory()
        var encoder = KittyEncoder(deflater: StoredDeflater(), sharedMemory: memory, threshold: threshold,
                                   origin: CanvasOrigin(row: 1, column: 2))
        var model = Self.model(memory)
        var canvas = RendererFixtures.randomCanvas(width: 250, height: 90, distinct: 40, rng: &rng)
        let first = encoder.encode(canvas)
        try model.feed(first)
        let id = KittyEncoder.imageID
        #expect(first.count < 200)   // the name, not 67,500 bytes of pixels
        #expect(model.commands.last.map { [$0["a"], $0["t"], $0["S"], $0["o"]] } == ["T", "s", "67500", nil])
        #expect(Self.worst(try #require(model.images[id]), canvas) == 0 && model.placements[id]! == (1, 2))
        #expect(model.row == 0 && model.column == 0 && memory.objects.isEmpty)
        // Two pixels far apart change: one edit of the rectangle holding both tiles.
        canvas[40, 5] = RGB(255, 0, 9)
        canvas[100, 40] = RGB(0, 255, 9)
        try model.feed(encoder.encode(canvas))
        let edit = try #require(model.commands.last)
        #expect([edit["a"], edit["r"], edit["X"], edit["t"]] == ["f", "1", "1", "s"])
        #expect([edit["x"], edit["y"], edit["s"], edit["v"], edit["S"]] == ["32", "0", "96", "48", "13824"])
        #expect(Self.worst(try #require(model.images[id]), canvas) <= threshold)
        // Nothing changes: nothing is sent, and no object is made.
        let made = memory.stored
        #expect(encoder.encode(canvas).isEmpty && memory.stored == made && !encoder.heldBack)
    }

    /// While the terminal has not taken the last object, frames are held
    /// back (nothing sent, nothing taken as shown); once it has, the next
    /// frame brings every change since.
    @Test func aFrameWaitsForTheTerminalToTakeTheLastObject() throws {
        var rng = Xoshiro256(seed: 6)
        let memory = MemorySharedMemory()
        var encoder = KittyEncoder(deflater: StoredDeflater(), sharedMemory: memory, threshold: 0)
        var model = Self.model(memory)
        var canvas = RendererFixtures.randomCanvas(width: 64, height: 32, distinct: 9, rng: &rng)
        let first = encoder.encode(canvas)   // not read by the terminal yet
        canvas[1, 1] = RGB(1, 2, 3)
        #expect(encoder.encode(canvas).isEmpty && encoder.heldBack)
        canvas[60, 30] = RGB(4, 5, 6)
        #expect(encoder.encode(canvas).isEmpty && encoder.heldBack)
        try model.feed(first)                // the terminal takes the first picture
        try model.feed(encoder.encode(canvas))
        #expect(!encoder.heldBack && model.commands.last?["a"] == "f")
        #expect(Self.worst(try #require(model.images[KittyEncoder.imageID]), canvas) == 0)
    }

    /// A terminal that never takes the object (it cannot open it, and says
    /// so to nobody: `q=2`): after `sharedMemoryPatience` frames held back
    /// the object is removed and the whole picture goes in the escape codes,
    /// as do the frames after; so it does when an object cannot be made.
    @Test(arguments: [false, true])
    func aTerminalThatNeverTakesItOrAFailedObjectFallsBackToDirect(failing: Bool) throws {
        var rng = Xoshiro256(seed: 7)
        let memory = MemorySharedMemory()
        var encoder = KittyEncoder(deflater: StoredDeflater(), sharedMemory: memory, threshold: 0)
        var model = Self.model(memory)
        var canvas = RendererFixtures.randomCanvas(width: 40, height: 20, distinct: 9, rng: &rng)
        var bytes: [UInt8] = []
        if failing {
            memory.fails = true
        } else {
            _ = encoder.encode(canvas)       // never taken
            for n in 1..<KittyEncoder.sharedMemoryPatience {
                canvas[n % 40, 0] = RGB(UInt8(n), 0, 0)
                #expect(encoder.encode(canvas).isEmpty && encoder.heldBack)
            }
            canvas[0, 19] = RGB(9, 9, 9)
        }
        bytes = encoder.encode(canvas)
        #expect(!encoder.heldBack && encoder.sharedMemory == nil && memory.objects.isEmpty)
        try model.feed(bytes)
        #expect(model.commands.suffix(2).map { $0["a"] } == ["d", "T"] && model.commands.last?["t"] == nil)
        #expect(Self.worst(try #require(model.images[KittyEncoder.imageID]), canvas) == 0)
        canvas[5, 5] = RGB(200, 100, 50)
        try model.feed(encoder.encode(canvas))
        #expect(model.commands.last?["a"] == "f" && model.commands.last?["t"] == nil)
        #expect(Self.worst(try #require(model.images[KittyEncoder.imageID]), canvas) == 0)
    }

    /// The largest per-channel difference between the picture and the canvas.
    static func worst(_ image: KittyModel.Image, _ canvas: RGBFrame) -> Int {
        KittyEncoderTests.worst(image, canvas)
    }
}
