import LifeCore
import TerminalRenderer

/// How frames reach the terminal: one encoder for each blitter the loop may
/// use, behind `CanvasEncoder` (a `FrameEncoder` in the blitter's glyphs, or
/// the kitty or sixel encoder the shell made), what the last blitter left to
/// take away, the room of the last frame's bytes, the frames dropped, and
/// whether the terminal is behind. The loop paces, paints and captures; the
/// presenter turns what it composed into bytes on the screen.
struct Presenter {
    /// The encoder of each blitter used so far.
    private var encoders: [Blitter: any CanvasEncoder]
    /// The blitter frames are encoded for.
    private(set) var blitter: Blitter
    /// The colour mode of the glyphs (the strip's too).
    let mode: ColorMode
    /// Bytes to send before the next frame: what the last blitter left (a picture to delete).
    private var leftOver: [UInt8] = []
    /// The last frame's bytes: its buffer's room, so that a frame is
    /// encoded without growing an array step by step (the screen may still
    /// hold the bytes: then a buffer as large is allocated, and nothing copied).
    private var frameBytes: [UInt8] = []
    /// Frames painted that the terminal did not get (once the first arrived).
    private(set) var framesDropped = 0
    /// The last frame painted was dropped because the terminal had not taken
    /// the one before: the next goes out as soon as it has, not at the next
    /// frame's time (a terminal a little slower than the frame rate would
    /// otherwise show every other frame).
    var behind = false
    /// The first frame has reached the terminal whole: from then on, frames
    /// the terminal cannot take count as dropped.
    private(set) var firstFrameArrived = false

    /// Encoders for `blitter` and those after it: `pictures` holds the pixel
    /// blitters' (a blitter of no glyphs without one is drawn in half blocks).
    init(blitters: BlitterCycle, pictures: [Blitter: any CanvasEncoder], mode: ColorMode) {
        self.mode = mode
        blitter = blitters.current
        encoders = pictures
        for blitter in blitters.available + [blitters.current] where encoders[blitter] == nil {
            encoders[blitter] = FrameEncoder(mode: mode, mosaic: blitter.mosaic ?? .half)
        }
    }

    /// What takes every picture the encoders may have placed away, on any way
    /// out (the screen sends it after the frame in flight): what a picture
    /// leaves is not text, so leaving the alternate screen may not.
    var farewell: [UInt8] { Blitter.allCases.flatMap { encoders[$0]?.farewell() ?? [] } }

    /// The screen had not taken the last frame when one was ready: it is
    /// dropped (if `painted`: one was), and the next goes out as soon as it can.
    mutating func screenBusy(painted: Bool) {
        guard painted else { return }
        behind = true
        if firstFrameArrived { framesDropped += 1 }
    }

    /// The screen took a frame: from the second on, the first has arrived.
    mutating func screenReady(framesShown: Int) {
        if framesShown > 0 { firstFrameArrived = true }
    }

    /// Writes `canvas` with the blitter in use, after what the last blitter
    /// left, and `trailer` (the strip's row) in the same write; false when
    /// the encoder held the picture back (the terminal had not taken the
    /// last one: dropped, and painted again next time).
    mutating func send(_ canvas: RGBFrame, then trailer: [UInt8], to screen: any Screen) throws(TerminalError) -> Bool {
        var bytes = frameBytes
        frameBytes = []
        bytes.removeAll(keepingCapacity: true)
        bytes += leftOver
        leftOver = []
        encoders[blitter]?.encode(canvas: canvas, into: &bytes)
        bytes += trailer
        frameBytes = bytes
        try screen.writeCanvas(bytes)
        if !firstFrameArrived { firstFrameArrived = try screen.canvasReady() }
        guard encoders[blitter]?.heldBack != true else {
            framesDropped += 1
            return false
        }
        return true
    }

    /// The screen was cleared (resize, help, a lost write): every encoder
    /// sends everything next time.
    mutating func invalidate() {
        for key in encoders.keys { encoders[key]?.invalidate() }
    }

    /// Frames go out with `next` from now on; a picture the last blitter left
    /// is taken away with the next frame, and everything is sent afresh.
    mutating func switchBlitter(to next: Blitter) {
        if let old = encoders[blitter] { leftOver += old.farewell() }
        blitter = next
        if encoders[next] == nil { encoders[next] = FrameEncoder(mode: mode, mosaic: next.mosaic ?? .half) }
        invalidate()
    }
}
