import LifeCore

extension FuzzTarget {
    /// Any bytes as a macrocell file: whole and in chunks the same nodes or
    /// the same error; what is read loads into HashLife (two states) or
    /// `GenericHashLife` (multi-state; or is refused for memory), is written,
    /// and reads back to the same cells and generation, and writing that
    /// again gives the same bytes.
    static func macrocell(_ bytes: [UInt8]) {
        let chunk = 1 + Int(bytes.first ?? 0)
        let whole = decodeMacrocell([bytes])
        let pieces = decodeMacrocell(stride(from: 0, to: bytes.count, by: chunk).map { Array(bytes[$0..<min($0 + chunk, bytes.count)]) })
        precondition(whole == pieces, "a macrocell file decodes differently in chunks of \(chunk)")
        guard case let .success(macrocell) = whole else { return }
        if macrocell.isMultiState { return multiStateMacrocell(macrocell) }
        guard let life = try? HashLife(rule: macrocell.rule?.rule ?? .conway, maxMemory: 16 << 20),
              (try? life.load(macrocell)) != nil else { return }
        var written: [UInt8] = []
        life.writeMacrocell { written += $0 }
        guard case let .success(back) = decodeMacrocell([written]),
              let again = try? HashLife(rule: life.rule, maxMemory: 16 << 20), (try? again.load(back)) != nil else {
            preconditionFailure("a macrocell file lifecam wrote is refused")
        }
        precondition(again.hasSameCells(as: life) && again.generation == life.generation, "a macrocell file written and read again differs")
        var rewritten: [UInt8] = []
        again.writeMacrocell { rewritten += $0 }
        precondition(rewritten == written, "a macrocell file written twice differs")
    }

    /// A rule of 256 states under which every cell keeps its state.
    private struct StillLife: NeighbourhoodRule {
        var states: Int { 256 }
        func next(nw: UInt8, n: UInt8, ne: UInt8, w: UInt8, c: UInt8, e: UInt8, sw: UInt8, s: UInt8, se: UInt8) -> UInt8 { c }
    }

    /// The round trip of a multi-state file through `GenericHashLife`, and a step.
    private static func multiStateMacrocell(_ macrocell: Macrocell) {
        let life = GenericHashLife(rule: StillLife(), maxMemory: 16 << 20)
        guard (try? life.load(macrocell)) != nil else { return }
        var written: [UInt8] = []
        life.writeMacrocell(rule: RuleSpec(named: "Still")) { written += $0 }
        let again = GenericHashLife(rule: StillLife(), maxMemory: 16 << 20)
        guard case let .success(back) = decodeMacrocell([written]), (try? again.load(back)) != nil else {
            preconditionFailure("a multi-state macrocell file lifecam wrote is refused")
        }
        precondition(again.hasSameCells(as: life) && again.generation == life.generation, "a multi-state macrocell file written and read again differs")
        precondition(again.populationByState == life.populationByState && again.boundingBox == life.boundingBox, "counted differently")
        var rewritten: [UInt8] = []
        again.writeMacrocell(rule: RuleSpec(named: "Still")) { rewritten += $0 }
        precondition(rewritten == written, "a multi-state macrocell file written twice differs")
        // Under a rule where nothing changes, a step changes nothing.
        guard again.generation < Int.max >> 1, (try? again.step(exponent: 3)) != nil else { return }
        precondition(again.hasSameCells(as: life), "a still pattern moved")
    }

    private static func decodeMacrocell(_ chunks: [[UInt8]]) -> Result<Macrocell, PatternError> {
        var decoder = MacrocellDecoder(maxNodes: 1 << 16)
        do {
            for chunk in chunks { try decoder.feed(chunk) }
            return .success(try decoder.finish())
        } catch {
            return .failure(error)
        }
    }
}
