import LifeCore

/// `lifecam run --algorithm`: which engine computes the generations, named as
/// Golly names its algorithms.
package enum RunAlgorithm: String, CaseIterable, Sendable {
    /// HashLife (`HashLife`): Golly's unbounded plane, any step up to 2^62.
    case hashlife
    /// The bit-packed board (`Board`), as Golly's QuickLife: a bounded grid,
    /// or on the plane tiles of it that exist only where the cells are (`TiledPlane`).
    case quicklife
    /// HashLife on the unbounded plane, the bit-packed board on a bounded grid.
    case auto

    package static func parse(_ text: String) throws(CommandFailure) -> RunAlgorithm {
        guard let algorithm = RunAlgorithm(rawValue: text.lowercased()) else {
            throw CommandFailure(.usage, "--algorithm must be hashlife, quicklife or auto, not '\(TextSanitizer.clean(text, maxLength: 40))'")
        }
        return algorithm
    }
}
