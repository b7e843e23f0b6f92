import LifeCore

/// The status line's text, built from plain values so it can be tested
/// without a terminal. Fields, left to right: state, generation, population,
/// speed, frame rate, source, palette, cell size, glider heading (or brush), blitter, rule and grid, recording,
/// dropped frames, where the view is (in a world larger than it, or on Golly's plane), the last message.
///
/// A narrow terminal drops the fields that matter least, but never a fault:
/// a source that is stalled, lost, ended or failed, a recording, and the last
/// message (which carries recording faults) are shortened, not dropped, so
/// every fault shows even at 80 columns and less.
package struct StatusLine: Sendable, Equatable {
    package var running: Bool
    package var generation: Int
    package var population: Int
    package var speed: Double
    package var framesPerSecond: Double
    /// The source's name, e.g. `synthetic:plasma`, `v4l2:/dev/video0`.
    package var source: String
    package var sourceState: SourceState
    package var palette: String
    package var cellSize: Double
    package var heading: Heading
    /// The recording's own status (`● REC 01:23 · 2490 frames`), when recording.
    package var recording: String?
    /// Frames the terminal could not take, since the start.
    package var droppedFrames: Int
    /// The pattern brush in hand (its name and orientation), shown instead of the glider heading; nil for the single cell.
    package var brush: String?
    /// Where the view is in a world larger than it or on Golly's plane, and how much lies outside; nil when it shows it all.
    package var view: String?
    package var message: String
    /// The blitter drawing the canvas (`octant`); empty: not shown.
    package var blitter = ""
    /// The keep-alive (`keep on`, `keep held` after an edit); nil when off.
    package var keepAlive: String?
    /// The world's grid in Golly's form (`:K40*,20`) when it is one the player
    /// chose, not the view's own torus; empty: not shown.
    package var grid = ""
    /// The rule in Golly's canonical form (`B3/S23-a`, `345/2/4`) when it is
    /// not Conway's Life or the world has a grid (`Game.ruleLabel`); empty:
    /// not shown. Shown with the grid, as Golly writes them (`B3/S23:K40*,20`).
    package var rule = ""
    /// A giant on Golly's plane: its generation and population replace the
    /// board's, with where the view is, its scale (in place of the cell size) and the step.
    package var plane: PlaneStatus?
    /// A board seen below a cell a pixel (`BoardZoom`): a pixel shows 2^zoom
    /// cells a side, said as the scale in place of the cell size; 0 otherwise.
    package var zoom = 0
    /// The video's floor (`--floor`, `V`) where it has a part in the picture; nil: not shown.
    package var floor: Double?
    /// The state clicks and brushes paint, under a rule of more than two states; nil: not shown.
    package var drawing: Int?
    /// The cells in each state (index 0 unused), under a rule of more than two states; nil: not shown.
    package var states: [UInt128]?
    /// The most states `states` lists by name, the rest summed as `…`.
    static let listedStates = 8

    package init(running: Bool, generation: Int, population: Int, speed: Double, framesPerSecond: Double,
                source: String, sourceState: SourceState = .live, palette: String, cellSize: Double, heading: Heading,
                recording: String? = nil, droppedFrames: Int = 0, brush: String? = nil, view: String? = nil,
                message: String = "") {
        self.running = running
        self.generation = generation
        self.population = population
        self.speed = speed
        self.framesPerSecond = framesPerSecond
        self.source = source
        self.sourceState = sourceState
        self.palette = palette
        self.cellSize = cellSize
        self.heading = heading
        self.recording = recording
        self.droppedFrames = droppedFrames
        self.brush = brush
        self.view = view
        self.message = message
    }

    /// Whether `other` differs only in running numbers (generation,
    /// population, frame rate, a recording's clock and counts, cells outside
    /// the view): the fields that may wait for the next refresh.
    package func sameState(as other: StatusLine) -> Bool {
        running == other.running && speed == other.speed && source == other.source && sourceState == other.sourceState
            && palette == other.palette && cellSize == other.cellSize && heading == other.heading
            && (recording == nil) == (other.recording == nil) && droppedFrames == other.droppedFrames && message == other.message
            && blitter == other.blitter && zoom == other.zoom && floor == other.floor && brush == other.brush && keepAlive == other.keepAlive && grid == other.grid && rule == other.rule
            && drawing == other.drawing
            && view?.split(separator: ":").first == other.view?.split(separator: ":").first
            && (plane == nil ? other.plane == nil : plane!.sameView(as: other.plane))
    }

    /// One field: its text, a shorter text for narrow terminals, and the rank
    /// at which it is dropped (higher goes first; 0 never: shortened instead).
    struct Field {
        var text: String
        var short: String
        var rank: Int
    }

    /// The line, with every control character removed (text from files must never drive the terminal).
    package var text: String { Self.join(fields.map(\.text)) }

    /// The line in at most `width` columns: first the fields that matter
    /// least go (palette, heading, cell size, source while it is fine, frame
    /// rate, speed, generation, dropped frames, population); then faults and
    /// the recording take their short forms; then the message is cut (with
    /// `…`); what still does not fit is cut at the end.
    package func text(fitting width: Int) -> String {
        var kept = fields
        // Each field's width is measured once, and again only when its text changes.
        var widths = kept.map { TextWidth.columns($0.text) }
        func columns() -> Int {
            let shown = widths.filter { $0 > 0 }
            return 1 + shown.reduce(0, +) + 3 * max(0, shown.count - 1)
        }
        func set(_ i: Int, _ text: String) {
            kept[i].text = text
            widths[i] = TextWidth.columns(text)
        }
        let hasMessage = !message.isEmpty
        while columns() > width, let drop = kept.indices.filter({ kept[$0].rank > 0 }).max(by: { kept[$0].rank < kept[$1].rank }) {
            // A long message gives way (down to a readable start) before the running numbers go.
            let message = kept.index(before: kept.endIndex)
            if hasMessage, kept[drop].rank <= Self.coreRank, widths[message] > Self.readableMessage {
                set(message, Self.cut(kept[message].text, to: max(Self.readableMessage, widths[message] - (columns() - width))))
                continue
            }
            kept.remove(at: drop)
            widths.remove(at: drop)
        }
        let state = kept.startIndex, last = kept.index(before: kept.endIndex)
        // Faults and the recording take their short forms; then the message is
        // cut, keeping a readable start; then the state shrinks to its symbol.
        for i in kept.indices where columns() > width && i != state && !(hasMessage && i == last) {
            set(i, kept[i].short)
        }
        if hasMessage, columns() > width {
            set(last, Self.cut(kept[last].text, to: max(Self.readableMessage, widths[last] - (columns() - width))))
        }
        if columns() > width { set(state, kept[state].short) }
        if hasMessage, columns() > width {
            set(last, Self.cut(kept[last].text, to: widths[last] - (columns() - width)))
        }
        return TextWidth.prefix(Self.join(kept.map(\.text)), width: max(0, width))
    }

    /// Columns of the message kept before the state gives up its words, and
    /// before the running numbers go.
    static let readableMessage = 24
    /// Fields of this rank and less (generation, population, speed, frame
    /// rate, dropped frames, the view) are the line's core: a long message is
    /// cut before they are dropped.
    static let coreRank = 5

    /// Every field, left to right.
    var fields: [Field] {
        let generation = plane.map { NumberText.grouped($0.generation) } ?? "\(self.generation)"
        let population = plane.map { NumberText.grouped($0.population) } ?? "\(self.population)"
        var parts = [
            // Not U+23F8 for paused: DejaVu Sans Mono and many other fonts lack it (an empty box).
            Field(text: running ? "▶ running" : "|| paused", short: running ? "▶" : "||", rank: 0),
            Field(text: "gen \(generation)", short: "gen \(generation)", rank: 3),
            Field(text: "pop \(population)", short: "pop \(population)", rank: 1),
            Field(text: stateCounts, short: "", rank: 6),
            Field(text: "\(NumberText.short(speed))/s", short: "", rank: 4),
        ]
        if let plane { parts.append(Field(text: "step \(plane.step)", short: "", rank: 4)) }
        parts += [
            Field(text: "\(Int(framesPerSecond.rounded())) fps", short: "", rank: 5),
            sourceField,
            Field(text: Self.clean(palette), short: "", rank: 9),
            floor.map { Field(text: "floor \(NumberText.short($0))", short: "", rank: 9) } ?? Field(text: "", short: "", rank: 9),
            // Zoomed out, a cell on screen is a square of 2^k cells (Golly's scale): kept as long as the step.
            plane.flatMap { $0.shift > 0 ? Field(text: "scale 1:2^\($0.shift)", short: "", rank: 4) : nil }
                ?? (zoom > 0 ? Field(text: "scale 1:2^\(zoom)", short: "", rank: 4) : nil)
                ?? Field(text: "cell \(NumberText.short(cellSize))", short: "", rank: 7),
        ]
        if let drawing { parts.append(Field(text: "draw \(drawing)", short: "", rank: 7)) }
        // A giant or a board zoomed out is not edited: no brush or glider to show.
        if (plane?.shift ?? 0) == 0, zoom == 0 {
            parts.append(Field(text: brush.map { "brush \(Self.clean($0))" } ?? "glider \(heading.arrow)", short: "", rank: 8))
        }
        if !blitter.isEmpty { parts.append(Field(text: Self.clean(blitter), short: "", rank: 10)) }
        // Held, it says why edits are not drowned in soup (k brings it back): it stays longer.
        if let keepAlive { parts.append(Field(text: keepAlive, short: "", rank: keepAlive == "keep on" ? 9 : 6)) }
        // What the world is (a rule other than Life, its grid) is kept longer than the palette and the blitter.
        if !rule.isEmpty || !grid.isEmpty { parts.append(Field(text: Self.clean(rule + grid), short: "", rank: 8)) }
        if let recording {
            let short = recording.split(separator: "·").first.map { String($0).trimmingSpaces } ?? recording
            parts.append(Field(text: recording, short: short, rank: 0))
        }
        if droppedFrames > 0 { parts.append(Field(text: "dropped \(droppedFrames)", short: "", rank: 2)) }
        if let plane { parts.append(Field(text: plane.place, short: "", rank: 3)) }
        if let view {
            // Kept as long as the speed, and given up before the generation (on Golly's plane it is always there).
            parts.append(Field(text: Self.clean(view), short: view.split(separator: ":").first.map(String.init) ?? "", rank: 4))
        }
        if !message.isEmpty { parts.append(Field(text: Self.clean(message), short: Self.clean(message), rank: 0)) }
        return parts
    }

    /// The cells by state, `1:5 2:5 3:110` (the states with cells, up to
    /// `listedStates` of them, the rest as `…:N`); empty without `states`.
    var stateCounts: String {
        guard let states, states.count > 2 else { return "" }
        let shown = states.indices.dropFirst().filter { states[$0] > 0 }
        var parts = shown.prefix(Self.listedStates).map { "\($0):\(NumberText.grouped(states[$0]))" }
        if shown.count > Self.listedStates {
            parts.append("…:\(NumberText.grouped(shown.dropFirst(Self.listedStates).reduce(UInt128(0)) { $0 + states[$1] }))")
        }
        return parts.isEmpty ? "" : "states " + parts.joined(separator: " ")
    }

    /// The source: its name while it is fine (dropped early), its fault when
    /// it is not (kept; the short form says what happened to the video).
    var sourceField: Field {
        let name = Self.clean(source)
        switch sourceState {
        case .live: return Field(text: name, short: "", rank: 6)
        case .starting: return Field(text: "\(name) starting", short: "", rank: 6)
        case let .stalled(seconds): return Field(text: "\(name) stalled \(Int(seconds))s", short: "video stalled", rank: 0)
        case let .lost(reason): return Field(text: "\(name) lost: \(Self.clean(reason))", short: "video lost", rank: 0)
        case .ended: return Field(text: "\(name) ended", short: "video ended", rank: 0)
        case let .failed(reason): return Field(text: "\(name) failed: \(Self.clean(reason))", short: "video failed", rank: 0)
        }
    }

    private static func join(_ parts: [String]) -> String {
        " " + parts.filter { !$0.isEmpty }.joined(separator: " │ ")
    }

    /// `text` cut to `width` columns, ending in `…` when cut.
    private static func cut(_ text: String, to width: Int) -> String {
        guard TextWidth.columns(text) > width else { return text }
        guard width > 1 else { return "" }
        return TextWidth.prefix(text, width: width - 1) + "…"
    }

    /// `text` without C0, DEL and C1 control characters.
    package static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !($0.value < 32 || (0x7F...0x9F).contains($0.value))
        }))
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
