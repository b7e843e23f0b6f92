import LifeCore

/// The terminal as the play loop sees it: a size, bytes for the canvas,
/// text rows for the status line and overlays, and input. LifeTUI's curses
/// session is the real one; tests play on an in-memory screen and read back
/// what was drawn.
///
/// Layout: the canvas owns every row but the last; the last row is the
/// status line. While the control strip is shown, the row above the status
/// line is the strip's, written raw with the canvas bytes. While an overlay
/// (help) is shown, no canvas is written.
package protocol Screen: AnyObject {
    /// The terminal's size in character cells.
    var size: (columns: Int, rows: Int) { get }
    /// How pixel mouse reports map back to cells, while the terminal reports pixels.
    var pixelMouse: PixelMouse? { get }
    /// One character cell in screen pixels, when known (pictures need it).
    var cellPixels: Dimensions? { get }
    /// Waits until input arrives, a signal interrupts, or `seconds` pass (nil:
    /// until input or a signal). Meanwhile what is left of the last canvas
    /// frame goes out as fast as the terminal takes it; once it is out whole,
    /// the wait ends, so a loop whose frame was dropped can send the next at once.
    func waitForInput(seconds: Double?) throws(TerminalError)
    /// Everything the terminal reported since the last call, oldest first.
    func readInput() throws(TerminalError) -> [InputEvent]
    /// Whether the last canvas frame has reached the terminal (sending what is
    /// left of it); false means the terminal is behind and a new frame should be dropped.
    func canvasReady() throws(TerminalError) -> Bool
    /// Writes one canvas frame; call only when `canvasReady()`. The bytes must
    /// leave cursor and attributes as they found them (`FrameEncoder` does).
    func writeCanvas(_ bytes: [UInt8]) throws(TerminalError)
    /// Draws the status line.
    func drawStatus(_ text: String) throws(TerminalError)
    /// Shows `rows` over the canvas, top to bottom, and the status line.
    func showOverlay(_ rows: [String], status: String) throws(TerminalError)
    /// Clears the whole screen (after a resize or an overlay); the next canvas repaints everything.
    func clearAll() throws(TerminalError)
    /// Bytes the terminal gets on every way out (quit, an error, a signal),
    /// after the canvas frame in flight has been finished or cleanly
    /// abandoned: what takes away the pictures lifecam placed. Replaces
    /// what was set before.
    func setFarewell(_ bytes: [UInt8])
    /// Stops the program as a shell job, as Ctrl-Z does in vim or less: the
    /// frame in flight settled and the terminal restored, then stopped until
    /// `fg`; then the terminal is taken back and the next input is a resize
    /// (a full repaint). False, and nothing happens, when stops are ignored
    /// (a shell without job control).
    func suspend() -> Bool
}

extension Screen {
    /// The pixel mouse's cell size, when there is one.
    package var cellPixels: Dimensions? { pixelMouse?.cell }
}
