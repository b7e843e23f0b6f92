import LifeApp
import TerminalRenderer

extension EncoderChoice {
    /// The encoder this choice names: glyphs, kitty pictures compressed with
    /// zlib or through `sharedMemory` (the session's, where the terminal reads
    /// it) when the choice allows, or sixels written by `SixelWriter`.
    func make(sharedMemory: (any KittySharedMemory)? = nil) -> any CanvasEncoder {
        switch self {
        case let .glyphs(mode, mosaic):
            FrameEncoder(mode: mode, mosaic: mosaic)
        case let .kitty(shared):
            KittyEncoder(deflater: Zlib(), sharedMemory: shared ? sharedMemory : nil)
        case let .sixel(cell, largest):
            SixelEncoder(encoding: SixelWriter(), cell: cell, maxWidth: largest.width, maxHeight: largest.height)
        }
    }
}
