import LifeApp
import LifeCore

/// Keeps every frame in memory.
package final class CollectingWriter: FrameWriter {
    package let path = "memory"
    package private(set) var frames: [RGBFrame] = []
    package private(set) var finished = false

    package init() {}

    package func write(_ frame: RGBFrame) throws(RecordingError) { frames.append(frame) }
    package func finish() throws(RecordingError) { finished = true }
}
