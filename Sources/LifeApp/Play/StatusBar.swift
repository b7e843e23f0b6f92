import LifeCore

/// Play's status line as a value: the numbers it counts (the world's live
/// cells and the window's, the frames shown in the last second), the line
/// laid out, and the text the screen shows.
///
/// A line is laid out again only when a field changed, and while the game
/// runs its running numbers (generation, population, frame rate) at most
/// `interval` apart: a counter that changes 30 times a second cannot be read
/// anyway, and laying the line out costs more than the Life. The same text
/// is never fitted to the width again (fitting and measuring a line every
/// frame cost 3 % of play's time) nor sent again.
struct StatusBar {
    /// The running numbers are laid out again, and counted again, at most this often.
    static let interval = 0.25

    /// Live cells in the window and in the world when last counted (`count`).
    private(set) var windowPopulation = 0
    private(set) var population = 0
    /// A giant's live cells when last counted (`count`), which pass 2^64.
    private(set) var planePopulation: UInt128 = 0
    /// The cells in each state when last counted, under a rule of more than two states.
    private(set) var stateCounts: [UInt128]?
    private var countedAt: Double?
    /// When frames were shown in the last second.
    private var frameTimes: [Double] = []
    /// The line last laid out, for the width it was laid out in.
    private(set) var laidOut: (line: StatusLine, width: Int, text: String, at: Double)?
    /// The line the screen shows; nil when it may show anything (cleared).
    private(set) var drawn: String?
    /// The text and width last fitted into `drawn`.
    private var fittedFrom: (text: String, columns: Int)?

    /// Frames shown in the last second.
    var framesPerSecond: Double { Double(frameTimes.count) }

    /// A frame reached the screen at `now` (`painted`: a new picture, not only the status).
    mutating func frameShown(at now: Double, painted: Bool) {
        frameTimes.removeAll { $0 <= now - 1 }
        if painted { frameTimes.append(now) }
    }

    /// The frame last counted as shown was held back after all: not counted.
    mutating func frameHeldBack() {
        if !frameTimes.isEmpty { frameTimes.removeLast() }
    }

    /// Counts the cells of the `universe` and of the `window` painted from
    /// it, together, so the cells outside the view (the one less the other)
    /// are of one moment: while paused at every frame painted (an edit shows
    /// in the counts at once), while `running` at most every `interval`
    /// (counting a large world's live cells costs more than its Life: a
    /// 5987x3741 world is 350,000 words). Timed apart from the layout, which
    /// a terminal dropping frames redoes at every frame shown.
    /// For a `giant` the count is kept whole too (it passes 2^64; HashLife
    /// counts it from the quadtree, nodes counted before not again).
    mutating func count(universe: any LifeAlgorithm, window: Board, giant: Bool = false, running: Bool, now: Double) {
        if running, let countedAt, now - countedAt < Self.interval { return }
        let cells = universe.population
        population = Int(clamping: cells)
        windowPopulation = window.population
        planePopulation = giant ? cells : 0
        stateCounts = universe.states > 2 ? universe.populationByState : nil
        countedAt = now
    }

    /// The text of `line` at `width` columns: the last layout when the line
    /// is the same, or while `running` when only its running numbers changed
    /// within `interval` (paused, numbers change only by the player's hand:
    /// shown at once).
    mutating func text(of line: StatusLine, width: Int, running: Bool, now: Double) -> String {
        if let laidOut, laidOut.width == width, laidOut.line == line
            || (running && now - laidOut.at < Self.interval && laidOut.line.sameState(as: line)) {
            return laidOut.text
        }
        let text = line.text(fitting: width)
        laidOut = (line, width, text, now)
        return text
    }

    /// Draws `text` fitted to `columns` through `draw` unless it is what the line already shows.
    mutating func draw(_ text: String, columns: Int, with draw: (String) throws(TerminalError) -> Void) throws(TerminalError) {
        if drawn != nil, let last = fittedFrom, last.columns == columns, last.text == text { return }
        let fitted = TextWidth.fit(text, columns: columns)
        if fitted != drawn { try draw(fitted) }
        drawn = fitted
        fittedFrom = (text, columns)
    }

    /// The screen shows `fitted` (drawn with the help overlay), or, for nil,
    /// may show anything (it was cleared): the next line is drawn whatever it is.
    mutating func screenShows(_ fitted: String?) {
        drawn = fitted
        fittedFrom = nil
    }
}
