/// A map from node index to a value, for one walk over a quadtree (population,
/// bounding box, a file's node numbers): open addressing with linear probing,
/// so it costs about 4 bytes plus the value per node the walk meets, and
/// nothing per node it does not.
struct NodeMemo<Value> {
    private var keys: [UInt32]
    private var values: [Value]
    private(set) var count = 0
    private let filler: Value

    /// An empty memo; `filler` fills unused value slots.
    init(filler: Value) {
        self.filler = filler
        keys = Array(repeating: 0, count: 1024)
        values = Array(repeating: filler, count: 1024)
    }

    private func slot(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
    }

    /// The value stored for `key` (never 0), if any.
    subscript(key: UInt32) -> Value? {
        var i = slot(key)
        while keys[i] != 0 {
            if keys[i] == key { return values[i] }
            i = (i + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Stores `value` for `key` (never 0), which must not be stored yet.
    mutating func insert(_ key: UInt32, _ value: Value) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        var i = slot(key)
        while keys[i] != 0 { i = (i + 1) & (keys.count - 1) }
        keys[i] = key
        values[i] = value
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: filler, count: oldKeys.count * 2)
        count = 0
        for (i, key) in oldKeys.enumerated() where key != 0 { insert(key, oldValues[i]) }
    }
}
