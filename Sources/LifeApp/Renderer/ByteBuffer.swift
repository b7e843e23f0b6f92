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

    /// A channel's digits copied from `EscapeWriter.decimalDigits` in one
    /// store (a 4-byte word: the digits, then their count, which the next
    /// byte written overwrites).
    @inline(__always)
    package mutating func putChannel(_ value: UInt8) {
        if count + 4 > capacity { grow() }
        let word = decimals[Int(value)]
        UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt32.self)
        count += Int(word >> 24)
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

    @inline(never)
    private mutating func grow() {
        let bigger = Storage(capacity: capacity * 2)
        bigger.base.update(from: base, count: count)
        storage = bigger
        base = bigger.base
        capacity = bigger.capacity
    }
}
