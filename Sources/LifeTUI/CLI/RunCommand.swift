import LifeApp
import ArgumentParser
import Foundation
import LifeCore

/// `lifecam run`: the engine without a screen, as DESIGN.md's contract says.
package struct RunCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run Life without a screen and report the final board.",
        discussion: """
            Places a pattern as Golly does (or fills the board at random), runs it for N \
            generations and prints a summary, or with --json one object: rule, width, height, \
            topology, grid (Golly's suffix; empty on the unbounded plane), generation, \
            population, bbox (in Golly's coordinates: a WxH grid's top-left cell is at \
            (-W/2, -H/2)). On the plane width and height are 0 and topology is "plane".

            Placement: where the file's #CXRLE Pos= says; else, on a grid, the size its RLE \
            header declares centred, or at the grid's top-left corner when that does not fit, \
            cells beyond the grid dropped; else (no grid: Golly's unbounded plane) at the \
            file's own coordinates. --output writes #CXRLE Pos= and Gen= back, so Golly \
            loads the result in place.

            Rules use Golly's notation (B3/S23, b3s23, 23/3, B36/S23 ...), optionally with one of \
            Golly's grid suffixes, which sets the size and topology unless --size or --topology \
            give them: :T64,48 a torus, :P64,48 a bounded plane, :T64+5,48 (or :T64,48-3) a torus \
            whose top and bottom (left and right) edges join shifted by 5 (3) cells, :K64*,48 a \
            Klein bottle with its top and bottom edges twisted (:K64,48* left and right; *+1 \
            shifts the twist by a cell), :C64,48 a cross-surface, :S64 a sphere (its top edge \
            joined to its left). Edges are joined exactly as Golly joins them. A rule's name \
            (WireWorld, Langtons-Loops) is a rule file, found as Golly finds it: in the pattern's zip \
            archive, the pattern's folder, --rules DIR (default $XDG_DATA_HOME/lifecam/rules), Golly's Rules folder when \
            Golly is installed, then lifecam's own WireWorld and Langtons-Ant; NAME.rule, then \
            NAME.table, then NAME.tree (docs/RULES.md), and runs as Golly's RuleLoader runs it: \
            on a grid a byte a cell, on the plane with HashLife over the rule's table (Golly's \
            RuleLoader hashes too), so multi-state macrocell files (WireWorld's primes.mc), patterns \
            beyond lifecam's largest board and --generations up to 2^62 run as for Life; \
            --algorithm RuleLoader runs a pattern that fits the largest board a byte a cell \
            instead. A side of 0 \
            is unbounded (Golly's tube :T0,68, a torus 68 cells round; :P30,0): a pattern on it \
            runs on a board that grows along that side as the cells spread (a --random soup \
            needs --size). --rule wins over the file's rule.

            Generations rules (Golly's notation, survival first: 345/2/4 is S345, B2, 4 states; /2/3 \
            is Brian's Brain; B2/S/3 also works) run with their dying states, read and written in \
            Golly's state letters (. dead, A alive, B... dying). The population counts dying cells \
            too, as Golly's does; --json then adds "live", the cells in state 1. MCell files (.mcl) \
            are read as Golly reads them, their #BOARD a grid (#WRAP 1 a torus, else a bounded plane); \
            MCell families other than Life, Generations and Larger than Life are refused by name.

            Larger than Life rules (Golly's R5,C0,M1,S34..58,B34..45,NM, or Kellie Evans's \
            5,34,45,34,58) run as Golly's Larger than Life algorithm: range 1-500, 2-256 states, \
            Moore (NM), von Neumann (NN) or circular (NC) neighbourhoods, on a torus or a plane (:T, :P; \
            a side below twice the range is raised to it) or, with no grid, Golly's unbounded plane.

            Von Neumann's 29-state rules, JvN29 and its 32-state extensions Nobili32 and Hutton32 \
            (any case; JvN-29, JvN-32 and modJvN-32 too), run as Golly's JvN algorithm runs them, \
            built in, in Golly's JvN colours: on the plane with HashLife over Golly's transition \
            functions, so the sphinx replicators' macrocell files at #G above 10^11 go on from there, \
            and a byte a cell on a grid. Wolfram's elementary rules, W0 to W254 (even: an odd one \
            would bring empty space to life, and is refused as Golly refuses it), run as Golly's \
            QuickLife and HashLife run them, each generation the next row down: HashLife over the \
            rule's table on the plane (HashLife/wolfram22.mc), a byte a cell on a grid or with \
            --algorithm QuickLife.

            A pattern file that names no grid, run without --size or --topology, runs on Golly's \
            unbounded plane with HashLife, exactly as bgolly: --generations up to 2^62, --step 2^k \
            for HashLife steps of that size (default: bgolly's -m, the largest power of two dividing \
            what is left), --max-memory MB its memory limit (bgolly's -M). Rules HashLife does not \
            run (Generations, isotropic non-totalistic, B0 without S8) and --algorithm QuickLife run \
            the plane instead in bit-packed tiles that exist only where the cells are, with no \
            edge, so every generation is Golly's. B0 rules (empty \
            cells with no live neighbour born) run as Golly runs them, on every grid: with B0 and \
            S8 the cells held and shown are those that differ from the live background; without \
            S8, the same at odd generations. \
            --random needs a size (--size, or a grid); --topology without one takes a 256x256 board \
            (or the pattern plus room round it). The topology is a torus \
            unless --topology or the suffix say otherwise; --topology takes torus, bounded, or a \
            grid suffix with its size (T64,48 or :K64*,48), which then must agree with --size.

            LifeHistory files run Golly's LifeHistory rule with all 7 states (the envelope, marks, \
            the boundary), as Golly 3.3 runs it: its rule file, found as any rule file is, else \
            lifecam's own copy. Golly 3.3 has no other History or Super rule: files in LifeSuper, \
            B.../S...History or Super (or lifehistory in another case) are read as two-state \
            Life in the underlying rule, odd states alive, even states dead (state 6, a boundary \
            that kills its neighbours, is refused).

            Built-in patterns: \(PatternLibrary.names.joined(separator: ", ")).

            Gzip-compressed pattern files (.rle.gz, .mc.gz, .lif.gz, .cells.gz, as Golly ships some) \
            are inflated as they are read, within the plain file's size limits. --pattern - reads \
            standard input (a pipe or a redirected file, not the terminal). A FIFO or pipe \
            works as a pattern file; if nothing is written to it within 10 seconds, the run gives up.

            Zip archives are opened as Golly opens them: --pattern archive.zip:path/inside.rle runs \
            that member; archive.zip alone runs the pattern Golly loads from it (its only pattern, \
            at its top), and an archive of several patterns is refused with their list (exit 64). \
            A rule the pattern names is found in the archive first (Golly installs an archive's \
            rule files; lifecam reads them from it). Members unpack within the plain file's limits. \
            Golly's scripts (.lua, .py, .pl) are refused: lifecam does not run them.

            --output creates a new file only: it is written under a temporary name in the same \
            folder and named when complete; a name that exists (file, link, FIFO, device) is refused.

            Exit status:
            \(ExitStatus.table)

            Examples:
              lifecam run --pattern acorn --size 512x512 --generations 1000 --json
              lifecam run --pattern gosper-glider-gun --generations 10000 --json
              lifecam run --pattern p.rle --rule B36/S23 --output final.rle
              lifecam run --random 0.5 --seed 42 --size 2048x2048 --generations 1000
            """
    )

    @Option(help: ArgumentHelp("A pattern file (RLE, .cells, Life 1.05/1.06, MCell .mcl, Golly's macrocell .mc; gzip-compressed too), "
        + "a zip archive or a pattern in one (archive.zip:path/inside.rle), - for standard input, or a built-in name.", valueName: "file|name"))
    var pattern: String?

    @Option(help: ArgumentHelp("The rule, e.g. B3/S23 or B36/S23:T64,64 (default: the file's, else B3/S23).", valueName: "rule"),
            transform: ArgumentValue.rule)
    var rule: RuleSpec?

    @Option(parsing: .unconditional, help: ArgumentHelp("Board size (default: the rule's grid, else 256x256 or room for the pattern, see above).", valueName: "WxH"), transform: ArgumentValue.board)
    var size: Dimensions?

    @Option(help: ArgumentHelp("torus (edges wrap), bounded (outside is dead) or a Golly grid with its size, e.g. K64*,48 "
        + "(default: the rule's grid, else torus).", valueName: "torus|bounded|grid"), transform: ArgumentValue.topology)
    var topology: TopologyChoice?

    @Option(parsing: .unconditional, help: ArgumentHelp("Generations to run (up to 2^62 on the plane), or several in "
        + "increasing order (0,1,10,100,1000): a result for each, one line each.", valueName: "N[,N...]"),
            transform: ArgumentValue.generations)
    var generations = [0]

    @Option(help: ArgumentHelp("One of Golly's algorithms, by Golly's name in any case: HashLife (Golly's unbounded "
        + "plane, for B/S rules and rule files' rules), QuickLife (the bit-packed board; on the plane its tiles), "
        + "Generations (the same, for rules with dying states), RuleLoader (a rule file's rule a byte a cell; HashLife "
        + "for a multi-state macrocell file or beyond the largest board), \"Larger than Life\" (its rules), JvN (von Neumann's "
        + "JvN29, Nobili32 and Hutton32: HashLife on the plane, a byte a cell on a grid), or auto (the "
        + "default: the engine of the rule's family; for B/S rules HashLife on the plane where it runs the rule, else the "
        + "tiles, and the bit-packed board on a grid; for a rule file's rule HashLife on the plane, a byte a cell on a "
        + "grid).", valueName: "algorithm"))
    var algorithm = AlgorithmChoice.auto

    @Option(help: ArgumentHelp("HashLife's step, a power of two (2^10 or 1024; default: as bgolly -m, the largest "
        + "power of two dividing what is left).", valueName: "2^k"), transform: ArgumentValue.step)
    var step: Int?

    @Option(name: .customLong("max-memory"), parsing: .unconditional,
            help: ArgumentHelp("HashLife's memory limit in MB, as bgolly's -M (default \(RunJob.defaultMaxMemory)): "
                + "what the whole process holds, lifecam's own 20-odd MB included.", valueName: "MB"))
    var maxMemory: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads a grid's bit-packed board steps on, its rows in bands, "
        + "the cells the same as on one (1 to 256; default: the CPUs lifecam may use).", valueName: "N"))
    var threads: Int?

    @Option(help: ArgumentHelp("The folder of your own rule files, searched after the pattern's zip archive and folder, and before "
        + "Golly's (default: $XDG_DATA_HOME/lifecam/rules, else ~/.local/share/lifecam/rules).", valueName: "dir"))
    var rules: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Fill the board at random with this density (0...1) instead of a pattern.", valueName: "density"))
    var random: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed for --random (default 0).", valueName: "S"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("Write the final board to this new file as RLE, trimmed to its live cells, or for a name "
        + "ending in .mc Golly's plane as macrocell.", valueName: "file.rle|file.mc"))
    var output: String?

    @Flag(help: "Print one JSON object instead of the summary.")
    var json = false

    package init() {}

    var options: RunOptions {
        RunOptions(pattern: pattern, rule: rule, size: size, topology: topology, generations: generations,
                   random: random, seed: seed, output: output, algorithm: algorithm, step: step, maxMemory: maxMemory)
    }

    package func run() throws {
        let files = PatternFiles()
        if let output { try files.checkNew(output) }
        // Several generations: a line each as it is reached (bgolly prints a line per step).
        let several = generations.count > 1
        func report(_ result: RunResult) -> String {
            (json ? result.json : several ? result.line : result.summary) + "\n"
        }
        if let rules { try RuleFolders.check(rules: rules) }
        let pool = ThreadPool(threads: try RunJob.parseThreads(threads) ?? ThreadPool.usableCPUs)
        defer { pool.close() }
        // The environment, read once here: where the user's rule files are.
        let findRule = RuleFolders.lookup(rules: rules, pattern: pattern, environment: ProcessInfo.processInfo.environment)
        let result = try RunJob.execute(options, read: files.readLoaded, each: { result throws(CommandFailure) in
            try StandardStreams.write(report(result))
        }, resident: SystemCall.residentBytes, findRule: findRule, runner: pool)
        if let output {
            try files.create(output, contents: RunResult.isMacrocell(output) ? try result.macrocellWriter() : try result.rleWriter())
        }
        try StandardStreams.write(report(result))
    }
}
