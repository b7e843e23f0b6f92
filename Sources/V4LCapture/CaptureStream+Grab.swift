import CV4L2
import LifeCore

/// A frame taken from the camera, with when it was dequeued.
public struct CapturedFrame: Sendable {
    public var frame: RGBFrame
    /// The driver's sequence number (gaps mean the driver dropped frames).
    public var sequence: UInt32
    /// Monotonic time at which it left the driver's queue.
    public var dequeuedAt: Double
}

/// What one wait for a frame produced.
struct Grab {
    /// The newest good frame, if one arrived.
    var frame: CapturedFrame?
    /// Frames passed over: older ones behind the newest, and sequence gaps.
    var dropped = 0
    /// Frames flagged V4L2_BUF_FLAG_ERROR, short, or undecodable (EIO).
    var errors = 0
    /// The wait timed out: the camera sent nothing.
    var timedOut = false
    /// poll said ready but there was nothing to take (back off briefly).
    var idle = false
}

extension CaptureStream {
    /// Waits up to `timeout` ms for frames and takes the newest: every buffer
    /// ready now is dequeued, all but the last re-queued at once. Throws when
    /// the device is gone or failing; the caller then closes and reconnects.
    func grab(timeout: Int32) throws(CaptureError) -> Grab {
        let events: PollEvents
        do {
            events = try system.poll(handle.fd, timeout: timeout)
        } catch {
            throw CaptureError.from(error, path: path, call: "poll")
        }
        if !events.readable && !events.failed { return Grab(timedOut: true) }
        var grab = readBuffer == nil ? try drainQueue() : try readFrame()
        if grab.frame == nil && grab.errors == 0 {
            // POLLERR/POLLHUP and nothing to dequeue: unplugged, or the queue broke.
            // Spinning on it would burn a core, so it counts as lost.
            if events.failed { throw .lost(path: path, reason: "reported an error (poll)") }
            grab.idle = true
        }
        return grab
    }

    /// mmap mode: DQBUF until EAGAIN (at most one round of buffers).
    private func drainQueue() throws(CaptureError) -> Grab {
        var grab = Grab()
        var newest: (buffer: v4l2_buffer, at: Double)?
        for _ in 0..<buffers.count {
            var buf = Self.buffer(index: 0)
            do {
                try system.ioctl(handle.fd, CV4L2_VIDIOC_DQBUF, &buf)
            } catch .wouldBlock {
                break
            } catch .ioError, .brokenPipe {
                grab.errors += 1                   // libv4l2 could not decode: it re-queued the buffer
                break
            } catch {
                throw CaptureError.from(error, path: path, call: "VIDIOC_DQBUF")
            }
            let at = system.now()
            guard Int(buf.index) < buffers.count else {
                throw .lost(path: path, reason: "returned buffer \(buf.index) of \(buffers.count)")
            }
            if buf.flags & UInt32(V4L2_BUF_FLAG_ERROR) != 0 || !isComplete(Int(buf.bytesused)) {
                grab.errors += 1
                lastSequence = buf.sequence        // counted as an error, not also as dropped
                try requeue(&buf)
                continue
            }
            grab.dropped += countGap(buf.sequence)
            if var older = newest?.buffer {
                grab.dropped += 1
                try requeue(&older)
            }
            newest = (buf, at)
        }
        if let newest {
            var buf = newest.buffer
            let at = newest.at
            let mapped = buffers[Int(buf.index)]
            grab.frame = copyFrame(from: UnsafeRawBufferPointer(start: mapped.address, count: mapped.length),
                                   sequence: buf.sequence, at: at)
            try requeue(&buf)
        }
        return grab
    }

    /// read() mode: one frame per call.
    private func readFrame() throws(CaptureError) -> Grab {
        guard let target = readBuffer else { return Grab(idle: true) }
        var grab = Grab()
        let count: Int
        do {
            count = try system.read(handle.fd, into: target)
        } catch .wouldBlock {
            return grab
        } catch .ioError, .brokenPipe {
            grab.errors = 1
            return grab
        } catch {
            throw CaptureError.from(error, path: path, call: "read")
        }
        guard isComplete(count) else {
            grab.errors = 1
            return grab
        }
        let sequence = (lastSequence ?? UInt32.max) &+ 1
        lastSequence = sequence
        grab.frame = copyFrame(from: UnsafeRawBufferPointer(target), sequence: sequence, at: system.now())
        return grab
    }

    /// A frame is complete when it reaches the last pixel of the last row.
    private func isComplete(_ bytes: Int) -> Bool {
        bytes >= format.stride * (format.height - 1) + format.width * 3
    }

    /// Frames between the last delivered sequence and this one never reached us.
    private func countGap(_ sequence: UInt32) -> Int {
        defer { lastSequence = sequence }
        guard let last = lastSequence, sequence > last else { return 0 }
        return Int(sequence - last - 1)
    }

    private func requeue(_ buf: inout v4l2_buffer) throws(CaptureError) {
        try handle.ioctl(CV4L2_VIDIOC_QBUF, "VIDIOC_QBUF", &buf)
    }

    /// Copies the driver's bytes into a frame of our own, so the buffer can go back at once.
    private func copyFrame(from source: UnsafeRawBufferPointer, sequence: UInt32, at: Double) -> CapturedFrame {
        let size = format.stride * format.height
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { target, count in
            let n = min(size, source.count)
            UnsafeMutableRawBufferPointer(target).copyMemory(from: UnsafeRawBufferPointer(rebasing: source[0..<n]))
            if n < size { UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(target)[n...]).initializeMemory(as: UInt8.self, repeating: 0) }
            count = size
        }
        let frame = RGBFrame(width: format.width, height: format.height, stride: format.stride, pixels: pixels)
        return CapturedFrame(frame: frame, sequence: sequence, dequeuedAt: at)
    }
}
