import LifeCore

/// One character cell of the control strip: a character and its colours.
public struct StripCell: Sendable, Equatable {
    public var character: Character
    public var foreground: RGB
    public var background: RGB

    public init(_ character: Character, foreground: RGB, background: RGB) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
