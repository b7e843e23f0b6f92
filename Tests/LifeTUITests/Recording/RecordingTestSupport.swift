import Foundation
import LifeCore
@testable import LifeApp
@testable import LifeTUI

/// The real file system, except that the disk is full after `budget` bytes:
/// the write that crosses the limit is short, the next one fails with ENOSPC,
/// as Linux does on a filling disk. `syncFailure` makes every fsync fail, and
/// `afterCreate` runs after each file is created (to play another process).
final class FillingFileSystem: FileSystem, @unchecked Sendable {
    private let real = PosixFileSystem()
    private let lock = NSLock()
    private var budget: Int
    private let syncFailure: FileError?
    private let afterCreate: (String) -> Void

    init(budget: Int = .max, syncFailure: FileError? = nil, afterCreate: @escaping (String) -> Void = { _ in }) {
        self.budget = budget
        self.syncFailure = syncFailure
        self.afterCreate = afterCreate
    }

    func write(_ file: OpenFile, _ bytes: UnsafeRawBufferPointer) throws(FileError) -> Int {
        lock.lock()
        let room = budget
        lock.unlock()
        guard room > 0 else {
            throw FileError(kind: .diskFull, operation: .write, path: file.path, reason: "No space left on device")
        }
        let count = try real.write(file, UnsafeRawBufferPointer(rebasing: bytes.prefix(room)))
        lock.lock()
        budget -= count
        lock.unlock()
        return count
    }

    func createNew(_ path: String) throws(FileError) -> OpenFile {
        let file = try real.createNew(path)
        afterCreate(path)
        return file
    }

    func sync(_ file: OpenFile) throws(FileError) {
        if let syncFailure { throw syncFailure }
        try real.sync(file)
    }

    func truncate(_ file: OpenFile, to length: Int) throws(FileError) { try real.truncate(file, to: length) }
    func close(_ file: OpenFile) throws(FileError) { try real.close(file) }
    func link(_ path: String, to newPath: String) throws(FileError) { try real.link(path, to: newPath) }
    func rename(_ path: String, to newPath: String) throws(FileError) { try real.rename(path, to: newPath) }
    func remove(_ path: String) throws(FileError) { try real.remove(path) }
    func makeDirectory(_ path: String) throws(FileError) { try real.makeDirectory(path) }
    func removeDirectory(_ path: String) throws(FileError) { try real.removeDirectory(path) }
    func contentsOfDirectory(_ path: String) throws(FileError) -> [String] { try real.contentsOfDirectory(path) }
    func exists(_ path: String) -> Bool { real.exists(path) }
    func isStillNamed(_ file: OpenFile) -> Bool { real.isStillNamed(file) }
    func isDirectory(_ path: String) -> Bool { real.isDirectory(path) }
    var processID: Int32 { real.processID }
}

/// A writer that holds each frame until the test lets it go, to play a slow disk
/// without sleeping: `entered` is signalled as a write begins, `release` lets it end.
final class GatedWriter: FrameWriter, @unchecked Sendable {
    let path = "gated"
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var received: [RGBFrame] = []

    var frames: [RGBFrame] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    func write(_ frame: RGBFrame) throws(RecordingError) {
        entered.signal()
        release.wait()
        lock.lock()
        received.append(frame)
        lock.unlock()
    }

    func finish() throws(RecordingError) {}
}

/// A scene whose recorded frame is `frame` itself: the video alone (no
/// mask), on a canvas of its size, recorded at that size.
func videoScene(_ frame: RGBFrame) -> RecordedScene {
    let canvas = CanvasGeometry(pixelWidth: frame.width, pixelHeight: frame.height, cellSize: 1)
    return RecordedScene(board: try! Board(width: frame.width, height: frame.height), view: Viewport(covering: canvas), video: .rgb(frame),
                         look: PaintOptions(showMask: false), width: frame.width, height: frame.height, cellSize: 1, time: 0)
}

/// Waits for a semaphore for at most five seconds; false if it timed out.
func waitBriefly(_ semaphore: DispatchSemaphore) -> Bool {
    semaphore.wait(timeout: .now() + 5) == .success
}
