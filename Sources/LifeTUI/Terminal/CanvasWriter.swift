import Foundation
import LifeApp

/// Writes the canvas to the terminal on a thread of its own, so that a frame
/// goes out while the next one is painted and encoded: a slow terminal
/// (xterm drawing a megabyte of sixels) is kept busy instead of waiting for
/// lifecam between frames, and lifecam for it.
///
/// Layout: bytes come in pieces, each whole (a frame, a status line: it
/// starts and ends outside any escape sequence). Pieces queue into the next
/// batch, which holds at most one frame; the thread takes the whole batch
/// when the one in flight is out, and writes its pieces in order. So at most
/// two frames are on their way: one going out, one waiting, never a third:
/// while one waits, the play loop drops what it paints (`frameQueued`), and
/// paints the newest picture as soon as the waiting one is taken (a byte on
/// `events`).
///
/// Writes go through the signal handlers' gate (`Curses.writeCanvas`) on the
/// non-blocking canvas descriptor, and are made holding `condition`, so that
/// whatever the owner does under it (`abandon`) falls between two writes. A
/// closed gate (a stop) parks the thread until the owner drops what was
/// queued (`abandon`). A failed write (the terminal gone) drops everything;
/// the owner reads the error at its next call. All state is guarded by `condition`.
final class CanvasWriter: @unchecked Sendable {
    private let fd: Int32
    private let condition = NSCondition()
    /// Woken by each batch taken and each failure: what the owner's wait polls.
    let events: WakePipe
    /// Wakes the thread from its wait for room on the terminal (`abandon`, `stop`).
    private let wake: WakePipe
    /// The next batch, and whether it holds a frame.
    private var queued: [[UInt8]] = []
    private(set) var frameQueued = false
    /// The batch going out: its pieces, the piece being written and the bytes of it written.
    private var inFlight: [[UInt8]] = []
    private var piece = 0
    private var offset = 0
    /// Bumped by `abandon`: a piece of an older batch is not written further.
    private var batch = 0
    private var failure: TerminalError?
    private var stopping = false
    private var finished = false

    /// Starts the thread writing to `fd` (non-blocking), without asynchronous signals.
    init(fd: Int32) throws(TerminalError) {
        self.fd = fd
        do {
            events = try WakePipe()
            wake = try WakePipe()
        } catch {
            throw .system(error, on: "canvas writer")
        }
        SystemCall.detachThreadWithoutSignals { [self] in run() }
    }

    deinit {
        events.close()
        wake.close()
    }

    /// Queues `bytes` behind what waits; `frame`: they are a canvas frame,
    /// allowed only while none waits (`canTakeFrame`). Throws the error of a failed write.
    func queue(_ bytes: [UInt8], frame: Bool) throws(TerminalError) {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        precondition(!(frame && frameQueued), "a canvas frame queued while another waits")
        guard !bytes.isEmpty else { return }
        queued.append(bytes)
        frameQueued = frameQueued || frame
        condition.broadcast()
    }

    /// Whether a frame may be queued now: none waits (one may be going out).
    /// Throws the error of a failed write.
    func canTakeFrame() throws(TerminalError) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        return !frameQueued
    }

    /// Whether a frame waits behind the one going out.
    var holdsFrame: Bool {
        condition.lock()
        defer { condition.unlock() }
        return frameQueued
    }

    /// Waits until everything queued is out, up to `seconds`: whether it is.
    /// Throws the error of a failed write.
    func waitUntilDone(seconds: Double) throws(TerminalError) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, !(inFlight.isEmpty && queued.isEmpty) {
            if !condition.wait(until: deadline) { break }
        }
        if let failure { throw failure }
        return inFlight.isEmpty && queued.isEmpty
    }

    /// Drops everything not yet written, at once (no write is under way:
    /// they are made holding the lock), and returns what was written of the
    /// piece the cut falls in (empty when it falls between pieces), for
    /// `ControlStringCut`. Clears a failure, and lets a parked thread go on.
    func abandon() -> [UInt8] {
        condition.lock()
        let cut = piece < inFlight.count && offset > 0 ? Array(inFlight[piece][..<offset]) : []
        inFlight = []
        piece = 0
        offset = 0
        queued = []
        frameQueued = false
        failure = nil
        batch += 1
        condition.broadcast()
        condition.unlock()
        wake.signal()
        return cut
    }

    /// Ends the thread, dropping what is not written, and waits for it.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        wake.signal()
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }

    // MARK: the thread

    private func run() {
        while let (bytes, number) = nextPiece() { write(bytes, batch: number) }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The piece to write next and its batch's number, waiting for one; nil once stopping.
    private func nextPiece() -> ([UInt8], Int)? {
        condition.lock()
        defer { condition.unlock() }
        while !stopping {
            if piece < inFlight.count { return (inFlight[piece], batch) }
            if !inFlight.isEmpty {
                // The batch is out: let go of its buffers (the play loop fills them again).
                inFlight = []
                piece = 0
                condition.broadcast()
            }
            if !queued.isEmpty {
                inFlight = queued
                queued = []
                frameQueued = false
                offset = 0
                events.signal()
                continue
            }
            condition.wait()
        }
        return nil
    }

    /// Writes `bytes` from `offset` on, as fast as the terminal takes them,
    /// until the piece is out, its batch abandoned, or the writer stopping.
    private func write(_ bytes: [UInt8], batch number: Int) {
        while true {
            condition.lock()
            guard batch == number, !stopping else {
                condition.unlock()
                return
            }
            let from = offset
            let result = bytes.withUnsafeBytes { raw in
                Result { () throws(TerminalError) in try Curses.writeCanvas(fd: fd, UnsafeRawBufferPointer(rebasing: raw[from...])) }
            }
            switch result {
            case let .success(.wrote(n)):
                offset += n
                if offset == bytes.count {
                    inFlight[piece] = []
                    piece += 1
                    offset = 0
                    condition.unlock()
                    return
                }
                condition.unlock()
            case .success(.wouldBlock):
                condition.unlock()
                _ = try? SystemCall.poll(input: nil, output: fd, wake: wake.fd, milliseconds: -1)
                wake.drain()
            case .success(.gateClosed):
                // A stop: parked until the owner, back, drops the screen's old bytes.
                while batch == number, !stopping { condition.wait() }
                condition.unlock()
                return
            case let .failure(error):
                failure = error
                inFlight = []
                piece = 0
                offset = 0
                queued = []
                frameQueued = false
                condition.broadcast()
                condition.unlock()
                events.signal()
                return
            }
        }
    }
}
