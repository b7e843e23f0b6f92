import LifeCore

/// The canvas as a picture in the kitty graphics protocol: real pixels, one
/// canvas pixel per screen pixel.
///
/// The first frame (and any after `invalidate`) transmits the whole canvas
/// as RGB, zlib-compressed (`a=T,f=24,o=z`), placed at the canvas origin
/// without moving the cursor (`C=1`). A later frame where a pixel moved
/// beyond `threshold` from what is shown replaces the picture the same way
/// (delete, then transmit under the same id, inside the synchronized
/// update); still frames send nothing. Not kitty's frame editing (`a=f`):
/// kitty 0.26.5 (Debian 12) stretches an edit smaller than the picture over
/// all of it, and after lifecam's start-up question stopped showing edits at
/// all (both seen under Xvfb), while whole pictures show every time. zlib
/// shrinks the parts that did not change to a few bytes. Every command asks for no reply (`q=2`),
/// so nothing comes back to read as keys. Payloads are base64 in chunks of
/// 4096 bytes (`m=1` … `m=0`). Clearing the screen removes the picture, so
/// after a clear the owner calls `invalidate()`.
package struct KittyEncoder: CanvasEncoder {
    /// The picture's id: lifecam's own, so it never touches another program's.
    package static let imageID = 1_795_162
    /// Tiles compared for changes, in canvas pixels.
    package static let tileWidth = 32, tileHeight = 16

    package var origin: CanvasOrigin
    package let threshold: Int
    private let deflater: any Deflater
    /// What the terminal shows, packed RGB; empty when unknown.
    private var shown: [UInt8] = []
    private var width = 0, height = 0
    /// Reused between frames: the rectangle being sent, and its compressed bytes.
    private var patch: [UInt8] = []
    private var compressed: [UInt8] = []
    /// Bytes of the last frame and changed tiles sent in it.
    package private(set) var lastFrame = FrameStatistics()

    package init(deflater: any Deflater, threshold: Int = FrameEncoder.defaultThreshold, origin: CanvasOrigin = CanvasOrigin()) {
        self.deflater = deflater
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
        bytes.append(contentsOf: EscapeWriter.synchronizedStart)
        if shown.isEmpty || canvas.width != width || canvas.height != height || changed(canvas) {
            transmit(canvas, into: &bytes)
            lastFrame.cellsWritten = canvas.width * canvas.height
        } else {
            lastFrame.cellsWritten = 0
        }
        bytes.append(contentsOf: EscapeWriter.synchronizedEnd)
        lastFrame.bytes = bytes.count - start
    }

    /// The whole canvas as a new picture at the origin (any old one of the id is deleted first).
    private mutating func transmit(_ canvas: RGBFrame, into bytes: inout [UInt8]) {
        width = canvas.width
        height = canvas.height
        shown = [UInt8](repeating: 0, count: width * height * 3)
        copy(canvas, KittyRectangle(x: 0, y: 0, width: width, height: height))
        bytes.append(contentsOf: Array("\u{1B}_Ga=d,d=I,i=\(Self.imageID),q=2\u{1B}\\\u{1B}7".utf8))
        var writer = EscapeWriter(bytes: [])
        writer.cursorPosition(row: origin.row + 1, column: origin.column + 1)
        bytes.append(contentsOf: writer.bytes)
        command("a=T,f=24,s=\(width),v=\(height),i=\(Self.imageID),C=1,q=2", payload: patch, into: &bytes)
        bytes.append(contentsOf: Array("\u{1B}8".utf8))
    }

    /// Packs rectangle `r` of the canvas into `patch` and records it as shown.
    private mutating func copy(_ canvas: RGBFrame, _ r: KittyRectangle) {
        patch.removeAll(keepingCapacity: true)
        let rowBytes = r.width * 3
        canvas.pixels.withUnsafeBufferPointer { px in
            for y in r.y..<(r.y + r.height) {
                let from = y * canvas.stride + r.x * 3
                patch.append(contentsOf: px[from..<(from + rowBytes)])
                let to = (y * width + r.x) * 3
                shown.withUnsafeMutableBufferPointer { s in
                    for i in 0..<rowBytes { s[to + i] = px[from + i] }
                }
            }
        }
    }

    /// Reads what the terminal shows (packed RGB, `width × height`).
    func shownPixels<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        shown.withUnsafeBufferPointer(body)
    }

    /// `ESC _ G control ; base64(zlib(payload)) ESC \`, split into chunks of
    /// 4096 base64 bytes; the payload as it is when it cannot be compressed.
    private mutating func command(_ control: String, payload: [UInt8], into bytes: inout [UInt8]) {
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
                bytes.append(contentsOf: Array((at == 0 ? control + "," + more : more).utf8))
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
