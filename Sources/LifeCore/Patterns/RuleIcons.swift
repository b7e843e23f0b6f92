/// A rule file's `@ICONS` section (Golly's `ParseIcons`): icon pictures in
/// XPM at any of Golly's sizes (7, 15 and 31 pixels square), or the name of
/// one of Golly's built-in sets.
///
/// The first icon of a sheet is state 1's, the next state 2's, and so on;
/// when a sheet has fewer icons than the rule has live states, the last icon
/// serves the rest (`icon(state:)`). Black pixels show the background (state
/// 0's colour). In a grey sheet, white shows the state's colour and greys
/// blend the two; a sheet with any other colour is drawn as it is (Golly's
/// help, "Grayscale icons or multi-color icons").
public struct RuleIcons: Sendable, Hashable {
    /// Golly's built-in icon sets, named on a line of their own.
    public enum BuiltIn: String, Sendable, Hashable, CaseIterable {
        case circles, diamonds, hexagons, triangles
    }

    /// The icons of one size: `count` squares of `side` pixels, one above the
    /// next, row by row.
    public struct Sheet: Sendable, Hashable {
        public let side: Int
        public let count: Int
        public let pixels: [RGB]

        /// The pixels of the icon for `state` (1 and up), `side × side` of them.
        public func icon(state: Int) -> ArraySlice<RGB> {
            let k = max(0, min(state, count) - 1) * side * side
            return pixels[k..<(k + side * side)]
        }

        /// Whether any pixel is not a grey (Golly's `MultiColorBitmaps`).
        public var isMultiColour: Bool { pixels.contains { $0.r != $0.g || $0.g != $0.b } }
    }

    /// The sheets given, at most one per size, smallest first.
    public var sheets: [Sheet]
    /// The built-in set named, if one was (the last named wins, as in Golly).
    public var builtIn: BuiltIn?

    public init(sheets: [Sheet] = [], builtIn: BuiltIn? = nil) {
        self.sheets = sheets
        self.builtIn = builtIn
    }

    /// The sizes Golly draws icons at.
    public static let sides = [7, 15, 31]
}
