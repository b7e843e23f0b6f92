/// Well-known patterns, built in, by name (`lifecam run --pattern glider`).
///
/// Each is stored as Golly RLE data and checked by tests against a known fact
/// about it: a period, a speed, a lifespan, or the population it settles at.
public enum PatternLibrary {
    /// One built-in pattern.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        let rle: String
    }

    /// Every entry, in the order `lifecam` lists them.
    public static let entries: [Entry] = [
        Entry(name: "glider", summary: "the smallest spaceship, c/4 diagonal", rle: "bo$2bo$3o!"),
        Entry(name: "lwss", summary: "lightweight spaceship, c/2 orthogonal", rle: "bo2bo$o4b$o3bo$4o!"),
        Entry(name: "mwss", summary: "middleweight spaceship, c/2 orthogonal", rle: "3bo$bo3bo$o$o4bo$5o!"),
        Entry(name: "hwss", summary: "heavyweight spaceship, c/2 orthogonal", rle: "3b2o$bo4bo$o$o5bo$6o!"),
        Entry(name: "copperhead", summary: "a c/10 orthogonal spaceship", rle: "b2o2b2o$3b2o$3b2o$obo2bobo$o6bo2$o6bo$b2o2b2o$2b4o2$3b2o$3b2o!"),
        Entry(name: "blinker", summary: "period 2 oscillator", rle: "3o!"),
        Entry(name: "toad", summary: "period 2 oscillator", rle: "b3o$3o!"),
        Entry(name: "beacon", summary: "period 2 oscillator", rle: "2o$2o$2b2o$2b2o!"),
        Entry(name: "pulsar", summary: "period 3 oscillator", rle: "2b3o3b3o2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2$2b3o3b3o$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!"),
        Entry(name: "pentadecathlon", summary: "period 15 oscillator", rle: "2bo4bo$2ob4ob2o$2bo4bo!"),
        Entry(name: "queen-bee-shuttle", summary: "period 30 oscillator between two blocks", rle: "9bo$7bobo$6bobo$2o3bo2bo11b2o$2o4bobo11b2o$7bobo$9bo!"),
        Entry(name: "block", summary: "still life", rle: "2o$2o!"),
        Entry(name: "beehive", summary: "still life", rle: "b2o$o2bo$b2o!"),
        Entry(name: "loaf", summary: "still life", rle: "b2o$o2bo$bobo$2bo!"),
        Entry(name: "boat", summary: "still life", rle: "2o$obo$bo!"),
        Entry(name: "r-pentomino", summary: "methuselah: settles at generation 1103 with 116 cells", rle: "b2o$2o$bo!"),
        Entry(name: "b-heptomino", summary: "methuselah: a common, short-lived heptomino", rle: "ob2o$3o$bo!"),
        Entry(name: "pi-heptomino", summary: "methuselah: a common, short-lived heptomino", rle: "3o$obo$obo!"),
        Entry(name: "acorn", summary: "methuselah: 633 cells at generation 5206", rle: "bo$3bo$2o2b3o!"),
        Entry(name: "diehard", summary: "vanishes after 130 generations", rle: "6bo$2o$bo3b3o!"),
        Entry(name: "gosper-glider-gun", summary: "Gosper's gun: a glider every 30 generations",
              rle: "24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4bobo$10bo5bo7bo$11bo3bo$12b2o!"),
        Entry(name: "simkin-glider-gun", summary: "Simkin's gun: a glider every 120 generations",
              rle: "2o5b2o$2o5b2o2$4b2o$4b2o5$22b2ob2o$21bo5bo$21bo6bo2b2o$21b3o3bo3b2o$26bo4$20b2o$20bo$21b3o$23bo!"),
        Entry(name: "empty", summary: "no cells: a blank board to draw on, or for the video to seed", rle: "!"),
    ]

    /// Other spellings people use.
    static let aliases: [String: String] = [
        "gosper-gun": "gosper-glider-gun", "gun": "gosper-glider-gun", "simkin-gun": "simkin-glider-gun",
        "rpentomino": "r-pentomino", "bheptomino": "b-heptomino", "piheptomino": "pi-heptomino",
        "queen-bee": "queen-bee-shuttle", "blank": "empty",
    ]

    /// All names, in order.
    public static var names: [String] { entries.map(\.name) }

    /// The pattern called `name` (any case; spaces and underscores count as
    /// hyphens), named after it, or nil if there is none.
    public static func named(_ name: String) -> Pattern? {
        var key = String(name.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 })
        key = aliases[key] ?? key
        guard let entry = entries.first(where: { $0.name == key }) else { return nil }
        do {
            return try RLEReader.decode(Array(entry.rle.utf8)).with(name: entry.name, comments: [entry.summary])
        } catch {
            preconditionFailure("built-in pattern \(entry.name) does not parse: \(error)")
        }
    }
}
