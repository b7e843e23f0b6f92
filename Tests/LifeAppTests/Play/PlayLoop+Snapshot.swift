import LifeCore
import Testing
@testable import LifeApp

extension PlayLoop {
    /// Plays frames 0…`frame` with the clock set to each frame's time (as
    /// render times its frames) and returns frame `frame` as `s` saved it.
    mutating func snapshot(ofFrame frame: Int, screen: MemoryScreen, clock: FixedClock, studio: MemoryStudio) throws -> RGBFrame {
        screen.holdsTime = true
        for i in 0...frame {
            clock.set(Double(i) / 30)
            if i == frame - 1 { screen.script = [(clock.now(), [.key(.character("s"))])] }
            try turn()
        }
        return try #require(studio.snapshots.last)
    }
}
