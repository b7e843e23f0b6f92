/// Where `lifecam render` puts its frames: `--out` and the kind its shape
/// names (`OutputKind`, decided as play decides `--record`).
package struct RenderOutput: Equatable, Sendable, CustomStringConvertible {
    package var kind: OutputKind
    package var path: String

    package init(_ kind: OutputKind, _ path: String) {
        self.kind = kind
        self.path = path
    }

    /// Reads `--out`; `isDirectory` tells whether a path names a folder.
    package init(parsing path: String, isDirectory: (String) -> Bool) throws(CommandFailure) {
        guard let kind = OutputKind(path: path, isDirectory: isDirectory) else {
            throw CommandFailure("--out '\(path)' must be FILE.y4m, a video FILE.mp4|.webm|.mkv|.gif, a folder DIR/ for PNG frames, "
                + "FILE.ans, FILE.cast or FILE.svg")
        }
        self.init(kind, path)
    }

    /// Whether the output is a terminal's bytes (`.ans`, `.cast`): the canvas
    /// is then a terminal's pixel grid, sized by `--terminal`.
    package var isTerminal: Bool { kind.isTerminal }

    package var description: String {
        kind == .frames(.pngFolder) ? "PNG frames in \(path)" : "\(kind) \(path)"
    }
}
