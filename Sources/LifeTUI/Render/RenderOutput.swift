/// Where `lifecam render` puts its frames, told by the shape of `--out`.
enum RenderOutput: Equatable, Sendable, CustomStringConvertible {
    /// `FILE.y4m`: one YUV4MPEG2 stream.
    case y4m(String)
    /// `DIR/` (or an existing folder): numbered PNG frames.
    case pngFolder(String)
    /// `FILE.ans`: the bytes the terminal renderer would write.
    case ans(String)

    /// Reads `--out`; `isDirectory` tells whether a path names a folder.
    init(parsing path: String, isDirectory: (String) -> Bool) throws(RenderError) {
        let lower = path.lowercased()
        if path.hasSuffix("/") || isDirectory(path) {
            self = .pngFolder(path)
        } else if lower.hasSuffix(".y4m") && lower.count > 4 {
            self = .y4m(path)
        } else if lower.hasSuffix(".ans") && lower.count > 4 {
            self = .ans(path)
        } else {
            throw RenderError("--out '\(path)' must be FILE.y4m, a folder DIR/ for PNG frames, or FILE.ans")
        }
    }

    var path: String {
        switch self {
        case .y4m(let path), .pngFolder(let path), .ans(let path): path
        }
    }

    var description: String {
        switch self {
        case .y4m(let path): "Y4M stream \(path)"
        case .pngFolder(let path): "PNG frames in \(path)"
        case .ans(let path): "terminal bytes in \(path)"
        }
    }
}

/// A `lifecam render` failure: one line for stderr and a sysexits(3) status.
struct RenderError: Error, Equatable, CustomStringConvertible {
    /// sysexits(3) codes, as `lifecam run` uses them.
    enum Status: Int32, Sendable {
        /// A command-line value is wrong (EX_USAGE).
        case usage = 64
        /// A pattern or video file is malformed (EX_DATAERR).
        case data = 65
        /// An input file cannot be opened (EX_NOINPUT).
        case noInput = 66
        /// The output cannot be created (EX_CANTCREAT).
        case cantCreate = 73
        /// Writing the output failed part-way, e.g. disk full (EX_IOERR).
        case ioError = 74
    }

    let status: Status
    let description: String

    init(_ description: String, status: Status = .usage) {
        self.status = status
        self.description = description
    }
}
