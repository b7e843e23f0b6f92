import LifeCore

/// `lifecam run --output F.mc`: the final plane as Golly's macrocell file.
extension RunResult {
    /// Whether `path` names a macrocell output.
    package static func isMacrocell(_ path: String) -> Bool { path.lowercased().hasSuffix(".mc") }

    /// What writes the final plane as a macrocell file (each distinct node
    /// once, as Golly's `writeNativeFormat`; `#G` the generation), a chunk at
    /// a time. Throws at once for an engine that writes none (a bounded
    /// board, which Golly does not write as macrocell either, the tiles).
    package func macrocellWriter() throws(CommandFailure) -> (OutputFile) throws(FileError) -> Void {
        guard let writer = universe as? any MacrocellWriting else {
            throw CommandFailure(.usage, "--output .mc writes Golly's unbounded plane (HashLife) only; "
                + "this run is on \(universe.summary): write .rle")
        }
        let comments = ["\(source): lifecam run, generation \(generation), population \(population)"]
        return { file throws(FileError) in
            try writer.writeMacrocell(comments: comments) { chunk throws(FileError) in try file.writeAll(chunk) }
        }
    }
}
