import LifeCore

/// The canvas as a picture in the kitty graphics protocol: real pixels, one
/// canvas pixel per screen pixel.
///
/// The first frame (and any after `invalidate`) transmits the whole canvas
/// as RGB, zlib-compressed (`a=T,f=24,o=z`), placed at the canvas origin
/// without moving the cursor (`C=1`). Later frames edit that picture in
/// place (`a=f,r=1`, kitty's frame editing of the root frame, replacing
/// pixels: `X=1`): the canvas is cut into tiles, and each run of tiles where
/// a pixel moved beyond `threshold` from what is shown is one edit; when most
/// tiles changed, one edit of the whole picture. Still frames send nothing.
/// No synchronized update (`?2026`) around a frame: kitty 0.26.5 lets go of
/// one after 2 s or 1 MiB and then garbles the command it was inside (its
/// log: "Unrecognized APC code: 0x9f", the rest of the edit lost; seen under
/// Xvfb at start-up, when kitty reads slowly), while it shows a picture
/// command only once all its chunks arrived, so every edit lands whole
/// without one; only a frame's edits may show one screen refresh apart.
/// Every chunk of an edit carries `a=f,r=1`, not only the first: kitty
/// 0.26.5 reads a continuation chunk without `a=f` as image data and a final
/// chunk without `r` as a new frame, which replaced the picture with the
/// stretched edit or hid it (seen under Xvfb). Every command asks for no reply (`q=2`),
/// so nothing comes back to read as keys. Payloads are base64 in chunks of
/// 4096 bytes (`m=1` … `m=0`). Clearing the screen removes the picture, so
/// after a clear the owner calls `invalidate()`.
///
/// With `sharedMemory` (the terminal runs on this machine and answered a
/// `t=s` query), the pixels go through it instead, raw, and each frame is
/// one command naming the object (`KittyEncoder+SharedMemory`).
package struct KittyEncoder: CanvasEncoder {
    /// The picture's id: lifecam's own, so it never touches another program's.
    package static let imageID = 1_795_162
    /// Tiles compared for changes, in canvas pixels.
    package static let tileWidth = 32, tileHeight = 16
    /// Beyond this fraction of changed tiles one edit of the whole picture
    /// costs less than many small ones (each has its own keys and zlib header).
    static let wholeFraction = 0.6

    package var origin: CanvasOrigin
    package let threshold: Int
    private let deflater: any Deflater
    /// Where the pixels go when the terminal shares this machine; nil: in the escape codes.
    package private(set) var sharedMemory: (any KittySharedMemory)?
    /// Frames in a row held back because the terminal had not taken the last object.
    var framesWaited = 0
    /// Whether the last `encode` sent nothing because the terminal had not taken the frame before.
    package internal(set) var heldBack = false
    /// What the terminal shows, packed RGB; empty when unknown.
    private var shown: [UInt8] = []
    private(set) var width = 0, height = 0
    /// Reused between frames: the rectangle being sent, and its compressed bytes.
    private var patch: [UInt8] = []
    private var compressed: [UInt8] = []
    /// Bytes of the last frame and changed tiles sent in it.
    package internal(set) var lastFrame = FrameStatistics()

    package init(deflater: any Deflater, sharedMemory: (any KittySharedMemory)? = nil,
                 threshold: Int = FrameEncoder.defaultThreshold, origin: CanvasOrigin = CanvasOrigin()) {
        self.deflater = deflater
        self.sharedMemory = sharedMemory
        self.threshold = max(0, threshold)
        self.origin = origin
    }

    package mutating func invalidate() {
        shown.removeAll(keepingCapacity: true)
    }

    package func farewell() -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(Self.imageID),q=2\u{1B}\\".utf8)
    }

    package mutating func encode(canvas: RGBFrame, into bytes: inout [UInt8]) {
        let start = bytes.count
        heldBack = false
        if sharedMemory != nil, encodeShared(canvas, into: &bytes) {
            lastFrame.bytes = bytes.count - start
            return
        }
        if needsWholePicture(canvas) {
            transmit(canvas, into: &bytes)
            lastFrame.cellsWritten = canvas.width * canvas.height
        } else {
            var changed = 0
            for r in changedRectangles(canvas) {
                edit(canvas, r, into: &bytes)
                changed += r.width * r.height
            }
            lastFrame.cellsWritten = changed
        }
        lastFrame.bytes = bytes.count - start
    }

    /// The whole canvas as a new picture at the origin (any old one of the id is deleted first).
    private mutating func transmit(_ canvas: RGBFrame, into bytes: inout [UInt8]) {
        resize(to: canvas)
        copy(canvas, KittyRectangle(x: 0, y: 0, width: width, height: height))
        placeNew(into: &bytes) { encoder, bytes in
            encoder.command("a=T,f=24,s=\(encoder.width),v=\(encoder.height),i=\(Self.imageID),C=1,q=2", continuation: "",
                            payload: encoder.patch, into: &bytes)
        }
    }

    /// Deletes the old picture and places the one `transmit` sends at the
    /// origin, the cursor saved and put back around it.
    mutating func placeNew(into bytes: inout [UInt8], transmit: (inout KittyEncoder, inout [UInt8]) -> Void) {
        bytes.append(contentsOf: Array("\u{1B}_Ga=d,d=I,i=\(Self.imageID),q=2\u{1B}\\\u{1B}7".utf8))
        var writer = EscapeWriter(bytes: [])
        writer.cursorPosition(row: origin.row + 1, column: origin.column + 1)
        bytes.append(contentsOf: writer.bytes)
        transmit(&self, &bytes)
        bytes.append(contentsOf: Array("\u{1B}8".utf8))
    }

    /// One rectangle of the root frame edited in place, its pixels replaced.
    private mutating func edit(_ canvas: RGBFrame, _ r: KittyRectangle, into bytes: inout [UInt8]) {
        copy(canvas, r)
        command("a=f,r=1,i=\(Self.imageID),x=\(r.x),y=\(r.y),s=\(r.width),v=\(r.height),f=24,X=1,q=2",
                continuation: "a=f,r=1,q=2,", payload: patch, into: &bytes)
    }

    /// Packs rectangle `r` of the canvas into `patch` and records it as shown.
    private mutating func copy(_ canvas: RGBFrame, _ r: KittyRectangle) {
        pack(canvas, r)
        remember(canvas, r)
    }

    /// Packs rectangle `r` of the canvas into `patch`.
    mutating func pack(_ canvas: RGBFrame, _ r: KittyRectangle) {
        patch.removeAll(keepingCapacity: true)
        let rowBytes = r.width * 3
        canvas.pixels.withUnsafeBufferPointer { px in
            for y in r.y..<(r.y + r.height) {
                let from = y * canvas.stride + r.x * 3
                patch.append(contentsOf: px[from..<(from + rowBytes)])
            }
        }
    }

    /// Records rectangle `r` of the canvas as what the terminal shows.
    mutating func remember(_ canvas: RGBFrame, _ r: KittyRectangle) {
        let rowBytes = r.width * 3, fullWidth = width
        canvas.pixels.withUnsafeBufferPointer { px in
            shown.withUnsafeMutableBufferPointer { s in
                for y in r.y..<(r.y + r.height) {
                    let from = y * canvas.stride + r.x * 3, to = (y * fullWidth + r.x) * 3
                    for i in 0..<rowBytes { s[to + i] = px[from + i] }
                }
            }
        }
    }

    /// Takes the picture's size as `canvas`'s, with nothing known shown.
    mutating func resize(to canvas: RGBFrame) {
        width = canvas.width
        height = canvas.height
        shown = [UInt8](repeating: 0, count: width * height * 3)
    }

    /// Whether the terminal shows nothing known, or a picture of another size than `canvas`.
    func needsWholePicture(_ canvas: RGBFrame) -> Bool {
        shown.isEmpty || canvas.width != width || canvas.height != height
    }

    /// Reads the packed rectangle last packed.
    func withPatch<R>(_ body: (UnsafeRawBufferPointer) throws(SharedMemoryError) -> R) throws(SharedMemoryError) -> R {
        let result: Result<R, SharedMemoryError> = patch.withUnsafeBytes { raw in
            do throws(SharedMemoryError) { return .success(try body(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Stops using shared memory: the object is removed, and from now on pictures go in the escape codes.
    mutating func dropSharedMemory() {
        sharedMemory?.remove()
        sharedMemory = nil
    }

    /// Reads what the terminal shows (packed RGB, `width × height`).
    func shownPixels<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        shown.withUnsafeBufferPointer(body)
    }

    /// `ESC _ G control ; base64(zlib(payload)) ESC \`, split into chunks of
    /// 4096 base64 bytes, each after the first with the keys `continuation`
    /// before its `m`; the payload as it is when it cannot be compressed.
    mutating func command(_ control: String, continuation: String, payload: [UInt8], into bytes: inout [UInt8]) {
        compressed.removeAll(keepingCapacity: true)
        var failure: DeflateError?
        payload.withUnsafeBytes { raw in
            do throws(DeflateError) { try deflater.deflate(raw, into: &compressed) } catch { failure = error }
        }
        let control = failure == nil ? control + ",o=z" : control
        if failure != nil { compressed = payload }
        let chunk = 3072   // raw bytes per 4096 base64 bytes
        compressed.withUnsafeBufferPointer { data in
            var at = 0
            repeat {
                let end = min(data.count, at + chunk)
                bytes.append(contentsOf: [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")])
                let more = end < data.count ? "m=1" : "m=0"
                bytes.append(contentsOf: Array((at == 0 ? control + "," + more : continuation + more).utf8))
                bytes.append(UInt8(ascii: ";"))
                Base64.encode(data, at..<end, into: &bytes)
                bytes.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
                at = end
            } while at < data.count
        }
    }
}

/// A rectangle of canvas pixels.
package struct KittyRectangle: Equatable, Sendable {
    package var x, y, width, height: Int
}
