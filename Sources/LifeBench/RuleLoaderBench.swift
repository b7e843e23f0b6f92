// LifeBench's commands for rules loaded from Golly's rule files (`StateBoard`):
//
//   LifeBench rulesoup RULEFILE W H SEED [DENSITY]
//                                      the soup of that seed on a W×H torus as multi-state RLE on
//                                      stdout (header `rule = NAME:TW,H`, for bgolly)
//   LifeBench ruleloader RULEFILE W H GENS SEED [DENSITY]
//                                      loads the rule, steps the same soup GENS times and prints one
//                                      line: load seconds, loop seconds and CPU seconds, cell
//                                      updates per CPU second, the stepper, the count of each state
//
// The soup: each cell 0 with probability 1 − DENSITY (default 0.5), else a state drawn evenly
// from the others, `SplitMix64(seed:)` drawing cell by cell, row by row.
import Glibc
import LifeCore

/// The rule in the `.rule`, `.table` or `.tree` file at `path`, named by its file name.
func loadRule(_ path: String) -> LoadedRule {
    let fileName = String(path.split(separator: "/").last ?? "")
    guard let kind = RuleFile.Kind(fileName: fileName) else { usage("\(path) is not a .rule, .table or .tree file") }
    let name = String(fileName.dropLast(kind.rawValue.count + 1))
    do {
        let file = try RuleFile(readFile(path), kind: kind, file: fileName)
        return try LoadedRule(name: name, rule: file, looks: file)
    } catch {
        usage("\(error)")
    }
}

func ruleSoup(_ rule: LoadedRule, width: Int, height: Int, seed: UInt64, density: Double) -> StateBoard {
    do {
        var board = try StateBoard(width: width, height: height, topology: .torus, rule: rule)
        var rng = SplitMix64(seed: seed)
        for y in 0..<height {
            for x in 0..<width where Double.random(in: 0..<1, using: &rng) < density {
                board[x, y] = UInt8(Int.random(in: 1..<rule.states, using: &rng))
            }
        }
        return board
    } catch {
        usage("\(error)")
    }
}

/// The board as RLE with Golly's state letters, one row a line.
func stateRLE(_ board: StateBoard) -> String {
    var out = "x = \(board.width), y = \(board.height), rule = \(board.rule.name):T\(board.width),\(board.height)\n"
    func letters(_ s: UInt8) -> String {
        guard s > 0 else { return "." }
        let k = Int(s) - 1
        return (k >= 24 ? String(UnicodeScalar(UInt8(111 + k / 24))) : "") + String(UnicodeScalar(UInt8(65 + k % 24)))
    }
    for y in 0..<board.height {
        var run = 0, last: UInt8 = 0
        func emit() { if run > 0 { out += (run > 1 ? "\(run)" : "") + letters(last) } }
        for s in board.row(y) {
            if s != last { emit(); run = 0; last = s }
            run += 1
        }
        emit()
        out += y == board.height - 1 ? "!\n" : "$\n"
    }
    return out
}

func runRuleLoader(path: String, width: Int, height: Int, generations: Int, seed: UInt64, density: Double) {
    let loadStart = ContinuousClock.now
    let rule = loadRule(path)
    var board = ruleSoup(rule, width: width, height: height, seed: seed, density: density)
    board.step(0)
    let loaded = seconds(ContinuousClock.now - loadStart)
    let cpuStart = threadCPUSeconds()
    let elapsed = seconds(ContinuousClock().measure { board.step(generations) })
    let cpu = threadCPUSeconds() - cpuStart
    let cells = Double(width) * Double(height) * Double(generations)
    let stepper = board.usesPackedTable ? "packed" : "diagram"
    print("engine=stateboard rule=\(rule.name) W=\(width) H=\(height) gens=\(generations) load_s=\(String(seconds: loaded)) "
        + "loop_s=\(String(seconds: elapsed)) cpu_s=\(String(seconds: cpu)) cell_updates_per_cpu_s=\(Int(cells / cpu)) "
        + "stepper=\(stepper) states=\(board.populationByState.map(String.init).joined(separator: ","))")
}
