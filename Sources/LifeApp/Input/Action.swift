/// A Life cell position on the board.
public struct CellPoint: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public init(_ x: Int, _ y: Int) {
        self.x = x
        self.y = y
    }
}

/// Something the player asked for, by key or mouse; `Game.apply` carries it out.
public enum Action: Sendable, Equatable {
    case togglePause
    case step
    /// Faster (`+1`) or slower (`-1`) generations.
    case speed(Int)
    /// Bigger (`+1`) or smaller (`-1`) Life cells.
    case cellSize(Int)
    case randomFill
    case clear
    /// Next (`+1`) or previous (`-1`) palette.
    case palette(Int)
    /// Hue centre, in steps (`±1`).
    case hue(Int)
    /// Hue range, narrower (`-1`) or wider (`+1`).
    case hueRange(Int)
    /// Colour purity (saturation), less (`-1`) or more (`+1`).
    case purity(Int)
    /// Decay, slower fading (`-1`) or faster (`+1`).
    case decay(Int)
    case toggleVideo
    /// Births where the video moves.
    case toggleBirths
    case toggleMirror
    /// Light mode: the mask inverted, video everywhere, cells dark.
    case toggleLight
    /// The video fitted inside the canvas (bars) or covering it (cropped).
    case toggleFit
    /// The palette's noise drifting over time.
    case toggleAnimated
    /// The hsv hue swinging through its range over time.
    case togglePulse
    case nextHeading
    /// The next blitter the terminal shows (half blocks, quadrants, sextants, octants).
    case nextBlitter
    /// The view moved over a world larger than it, in steps (`±1` across, `±1` down).
    case pan(Int, Int)
    case snapshot
    /// The board as an SVG picture (`e`).
    case exportSVG
    case toggleRecording
    case toggleHelp
    case closeHelp
    case quit
    /// A left click on a cell: toggles it while paused, launches a glider while running.
    case click(CellPoint)
    /// Cells along a drag: made alive (left button) or dead (right button).
    case paint([CellPoint], alive: Bool)
    /// The button was released: the click or drag so far is one edit.
    case endStroke
    /// Takes back the last edit (`z`).
    case undo
    /// Does the last edit taken back again (`Z`).
    case redo
}
