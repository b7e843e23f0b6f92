import LifeCore

extension KittyEncoder {
    /// Frames held back in a row, waiting for the terminal to take the last
    /// object, before the encoder gives up on shared memory (the terminal
    /// cannot open it after all, or answers errors nobody reads with `q=2`):
    /// about three seconds at 30 frames a second.
    package static let sharedMemoryPatience = 90

    /// One frame through shared memory: the changed pixels' bounding
    /// rectangle (the whole picture on the first frame, after `invalidate`
    /// or a new size) raw in the object, and one command naming it:
    /// `a=T,…,t=s,S=bytes` for a new picture, `a=f,r=1,…,X=1,t=s,S=bytes` for
    /// an edit, the name base64 as the payload, no chunks, no compression
    /// (copying is cheaper than zlib on both sides). Nothing changed: nothing sent.
    /// The terminal has not taken the last object: nothing sent, the frame
    /// `heldBack` (what it shows is unchanged, so the next frame sends these
    /// changes too), until `sharedMemoryPatience` frames in a row, when the
    /// object is removed and pictures go in the escape codes from then on.
    /// Returns false when the frame is for direct transmission after all
    /// (given up, or the object could not be made).
    mutating func encodeShared(_ canvas: RGBFrame, into bytes: inout [UInt8]) -> Bool {
        guard let memory = sharedMemory else { return false }
        let whole = needsWholePicture(canvas)
        let r: KittyRectangle
        if whole {
            r = KittyRectangle(x: 0, y: 0, width: canvas.width, height: canvas.height)
        } else {
            let changes = changedRectangles(canvas)
            guard let first = changes.first else {
                lastFrame.cellsWritten = 0
                framesWaited = 0
                return true
            }
            r = changes.dropFirst().reduce(first) { $0.union($1) }
        }
        pack(canvas, r)
        let stored: Bool
        do throws(SharedMemoryError) {
            stored = try withPatch { (raw) throws(SharedMemoryError) in try memory.store(raw) }
        } catch {
            dropSharedMemory()
            invalidate()
            return false
        }
        guard stored else {
            framesWaited += 1
            if framesWaited < Self.sharedMemoryPatience {
                heldBack = true
                lastFrame.cellsWritten = 0
                return true
            }
            dropSharedMemory()
            invalidate()
            return false
        }
        framesWaited = 0
        if whole { resize(to: canvas) }
        remember(canvas, r)
        let medium = "t=s,S=\(r.width * r.height * 3),q=2;"
        var name: [UInt8] = []
        Array(memory.name.utf8).withUnsafeBufferPointer { Base64.encode($0, 0..<$0.count, into: &name) }
        if whole {
            placeNew(into: &bytes) { encoder, bytes in
                bytes += Array("\u{1B}_Ga=T,f=24,s=\(r.width),v=\(r.height),i=\(Self.imageID),C=1,\(medium)".utf8)
                bytes += name + [0x1B, UInt8(ascii: "\\")]
            }
        } else {
            bytes += Array("\u{1B}_Ga=f,r=1,i=\(Self.imageID),x=\(r.x),y=\(r.y),s=\(r.width),v=\(r.height),f=24,X=1,\(medium)".utf8)
            bytes += name + [0x1B, UInt8(ascii: "\\")]
        }
        lastFrame.cellsWritten = r.width * r.height
        return true
    }
}

extension KittyRectangle {
    /// The smallest rectangle holding both.
    func union(_ other: KittyRectangle) -> KittyRectangle {
        let x = min(self.x, other.x), y = min(self.y, other.y)
        return KittyRectangle(x: x, y: y, width: max(self.x + width, other.x + other.width) - x,
                              height: max(self.y + height, other.y + other.height) - y)
    }
}
