import LifeCore

/// One character cell of the control strip: a character and its colours.
package struct StripCell: Sendable, Equatable {
    package var character: Character
    package var foreground: RGB
    package var background: RGB

    package init(_ character: Character, foreground: RGB, background: RGB) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
