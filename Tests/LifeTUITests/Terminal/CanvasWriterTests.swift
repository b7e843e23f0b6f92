import Foundation
import Glibc
import Testing
import LifeApp
@testable import LifeTUI

/// The canvas writer over a pipe standing in for the terminal: the test
/// reads the other end as the terminal would, or leaves it full, as a
/// terminal busy drawing does. Serialized: the signal handlers' gate is one
/// for the process.
@Suite(.serialized) struct CanvasWriterTests {
    /// A pipe whose write end never blocks, as the canvas descriptor.
    final class Terminal {
        let read: Int32, write: Int32

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            read = ends[0]
            write = ends[1]
            _ = fcntl(write, F_SETFL, fcntl(write, F_GETFL) | O_NONBLOCK)
        }

        deinit {
            close(read)
            if write >= 0 { close(write) }
        }

        /// Whether the pipe has no room (a writer waits for the reader).
        var full: Bool {
            var fd = pollfd(fd: write, events: Int16(POLLOUT), revents: 0)
            return poll(&fd, 1, 0) == 0
        }

        /// The bytes waiting in the pipe, not read.
        var waiting: Int {
            var n: Int32 = 0
            _ = ioctl(read, UInt(FIONREAD), &n)
            return Int(n)
        }

        /// Reads until `count` bytes came (blocking).
        func take(_ count: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: count)
            var got = 0
            while got < count {
                let n = bytes.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress! + got, count - got) }
                if n <= 0 { break }
                got += n
            }
            return Array(bytes.prefix(got))
        }

        /// Waits (bounded: 10 s) until `condition` holds, looking every millisecond.
        func await(_ condition: () -> Bool) -> Bool {
            for _ in 0..<10_000 {
                if condition() { return true }
                usleep(1000)
            }
            return condition()
        }
    }

    /// Bytes that differ from position to position, seeded, so a piece out of order or torn shows.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }

    /// Waits (bounded) for the writer to take the frame that waits, as the play loop's wait does.
    static func awaitTaken(_ writer: CanvasWriter) throws -> Bool {
        for _ in 0..<100 {
            if try writer.canTakeFrame() { return true }
            _ = try SystemCall.poll(input: nil, output: nil, wake: writer.events.fd, milliseconds: 100)
            writer.events.drain()
        }
        return try writer.canTakeFrame()
    }

    @Test func piecesGoOutWholeAndInOrderWhileTheTerminalReadsSlowly() throws {
        let terminal = try Terminal()
        let writer = try CanvasWriter(fd: terminal.write)
        defer { writer.stop() }
        var sent: [UInt8] = []
        for n in 0..<6 {
            sent += Self.bytes(40, seed: UInt64(100 + n)) + Self.bytes(200_000 + n * 1000, seed: UInt64(n))
        }
        // The terminal reads 4 KB at a time on a thread of its own; frames are larger than the pipe.
        let reader = PipeReader(terminal: terminal, count: sent.count)
        var offset = 0
        for n in 0..<6 {
            let status = Array(sent[offset..<(offset + 40)]), frame = Array(sent[(offset + 40)..<(offset + 40 + 200_000 + n * 1000)])
            offset += status.count + frame.count
            try writer.queue(status, frame: false)
            #expect(try Self.awaitTaken(writer))
            try writer.queue(frame, frame: true)
        }
        #expect(try writer.waitUntilDone(seconds: 10))
        #expect(reader.finish() == sent)
    }

    @Test func oneFrameWaitsBehindTheOneGoingOutAndAbandonCutsAtTheLastByteWritten() throws {
        let terminal = try Terminal()
        let writer = try CanvasWriter(fd: terminal.write)
        defer { writer.stop() }
        let first = Self.bytes(1 << 20, seed: 1), second = Self.bytes(300_000, seed: 2)
        try writer.queue(first, frame: true)
        // Taken at once: the next frame may be made while this one goes out.
        #expect(try Self.awaitTaken(writer))
        try writer.queue(second, frame: true)
        #expect(try writer.canTakeFrame() == false)
        #expect(writer.holdsFrame)
        // A status line may still queue behind it.
        try writer.queue(Self.bytes(10, seed: 3), frame: false)
        // Nobody reads: the writer fills the pipe and waits for room.
        #expect(terminal.await { terminal.full })
        #expect(try writer.waitUntilDone(seconds: 0.05) == false)
        let cut = writer.abandon()
        let capacity = terminal.waiting
        #expect(capacity > 0)
        #expect(cut == Array(first.prefix(capacity)))
        #expect(try writer.canTakeFrame())
        #expect(try writer.waitUntilDone(seconds: 0))
        // What the pipe holds is that prefix, and nothing of the abandoned bytes follows.
        #expect(terminal.take(capacity) == cut)
        let next = Self.bytes(5000, seed: 4)
        try writer.queue(next, frame: true)
        #expect(terminal.take(next.count) == next)
    }

    @Test func aClosedGateParksTheWriterUntilWhatWasQueuedIsDropped() throws {
        let terminal = try Terminal()
        let writer = try CanvasWriter(fd: terminal.write)
        defer {
            Curses.openCanvasGate()
            writer.stop()
        }
        Curses.closeCanvasGate()
        try writer.queue(Self.bytes(3000, seed: 5), frame: true)
        #expect(try Self.awaitTaken(writer))
        #expect(try writer.waitUntilDone(seconds: 0.2) == false)
        #expect(terminal.waiting == 0)
        #expect(writer.abandon().isEmpty)
        Curses.openCanvasGate()
        let next = Self.bytes(3000, seed: 6)
        try writer.queue(next, frame: true)
        #expect(terminal.take(next.count) == next)
        #expect(try writer.waitUntilDone(seconds: 10))
    }

    @Test func aFailedWriteIsThrownAtTheNextCall() throws {
        let terminal = try Terminal()
        let writer = try CanvasWriter(fd: terminal.write)
        defer { writer.stop() }
        close(terminal.read)
        // The writer thread blocks SIGPIPE: the write fails with EPIPE instead of ending the process.
        try writer.queue(Self.bytes(100, seed: 7), frame: true)
        let error = #expect(throws: TerminalError.self) { _ = try writer.waitUntilDone(seconds: 10) }
        #expect(error?.description.contains("write(tty)") == true)
        #expect(throws: TerminalError.self) { try writer.queue([1], frame: false) }
        // Dropping everything (the way out) clears it.
        #expect(writer.abandon().isEmpty)
        #expect(try writer.canTakeFrame())
    }
}

/// Reads `count` bytes from the terminal's pipe on a thread of its own, 4 KB at a time.
final class PipeReader: @unchecked Sendable {
    private let condition = NSCondition()
    private var received: [UInt8] = []
    private var done = false

    init(terminal: CanvasWriterTests.Terminal, count: Int) {
        let fd = terminal.read
        Thread.detachNewThread { [self] in
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while bytes.count < count {
                let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, min(4096, count - bytes.count)) }
                if n <= 0 { break }
                bytes += buffer.prefix(n)
            }
            condition.lock()
            received = bytes
            done = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Everything read, once the reader has it all.
    func finish() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        while !done { condition.wait() }
        return received
    }
}
