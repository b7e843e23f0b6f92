/// A growable run of bytes written one at a time through a pointer: the
/// frame encoder's output, where a byte costs a store and a compare (an
/// array's `append` checks its buffer is unique and large enough every time).
///
/// Copies share the storage, so a copy is not a second buffer: the owner
/// (`FrameEncoder`) makes its own storage when it finds it shared
/// (`makeUnique`) and empties it before each frame, so copies of an
/// encoder (sent to another thread, say) never write the same bytes.
package struct ByteBuffer: EscapeOutput, @unchecked Sendable {
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    /// The storage's pointer and size, kept here so a byte reads no class property.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package private(set) var count = 0
    /// `EscapeWriter.decimalDigits`, read once here rather than through its lazy global per channel.
    private let decimals = EscapeWriter.decimalDigits

    package init(capacity: Int = 4096) {
        storage = Storage(capacity: capacity)
        base = storage.base
        self.capacity = storage.capacity
    }

    @inline(__always)
    package mutating func put(_ byte: UInt8) {
        if count == capacity { grow() }
        base[count] = byte
        count += 1
    }

    /// A channel's digits, as `ByteCursor.putChannel` writes them (room for its whole word).
    @inline(__always)
    package mutating func putChannel(_ value: UInt8) {
        withRoom(4) { $0.putChannel(value) }
    }

    /// The bytes written.
    package var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the bytes written, keeping the storage.
    package mutating func removeAll() { count = 0 }

    /// Gives this buffer storage of its own if a copy shares it.
    package mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&storage) else { return }
        let old = written
        storage = Storage(capacity: capacity)
        storage.base.update(from: old.baseAddress!, count: old.count)
        base = storage.base
    }

    // MARK: sequences of bounded length, written with one capacity check

    /// Room for `n` more bytes, then `body` writes at most that many through
    /// a bare pointer (`ByteCursor`: a store and an increment a byte, no check).
    @inline(__always)
    private mutating func withRoom(_ n: Int, _ body: (inout ByteCursor) -> Void) {
        if count + n > capacity { grow(toHold: count + n) }
        var cursor = ByteCursor(next: base + count, decimals: decimals)
        body(&cursor)
        count = cursor.next - base
    }

    /// The longest SGR `sgr` writes is 36 bytes (two direct colours), and
    /// `putChannel` stores a whole word for its last digit.
    @inline(__always)
    package mutating func sgr(foreground: UInt32?, background: UInt32?) {
        withRoom(40) { $0.sgr(foreground: foreground, background: background) }
    }

    /// A glyph is at most four UTF-8 bytes.
    @inline(__always)
    package mutating func glyph(_ packed: UInt32, length: UInt8) {
        withRoom(4) { $0.glyph(packed, length: length) }
    }

    /// Two numbers of at most 20 digits each, and four bytes around them.
    package mutating func cursorPosition(row: Int, column: Int) {
        withRoom(44) { $0.cursorPosition(row: row, column: column) }
    }

    @inline(never)
    private mutating func grow(toHold n: Int = 0) {
        let bigger = Storage(capacity: Swift.max(capacity * 2, n))
        bigger.base.update(from: base, count: count)
        storage = bigger
        base = bigger.base
        capacity = bigger.capacity
    }
}

/// Writes through a bare pointer into room `ByteBuffer.withRoom` made: the
/// same sequences as every `EscapeOutput`, without a check per byte.
private struct ByteCursor: EscapeOutput {
    var next: UnsafeMutablePointer<UInt8>
    let decimals: UnsafePointer<UInt32>

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        next.pointee = byte
        next += 1
    }

    /// The channel's digits copied from `EscapeWriter.decimalDigits` in one
    /// store (a 4-byte word: the digits, then their count, which the next
    /// byte written overwrites).
    @inline(__always)
    mutating func putChannel(_ value: UInt8) {
        let word = decimals[Int(value)]
        UnsafeMutableRawPointer(next).storeBytes(of: word.littleEndian, as: UInt32.self)
        next += Int(word >> 24)
    }
}
