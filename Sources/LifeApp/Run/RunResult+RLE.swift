import LifeCore

/// `lifecam run --output F.rle`: the final cells as RLE.
extension RunResult {
    /// The final board as RLE trimmed to its live cells, with the rule and grid
    /// in the header and where the cells lie and when (`#CXRLE Pos= Gen=`, Golly's
    /// coordinates), so Golly loads it in place. Throws when the cells span more
    /// than lifecam's largest board (write macrocell then).
    package func rle() throws(CommandFailure) -> String {
        RLEWriter.encode(try annotated(), rule: universe.rule)
    }

    /// What writes the same RLE as `rle()` to a file, a chunk at a time;
    /// throws at once (before a file is made) when `rle()` would.
    package func rleWriter() throws(CommandFailure) -> (OutputFile) throws(FileError) -> Void {
        let pattern = try annotated(), spec = universe.rule
        return { file throws(FileError) in
            try RLEWriter.write(pattern, rule: spec) { chunk throws(FileError) in try file.writeAll(chunk) }
        }
    }

    private func annotated() throws(CommandFailure) -> Pattern {
        guard let (cells, origin) = livePattern() else {
            let size = box.map { "\($0.width)x\($0.height)" } ?? ""
            throw CommandFailure(.data, "the final pattern spans \(size) cells, more than RLE output holds "
                + "(\(Board.maxSide)x\(Board.maxSide))")
        }
        var p = cells.with(name: source, comments: ["lifecam run: generation \(generation), population \(population)"])
        if p.population > 0 { p.position = origin }
        if generation > 0 { p.generation = generation }
        return p
    }
}
