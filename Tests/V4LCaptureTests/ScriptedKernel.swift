import CV4L2
import Foundation
@testable import V4LCapture
import LifeCore

/// A kernel for tests: V4L2 devices whose every answer is scripted, a clock
/// that moves only when capture waits (poll timeouts, sleeps), and a log of
/// the calls made, so faults, timeouts and cleanup can be checked exactly.
final class ScriptedKernel: V4L2System {
    /// One scripted device node.
    struct Device: Sendable {
        var card = "Scripted camera"
        var caps = UInt32(V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING)
        /// (fourcc, flags, discrete sizes); RGB3 is listed as emulated, as libv4l2 does.
        var formats: [(fourcc: UInt32, flags: UInt32, sizes: [Dimensions])] = [
            (CV4L2_PIX_FMT_YUYV, 0, [Dimensions(width: 640, height: 480), Dimensions(width: 320, height: 240)]),
            (CV4L2_PIX_FMT_RGB24, UInt32(V4L2_FMT_FLAG_EMULATED), [Dimensions(width: 640, height: 480), Dimensions(width: 320, height: 240)]),
        ]
        /// What S_FMT answers for a requested size: (size, bytesperline, pixelformat).
        var setFormat: @Sendable (Dimensions) -> (Dimensions, Int, UInt32) = { ($0, $0.width * 3, CV4L2_PIX_FMT_RGB24) }
        /// Buffers REQBUFS grants (nil: as many as asked).
        var grantedBuffers: Int?
        /// Errors the next calls of a request fail with, in order (keyed by call name).
        var failures: [String: [Errno]] = [:]
    }

    /// What happens next on the stream, consumed by poll / DQBUF / read.
    enum Event: Sendable {
        /// A frame: flags, bytes used (nil: whole image), sequence (nil: next).
        case frame(flags: UInt32 = 0, bytesUsed: Int? = nil, sequence: UInt32? = nil)
        /// poll waits its whole timeout and returns 0.
        case timeout
        /// poll returns POLLERR|POLLHUP.
        case pollError
        /// DQBUF (or read) fails with this errno.
        case failure(Errno)
    }

    struct State {
        var devices: [String: Device] = [:]
        var openFailures: [String: [Errno]] = [:]
        var events: [Event] = []
        var clock = 0.0
        var log: [String] = []
        var openFDs: [Int32: String] = [:]
        var nextFD: Int32 = 10
        var mappings: [UnsafeMutableRawPointer: Int] = [:]
        var format: (size: Dimensions, stride: Int) = (Dimensions(width: 0, height: 0), 0)
        var buffers: [(address: UnsafeMutableRawPointer?, length: Int)] = []
        var queued: [Int] = []
        var streaming = false
        var sequence: UInt32 = 0
        var openTimes: [Double] = []
    }

    let state = Locked(State())

    init(_ devices: [String: Device] = ["/dev/video0": Device()], events: [Event] = []) {
        state.withLock {
            $0.devices = devices
            $0.events = events
        }
    }

    func script(_ events: [Event]) { state.withLock { $0.events += events } }
    var log: [String] { state.withLock { $0.log } }
    var openFDs: Int { state.withLock { $0.openFDs.count } }
    var liveMappings: Int { state.withLock { $0.mappings.count } }
    var queuedBuffers: Int { state.withLock { $0.queued.count } }

    /// The byte the scripted camera puts at `offset` of frame `sequence`.
    static func byte(_ offset: Int, sequence: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: offset &* 7 &+ Int(sequence))
    }

    // MARK: V4L2System

    func open(_ path: String) throws(Errno) -> Int32 {
        try state.withLock { s throws(Errno) -> Int32 in
            s.log.append("open \(path)")
            s.openTimes.append(s.clock)
            if var queue = s.openFailures[path], !queue.isEmpty {
                let e = queue.removeFirst()
                s.openFailures[path] = queue
                throw e
            }
            guard s.devices[path] != nil else { throw .notFound }
            s.nextFD += 1
            s.openFDs[s.nextFD] = path
            return s.nextFD
        }
    }

    func close(_ fd: Int32) {
        state.withLock {
            $0.log.append("close")
            $0.openFDs[fd] = nil
            // Like a driver on the last close: the queue and its buffers are freed.
            $0.buffers = []
            $0.queued = []
            $0.streaming = false
        }
    }

    func ioctl(_ fd: Int32, _ request: UInt, _ arg: UnsafeMutableRawPointer) throws(Errno) {
        try state.withLock { s throws(Errno) in
            guard let path = s.openFDs[fd], let device = s.devices[path] else { throw .noDevice }
            let name = Self.names[request] ?? "?"
            if var queue = device.failures[name], !queue.isEmpty {
                let e = queue.removeFirst()
                s.devices[path]?.failures[name] = queue
                s.log.append("\(name) -> \(e.code)")
                throw e
            }
            try Self.answer(name, arg, device: device, state: &s)
        }
    }

    func mmap(_ fd: Int32, length: Int, offset: Int64) throws(Errno) -> UnsafeMutableRawPointer {
        state.withLock {
            let address = UnsafeMutableRawPointer.allocate(byteCount: length, alignment: 16)
            address.initializeMemory(as: UInt8.self, repeating: 0, count: length)
            $0.mappings[address] = length
            $0.buffers[Int(offset) / 0x10000].address = address
            $0.log.append("mmap")
            return address
        }
    }

    func munmap(_ address: UnsafeMutableRawPointer, length: Int) throws(Errno) {
        state.withLock {
            $0.log.append("munmap")
            $0.mappings[address] = nil
            address.deallocate()
        }
    }

    func poll(_ fd: Int32, timeout: Int32) throws(Errno) -> PollEvents {
        state.withLock { s in
            if let path = s.openFDs[fd], s.devices[path] == nil { return .error }   // unplugged
            switch s.events.first {
            case .none, .timeout?:
                if !s.events.isEmpty { s.events.removeFirst() }
                s.clock += Double(timeout) / 1000
                return .timedOut
            case .pollError?:
                s.events.removeFirst()
                return .error
            default:
                return .ready
            }
        }
    }

    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try state.withLock { s throws(Errno) -> Int in
            guard case let .frame(_, used, sequence)? = s.events.first else {
                if case let .failure(e)? = s.events.first { s.events.removeFirst(); throw e }
                throw .wouldBlock
            }
            s.events.removeFirst()
            let seq = sequence ?? s.sequence
            s.sequence = seq &+ 1
            let count = min(used ?? s.format.stride * s.format.size.height, buffer.count)
            for i in 0..<count { buffer[i] = Self.byte(i, sequence: seq) }
            return count
        }
    }

    func deviceNodes() -> [String] { state.withLock { $0.devices.keys.sorted() } }
    func now() -> Double { state.withLock { $0.clock } }
    func threadCPUTime() -> Double { 0 }
    func sleep(seconds: Double) { state.withLock { $0.clock += seconds } }
}

/// A value behind a lock. The scripted kernel holds raw pointers, which the
/// standard Mutex's sending rules reject; this lock makes no such claim.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
