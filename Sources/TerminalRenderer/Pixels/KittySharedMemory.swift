/// A POSIX shared memory object by one fixed name (`/lifecam-kitty-PID`),
/// through which a kitty picture's pixels reach a terminal on the same
/// machine (`t=s`): the encoder writes the pixels into it, sends only its
/// name, and the terminal reads it and removes it (kitty `shm_unlink`s it
/// after reading). One object at a time, so a terminal that has not taken
/// the last one yet holds the next frame back (the pace of the terminal,
/// as a full pty is for direct transmission), and the way out has one name
/// to remove. The shell's is `shm_open(3)`.
package protocol KittySharedMemory: AnyObject {
    /// The object's name as `t=s` gives it to the terminal: `/` and a name without another `/`.
    var name: String { get }
    /// Makes the object anew, holding `bytes`; false (nothing made) when it
    /// is still there: the terminal has not taken the last one.
    func store(_ bytes: UnsafeRawBufferPointer) throws(SharedMemoryError) -> Bool
    /// Removes the object if it is there (the terminal never took it).
    func remove()
}

/// A shared memory object could not be made or filled (`/dev/shm` full,
/// no permission): the pictures go in the escape codes instead.
package struct SharedMemoryError: Error, Equatable, CustomStringConvertible {
    package let reason: String
    package init(reason: String) { self.reason = reason }
    package var description: String { "shared memory: \(reason)" }
}
