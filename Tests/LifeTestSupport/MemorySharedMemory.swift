import TerminalRenderer

/// Shared memory for the tests: objects by name in a dictionary. The kitty
/// model takes (reads and removes) them as kitty does; a test can leave one
/// untaken (a terminal behind, or one that cannot open it) or make storing fail.
package final class MemorySharedMemory: KittySharedMemory {
    package let name: String
    /// The objects there now, by name.
    package private(set) var objects: [String: [UInt8]] = [:]
    /// Storing fails (a full `/dev/shm`).
    package var fails = false
    /// Objects made.
    package private(set) var stored = 0

    package init(name: String = "/lifecam-kitty-test") {
        self.name = name
    }

    package func store(_ bytes: UnsafeRawBufferPointer) throws(SharedMemoryError) -> Bool {
        if fails { throw SharedMemoryError(reason: "no space left on device") }
        guard objects[name] == nil else { return false }
        objects[name] = Array(bytes)
        stored += 1
        return true
    }

    package func remove() {
        objects[name] = nil
    }

    /// What kitty does with a `t=s` name: reads the object and unlinks it.
    package func take(_ name: String) throws -> [UInt8] {
        guard let bytes = objects.removeValue(forKey: name) else {
            throw KittyModel.DecodeError(description: "no shared memory object \(name)")
        }
        return bytes
    }
}
