// LifeBench's command for multi-state HashLife (`GenericHashLife`):
//
//   LifeBench ghashlife RULES FILE GENS [MB [OUT.mc]]
//                                      runs the RLE file (its top-left at (0, 0), as bgolly puts a
//                                      file without `#CXRLE Pos`) or multi-state macrocell file with
//                                      its rule from the folder RULES (NAME.rule) to GENS as bgolly's
//                                      -m does, within MB megabytes (default 256); prints generation,
//                                      population, bounding box, load seconds, step seconds (wall and
//                                      CPU) and nodes, and writes the result to OUT.mc if given
import Glibc
import LifeCore

/// The plane of a multi-state pattern file, its rule read from `rules`, and the rule's name.
func genericPlane(_ path: String, rules: String, megabytes: Int) throws -> (GenericHashLife, String) {
    let bytes = readFile(path)
    if bytes.starts(with: Array("[M2]".utf8)) {
        var decoder = MacrocellDecoder()
        try decoder.feed(bytes)
        let macrocell = try decoder.finish()
        guard let name = macrocell.rule?.name else { usage("\(path) names no rule file's rule") }
        let life = GenericHashLife(rule: loadRule("\(rules)/\(name).rule"), maxMemory: megabytes << 20)
        try life.load(macrocell)
        return (life, name)
    }
    let pattern = try Pattern.decode(bytes)
    guard let name = pattern.rule?.name else { usage("\(path) names no rule file's rule") }
    let rule = loadRule("\(rules)/\(name).rule")
    return (try GenericHashLife(pattern, at: GridPoint(x: 0, y: 0), rule: rule, maxMemory: megabytes << 20), name)
}

/// Runs a pattern file with multi-state HashLife and prints one line.
func runGenericHashLife(rules: String, path: String, generations: Int, megabytes: Int, output: String?) {
    do {
        let clock = ContinuousClock()
        let start = clock.now
        let (life, name) = try genericPlane(path, rules: rules, megabytes: megabytes)
        let loaded = clock.now
        let cpuStart = threadCPUSeconds()
        try life.advance(generations: generations - life.generation)
        let cpu = threadCPUSeconds() - cpuStart
        let stepped = clock.now
        let box = life.boundingBox.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? "none"
        print("engine=ghashlife rule=\(name) gens=\(life.generation) pop=\(life.population) bbox=\(box) "
            + "load_s=\(String(seconds: seconds(loaded - start))) step_s=\(String(seconds: seconds(stepped - loaded))) "
            + "step_cpu_s=\(String(seconds: cpu)) nodes=\(life.nodeCount) gcs=\(life.collections) bytes=\(life.memoryInUse)")
        if let output {
            guard let file = fopen(output, "wb") else { usage("cannot create \(output)") }
            life.writeMacrocell(rule: RuleSpec(named: name)) { chunk in _ = fwrite(chunk, 1, chunk.count, file) }
            fclose(file)
        }
    } catch {
        usage("\(error)")
    }
}
