import LifeCore

/// Where the play loop's pictures and recordings go: files, which only the
/// shell touches. LifeTUI's studio writes into the current folder under fresh
/// time-stamped names; tests keep everything in memory.
package protocol Studio {
    /// Starts a recording at `fps` under a fresh name; frames then go to the recorder.
    func startRecording(fps: Int) throws(RecordingError) -> any FrameRecorder
    /// Saves `frame` as a new picture and returns its path.
    func saveSnapshot(_ frame: RGBFrame) throws(RecordingError) -> String
    /// Saves `pattern` as a new RLE file written with `rule` and returns its path.
    func saveBoard(_ pattern: Pattern, rule: RuleSpec) throws(RecordingError) -> String
    /// Saves a giant's plane as a new macrocell file (`S`, the bytes of
    /// `MacrocellWriting.writeMacrocell`) and returns its path.
    func saveMacrocell(_ document: [UInt8]) throws(RecordingError) -> String
    /// Saves an SVG document (`e`) as a new file and returns its path.
    func saveSVG(_ document: [UInt8]) throws(RecordingError) -> String
}

/// A recording in progress: takes the scene of every frame without ever
/// making the picture wait, paints it at the recording's size
/// (`SceneRecording`) and writes it elsewhere, and says how it stands.
package protocol FrameRecorder: AnyObject {
    /// Queues a frame's scene; false when it was dropped (the painting or the
    /// disk is behind) or the recording has stopped.
    @discardableResult func submit(_ scene: RecordedScene) -> Bool
    /// The numbers for the status line; `state` says when the recording stopped by itself.
    var stats: RecordingStats { get }
    /// Writes what is queued, closes the output and returns the final numbers.
    @discardableResult func stop() -> RecordingStats
}
