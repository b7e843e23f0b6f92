import LifeCore

/// Where the canvas sits on the terminal: the 0-based row and column of its
/// top-left cell (the app keeps the bottom row for its status line).
package struct CanvasOrigin: Hashable, Sendable {
    package var row: Int
    package var column: Int

    package init(row: Int = 0, column: Int = 0) {
        precondition(row >= 0 && column >= 0, "canvas origin must not be negative")
        self.row = row
        self.column = column
    }
}

/// What encoding one frame produced.
package struct FrameStatistics: Hashable, Sendable {
    /// Bytes of the frame, wrapper included.
    package var bytes = 0
    /// Cells written (changed cells, plus unchanged ones rewritten because
    /// that was cheaper than moving the cursor over them).
    package var cellsWritten = 0

    package init(bytes: Int = 0, cellsWritten: Int = 0) {
        self.bytes = bytes
        self.cellsWritten = cellsWritten
    }
}

/// Turns canvas frames into the bytes that update a terminal from what it
/// shows to what is wanted, writing as little as it can.
///
/// The canvas is cut into characters by a `Mosaic`: half blocks (two pixels
/// per character), quadrants, sextants or octants (`MosaicBlitter` picks each
/// character's glyph and two colours). The encoder remembers, per cell, the
/// glyph and the two colours it last put on the screen. Each frame it writes
/// only cells where a sub-pixel's wanted colour differs from the one shown by
/// more than `threshold` (the largest per-channel difference, in the colour
/// mode's own colours; 0 = exact), except that black is shown as black:
/// nothing near it stands for it, since a few levels of grey on a black
/// field are plainly seen (`EncodePass.gap`). Comparing with the screen, not the
/// previous frame, keeps every cell within the threshold of the picture,
/// however slowly it drifts. It moves the cursor the cheapest way, sends a
/// colour code only when the terminal's current colour is already within
/// `registerThreshold` of the one wanted (none for a cell painted for the
/// first time, which gets its exact colours; never more than `threshold`;
/// half `threshold` for a cell the picture only drifted from, within twice
/// the threshold of what it shows, where a camera's noise would otherwise
/// be sent colour code by colour code; `motionRegisterThreshold` for a cell
/// the picture moves on, written again within `registerThreshold` once it
/// has been at rest for a few frames),
/// picks the glyph, its inverse, ' ' or '█' so a cell reuses the colours in
/// effect, and when it must set a colour, sets one (within the register
/// threshold) that the next cells of the row can use too. Each frame is wrapped as `ESC[?2026h ESC7 … ESC[0m ESC8 ESC[?2026l`:
/// one synchronized update that leaves cursor and attributes as ncurses left them.
///
/// Dropping a frame is simply not encoding it (the play loop's `Presenter`
/// counts it): the state changes only in `encode`. If bytes that were encoded do not all reach the terminal, call
/// `invalidate()` so the next frame repaints everything.
package struct FrameEncoder: Sendable {
    /// The threshold `init` uses unless told otherwise: 6 of 255 per channel
    /// is hard to see, and covers the frame-to-frame noise of a camera (or of
    /// ffmpeg's `noise=alls=3:allf=t`) once it is averaged down to terminal
    /// pixels; docs/BENCHMARKS.md shows what it saves.
    package static let defaultThreshold = 6
    /// The register threshold `init` uses unless told otherwise (a first
    /// paint is exact, `EncodePass.firstPaint`; this is for a cell coming to
    /// rest, or rewritten on the way): reusing a
    /// colour within 1 level costs at most 0.04 dB against exact colours on
    /// the photographs of `Benchmarks/fidelity.sh` and keeps frames that two
    /// colours a character show exactly (colour bars, ffmpeg's `life`) exact,
    /// for 11–35 % fewer bytes than exact colours on a still frame; 2 levels
    /// saved 3 % more bytes on moving video but cost up to 0.11 dB on the
    /// photographs and 2–4 dB on those frames (6 levels: up to 1 dB).
    /// docs/BENCHMARKS.md ("The colour registers' threshold") has the figures.
    package static let defaultRegisterThreshold = 1
    /// The motion register threshold `init` uses unless told otherwise: 6,
    /// the threshold itself. Where the picture moves the eye resolves less
    /// (video codecs quantise moving areas coarser for the same reason), and
    /// every cell written so is written again within `registerThreshold` once
    /// it has been at rest for `EncodePass.restFrames`, so a still picture, or
    /// one where motion stopped, is as exact as before; docs/BENCHMARKS.md
    /// ("Looser colours in motion") has the bytes and the moving clip's PSNR.
    package static let defaultMotionRegisterThreshold = 6

    /// The colour mode of the frames given as RGB canvases.
    package var mode: ColorMode {
        didSet { if mode != oldValue { invalidate() } }
    }
    /// The largest per-channel difference still shown as is (0 = exact;
    /// negative values count as 0).
    package var threshold: Int {
        didSet { if threshold != oldValue { previousIsShown = false } }
    }
    /// The largest per-channel difference at which a colour already in a
    /// register stands for one being written (at most `threshold`).
    package var registerThreshold: Int
    /// The register threshold for a cell in motion (`EncodePass.motionRegisterThreshold`;
    /// at least `registerThreshold`, at most `threshold`).
    package var motionRegisterThreshold: Int
    /// The glyphs canvases are drawn with; changing it repaints everything.
    package var mosaic: Mosaic {
        didSet { if mosaic != oldValue { invalidate() } }
    }
    /// Where the canvas sits on the terminal; changing it repaints everything.
    package var origin: CanvasOrigin {
        didSet { if origin != oldValue { invalidate() } }
    }
    /// The size of the last frame encoded, in cells.
    package internal(set) var columns = 0
    package internal(set) var rows = 0
    /// What the last `encode` produced.
    package private(set) var lastFrame = FrameStatistics()
    /// Frames encoded since this encoder was made.
    package private(set) var framesEncoded = 0

    /// Per cell, the glyph mask and colour codes shown on screen (colours
    /// `EncodePass.unknown` when not known).
    var shownMask: [UInt8] = []
    var shownForeground: [UInt32] = []
    var shownBackground: [UInt32] = []
    /// The cells of the last frame encoded, and whether the screen still shows
    /// them (within the threshold): a cell equal to its predecessor there
    /// needs no look (`EncodePass.isCurrent` would say it is current).
    var previous: [TerminalCell] = []
    /// The pass's list of cells to write (`EncodePass.pending`), kept from frame to frame.
    var pending: [Int32] = []
    /// The cells written in motion and not since (`EncodePass.loose`), in order,
    /// `looseCount` of them; `nextLoose` is the pass's room for the next list.
    var loose: [Int32] = []
    var looseCount = 0
    var nextLoose: [Int32] = []
    var previousIsShown = false
    /// Whether the last frame encoded was `scratch` as the last `encode(canvas:)`
    /// filled it: then the next fill's list of changed cells is relative to `previous`.
    private var previousIsScratch = false
    /// Whether to skip the cells equal to the last frame's (tests compare with and without).
    package var skipsUnchangedCells = true
    /// The bytes of a frame as the pass writes them, kept from frame to frame.
    var output = ByteBuffer()
    /// The cells of the last canvas encoded, kept to be filled again (no allocation per frame;
    /// nil while `encode(canvas:)` has them, so that they are not shared and copied).
    private var scratch: CellFrame? = CellFrame(columns: 0, rows: 0, color: .rgb(.black))

    package init(mode: ColorMode, threshold: Int = FrameEncoder.defaultThreshold,
                registerThreshold: Int = FrameEncoder.defaultRegisterThreshold,
                motionRegisterThreshold: Int = FrameEncoder.defaultMotionRegisterThreshold, origin: CanvasOrigin = CanvasOrigin(),
                mosaic: Mosaic = .half) {
        self.mode = mode
        self.threshold = threshold
        self.registerThreshold = registerThreshold
        self.motionRegisterThreshold = motionRegisterThreshold
        self.origin = origin
        self.mosaic = mosaic
    }

    /// Forgets what is on the screen, so the next frame repaints every cell
    /// (after a resize, an ncurses repaint, or a write that did not complete).
    package mutating func invalidate() {
        previousIsShown = false
        previousIsScratch = false
        looseCount = 0
        for i in shownForeground.indices {
            shownForeground[i] = EncodePass.unknown
            shownBackground[i] = EncodePass.unknown
        }
    }

    /// Appends the bytes for an RGB canvas (`columns × 2·rows` pixels for
    /// half blocks, `2·columns × 2·rows` for quadrants and so on), in `mosaic`
    /// glyphs quantised for `mode`.
    package mutating func encode(canvas: RGBFrame, into bytes: inout [UInt8]) {
        var cells = scratch ?? CellFrame(columns: 0, rows: 0, color: .rgb(.black))
        scratch = nil
        cells.update(from: canvas, mode: mode, mosaic: mosaic)
        // Filled from the canvas encoded last, the blitter lists the cells that may have changed:
        // only those are looked at (the others equal `previous`).
        let following = previousIsScratch
        cells.withChanges { encode(cells, changes: following ? $0 : nil, into: &bytes) }
        previousIsScratch = true
        scratch = cells
    }

    /// The bytes for an RGB canvas.
    package mutating func encode(canvas: RGBFrame) -> [UInt8] {
        var bytes = [UInt8]()
        encode(canvas: canvas, into: &bytes)
        return bytes
    }

    /// The bytes for a frame of cells.
    package mutating func encode(_ frame: CellFrame) -> [UInt8] {
        var bytes = [UInt8]()
        encode(frame, into: &bytes)
        return bytes
    }

    /// Appends the bytes that bring the screen from what it shows to `frame`.
    /// A frame of a new size or another mosaic repaints everything.
    package mutating func encode(_ frame: CellFrame, into bytes: inout [UInt8]) {
        encode(frame, changes: nil, into: &bytes)
        previousIsScratch = false
    }

    /// `encode(_:into:)`, looking only at the cells `changes` lists (in
    /// order) when skipping the cells equal to the last frame's, if given.
    private mutating func encode(_ frame: CellFrame, changes: UnsafeBufferPointer<Int32>?, into bytes: inout [UInt8]) {
        mosaic = frame.mosaic
        fit(frame)
        let skipping = previousIsShown && skipsUnchangedCells
        output.makeUnique()
        output.removeAll()
        let limits = Limits(threshold: threshold, register: registerThreshold, motion: motionRegisterThreshold)
        let (columns, rows, origin, glyphs) = (self.columns, self.rows, self.origin, Self.glyphs(of: frame.mosaic))
        let buffer = output
        let pass = withWorkspace(frame) { w in
            var pass = EncodePass(
                cells: w.cells, shownMask: w.shownMask, shownForeground: w.shownForeground,
                shownBackground: w.shownBackground, palette: Self.palette, glyphBytes: glyphs.bytes,
                glyphLengths: glyphs.lengths, fullMask: frame.mosaic.fullMask,
                columns: columns, rows: rows, origin: origin, threshold: limits.threshold,
                registerThreshold: limits.register, driftRegisterThreshold: limits.drift,
                motionRegisterThreshold: limits.motion, loose: w.loose, nextLoose: w.nextLoose,
                previous: skipping ? w.previous : nil, changes: skipping ? changes : nil, pending: w.pending, out: buffer)
            pass.run()
            return pass
        }
        // The pass wrote into the encoder's own buffer (kept from frame to frame),
        // copied to the caller's bytes in one go.
        let start = bytes.count
        bytes.append(contentsOf: EscapeWriter.frameStart)
        bytes.append(contentsOf: pass.out.written)
        bytes.append(contentsOf: EscapeWriter.frameEnd)
        output = pass.out
        // A skipping pass brought `previous` up to this frame as it looked; otherwise copy it all.
        if !skipping { previous.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: frame.cells) } }
        swap(&loose, &nextLoose)
        // With no looser threshold for motion, nothing is written loosely.
        looseCount = limits.motion > limits.register ? pass.nextLooseCount : 0
        previousIsShown = true
        lastFrame = FrameStatistics(bytes: bytes.count - start, cellsWritten: pass.cellsWritten)
        framesEncoded += 1
    }
}
