/// `play --cast FILE.cast`: a `Screen` that passes everything to the real one
/// and records the terminal session as asciicast v2 — the header (size,
/// start time, `TERM`), then one output event a frame (everything drawn in
/// one turn of the play loop: the canvas bytes as sent, the status line and
/// overlays drawn as the escape sequences a terminal needs to show them) at
/// its time on the injected clock, and a resize event when the terminal
/// changes size. `asciinema play` and `lifecam replay` play it back.
///
/// Each line is one record (`OutputFile.writeRecord`), so the file is valid
/// line by line at every moment, also when lifecam is killed. When a write
/// fails (disk full) the cast stops, the play goes on, and `failure` says
/// why; what was written before stays.
package final class CastingScreen: Screen {
    private let inner: any Screen
    private let clock: any AppClock
    private let start: Double
    private var file: OutputFile?
    private var pending: [UInt8] = []
    private var lastSize: (columns: Int, rows: Int)
    package let path: String
    package private(set) var linesWritten = 0
    /// Why the cast stopped early, if it did.
    package private(set) var failure: RecordingError?

    /// Creates `path` (never replacing a file) and writes the header: the
    /// terminal as `inner` sees it, `timestamp` (Unix seconds), `term`.
    package init(_ inner: any Screen, path: String, clock: any AppClock, timestamp: Int, term: String,
                 fileSystem: FileSystem) throws(RecordingError) {
        self.inner = inner
        self.clock = clock
        self.path = path
        start = clock.now()
        lastSize = inner.size
        let file = try OutputFile.createRecording(path, fileSystem: fileSystem)
        self.file = file
        // The replay starts from a clear screen without a cursor, as the app does.
        append(Asciicast.header(width: lastSize.columns, height: lastSize.rows, timestamp: timestamp, term: term)
               + Asciicast.output(time: 0, Array("\u{1B}[?25l\u{1B}[H\u{1B}[2J".utf8)))
    }

    /// Writes what is still pending and closes the file.
    package func finish() {
        flush()
        if let file {
            try? file.sync()
            try? file.close()
        }
        file = nil
    }

    // MARK: Screen

    package var size: (columns: Int, rows: Int) { inner.size }
    package var pixelMouse: PixelMouse? { inner.pixelMouse }

    /// One turn of the play loop ends here: what it drew is one event.
    package func waitForInput(seconds: Double?) throws(TerminalError) {
        flush()
        try inner.waitForInput(seconds: seconds)
    }

    package func readInput() throws(TerminalError) -> [InputEvent] {
        let events = try inner.readInput()
        let now = inner.size
        if now != lastSize {
            flush()
            lastSize = now
            append(Asciicast.resize(time: clock.now() - start, columns: now.columns, rows: now.rows))
        }
        return events
    }

    package func canvasReady() throws(TerminalError) -> Bool { try inner.canvasReady() }

    package func writeCanvas(_ bytes: [UInt8]) throws(TerminalError) {
        try inner.writeCanvas(bytes)
        pending += bytes
    }

    package func drawStatus(_ text: String) throws(TerminalError) {
        try inner.drawStatus(text)
        pending += StatusRow.bytes(text, row: lastSize.rows - 1, columns: lastSize.columns, lastCell: true)
    }

    package func showOverlay(_ rows: [String], status: String) throws(TerminalError) {
        try inner.showOverlay(rows, status: status)
        pending += Array("\u{1B}[2J".utf8)
        for (index, line) in rows.prefix(max(0, lastSize.rows - 1)).enumerated() {
            pending += Self.row(index, line, columns: lastSize.columns)
        }
        pending += StatusRow.bytes(status, row: lastSize.rows - 1, columns: lastSize.columns, lastCell: true)
    }

    package func clearAll() throws(TerminalError) {
        try inner.clearAll()
        pending += Array("\u{1B}[2J".utf8)
    }

    /// Pictures never reach a cast: the farewell is the terminal's alone.
    package func setFarewell(_ bytes: [UInt8]) { inner.setFarewell(bytes) }

    /// The cast goes on after the stop: the time stopped shows as a pause.
    package func suspend() -> Bool {
        flush()
        return inner.suspend()
    }

    // MARK: writing

    /// A text row as a terminal shows it: at `row` (from 0), fitted to the
    /// width, the rest of the row cleared; the cursor and attributes kept.
    static func row(_ row: Int, _ text: String, columns: Int) -> [UInt8] {
        let fitted = TextWidth.fit(text, columns: columns)
        return Array("\u{1B}7\u{1B}[\(row + 1);1H\u{1B}[0m\(fitted)\u{1B}[K\u{1B}8".utf8)
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        append(Asciicast.output(time: clock.now() - start, pending))
        pending.removeAll(keepingCapacity: true)
    }

    private func append(_ line: [UInt8]) {
        guard let file else { return }
        do {
            try file.writeRecord(line)
            linesWritten += 1
        } catch {
            failure = .file(error)
            try? file.close()
            self.file = nil
        }
    }
}
