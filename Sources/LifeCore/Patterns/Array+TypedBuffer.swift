extension Array where Element == UInt8 {
    /// `withUnsafeBufferPointer` for a body with a typed error: the standard
    /// library's only rethrows untyped errors, so ours is carried out by hand.
    func withBytes<E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
        var failure: E?
        withUnsafeBufferPointer { raw in
            do throws(E) { try body(raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
