import LifeCore

/// Something the player asked for, by key or mouse; `Game.apply` carries it out.
package enum Action: Sendable, Equatable {
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
    /// The video's floor one step along `PaintOptions.floors` up (`+1`) or down (`-1`), round from the end.
    case videoFloor(Int)
    case toggleVideo
    /// Births where the video moves.
    case toggleBirths
    /// The keep-alive on or off, or back after an edit made it step aside (`k`).
    case toggleKeepAlive
    case toggleMirror
    /// Light mode: the mask inverted, video everywhere, cells dark.
    case toggleLight
    /// The video fitted inside the canvas (bars) or covering it (cropped).
    case toggleFit
    /// The palette's noise drifting over time.
    case toggleAnimated
    /// The hsv hue swinging through its range over time.
    case togglePulse
    /// The rule's icons drawn on pictures, or plain cells (`I`).
    case toggleIcons
    /// Turns the brush (`g`); with the single cell, the heading of launched gliders.
    case nextHeading
    /// Next (`+1`) or previous (`-1`) brush.
    case brush(Int)
    /// The state clicks, strokes and brushes paint, the next (`+1`) or the one before (`-1`), under a rule of more than two states.
    case drawingState(Int)
    /// The pointer moved over world cell (nil: off the canvas), where the brush's ghost follows it.
    case hover(GridPoint?)
    /// The next blitter the terminal shows (half blocks, quadrants, sextants, octants).
    case nextBlitter
    /// The view moved over a world larger than it, in steps (`±1` across, `±1` down).
    case pan(Int, Int)
    /// A giant's step, 2^k generations, smaller (`-1`) or larger (`+1`).
    case stepExponent(Int)
    /// The whole pattern of a giant in view (`F`).
    case fitPattern
    /// A giant loaded again at its first generation (`0`).
    case restart
    /// The next pattern of the zip archive played from (`N`).
    case nextPattern
    case snapshot
    /// The board as an SVG picture (`e`).
    case exportSVG
    case toggleRecording
    /// Writes the world as RLE to a new file (`S`).
    case saveBoard
    case toggleHelp
    case closeHelp
    case quit
    /// Ctrl-Z: stop as a shell job (`fg` resumes), the terminal restored meanwhile.
    case suspend
    /// A left click on a cell: stamps a pattern brush; with the single cell,
    /// toggles it while paused and launches a glider while running.
    case click(GridPoint)
    /// Cells along a drag: made alive (left button) or dead (right button).
    case paint([GridPoint], alive: Bool)
    /// The button was released: the click or drag so far is one edit.
    case endStroke
    /// Takes back the last edit (`z`).
    case undo
    /// Does the last edit taken back again (`Z`).
    case redo
    /// The control strip on / off.
    case toggleStrip
    /// Hue centre, in degrees (the strip's hue ribbon).
    case setHue(Double)
    /// Tone, −1 dark … 0 pure … 1 pale (the strip's purity ribbon).
    case setTone(Double)
    /// Decay, 0…1 (the strip's decay field).
    case setDecay(Double)
    /// Generations per second (the strip's speed field).
    case setSpeed(Double)
    /// This palette (a ribbon touched switches to `hsv`).
    case choosePalette(Palette)
}
